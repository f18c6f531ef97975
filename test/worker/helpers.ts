// Shim: the test support code lives in ./support/ (issue 14). Test files written on the old
// helpers while that change was in flight still import from here; port them to `newUser()` and
// the typed client (`clientFor`, `ok`) and then delete this file.
export { BASE, cookieOf, rawCall as call, refusal } from "./support/client";
export { generate, generateForm, pngBlob, pngHeader, solidPng } from "./support/images";
export { newUserWithInteriorTask, recordingQueue } from "./support/tasks";
export { me, newAdmin, newUser, signUp, uniqueEmail, verificationLink, verifyEmail } from "./support/users";

/** The old untyped reader; new tests read answers through the typed client instead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the shim's callers were written against json<any>
export async function json<T = any>(res: Response | { json(): Promise<unknown> }): Promise<T> {
  return (await res.json()) as T;
}
