// How long a session lives: better-auth's settings (auth.ts) and the one-query session reader
// (session-reader.ts) both need them, so neither imports the other for them.
/** "Remember me" (the default) keeps a session for this many days of no use. */
export const SESSION_DAYS = 7;
/** A session in use is extended (to SESSION_DAYS from now) at most once a day. */
export const SESSION_UPDATE_AGE_SECONDS = 60 * 60 * 24;
