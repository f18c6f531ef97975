// What the server can do right now (which engine serves each job, whether voice input works):
// one cached query, however many components ask (the nano page has five).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "./api";
import { queryClient } from "./query-client";

export type Capabilities = Awaited<ReturnType<typeof fetchCapabilities>>;
/** An output size the serving engine draws ("1K", "2K", "4K") and its long side in pixels. */
export type ImageSizeOption = Capabilities["imageSizes"][number];
export type ImageSize = ImageSizeOption["id"];

const fetchCapabilities = () => unwrap(api.capabilities.$get());

/** When the server cannot be asked: assume the demo engine and no voice input. */
const OFFLINE: Capabilities = {
  imageEngine: "builtin",
  imageSizes: [{ id: "1K", longSide: 1024 }],
  transcription: false,
  devOutbox: false,
  engines: { image: "builtin", interior: "builtin", storybook: "builtin", narration: null, transcription: null },
  visibleLabel: true,
};

export const capabilitiesQuery = queryOptions({
  queryKey: ["capabilities"],
  queryFn: () => fetchCapabilities().catch(() => OFFLINE),
  // An admin switching an engine is rare; the server refuses what it no longer offers anyway.
  staleTime: 5 * 60_000,
});

/** null while loading; `enabled: false` asks nothing (a component that may not need it). */
export function useCapabilities(enabled = true) {
  return useQuery({ ...capabilitiesQuery, enabled }, queryClient).data ?? null;
}

/**
 * Whether the offline demo engine (not AI) serves `job`: waiting texts then say what is really
 * happening ("the demo engine is drawing…") instead of "AI is…" (issue 27, item 6).
 */
export function useDemoServes(job: "image" | "interior" | "storybook") {
  return useCapabilities()?.engines[job] === "builtin";
}
