// The shape of an art studio style id (and of a style group's id): what the admin form checks as
// the admin types and what the Worker's admin route enforces. Plain TS, imports nothing, so the
// SPA bundles it as it is.

/** 1–40 of a-z, 0-9 and "-", starting with a letter or digit (e.g. "ukiyo-e", "80s-neon"). */
export const STYLE_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;

export const isStyleId = (id: string) => STYLE_ID_PATTERN.test(id);
