// A ZIP written as it is read (fflate's streaming Zip), for every download of many pictures (a
// marketplace export pack, a batch's results): each entry is stored, not compressed (PNG, JPEG and
// WebP are compressed already, and storing costs the Worker no CPU), and its bytes are passed
// through a chunk at a time, so a download is never held whole in memory. Names are UTF-8, so
// Chinese or Arabic file names open as written. A failure while writing errors the stream: the
// client sees a broken download, never a ZIP that looks complete.

import { Zip, ZipPassThrough } from "fflate";

/** One file, opened only when the stream reaches it (null: left out); its name may depend on what was opened. */
export type ZipEntry = () => Promise<{ name: string; body: ReadableStream<Uint8Array> | Uint8Array } | null>;

export function zipStream(entries: readonly ZipEntry[]): ReadableStream<Uint8Array> {
  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  // fflate hands chunks over synchronously; the writes are chained so they keep their order,
  // and each entry waits for the reader to take what came before (backpressure).
  let written: Promise<void> = Promise.resolve();
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      written = written.then(() => writer.abort(error));
      return;
    }
    written = written.then(() => writer.write(chunk));
    if (final) written = written.then(() => writer.close());
  });
  void (async () => {
    try {
      for (const open of entries) {
        const entry = await open();
        if (!entry) continue;
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        if (entry.body instanceof Uint8Array) file.push(entry.body, true);
        else {
          const reader = entry.body.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            file.push(value);
            await written;
          }
          file.push(new Uint8Array(0), true);
        }
        await written;
      }
      zip.end();
      await written;
    } catch (error) {
      await writer.abort(error).catch(() => undefined);
    }
  })();
  return readable;
}
