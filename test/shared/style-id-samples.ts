// Style ids the admin form and the Worker's admin route must judge alike (both read
// shared/style-id.ts): test/web/style-id-form.test.ts and test/worker/style-id-route.test.ts.

/** Ids both sides accept. */
export const GOOD_STYLE_IDS = ["a", "ink-wash", "80s-neon", "paper-cut-2", "x-", "a--b", "z".repeat(40)];

/** Ids both sides refuse (the route once took a leading "-"; the form never did). */
export const BAD_STYLE_IDS = ["", "-ink", "--", "Ukiyo-e", "paper cut", "paper_cut", "café", "a/b", "z".repeat(41)];
