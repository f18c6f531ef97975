// A storybook's checkpoint (issue 25, decision 28). A queue message may be delivered up to four
// times (max_retries = 3); without a checkpoint each delivery wrote the story and drew and narrated
// every page again. Each finished page's picture and narration are in R2 before its checkpoint is
// written, and the checkpoint (the story and the finished pages) rides on the progress update the
// page already made, so it costs no extra D1 write. A redelivery resumes at the first missing page
// with the same story and page one's picture, so the book ends as an uninterrupted run would.
// A checkpoint made by another engine (an admin changed keys between attempts) is not resumed: a
// book is drawn by one engine.
import type { BookCheckpoint } from "../../platform/db/schema";
import type { StoryTeller } from "../../engines/types";
import type { Task } from "./service";

export type Resumed = BookCheckpoint & { firstPage?: Uint8Array };

/** Where a claimed book starts: its checkpoint, or null to start from the story. */
export async function resumePoint(
  files: R2Bucket,
  task: Pick<Task, "checkpoint">,
  teller: Pick<StoryTeller, "name" | "model">,
): Promise<Resumed | null> {
  const saved = task.checkpoint;
  if (!saved || saved.engine !== teller.name || saved.model !== teller.model) return null;
  if (saved.pages.length === 0) return saved;
  // Page one's picture keeps the character the same on the pages still to draw.
  const first = await files.get(saved.pages[0].imageKey);
  if (!first) return null;
  return { ...saved, firstPage: new Uint8Array(await first.arrayBuffer()) };
}
