// The mask editor's model, without a canvas: strokes of a round brush (paint or erase) in the
// picture's own pixels, an undo/redo history, and the painted area as one byte a pixel at the
// picture's natural size, which is what the Worker receives (as a PNG, see mask-png.ts).

export type Point = { x: number; y: number };
export type Stroke = { mode: "paint" | "erase"; size: number; points: Point[] };
/** "Clear" is a step of its own, so it can be undone like a stroke. */
export type Step = Stroke | { mode: "clear" };

export type MaskPainter = {
  readonly width: number;
  readonly height: number;
  /** One byte a pixel: 255 painted, 0 not. */
  readonly painted: Uint8Array;
  begin(mode: Stroke["mode"], size: number, at: Point): void;
  extend(to: Point): void;
  end(): void;
  undo(): void;
  redo(): void;
  clear(): void;
  canUndo(): boolean;
  canRedo(): boolean;
  /** How many pixels are painted now. */
  area(): number;
};

/** Sets every pixel within the brush's circle around `at` to `value`. */
function stamp(painted: Uint8Array, width: number, height: number, at: Point, size: number, value: number) {
  const r = size / 2;
  const x0 = Math.max(0, Math.floor(at.x - r));
  const x1 = Math.min(width - 1, Math.ceil(at.x + r));
  const y0 = Math.max(0, Math.floor(at.y - r));
  const y1 = Math.min(height - 1, Math.ceil(at.y + r));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - at.x;
      const dy = y + 0.5 - at.y;
      if (dx * dx + dy * dy <= r * r) painted[y * width + x] = value;
    }
  }
}

/** The brush from `from` to `to`, stamped every quarter of its size so the line has no gaps. */
function segment(painted: Uint8Array, width: number, height: number, from: Point, to: Point, stroke: Stroke) {
  const value = stroke.mode === "paint" ? 255 : 0;
  const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / Math.max(1, stroke.size / 4)));
  for (let i = 1; i <= steps; i++)
    stamp(
      painted,
      width,
      height,
      { x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps },
      stroke.size,
      value,
    );
}

function draw(painted: Uint8Array, width: number, height: number, step: Step) {
  if (step.mode === "clear") return painted.fill(0);
  const [first, ...rest] = step.points;
  stamp(painted, width, height, first, step.size, step.mode === "paint" ? 255 : 0);
  let last = first;
  for (const point of rest) {
    segment(painted, width, height, last, point, step);
    last = point;
  }
}

export function createMaskPainter(width: number, height: number): MaskPainter {
  const painted = new Uint8Array(width * height);
  const done: Step[] = [];
  let undone: Step[] = [];
  let current: Stroke | null = null;

  /** Undo redraws every remaining step: strokes are few, and a pixel's history is not kept. */
  function replay() {
    painted.fill(0);
    for (const step of done) draw(painted, width, height, step);
  }

  return {
    width,
    height,
    painted,
    begin(mode, size, at) {
      current = { mode, size, points: [at] };
      done.push(current);
      undone = [];
      draw(painted, width, height, { ...current });
    },
    extend(to) {
      if (!current) return;
      const last = current.points[current.points.length - 1];
      current.points.push(to);
      segment(painted, width, height, last, to, current);
    },
    end() {
      current = null;
    },
    undo() {
      const step = done.pop();
      if (!step) return;
      undone.push(step);
      replay();
    },
    redo() {
      const step = undone.pop();
      if (!step) return;
      done.push(step);
      draw(painted, width, height, step);
    },
    clear() {
      if (done.length === 0 || done[done.length - 1].mode === "clear") return;
      done.push({ mode: "clear" });
      undone = [];
      painted.fill(0);
    },
    canUndo: () => done.length > 0,
    canRedo: () => undone.length > 0,
    area: () => painted.reduce((n, v) => n + (v ? 1 : 0), 0),
  };
}
