// The mask editor's tools: brush or eraser, the brush size, undo, redo and clear.
import { m } from "@/paraglide/messages.js";
import type { MaskPainter } from "./mask-painter";

type Props = {
  painter: MaskPainter;
  mode: "paint" | "erase";
  onMode: (mode: "paint" | "erase") => void;
  brush: number;
  onBrush: (size: number) => void;
  /** After undo, redo or clear: the page redraws and re-reads the painter. */
  onChange: () => void;
};

export function MaskTools({ painter, mode, onMode, brush, onBrush, onChange }: Props) {
  const act = (step: () => void) => () => {
    step();
    onChange();
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="join" role="group">
        {(["paint", "erase"] as const).map((each) => (
          <button
            key={each}
            type="button"
            className={`btn btn-sm join-item ${mode === each ? "btn-primary" : ""}`}
            aria-pressed={mode === each}
            onClick={() => onMode(each)}
            data-testid={`region-edit-${each}`}
          >
            {each === "paint" ? m.region_edit_brush() : m.region_edit_eraser()}
          </button>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <span>{m.region_edit_brush_size()}</span>
        <input
          type="range"
          className="range range-xs w-24"
          min={4}
          max={120}
          value={brush}
          onChange={(e) => onBrush(Number(e.target.value))}
          data-testid="region-edit-brush-size"
        />
      </label>
      <div className="join">
        <button
          type="button"
          className="btn btn-sm join-item"
          disabled={!painter.canUndo()}
          onClick={act(painter.undo)}
          data-testid="region-edit-undo"
        >
          {m.region_edit_undo()}
        </button>
        <button
          type="button"
          className="btn btn-sm join-item"
          disabled={!painter.canRedo()}
          onClick={act(painter.redo)}
          data-testid="region-edit-redo"
        >
          {m.region_edit_redo()}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        disabled={painter.area() === 0}
        onClick={act(painter.clear)}
        data-testid="region-edit-clear"
      >
        {m.region_edit_clear()}
      </button>
    </div>
  );
}
