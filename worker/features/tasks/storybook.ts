// Runs a storybook task: the story in the user's language, then one illustration per page
// (the character reference or the first page passed along for consistency), narration when
// the engine can speak, progress "page n of m" pushed live with the book's checkpoint (a retried
// delivery resumes at the first missing page, ./book-checkpoint), and the book saved to the library.
import type { Database } from "../../platform/db/client";
import type { BookCheckpoint, StoryPage } from "../../platform/db/schema";
import { chooseStoryTeller } from "../../engines/select";
import type { StoryPageCount, StoryStyle } from "../../engines/types";
import { bookPrefix, isOwnedBy, storybookAudioKey, storybookPageKey } from "../../platform/storage/keys";
import { deletePrefix, putImage } from "../files/service";
import { noteOperatorAlert } from "../operator/service";
import { reportProgress, type Task } from "./service";
import { COMPLETED_WITH, completeTask } from "./complete";
import { resumePoint } from "./book-checkpoint";

export type StorybookInput = {
  idea: string;
  style: StoryStyle;
  numPages: StoryPageCount;
  language: string;
  referenceImageKey?: string | null;
};

export async function runStorybook(env: Env, db: Database, task: Task) {
  const input = task.inputData as StorybookInput;
  const teller = await chooseStoryTeller(env, db, input.language);
  const reference =
    input.referenceImageKey && isOwnedBy(input.referenceImageKey, task.userId)
      ? await env.FILES.get(input.referenceImageKey)
      : null;
  const character = reference ? new Uint8Array(await reference.arrayBuffer()) : undefined;
  const total = input.numPages + 1;

  // A retried delivery resumes at the first page its earlier attempts did not finish.
  const resumed = await resumePoint(env.FILES, task, teller);
  const story =
    resumed?.story ??
    (await teller.writeStory({
      idea: input.idea,
      style: input.style,
      numPages: input.numPages,
      language: input.language,
    }));
  const pages: StoryPage[] = resumed ? [...resumed.pages] : [];
  let firstPage = resumed?.firstPage;
  // Recorded narration is a bonus over the browser's own voice: when it fails, the book is still
  // delivered and the browser reads the pages that have no recording.
  let narrating = resumed ? resumed.narrating : Boolean(teller.narrate);
  const checkpoint = (): BookCheckpoint => ({ engine: teller.name, model: teller.model, story, pages, narrating });
  await reportProgress(env, task, pages.length + 1, total, resumed ? undefined : checkpoint());

  for (let i = pages.length; i < story.pages.length; i++) {
    const image = await teller.illustratePage({
      story,
      pageIndex: i,
      style: input.style,
      idea: input.idea,
      character,
      firstPage,
    });
    firstPage ??= image.bytes;
    const imageKey = storybookPageKey(task.userId, task.id, i + 1, image.mimeType);
    await putImage(env, imageKey, image);
    let audioKey: string | null = null;
    if (narrating && teller.narrate) {
      try {
        const speech = await teller.narrate({ text: story.pages[i], language: input.language });
        audioKey = storybookAudioKey(task.userId, task.id, i + 1, speech.mimeType);
        await env.FILES.put(audioKey, speech.audio, { httpMetadata: { contentType: speech.mimeType } });
      } catch (error) {
        narrating = false;
        audioKey = null;
        console.warn(
          `storybook ${task.id}: narration failed on page ${i + 1} (${input.language}); the browser reads the rest aloud`,
          error,
        );
        await noteOperatorAlert(db, error);
      }
    }
    pages.push({ text: story.pages[i], imageKey, audioKey });
    await reportProgress(env, task, i + 2, total, checkpoint());
  }

  const done = await completeTask(
    env,
    task,
    {
      id: task.id,
      prompt: story.title,
      imageKey: pages[0].imageKey,
      style: input.style,
      source: "storybook",
      creditsUsed: task.creditsCost,
      metadata: {
        model: teller.model,
        engine: teller.name,
        action: "generate_storybook",
        storybookId: task.id,
        numPages: pages.length,
        taskId: task.id,
      },
    },
    (guard) => [
      env.DB.prepare(
        `INSERT INTO storybooks (id, user_id, task_id, title, idea, style, language, num_pages, pages, reference_image_key, credits_used, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${COMPLETED_WITH}`,
      ).bind(
        task.id,
        task.userId,
        task.id,
        story.title,
        input.idea,
        input.style,
        input.language,
        pages.length,
        JSON.stringify(pages),
        input.referenceImageKey ?? null,
        task.creditsCost,
        Date.now(),
        ...guard,
      ),
    ],
  );
  if (!done) await deletePrefix(env.FILES, bookPrefix(task.userId, task.id));
  return done;
}
