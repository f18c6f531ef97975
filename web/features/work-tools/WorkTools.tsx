// The tools menu on a work (library viewer, nano's result): upscale ×2/×4, remove the background
// (transparent, a colour or a generated scene) and expand to another aspect ratio, each showing
// its price from shared/prices.ts. A tool's result is a new version of the creation, handed to
// `onMade`. Lazy-loaded by the pages that show it. To add a tool, add an entry to TOOLS and its
// panel below.
import { useState } from "react";
import { m } from "@/paraglide/messages.js";
import { versionName } from "@/components/WorkVersions";
import { usePaidAction } from "@/lib/use-paid-action";
import { ExportPackButton, type WorkToolsProps } from "@/lib/work-tools-slot";
import { ASPECT_RATIOS, type AspectRatio } from "../../../shared/choices";
import { MAX_TOOL_SIDE } from "../../../shared/limits";
import { expandRefusal } from "../../../shared/expand-canvas";
import { EXPAND_COST, REMOVE_BACKGROUND_COST, UPSCALE_COSTS, type UpscaleFactor } from "../../../shared/prices";
import { expandWork, removeBackground, upscaleWork, type NewBackground } from "./tools-api";

type ToolId = "upscale" | "remove-background" | "expand";
type Backdrop = "transparent" | "color" | "scene";

/** The menu's entries and their prices (upscale's from its cheapest factor until one is chosen). */
const TOOLS: { id: ToolId; label: () => string; cost: (factor: UpscaleFactor) => number }[] = [
  { id: "upscale", label: m.work_tools_upscale, cost: (factor) => UPSCALE_COSTS[factor] },
  { id: "remove-background", label: m.work_tools_remove_background, cost: () => REMOVE_BACKGROUND_COST },
  { id: "expand", label: m.work_tools_expand, cost: () => EXPAND_COST },
];
const FACTORS = Object.keys(UPSCALE_COSTS).map(Number) as UpscaleFactor[];

export default function WorkTools({ work, onMade }: WorkToolsProps) {
  const [tool, setTool] = useState<ToolId | null>(null);
  const [factor, setFactor] = useState<UpscaleFactor>(2);
  const [backdrop, setBackdrop] = useState<Backdrop>("transparent");
  const [color, setColor] = useState("#ffffff");
  const [scene, setScene] = useState("");
  const [chosenRatio, setRatio] = useState<AspectRatio | null>(null);
  const paid = usePaidAction();

  // A factor whose result would pass the upscale limit is offered disabled (the Worker refuses it too).
  const longSide = Math.max(work.metadata.width ?? 0, work.metadata.height ?? 0);
  // So is a ratio the Worker would refuse (the same rule, shared/expand-canvas.ts): the one the
  // work already has, or one whose canvas would pass the tools' size limit.
  const { width = 0, height = 0 } = work.metadata;
  const cannotExpand = (r: AspectRatio) => width > 0 && height > 0 && expandRefusal(width, height, r) !== null;
  const expandable = ASPECT_RATIOS.filter((r) => !cannotExpand(r));
  const ratio = chosenRatio ?? (expandable.includes("16:9") ? "16:9" : (expandable[0] ?? "16:9"));
  const cost = TOOLS.find((t) => t.id === tool)?.cost(factor) ?? 0;
  const background: NewBackground | undefined =
    backdrop === "color" ? { color } : backdrop === "scene" ? { scene: scene.trim() } : undefined;

  function apply() {
    if (!tool) return;
    const call =
      tool === "upscale"
        ? (key: string) => upscaleWork(work.id, factor, key)
        : tool === "expand"
          ? (key: string) => expandWork(work.id, ratio, key)
          : (key: string) => removeBackground(work.id, background, key);
    void paid.run({
      intent: [tool, work.id, factor, ratio, backdrop, color, scene],
      cost,
      notEnough: { title: m.work_tools_not_enough() },
      call,
      balance: (r) => r.credits,
      succeeded: (r) => ({ title: m.work_tools_done({ version: versionName(r.work) }) }),
      onSuccess: (r) => {
        setTool(null);
        onMade(r);
      },
      failed: m.work_tools_failed(),
    });
  }

  return (
    <div className="space-y-2" data-testid="work-tools">
      <p className="text-sm text-base-content/60">{m.work_tools_menu()}</p>
      <div className="flex flex-wrap gap-2" role="group" aria-label={m.work_tools_menu()}>
        <ExportPackButton workId={work.id} />
        {TOOLS.map((t) => (
          <button
            key={t.id}
            type="button"
            className={`btn btn-sm ${tool === t.id ? "btn-primary" : "btn-outline"}`}
            aria-pressed={tool === t.id}
            onClick={() => setTool(tool === t.id ? null : t.id)}
            // No ratio can be made (a 2048 px square): the tool is not offered.
            disabled={t.id === "expand" && width > 0 && expandable.length === 0}
            data-testid={`work-tool-${t.id}`}
          >
            {t.label()}
            <span className="badge badge-ghost badge-sm">{m.work_tools_price({ cost: t.cost(factor) })}</span>
          </button>
        ))}
      </div>
      {tool && (
        <div className="space-y-2 rounded-box border border-base-300 p-3">
          {tool === "upscale" && (
            <Choice
              label={m.work_tools_factor()}
              options={FACTORS.map((f) => ({ value: f, text: `×${f}`, disabled: longSide * f > MAX_TOOL_SIDE }))}
              value={factor}
              onChange={setFactor}
              testId="work-tool-factor"
            />
          )}
          {tool === "expand" && (
            <Choice
              label={m.work_tools_aspect_ratio()}
              options={ASPECT_RATIOS.map((r) => ({ value: r, text: r, disabled: cannotExpand(r) }))}
              value={ratio}
              onChange={setRatio}
              testId="work-tool-ratio"
            />
          )}
          {tool === "remove-background" && (
            <>
              <Choice
                label={m.work_tools_background()}
                options={[
                  { value: "transparent" as const, text: m.work_tools_background_transparent() },
                  { value: "color" as const, text: m.work_tools_background_color() },
                  { value: "scene" as const, text: m.work_tools_background_scene() },
                ]}
                value={backdrop}
                onChange={setBackdrop}
                testId="work-tool-backdrop"
              />
              {backdrop === "color" && (
                <label className="flex items-center gap-2 text-sm">
                  {m.work_tools_color_label()}
                  <input
                    type="color"
                    className="h-8 w-12 cursor-pointer"
                    value={color}
                    onChange={(e) => setColor(e.target.value)}
                    data-testid="work-tool-color"
                  />
                </label>
              )}
              {backdrop === "scene" && (
                <input
                  type="text"
                  className="input input-sm w-full"
                  maxLength={500}
                  placeholder={m.work_tools_scene_placeholder()}
                  aria-label={m.work_tools_background_scene()}
                  value={scene}
                  onChange={(e) => setScene(e.target.value)}
                  data-testid="work-tool-scene"
                />
              )}
            </>
          )}
          <button
            type="button"
            className="btn btn-primary btn-sm w-full"
            onClick={apply}
            disabled={
              paid.busy ||
              (backdrop === "scene" && tool === "remove-background" && !scene.trim()) ||
              (tool === "expand" && cannotExpand(ratio))
            }
            data-testid="work-tool-apply"
          >
            {paid.busy && <span className="loading loading-spinner loading-sm" />}
            {m.work_tools_apply()} · {m.work_tools_price({ cost })}
          </button>
        </div>
      )}
    </div>
  );
}

function Choice<T extends string | number>({
  label,
  options,
  value,
  onChange,
  testId,
}: {
  label: string;
  options: { value: T; text: string; disabled?: boolean }[];
  value: T;
  onChange: (v: T) => void;
  testId: string;
}) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1" data-testid={testId}>
      <legend className="mb-1 text-xs text-base-content/60">{label}</legend>
      {options.map((o) => (
        <button
          key={String(o.value)}
          type="button"
          className={`btn btn-xs ${o.value === value ? "btn-secondary" : "btn-ghost"}`}
          aria-pressed={o.value === value}
          disabled={o.disabled}
          onClick={() => onChange(o.value)}
        >
          <bdi>{o.text}</bdi>
        </button>
      ))}
    </fieldset>
  );
}
