// What the server can do right now (which engine serves each job, whether voice input works).
import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { api, unwrap } from "./api";

export type Capabilities = Awaited<ReturnType<typeof fetchCapabilities>>;
/** An output size the serving engine draws ("1K", "2K", "4K") and its long side in pixels. */
export type ImageSizeOption = Capabilities["imageSizes"][number];
export type ImageSize = ImageSizeOption["id"];

const fetchCapabilities = () => unwrap(api.capabilities.$get());
const capabilitiesAtom = atom<Capabilities | null>(null);

/** When the server cannot be asked: assume the demo engine and no voice input. */
const OFFLINE: Capabilities = {
  imageEngine: "builtin",
  imageSizes: [{ id: "1K", longSide: 1024 }],
  transcription: false,
  devOutbox: false,
  engines: { image: "builtin", interior: "builtin", storybook: "builtin", narration: null, transcription: null },
};

export function useCapabilities() {
  const [caps, setCaps] = useAtom(capabilitiesAtom);
  useEffect(() => {
    if (!caps) fetchCapabilities().then(setCaps, () => setCaps(OFFLINE));
  }, [caps, setCaps]);
  return caps;
}
