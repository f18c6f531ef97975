// Pictures are kept by the browser for a year under content-addressed names (decision 21), so when
// this tab finds that its session was ended elsewhere (signed out on another tab or device,
// revoked, the password changed, the user suspended) it asks the Worker for an answer carrying
// `Clear-Site-Data: "cache"`: the next person at this computer finds none of them in the cache.
// Signing out and deleting the account here get that header on their own answers.
let signedIn = false;
let clearing: Promise<void> | null = null;

/** The tab holds a session (the session was read and someone is signed in). */
export function noteSignedIn() {
  signedIn = true;
  clearing = null;
}

/**
 * The session this tab held is gone (a 401 from the API, the live socket closed for it, or the
 * session read again and found nobody): clear the site's cache once. Nothing for a tab that was
 * never signed in.
 */
export function clearCacheOfEndedSession(): Promise<void> {
  if (!signedIn) return clearing ?? Promise.resolve();
  signedIn = false;
  clearing = fetch("/api/session/ended", { method: "POST", credentials: "same-origin" }).then(
    () => undefined,
    () => undefined,
  );
  return clearing;
}
