// Live-status latency against a running app: opens the user's /api/live socket, submits `tasks`
// interior designs and returns, for every task event, receipt time − the server's change time
// (`at`), in ms. The same measurement as scripts/bench-live.mjs, for a server the caller started;
// the user needs 2 credits per task.
export async function measureLiveLatency({ base, cookie, tasks = 10, timeoutMs = 180_000 }) {
  const latencies = [];
  let finished = 0;
  const socket = new WebSocket(`${base.replace(/^http/, "ws")}/api/live`, { headers: { cookie, origin: base } });
  const done = new Promise((resolve) => {
    socket.onmessage = (message) => {
      const event = JSON.parse(String(message.data));
      if (event.type !== "task") return;
      latencies.push(Date.now() - event.at);
      if (event.status === "completed" || event.status === "failed") if (++finished === tasks) resolve();
    };
  });
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("the /api/live socket did not open"));
  });
  let timer;
  try {
    const photo = await (await fetch(`${base}/showcase/forest.jpg`)).blob();
    for (let i = 0; i < tasks; i++) {
      const form = new FormData();
      form.set("type", "interior_design");
      form.set("roomType", "living_room");
      form.set("designStyle", "modern");
      form.set("image", photo, "room.jpg");
      const res = await fetch(`${base}/api/tasks`, { method: "POST", headers: { cookie, origin: base }, body: form });
      if (res.status !== 201) throw new Error(`task ${i}: ${res.status} ${await res.text()}`);
    }
    await Promise.race([
      done,
      new Promise(
        (_, reject) => (timer = setTimeout(() => reject(new Error("timed out waiting for tasks")), timeoutMs)),
      ),
    ]);
  } finally {
    clearTimeout(timer);
    socket.close();
  }
  return { latencies, tasks };
}
