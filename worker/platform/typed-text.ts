// What counts as text in what people type: a prompt made only of characters nothing draws (zero-
// width spaces, joiners, BOMs, fillers, whitespace) is empty, and a name or file name carries no
// bidirectional override or isolate, which would make it display as something it is not
// ("cat\u202Egnp.exe" reads as "catexe.png"). The request schemas apply these through
// worker/platform/http/validation.ts; nothing else should need its own copy.

/**
 * Characters that draw nothing on their own: whitespace, controls, format characters (U+200B–
 * U+200F, U+2060, U+FEFF, the bidi controls…), unassigned, private-use and surrogate code points,
 * combining marks (nothing to sit on without a base letter), emoji skin-tone modifiers, the
 * default-ignorables (variation selectors, soft hyphen, U+034F), the object replacement character
 * U+FFFC, and the blanks that are symbols or letters by category (Hangul fillers U+115F/U+1160/
 * U+3164/U+FFA0, the empty braille cell U+2800, the musical null notehead U+1D159, the blank
 * hieroglyph U+13441).
 */
const INVISIBLE =
  /[\p{White_Space}\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{M}\p{Emoji_Modifier}\p{Default_Ignorable_Code_Point}\u2800\uFFFC\u{1D159}\u{13441}]/gu;

/** Controls (NUL, escapes…) never belong in a name. */
const CONTROLS = /\p{Cc}/gu;

/**
 * Embeddings, overrides (U+202A–U+202E), isolates (U+2066–U+2069) and the marks (LRM U+200E, RLM
 * U+200F, the Arabic letter mark U+061C), which reorder the neutral characters around them too.
 */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Whether `text` has at least one character a reader can see. */
export const hasVisibleText = (text: string) => text.replace(INVISIBLE, "") !== "";

/** A name or file name as it may be stored: no bidi controls or marks, no control characters. */
export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "").replace(CONTROLS, "");
