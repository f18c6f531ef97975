// The demo engine paints in the isolate that also answers API requests. Between its heavy steps
// (a storybook page, a photon pass, a painterly finish) it gives the isolate back through a
// timer: a resolved promise would carry straight on, while a timer lets the runtime take in the
// requests that arrived meanwhile first. Locally every wrangler service shares one thread, so
// without it five 8-page books held every API request for ~16 s (scripts/bench-busy-queue.mjs).
export const yieldToRequests = () => scheduler.wait(5);
