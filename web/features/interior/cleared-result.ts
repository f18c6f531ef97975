// "清除结果" on the interior page: the design stays in the library, and this device stops showing
// it as the latest result (until a newer design finishes), across reloads.
const KEY = "interior-cleared-result";

export function readClearedResult(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearResult(workId: string) {
  try {
    localStorage.setItem(KEY, workId);
  } catch {
    // Storage refused (private mode, quota): the result is hidden until the next reload only.
  }
}
