// What a background task owns in R2: its uploaded input (the room photo, the character
// reference) and what it wrote before finishing (a book's pages and narration, a design's
// image). A failed task deletes all of it (failTask); the orphan sweep reads the same input
// fields to know which uploads a task that is still running needs.
import { bookPrefix, isOwnedBy, TASK_UPLOAD_FIELDS, withVariants, workImageKeys } from "../../platform/storage/keys";
import { deletePrefix } from "../files/service";

type TaskFiles = { id: string; userId: string; inputData: Record<string, unknown> };

export function taskUploadKeys(task: Pick<TaskFiles, "userId" | "inputData">) {
  return TASK_UPLOAD_FIELDS.map((field) => task.inputData[field]).filter(
    (key): key is string => typeof key === "string" && isOwnedBy(key, task.userId),
  );
}

/** Deletes a failed task's upload and anything it wrote; a failed task has no result to keep. */
export async function deleteTaskFiles(bucket: R2Bucket, task: TaskFiles) {
  await bucket.delete(withVariants([...taskUploadKeys(task), ...workImageKeys(task.userId, task.id)]));
  await deletePrefix(bucket, bookPrefix(task.userId, task.id));
}
