// The demo engine paints in the isolate that also answers API requests. Between its heavy steps
// (a storybook page; a page's scene, finish and hero; a room's look and furniture) it gives the
// isolate back through a timer: a resolved promise would carry straight on, while a timer lets
// the runtime take in the requests that arrived meanwhile. 20 ms is long enough for a request
// to get through its few hops in one pause (in wrangler dev every service shares one thread)
// and adds well under a second to an 8-page book; 5 ms left the worst request twice as slow
// (scripts/bench-busy-queue.mjs, README "Benchmarks").
export const yieldToRequests = () => scheduler.wait(20);
