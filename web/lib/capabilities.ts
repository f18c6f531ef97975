// What the server can do right now (which image engine answers, whether voice input works).
import { atom, useAtom } from "jotai";
import { useEffect } from "react";
import { api, unwrap } from "./api";

export type Capabilities = Awaited<ReturnType<typeof fetchCapabilities>>;

const fetchCapabilities = () => unwrap(api.capabilities.$get());
const capabilitiesAtom = atom<Capabilities | null>(null);

export function useCapabilities() {
  const [caps, setCaps] = useAtom(capabilitiesAtom);
  useEffect(() => {
    if (!caps) fetchCapabilities().then(setCaps, () => setCaps({ imageEngine: "builtin", transcription: false, devOutbox: false }));
  }, [caps, setCaps]);
  return caps;
}
