// /admin/ai-labels (AI 标识, decision 0024): whether the visible label is drawn into pictures (on
// by default, required in mainland China), its one text for every language, the provider named
// in every picture's implicit label, and a live preview. The Worker has no font: this page renders
// the text to the alpha mask it saves with it (shared/label-mask.ts, the renderer the default's
// script uses), and the preview draws it with the Worker's own plate code.
// States: loading → editable ⇄ saving; a failed load offers a retry.
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { queryClient } from "@/lib/query-client";
import { DEFAULT_LABEL_TEXT, LABEL_TEXT_MAX, renderLabelMask } from "../../../../shared/label-mask";
import { readLabelMask } from "../../../../shared/label-mask-reader";
import type { LabelMask } from "../../../../shared/label-plate";
import { adminApi, type LabelSettings, type LabelSettingsPatch } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { AdminHeading, Loading } from "../ui";
import { LabelPreview } from "./LabelPreview";
import { maskProblem, textProblem, toBase64, type TextProblem } from "./label-text";

type Status = "loading" | "failed" | "editable" | "saving";
/** The text as rendered: its mask PNG and decoded mask, or what is wrong with it. */
type Rendered = { text: string; png: Uint8Array | null; mask: LabelMask | null; problem: TextProblem | null };

const PRODUCER_MAX = 100;

const PROBLEMS: Record<TextProblem, () => string> = {
  empty: () => m.admin_ai_labels_text_empty(),
  too_long: () => m.admin_ai_labels_text_too_long({ max: LABEL_TEXT_MAX }),
  no_ink: () => m.admin_ai_labels_text_no_ink(),
  too_wide: () => m.admin_ai_labels_text_too_wide(),
};

const makeCanvas = (width: number, height: number) =>
  Object.assign(document.createElement("canvas"), { width, height });

async function render(text: string): Promise<Rendered> {
  const trimmed = text.trim();
  const typed = textProblem(trimmed);
  if (typed) return { text: trimmed, png: null, mask: null, problem: typed };
  const png = await renderLabelMask(trimmed, makeCanvas);
  const mask = png ? await readLabelMask(png) : null;
  return { text: trimmed, png, mask, problem: maskProblem(mask) };
}

export default function AdminAiLabelsPage() {
  const [status, setStatus] = useState<Status>("loading");
  const [saved, setSaved] = useState<LabelSettings | null>(null);
  const [drawn, setDrawn] = useState(true);
  const [text, setText] = useState("");
  const [producer, setProducer] = useState("");
  const [rendered, setRendered] = useState<Rendered | null>(null);

  const show = useCallback((s: LabelSettings) => {
    setSaved(s);
    setDrawn(s.drawn);
    setText(s.text);
    setProducer(s.producer);
    setStatus("editable");
  }, []);

  const load = useCallback(() => {
    setStatus("loading");
    adminApi.aiLabels().then(show, (error) => {
      setStatus("failed");
      toast.error(m.admin_load_failed(), { description: adminErrorMessage(error) });
    });
  }, [show]);

  useEffect(load, [load]);

  // Renders the text as it is typed (a moment after the last key), for the preview and the checks.
  useEffect(() => {
    if (status === "loading" || status === "failed") return;
    let current = true;
    const timer = setTimeout(() => void render(text).then((r) => current && setRendered(r)), 150);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, status]);

  const upToDate = rendered?.text === text.trim();
  const textError = textProblem(text) ?? (upToDate ? rendered!.problem : null);
  const producerError = producer.trim() ? null : m.admin_ai_labels_producer_empty();
  const valid = !textError && !producerError && upToDate;

  async function save() {
    if (!saved || !rendered?.png || !valid) return;
    const patch: LabelSettingsPatch = { drawn, producer: producer.trim() };
    // The mask is sent only with a new text: the same text again keeps today's copies.
    if (rendered.text !== saved.text) Object.assign(patch, { text: rendered.text, maskPng: toBase64(rendered.png) });
    setStatus("saving");
    try {
      show(await adminApi.saveAiLabels(patch));
      // Whether a download without the label is offered follows the switch.
      void queryClient.invalidateQueries({ queryKey: ["capabilities"] });
      toast.success(m.admin_ai_labels_saved(), { description: m.admin_ai_labels_saved_desc() });
    } catch (error) {
      setStatus("editable");
      toast.error(m.admin_settings_save_failed(), { description: adminErrorMessage(error) });
    }
  }

  const busy = status === "saving";
  return (
    <div className="mx-auto max-w-3xl space-y-4" data-state={status} data-testid="admin-ai-labels">
      <AdminHeading title={m.admin_nav_ai_labels()} subtitle={m.admin_ai_labels_subtitle()} />
      {status === "loading" && <Loading />}
      {status === "failed" && (
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body items-center text-center">
            <button type="button" className="btn btn-outline btn-sm" onClick={load} data-testid="ai-labels-retry">
              {m.admin_retry()}
            </button>
          </div>
        </div>
      )}
      {saved && (status === "editable" || status === "saving") && (
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void save();
          }}
        >
          <section className="card border border-base-300 bg-base-100">
            <div className="card-body gap-4">
              <label className="flex items-start justify-between gap-4">
                <span className="min-w-0">
                  <span className="block font-medium">{m.admin_ai_labels_drawn()}</span>
                  <span className="text-sm text-base-content/60">{m.admin_ai_labels_drawn_hint()}</span>
                </span>
                <input
                  type="checkbox"
                  className="toggle toggle-primary shrink-0"
                  checked={drawn}
                  onChange={(e) => setDrawn(e.target.checked)}
                  disabled={busy}
                  data-testid="ai-labels-drawn"
                />
              </label>
              {!drawn && (
                <p role="alert" className="alert alert-warning alert-soft text-sm" data-testid="ai-labels-off-warning">
                  {m.admin_ai_labels_off_warning()}
                </p>
              )}
              <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
                <div className="space-y-3">
                  <div className="space-y-1">
                    <label className="block space-y-1">
                      <span className="text-sm font-medium">{m.admin_ai_labels_text()}</span>
                      <input
                        type="text"
                        className={`input w-full ${textError ? "input-error" : ""}`}
                        value={text}
                        onChange={(e) => setText(e.target.value)}
                        disabled={busy}
                        aria-invalid={Boolean(textError)}
                        aria-describedby={textError ? "ai-labels-text-error" : "ai-labels-text-hint"}
                        data-testid="ai-labels-text"
                      />
                    </label>
                    {textError ? (
                      <p
                        id="ai-labels-text-error"
                        className="text-xs text-error"
                        role="alert"
                        data-testid="ai-labels-text-error"
                      >
                        {PROBLEMS[textError]()}
                      </p>
                    ) : (
                      <p id="ai-labels-text-hint" className="text-xs text-base-content/60">
                        {m.admin_ai_labels_text_hint()}
                      </p>
                    )}
                    {text.trim() !== DEFAULT_LABEL_TEXT && (
                      <button
                        type="button"
                        className="btn btn-link btn-xs px-0"
                        onClick={() => setText(DEFAULT_LABEL_TEXT)}
                        disabled={busy}
                        data-testid="ai-labels-default-text"
                      >
                        {m.admin_ai_labels_default_text({ text: DEFAULT_LABEL_TEXT })}
                      </button>
                    )}
                  </div>
                  <div className="space-y-1">
                    <label className="block space-y-1">
                      <span className="text-sm font-medium">{m.admin_ai_labels_producer()}</span>
                      <input
                        type="text"
                        className={`input w-full ${producerError ? "input-error" : ""}`}
                        value={producer}
                        maxLength={PRODUCER_MAX}
                        onChange={(e) => setProducer(e.target.value)}
                        disabled={busy}
                        aria-invalid={Boolean(producerError)}
                        aria-describedby={producerError ? "ai-labels-producer-error" : "ai-labels-producer-hint"}
                        data-testid="ai-labels-producer"
                      />
                    </label>
                    {producerError ? (
                      <p id="ai-labels-producer-error" className="text-xs text-error" role="alert">
                        {producerError}
                      </p>
                    ) : (
                      <p id="ai-labels-producer-hint" className="text-xs text-base-content/60">
                        {m.admin_ai_labels_producer_hint()}
                      </p>
                    )}
                  </div>
                </div>
                <div className="min-w-0">
                  <p className="mb-1 text-sm font-medium">{m.admin_ai_labels_preview()}</p>
                  <LabelPreview mask={upToDate && !rendered!.problem ? rendered!.mask : null} drawn={drawn} />
                </div>
              </div>
            </div>
          </section>
          <div className="flex justify-end">
            <button type="submit" className="btn btn-primary" disabled={busy || !valid} data-testid="ai-labels-save">
              {busy && <span className="loading loading-spinner loading-sm" />}
              {busy ? m.admin_saving() : m.admin_save()}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
