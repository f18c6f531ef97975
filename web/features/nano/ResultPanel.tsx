// The result side: the image (or the empty/generating state), download, the conversation and
// the refinement input.
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";
import { versionName } from "@/components/WorkVersions";
import { AiBadge } from "@/components/AiBadge";
import { DemoResultBadge } from "@/components/DemoEngine";
import { Icon } from "@/components/icons";
import { UnlabelledDownloadButton } from "@/components/UnlabelledDownload";
import { WorkImage } from "@/components/WorkImage";
import { useDemoServes } from "@/lib/capabilities";
import { downloadImage } from "@/lib/download";
import { WorkToolsMenu } from "@/lib/work-tools-slot";
import { formatDateTime } from "@/lib/format";
import type { useGenerator } from "./use-generator";
import { VariantGrid } from "./VariantGrid";
import { REFINEMENT_COST } from "../../../shared/prices";

type Generator = ReturnType<typeof useGenerator>;

/** The result square: 3/5 of an 80rem page from 1024 px, less the card's padding; the page's width below. */
const RESULT_SIZES = "(min-width: 1024px) 46rem, calc(100vw - 5rem)";

export function ResultPanel({
  gen,
  onRefine,
}: {
  gen: Generator;
  onRefine: (instruction: string) => Promise<boolean | undefined>;
}) {
  const [instruction, setInstruction] = useState("");
  const demo = useDemoServes("image");
  const { result, generating, refining, chat, count, variants } = gen;
  // Several variants, one of them chosen: the grid; a refined version (or a single image): the square.
  const showGrid =
    !generating && result !== null && variants.length > 1 && variants.some((v) => v.id === result.work.id);
  const conversation = useRef<HTMLOListElement>(null);

  // The newest turn (a request, then its version) is the one to see.
  useEffect(() => {
    const list = conversation.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.length]);
  // Each new image takes focus, so keyboard and screen reader users land on what they made.
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => image.current?.focus(), [result?.work.id]);

  async function submit() {
    if (refining) return;
    const ok = await onRefine(instruction);
    if (ok) setInstruction("");
  }

  function onKeyDown(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      void submit();
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" aria-label={m.nano_result_title()}>
      <div className="card-body gap-4">
        <div className="flex items-center justify-between">
          <h2 className="card-title">{m.nano_result_title()}</h2>
          {result && (
            <div className="flex gap-2">
              <Link to={`/edit/${result.work.id}`} className="btn btn-outline btn-sm" data-testid="result-edit-region">
                <Icon name="pencil" className="size-4" />
                {m.region_edit_action()}
              </Link>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                onClick={() => downloadImage(result.work.imageUrl, `product-${Date.now()}.png`)}
                data-testid="download-result"
              >
                <Icon name="download" className="size-4" />
                {m.common_download()}
              </button>
            </div>
          )}
        </div>
        {showGrid ? (
          <VariantGrid variants={variants} chosenId={result.work.id} onChoose={gen.chooseVariant} busy={refining} />
        ) : (
          <div className="checkerboard relative flex aspect-square items-center justify-center overflow-hidden rounded-box border border-base-300">
            {generating ? (
              <div className="flex size-full flex-col items-center justify-center gap-3 bg-base-200/80" role="status">
                <div className="skeleton size-2/3" />
                <p className="text-sm text-base-content/70">{demo ? m.nano_generating_demo() : m.nano_generating()}</p>
              </div>
            ) : result ? (
              <>
                <WorkImage
                  ref={image}
                  tabIndex={-1}
                  src={result.work.imageUrl}
                  variants={result.work.variantUrls}
                  size={result.work.metadata}
                  alt={result.work.prompt}
                  sizes={RESULT_SIZES}
                  fill
                  fit="contain"
                  className="checkerboard"
                  data-testid="result-image"
                  data-work-id={result.work.id}
                />
                {refining && (
                  <div className="absolute inset-0 flex items-center justify-center gap-2 bg-base-100/70" role="status">
                    <span className="loading loading-spinner" /> {m.nano_refining()}
                  </div>
                )}
                <span className="absolute start-2 top-2 flex gap-1">
                  <span className="badge badge-neutral" data-testid="result-version">
                    {versionName(result.work)}
                  </span>
                  <AiBadge className="badge-md" />
                </span>
              </>
            ) : (
              <div className="text-center text-base-content/50" data-testid="empty-state">
                <Icon name="image" className="mx-auto size-12" />
                <p className="mt-2 font-medium">{m.nano_waiting()}</p>
                {count > 0 && <p className="text-sm">{m.nano_generated_count({ count })}</p>}
              </div>
            )}
          </div>
        )}
        {result && !generating && (
          <div className="flex flex-wrap items-center justify-between gap-2">
            {showGrid ? <AiBadge /> : <span />}
            <UnlabelledDownloadButton url={result.work.imageUrl} fileName={() => `product-${Date.now()}.png`} />
          </div>
        )}
        {result?.engine === "builtin" && !generating && (
          <DemoResultBadge
            understood={result.work.metadata.understood}
            keptProduct={Boolean(result.work.metadata.keptProduct)}
          />
        )}
        {result && (
          <p className="text-sm text-base-content/60" data-testid="generation-count">
            {m.nano_generated_count({ count })}
          </p>
        )}

        {chat.length > 0 && (
          <div className="space-y-3">
            <h3 className="font-semibold">{m.nano_conversation()}</h3>
            <ol ref={conversation} className="max-h-96 space-y-2 overflow-y-auto" data-testid="conversation">
              {chat.map((entry) => {
                // A version's label is made at render time, so it follows a language switch.
                const text =
                  entry.role === "assistant" && entry.version !== undefined
                    ? versionName({ version: entry.version })
                    : entry.content;
                return (
                  <li key={entry.id} className={`chat ${entry.role === "user" ? "chat-end" : "chat-start"}`}>
                    <div className="chat-header text-xs opacity-60">
                      {entry.role === "user" ? m.nano_you() : m.nano_assistant()} ·{" "}
                      {formatDateTime(new Date(entry.timestamp).toISOString())}
                    </div>
                    <div className={`chat-bubble ${entry.role === "user" ? "chat-bubble-primary" : ""}`}>
                      <p>{text}</p>
                      {entry.imageUrl && (
                        <button
                          type="button"
                          className="mt-1 block"
                          onClick={() => gen.openVersion(entry)}
                          title={m.nano_open_version()}
                        >
                          <WorkImage
                            src={entry.imageUrl}
                            variants={entry.variantUrls}
                            alt={text}
                            sizes="6rem"
                            lazy
                            className={`size-24 rounded-field ${result?.work.id === entry.workId ? "ring-2 ring-primary ring-inset" : ""}`}
                          />
                        </button>
                      )}
                    </div>
                  </li>
                );
              })}
            </ol>
            <div className="flex items-end gap-2">
              <textarea
                className="textarea flex-1"
                rows={2}
                value={instruction}
                onChange={(e) => setInstruction(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder={m.nano_refine_placeholder()}
                disabled={refining}
                data-testid="refine-input"
              />
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => void submit()}
                disabled={refining || !instruction.trim()}
                data-testid="refine-submit"
              >
                {refining ? (
                  <span className="loading loading-spinner loading-sm" />
                ) : (
                  <Icon name="send" className="size-4 rtl:-scale-x-100" />
                )}
                {refining ? m.nano_refining() : m.nano_refine_button()}
              </button>
            </div>
            <p className="text-xs text-base-content/50">{m.nano_refine_hint({ cost: REFINEMENT_COST })}</p>
            {demo && (
              // What the demo engine can do, before the first try rather than after a refusal.
              <p className="text-xs text-base-content/70" data-testid="demo-refine-edits">
                {m.demo_refine_understands({ edits: m.demo_refine_edits() })}
              </p>
            )}
            {result && <WorkToolsMenu work={result.work} onMade={gen.addVersion} />}
          </div>
        )}
      </div>
    </section>
  );
}
