// A ZIP written as it is read (fflate's streaming Zip): each entry is stored, not compressed
// (JPEG and JSON are small or compressed already, and storing costs the Worker no CPU), and its
// bytes are passed through from R2 a chunk at a time, so a pack is never held whole in memory.
// A failure while writing errors the stream: the client sees a broken download, never a ZIP
// that looks complete.

import { Zip, ZipPassThrough } from "fflate";

export type ZipEntry = { name: string; open: () => Promise<ReadableStream<Uint8Array> | Uint8Array> };

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
      for (const entry of entries) {
        const file = new ZipPassThrough(entry.name);
        zip.add(file);
        const body = await entry.open();
        if (body instanceof Uint8Array) file.push(body, true);
        else {
          const reader = body.getReader();
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
