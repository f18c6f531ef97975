// The 21 art studio styles the built-in engine draws with a pipeline of its own (spec §2 order).

export const BUILTIN_STYLE_IDS = [
  "mystical", "anime", "cyberpunk", "pop-art",
  "oil-painting", "watercolor", "sketch",
  "renaissance", "baroque", "neoclassical", "impressionism", "post-impressionism", "expressionism", "cubism", "surrealism",
  "chinese-landscape", "ukiyo-e", "gongbi",
  "fauvism", "art-nouveau", "bauhaus",
] as const;

export type BuiltinStyleId = (typeof BUILTIN_STYLE_IDS)[number];

export const isBuiltinStyle = (id: string): id is BuiltinStyleId => (BUILTIN_STYLE_IDS as readonly string[]).includes(id);
