// What the server can do right now (which engine serves each job, whether voice input works).
import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { api, unwrap } from "./api";

export type Capabilities = Awaited<ReturnType<typeof fetchCapabilities>>;

const fetchCapabilities = () => unwrap(api.capabilities.$get());
const capabilitiesAtom = atom<Capabilities | null>(null);

/** When the server cannot be asked: assume the demo engine and no voice input. */
const OFFLINE: Capabilities = {
  imageEngine: "builtin",
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
