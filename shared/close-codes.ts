// Why the server closed a live socket; read by the Durable Object and by the SPA (this module
// imports nothing, so the browser bundle can take it).

/** The socket's session ended (signed out, revoked, password changed or reset, account deleted). */
export const SESSION_ENDED = 4001;

/** The user opened more sockets than MAX_SOCKETS: the oldest is closed. */
export const TOO_MANY_SOCKETS = 4008;

export const MAX_SOCKETS = 10;
