// GBK bytes for the batch sheet's encoding tests (a CSV saved by Excel on Chinese Windows), made
// without an encoder library and without the decoder under test: each character's pointer comes
// from the Encoding Standard's table index-gb18030.txt (https://encoding.spec.whatwg.org/index-gb18030.txt;
// github.com/whatwg/encoding at a985b62a, identifier ff1c9a92…, 2024-09-18), and becomes two bytes
// by the standard's gb18030/GBK encoder (encoding.bs, "gb18030 encoder": leading = pointer / 190 +
// 0x81; trailing = pointer % 190, plus 0x40 below 0x3F, else 0x41). ASCII is its own byte.
// Checked against a well-known pair: 中 (pointer 16293) is 0xD6 0xD0 in GB2312, GBK and GB18030.

const POINTERS: Record<string, number> = {
  中: 16293,
  提: 14410,
  示: 13995,
  词: 9827,
  变: 9283,
  体: 14414,
  数: 14058,
  比: 9255,
  例: 12158,
  红: 11001,
  色: 13786,
  陶: 14398,
  瓷: 9826,
  马: 12522,
  克: 11918,
  杯: 9228,
  香: 14982,
  水: 14169,
  瓶: 13236,
  白: 9080,
  背: 9234,
  景: 11701,
  晨: 9626,
  光: 10801,
  木: 12855,
  桌: 16467,
};

/** `text` in GBK; only ASCII and the characters above. */
export function gbk(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) {
      bytes.push(code);
      continue;
    }
    const pointer = POINTERS[ch];
    if (pointer === undefined) throw new Error(`gbk(): no pointer for ${ch} in this table`);
    const trailing = pointer % 190;
    bytes.push(Math.floor(pointer / 190) + 0x81, trailing + (trailing < 0x3f ? 0x40 : 0x41));
  }
  return Uint8Array.from(bytes);
}

/** A GBK CSV as Excel saves one: Chinese headers (prompt, variants, aspect ratio) and prompts. */
export const GBK_SHEET_TEXT = "提示词,变体数,比例\r\n红色陶瓷马克杯 白色背景,2,1:1\r\n香水瓶 晨光木桌,1,3:4\r\n";
export const GBK_PROMPTS = ["红色陶瓷马克杯 白色背景", "香水瓶 晨光木桌"];

/** `text` in UTF-16 with its byte order mark (Excel's "Unicode text"), little- or big-endian. */
export function utf16(text: string, endian: "le" | "be"): Uint8Array {
  const bytes = [endian === "le" ? 0xff : 0xfe, endian === "le" ? 0xfe : 0xff];
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    bytes.push(...(endian === "le" ? [unit & 0xff, unit >> 8] : [unit >> 8, unit & 0xff]));
  }
  return Uint8Array.from(bytes);
}
