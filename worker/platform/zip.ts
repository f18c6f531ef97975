// A ZIP written as a stream, one file at a time, so a download of many pictures never holds more
// than one of them in memory. Files are stored, not compressed: PNG, JPEG and WebP are compressed
// already, and deflating them again costs CPU for nothing. Names are UTF-8 (flag bit 11), so
// Chinese or Arabic file names open as written. ZIP32: at most 65,535 files and 4 GB in all.
// Format: PKWARE APPNOTE.TXT 6.3.10, sections 4.3.7 (local header), 4.3.12 (central directory)
// and 4.3.16 (end of central directory).

/** One file: opened only when the stream reaches it (null: left out), named once its bytes are known. */
export type ZipEntry = () => Promise<{ name: string; bytes: Uint8Array } | null>;

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (let i = 0; i < bytes.length; i++) crc = CRC_TABLE[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** MS-DOS date and time, as ZIP headers keep them. */
function dosTime(date: Date) {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return { time, day };
}

type Written = { name: Uint8Array; crc: number; size: number; offset: number };

function localHeader(name: Uint8Array, crc: number, size: number, when: { time: number; day: number }) {
  const header = new DataView(new ArrayBuffer(30));
  header.setUint32(0, 0x04034b50, true);
  header.setUint16(4, 20, true); // version needed: 2.0
  header.setUint16(6, 0x0800, true); // UTF-8 names
  header.setUint16(8, 0, true); // stored
  header.setUint16(10, when.time, true);
  header.setUint16(12, when.day, true);
  header.setUint32(14, crc, true);
  header.setUint32(18, size, true);
  header.setUint32(22, size, true);
  header.setUint16(26, name.length, true);
  header.setUint16(28, 0, true);
  return concat(new Uint8Array(header.buffer), name);
}

function centralEntry(file: Written, when: { time: number; day: number }) {
  const entry = new DataView(new ArrayBuffer(46));
  entry.setUint32(0, 0x02014b50, true);
  entry.setUint16(4, 20, true); // made by: 2.0
  entry.setUint16(6, 20, true);
  entry.setUint16(8, 0x0800, true);
  entry.setUint16(10, 0, true);
  entry.setUint16(12, when.time, true);
  entry.setUint16(14, when.day, true);
  entry.setUint32(16, file.crc, true);
  entry.setUint32(20, file.size, true);
  entry.setUint32(24, file.size, true);
  entry.setUint16(28, file.name.length, true);
  // extra, comment, disk number, internal and external attributes: all zero
  entry.setUint32(42, file.offset, true);
  return concat(new Uint8Array(entry.buffer), file.name);
}

function endOfDirectory(count: number, size: number, offset: number) {
  const end = new DataView(new ArrayBuffer(22));
  end.setUint32(0, 0x06054b50, true);
  end.setUint16(8, count, true);
  end.setUint16(10, count, true);
  end.setUint32(12, size, true);
  end.setUint32(16, offset, true);
  return new Uint8Array(end.buffer);
}

function concat(...parts: Uint8Array[]) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** The ZIP of `entries`, read one after another as the stream is pulled; an entry without bytes is left out. */
export function zipStream(entries: ZipEntry[], now = new Date()): ReadableStream<Uint8Array> {
  const when = dosTime(now);
  const written: Written[] = [];
  let offset = 0;
  let next = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      while (next < entries.length) {
        const file = await entries[next++]();
        if (!file) continue;
        const { bytes } = file;
        const name = new TextEncoder().encode(file.name);
        const crc = crc32(bytes);
        const header = localHeader(name, crc, bytes.length, when);
        written.push({ name, crc, size: bytes.length, offset });
        offset += header.length + bytes.length;
        controller.enqueue(header);
        controller.enqueue(bytes);
        return;
      }
      const directory = concat(...written.map((file) => centralEntry(file, when)));
      controller.enqueue(concat(directory, endOfDirectory(written.length, directory.length, offset)));
      controller.close();
    },
  });
}
