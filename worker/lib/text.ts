// What counts as text in what people type: a prompt made only of characters nothing draws (zero-
// width spaces, joiners, BOMs, fillers, whitespace) is empty, and a name or file name carries no
// bidirectional override or isolate, which would make it display as something it is not
// ("cat\u202Egnp.exe" reads as "catexe.png"). The request schemas apply these through
// worker/lib/validation.ts; nothing else should need its own copy.

/**
 * Characters that draw nothing: whitespace, controls, format characters (U+200B–U+200F, U+2060,
 * U+FEFF, the bidi controls…), the default-ignorables (variation selectors, soft hyphen, U+034F)
 * and the blanks that are letters by category (Hangul fillers U+115F/U+1160/U+3164/U+FFA0, the
 * empty braille cell U+2800).
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/** Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** Whether `text` has at least one character a reader can see. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, "") !== "";

export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");
