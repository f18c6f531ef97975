// How big boards may get (issue 15): the Worker's schemas refuse past these, the SPA's inputs stop
// at them. Both sides read them here (the SPA bundles this file: keep it free of imports).

/** Characters in a board's name, after trimming. */
export const BOARD_NAME_MAX = 40;

/** Boards one user may have. */
export const BOARDS_PER_USER = 50;
