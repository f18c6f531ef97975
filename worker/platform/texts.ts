// The Worker's per-language text tables (story templates, mails, prompt-help phrases, the share
// page's strings) live in worker/texts/ as JSON and are served from the asset store, not the
// bundle: the build copies them to dist/_texts/ (scripts/copy-worker-texts.mjs) and the Worker
// reads each one through the ASSETS binding once per isolate. In the bundle they weighed about
// 60 KB gzip, parsed at every startup (docs/decisions/0016-worker-texts-as-assets.md).

/** Reads worker/texts/<path> (e.g. "story/zh-CN.json") as parsed JSON. */
export type TextReader = <T>(path: string) => Promise<T>;

const loaded = new Map<string, Promise<unknown>>();

/** A reader over the ASSETS binding; a failed read is not cached, so the next call tries again. */
export function textReader(assets: Fetcher): TextReader {
  return <T>(path: string) => {
    let text = loaded.get(path);
    if (!text) {
      text = fetchText(assets, path);
      loaded.set(path, text);
      text.catch(() => loaded.delete(path));
    }
    return text as Promise<T>;
  };
}

async function fetchText(assets: Fetcher, path: string): Promise<unknown> {
  const res = await assets.fetch(`https://texts.invalid/_texts/${path}`);
  if (!res.ok)
    throw new Error(`Worker text ${path} is missing from the asset store (${res.status}): run \`npm run build\`.`);
  return res.json();
}
