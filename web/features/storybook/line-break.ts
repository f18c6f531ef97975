// Breaks a book page's text into lines that fit a width, for drawing on a canvas. Where a line
// may break comes from Intl.Segmenter: between words for languages written with spaces and for
// Thai (whose words ICU finds by dictionary), between characters for Chinese and Japanese. On
// top of that, CJK kinsoku: closing punctuation never starts a line and opening brackets never
// end one, so a lone "。" that does not fit pulls the character before it down with it. Lines
// are whole runs of text, so the canvas shapes Thai, Devanagari and Arabic when it draws them.

export type Measure = (text: string) => number;

/** Never at the start of a line: closing punctuation, CJK small kana and iteration marks. */
const NO_LINE_START = new Set([
  ..."，。、．！？：；…‥）」』】〕〉》〗〙〛〞”’｝］｠%‰°℃",
  ...",.!?:;)]}»›",
  ..."ー々〻ゝゞヽヾ・ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ゛゜",
  ..."،؛؟۔", // Arabic comma, semicolon, question mark, full stop
  ..."।॥", // Devanagari danda
]);
/** Never at the end of a line: opening brackets and quotes. */
const NO_LINE_END = new Set([..."（「『【〔〈《〖〘〚〝“‘｛［｟", ..."([{«‹"]);

/** Characters broken one by one (CJK ideographs, kana, CJK and full-width punctuation). */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]/u;
const SPACE = /^\s+$/u;

const graphemes = (text: string, locale: string) =>
  [...new Intl.Segmenter(locale, { granularity: "grapheme" }).segment(text)].map((s) => s.segment);

/** The places a line may break: words, and single characters inside CJK runs. */
function breakablePieces(paragraph: string, locale: string): string[] {
  const words = [...new Intl.Segmenter(locale, { granularity: "word" }).segment(paragraph)].map((s) => s.segment);
  return words.flatMap((word) => (CJK.test(word) ? graphemes(word, locale) : [word]));
}

/** Pieces glued into units no line break may split, by the kinsoku rules above. */
export function unbreakableUnits(paragraph: string, locale: string): string[] {
  const units: string[] = [];
  for (const piece of breakablePieces(paragraph, locale)) {
    const last = units.length - 1;
    if (last >= 0 && NO_LINE_START.has([...piece][0])) {
      // "word !" (French spacing) keeps the space and the word with the mark.
      if (SPACE.test(units[last]) && last > 0) units.splice(last - 1, 2, units[last - 1] + units[last] + piece);
      else units[last] += piece;
    } else if (last >= 0 && NO_LINE_END.has([...units[last]].at(-1)!)) units[last] += piece;
    else units.push(piece);
  }
  return units;
}

/**
 * Lines of `text` no wider than `maxWidth` under `measure` (paragraph breaks kept). Spaces at a
 * break are dropped; no other character is. A unit wider than a whole line (a very long word)
 * is cut between characters rather than overflowing.
 */
export function breakLines(
  text: string,
  { locale, maxWidth, measure }: { locale: string; maxWidth: number; measure: Measure },
): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n+/)) {
    let line = "";
    const flush = () => {
      if (line.trim()) lines.push(line.trimEnd());
      line = "";
    };
    for (const unit of unbreakableUnits(paragraph, locale)) {
      if (!line && SPACE.test(unit)) continue;
      if (measure((line + unit).trimEnd()) <= maxWidth) {
        line += unit;
        continue;
      }
      flush();
      const rest = unit.trimStart();
      if (measure(rest.trimEnd()) <= maxWidth) line = rest;
      else
        for (const g of graphemes(rest, locale)) {
          if (line && measure(line + g) > maxWidth) flush();
          line += g;
        }
    }
    flush();
  }
  return lines;
}
