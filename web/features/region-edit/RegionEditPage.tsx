// /edit/:workId — edit a region of a work: paint the area (brush, eraser, undo, redo, clear),
// say what to change, pay REGION_EDIT_COST; the answer is a new version of the work, shown here
// with a way to keep editing it. Pixels outside the painted area stay (the Worker guarantees it).
import { useQuery } from "@tanstack/react-query";
import { useEffect, useReducer, useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { m } from "@/paraglide/messages.js";
import { PageSpinner } from "@/components/Spinner";
import { WorkImage } from "@/components/WorkImage";
import { errorMessage } from "@/lib/error-messages";
import { usePaidAction } from "@/lib/use-paid-action";
import { queryClient } from "@/lib/query-client";
import { workQuery, type Work } from "@/lib/works";
import { REGION_EDIT_COST } from "../../../shared/prices";
import { PROMPT_MAX_LENGTH } from "../../../shared/limits";
import { MaskCanvas } from "./MaskCanvas";
import { createMaskPainter, type MaskPainter } from "./mask-painter";
import { maskPng } from "./mask-png";
import { editRegion } from "./region-edit-api";
import { MaskTools } from "./MaskTools";

type Loaded = { work: Work; painter: MaskPainter };

/** The work (a query the route's loader has started) and a painter at the size of its stored picture (read from the picture itself). */
function useEditable(workId: string) {
  const loaded = useQuery(workQuery(workId), queryClient);
  const work = loaded.data?.work;
  const [state, setState] = useState<Loaded | { error: string } | null>(null);
  // A refetch of the same work (after any paid action) must not replace the painter and its mask.
  const picture = work && `${work.id} ${work.imageUrl}`;
  useEffect(() => {
    if (!work) return;
    let live = true;
    setState(null);
    const img = new Image();
    img.onload = () => live && setState({ work, painter: createMaskPainter(img.naturalWidth, img.naturalHeight) });
    img.onerror = () => live && setState({ error: m.error_not_found() });
    img.src = work.imageUrl;
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the picture, not the object's identity
  }, [picture]);
  if (loaded.error) return { error: errorMessage(loaded.error) };
  return state && "work" in state && state.work.id !== workId ? null : state;
}

export default function RegionEditPage() {
  const { workId = "" } = useParams();
  const loaded = useEditable(workId);
  if (loaded === null) return <PageSpinner />;
  if ("error" in loaded) return <p className="alert alert-error">{loaded.error}</p>;
  return <Editor key={loaded.work.id} {...loaded} />;
}

function Editor({ work, painter }: Loaded) {
  const navigate = useNavigate();
  const paid = usePaidAction();
  const [mode, setMode] = useState<"paint" | "erase">("paint");
  const [brush, setBrush] = useState(32);
  const [instruction, setInstruction] = useState("");
  const [revision, bump] = useReducer((n: number) => n + 1, 0);
  const [result, setResult] = useState<Work | null>(null);
  const painted = painter.area() > 0;
  const text = instruction.trim();

  async function submit() {
    if (!painted || !text) return;
    await paid.run({
      intent: [work.id, text, revision],
      cost: REGION_EDIT_COST,
      notEnough: { title: m.error_insufficient_credits({ required: REGION_EDIT_COST }) },
      call: async (key) =>
        editRegion(work.id, await maskPng(painter.painted, painter.width, painter.height), text, key),
      balance: (r) => r.credits,
      onSuccess: (r) => setResult(r.work),
      succeeded: () => ({ title: m.region_edit_done() }),
      failed: m.region_edit_failed(),
    });
  }

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.region_edit_action()}</h1>
        <p className="text-base-content/60">{m.region_edit_subtitle()}</p>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body gap-3 p-3 sm:p-6">
            <MaskTools
              painter={painter}
              mode={mode}
              onMode={setMode}
              brush={brush}
              onBrush={setBrush}
              onChange={bump}
            />
            <MaskCanvas
              src={work.imageUrl}
              painter={painter}
              mode={mode}
              brush={brush}
              onChange={bump}
              revision={revision}
            />
          </div>
        </section>
        <section className="card h-fit bg-base-100 shadow-sm">
          <div className="card-body gap-3">
            <label className="fieldset">
              <span className="fieldset-legend">{m.region_edit_instruction_label()}</span>
              <textarea
                className="textarea w-full"
                rows={3}
                maxLength={PROMPT_MAX_LENGTH}
                value={instruction}
                onChange={(e) => setInstruction(e.target.value)}
                placeholder={m.region_edit_instruction_placeholder()}
                data-testid="region-edit-instruction"
              />
            </label>
            {!painted && <p className="text-sm text-base-content/60">{m.region_edit_paint_first()}</p>}
            <button
              type="button"
              className="btn btn-primary"
              disabled={!painted || !text || paid.busy}
              onClick={() => void submit()}
              data-testid="region-edit-submit"
            >
              {paid.busy && <span className="loading loading-spinner loading-sm" />}
              {paid.busy ? m.region_edit_working() : m.region_edit_submit({ cost: REGION_EDIT_COST })}
            </button>
            {result && (
              <div className="space-y-2" data-testid="region-edit-result" data-work-id={result.id}>
                <h2 className="font-semibold">{m.region_edit_result()}</h2>
                <WorkImage
                  src={result.imageUrl}
                  variants={result.variantUrls}
                  size={result.metadata}
                  alt={result.prompt}
                  sizes="(min-width: 1024px) 24rem, 100vw"
                  className="rounded-box"
                />
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    onClick={() => navigate(`/edit/${result.id}`)}
                    data-testid="region-edit-continue"
                  >
                    {m.region_edit_continue()}
                  </button>
                  <Link to="/library" className="btn btn-sm">
                    {m.region_edit_to_library()}
                  </Link>
                </div>
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
