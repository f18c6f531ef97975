// Reading a CSV file into a table of strings (RFC 4180), the same in the browser and the Worker:
// quoted fields with commas, line breaks and doubled quotes inside, CRLF or LF line ends, a UTF-8
// byte order mark. Spreadsheets saved in some languages separate with ";" or a tab: the header
// line decides. The bytes may be UTF-8, UTF-16 or GB18030/GBK (decodeSheetText). A quote left
// open, or text after a closing quote, is a malformed file; a quote inside a field that did not
// start with one is kept as it is.

export type CsvResult = { table: string[][] } | { malformed: { line: number } };

/**
 * The file's text, in the encodings spreadsheets save CSV in: UTF-16 when it starts with its byte
 * order mark (Excel's "Unicode text"), else UTF-8 (a BOM or not) when the bytes are UTF-8, else
 * GB18030 (a superset of GBK and GB2312: Excel's plain "CSV" on Chinese Windows). Every decoder is
 * fatal: bytes that are none of these are a malformed file, not guessed at; so is a GB18030 reading
 * with control characters in it (binary that happens to decode) or one that is not mostly the
 * common Chinese characters (a Windows-1252 file from a European Excel decodes too, into nonsense).
 * A GBK file that happens to be valid UTF-8 too is read as UTF-8; with Chinese text that takes an
 * improbable run of bytes.
 */
export function decodeSheetText(bytes: Uint8Array): string | null {
  const utf16 =
    bytes[0] === 0xff && bytes[1] === 0xfe ? "utf-16le" : bytes[0] === 0xfe && bytes[1] === 0xff ? "utf-16be" : null;
  if (utf16) return decoded(utf16, bytes);
  const utf8 = decoded("utf-8", bytes);
  if (utf8 !== null) return utf8;
  const gb = decoded("gb18030", bytes);
  return gb !== null && !NOT_TEXT.test(gb) && mostlyGb2312(bytes) ? gb : null;
}

/**
 * Whether at least 80% of the multi-byte characters sit in GB2312's block (both bytes 0xA1–0xFE),
 * where the 7,445 common characters of Simplified Chinese text and its full-width punctuation
 * are. A single-byte legacy code page's accented letter is mostly followed by an ASCII byte, which
 * GB18030 reads as a character outside that block.
 */
function mostlyGb2312(bytes: Uint8Array): boolean {
  let chars = 0;
  let common = 0;
  for (let i = 0; i < bytes.length; i++) {
    const lead = bytes[i];
    if (lead <= 0x80) continue; // ASCII, or 0x80 (GBK's one-byte euro sign)
    const next = bytes[i + 1];
    chars++;
    if (next >= 0x30 && next <= 0x39) {
      i += 3; // a four-byte GB18030 sequence
      continue;
    }
    if (lead >= 0xa1 && next >= 0xa1) common++;
    i++;
  }
  return common >= chars * 0.8;
}

/** Characters a text file has no business holding: controls other than tab, line feed and return. */
const NOT_TEXT = /[^\P{Cc}\t\n\r]/u;

function decoded(encoding: string, bytes: Uint8Array): string | null {
  try {
    return new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}

/** The separator the header line uses most, outside quotes. */
function separatorOf(text: string): string {
  const counts = new Map<string, number>([
    [",", 0],
    [";", 0],
    ["\t", 0],
  ]);
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === "\n" || ch === "\r")) break;
    else if (!quoted && counts.has(ch)) counts.set(ch, counts.get(ch)! + 1);
  }
  const [best, count] = [...counts].sort((a, b) => b[1] - a[1])[0];
  return count > 0 ? best : ",";
}

export function parseCsv(input: string): CsvResult {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = separatorOf(text);
  const table: string[][] = [];
  let row: string[] = [];
  let field = "";
  let line = 1;
  let i = 0;
  let quoted = false;
  let openedOn = 0;
  let closed = false;
  const endField = () => {
    row.push(field);
    field = "";
    closed = false;
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') {
        quoted = false;
        closed = true;
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && field === "" && !closed) {
      quoted = true;
      openedOn = line;
    } else if (ch === separator) endField();
    else if (ch === "\n" || ch === "\r") {
      endField();
      table.push(row);
      row = [];
      if (ch === "\r" && text[i + 1] === "\n") i++;
      line++;
    } else if (closed && (ch === " " || ch === "\t")) {
      // Spaces after a closing quote are not part of the field.
    } else if (closed) return { malformed: { line } };
    else field += ch;
    i++;
  }
  if (quoted) return { malformed: { line: openedOn } };
  if (field !== "" || closed || row.length > 0) {
    endField();
    table.push(row);
  }
  return { table };
}
