// The web project runs each file in a VM context of its own with one jsdom per worker thread
// (vitest.config.ts). Such a context gets jsdom's globals, not Node's: the web streams the SPA's
// PNG writer uses (shared/png-writer.ts), which browsers have and jsdom lacks, come from Node.
import {
  CompressionStream,
  DecompressionStream,
  ReadableStream,
  TransformStream,
  WritableStream,
} from "node:stream/web";

Object.assign(globalThis, {
  ReadableStream: globalThis.ReadableStream ?? ReadableStream,
  WritableStream: globalThis.WritableStream ?? WritableStream,
  TransformStream: globalThis.TransformStream ?? TransformStream,
  CompressionStream: globalThis.CompressionStream ?? CompressionStream,
  DecompressionStream: globalThis.DecompressionStream ?? DecompressionStream,
});
