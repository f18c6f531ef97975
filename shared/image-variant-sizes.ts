// The smaller copies every stored image has besides its original (issue 13): fetched with
// `?v=<name>&h=<hash>` on the file's URL (issue 24: the API hands out these URLs), made and served
// by the Worker. Both sides read the long-side limits here (the SPA bundles this file: keep it free
// of imports).

/** Long side in pixels, at most; a variant is never larger than its original. */
export const IMAGE_VARIANTS = { thumb: 480, display: 1600 } as const;

export type ImageVariant = keyof typeof IMAGE_VARIANTS;

/**
 * Where a page fetches each variant of one picture: content-addressed (`…?v=thumb&h=<hash>`, kept
 * by the browser for a year) once the Worker knows the variant's hash. The API hands these out
 * with every picture it lists; the SPA never builds them.
 */
export type VariantUrls = Record<ImageVariant, string>;
