// /art-studio and /studio/image-style: a photo redrawn in one of the art styles (spec §2).
// Uploading runs the chosen style. Choosing another style charges nothing (arrowing through the
// dropdown with the keyboard is browsing): a button that shows the price runs it on the same photo.
// The style list follows the admin's changes: it is fetched again when the tab regains focus
// and when the server refuses a style (turned off meanwhile), and a chosen style that left the
// list gives way to the first one.
import { useEffect, useRef, useState } from "react";
import { m } from "@/paraglide/messages.js";
import { getLocale } from "@/paraglide/runtime.js";
import { CreditBalance, DisabledReason, shortOfCredits } from "@/components/CreditBalance";
import { DemoEngineNotice, DemoResultBadge } from "@/components/DemoEngine";
import { Icon } from "@/components/icons";
import { PageSpinner } from "@/components/Spinner";
import { downloadImage } from "@/lib/download";
import { AiBadge } from "@/components/AiBadge";
import { UnlabelledDownloadButton } from "@/components/UnlabelledDownload";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/error-messages";
import { useDemoServes } from "@/lib/capabilities";
import { formatNumber } from "@/lib/format";
import { styleName, useLiveStyles } from "@/lib/styles";
import type { Work } from "@/lib/works";
import { usePaidAction } from "@/lib/use-paid-action";
import { transformPhoto } from "./art-api";
import { BeforeAfter } from "@/components/BeforeAfter";
import { PhotoDropzone } from "@/components/PhotoDropzone";
import { StylePicker } from "./StylePicker";
import { TRANSFORM_COST } from "../../../shared/prices";

/** The result card: 2/3 of a 72rem page from 1024 px, less its padding; the page's width below. */
const RESULT_SIZES = "(min-width: 1024px) 45rem, calc(100vw - 5rem)";

export default function ArtStudioPage() {
  const { styles, refresh: refreshStyles } = useLiveStyles();
  const transform = usePaidAction();
  const { credits, busy } = transform;
  const demo = useDemoServes("image");
  const [styleId, setStyleId] = useState("");
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [result, setResult] = useState<{ work: Work; engine: string } | null>(null);
  // The user's choice while it is offered; otherwise (none yet, or turned off since) the first style.
  const chosen = styles?.find((s) => s.id === styleId)?.id ?? styles?.[0]?.id ?? "";
  // Each new result takes focus, so keyboard and screen reader users land on what they made.
  const resultCard = useRef<HTMLElement>(null);
  useEffect(() => resultCard.current?.focus(), [result?.work.id]);

  useEffect(() => () => void (photo && URL.revokeObjectURL(photo.url)), [photo]);

  /** Turned off (or removed) since the list was loaded: nothing was charged; show the current list. */
  function styleRefusal(error: unknown) {
    if (!(error instanceof ApiError && error.code === "STYLE_NOT_FOUND")) return undefined;
    void refreshStyles();
    return error.details?.disabled ? m.art_style_withdrawn() : errorMessage(error);
  }

  async function run(file: File, id: string) {
    await transform.run({
      intent: [file, id, getLocale()],
      cost: TRANSFORM_COST,
      notEnough: { title: m.art_insufficient_credits({ cost: TRANSFORM_COST }) },
      call: (key) => transformPhoto(file, id, key),
      balance: (r) => r.credits,
      onSuccess: (r) => setResult({ work: r.work, engine: r.engine }),
      succeeded: (r) => ({ title: m.art_success({ cost: TRANSFORM_COST, balance: r.credits }) }),
      failed: m.art_failed(),
      refused: styleRefusal,
    });
  }

  function onPhoto(file: File) {
    setPhoto({ file, url: URL.createObjectURL(file) });
    setResult(null);
    void run(file, chosen);
  }

  if (styles === null) return <PageSpinner />;
  const resultStyle = result && styles.find((s) => s.id === result.work.style);
  // A photo not yet shown in the chosen style (another style picked, or the last run failed).
  const canApply = photo !== null && !busy && result?.work.style !== chosen && chosen !== "";
  const short = shortOfCredits(credits, TRANSFORM_COST);

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.art_title()}</h1>
          <p className="text-base-content/60" data-testid="art-subtitle">
            {m.art_subtitle_count({ count: styles.length, shown: formatNumber(styles.length) })}
          </p>
        </div>
        <CreditBalance credits={credits} />
      </div>
      <DemoEngineNotice studio="art" />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <section className="card h-fit bg-base-100 shadow-sm">
          <div className="card-body gap-4">
            {styles.length === 0 ? (
              <p className="text-base-content/60">{m.art_no_styles()}</p>
            ) : (
              <StylePicker styles={styles} value={chosen} onChange={setStyleId} disabled={busy} />
            )}
            {canApply && (
              <>
                <button
                  type="button"
                  className="btn btn-primary"
                  onClick={() => photo && void run(photo.file, chosen)}
                  disabled={short !== null}
                  aria-describedby={short ? "art-apply-reason" : undefined}
                  data-testid="art-apply-style"
                >
                  <Icon name="sparkles" className="size-4" />
                  {m.art_apply_style()}
                  <span className="badge badge-sm">{m.common_credits_count({ count: TRANSFORM_COST })}</span>
                </button>
                <DisabledReason id="art-apply-reason" reason={short} topUp />
              </>
            )}
            <p className="text-xs text-base-content/50">{m.art_cost_hint({ cost: TRANSFORM_COST })}</p>
            {photo && (
              <div className="flex flex-col gap-2">
                {result && (
                  <>
                    <button
                      type="button"
                      className="btn btn-primary"
                      onClick={() => downloadImage(result.work.imageUrl, `artwork-${result.work.id}.png`)}
                      data-testid="art-download"
                    >
                      <Icon name="download" className="size-4" />
                      {m.common_download()}
                    </button>
                    <UnlabelledDownloadButton
                      url={result.work.imageUrl}
                      fileName={() => `artwork-${result.work.id}.png`}
                      className="btn btn-ghost btn-sm"
                    />
                  </>
                )}
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    setPhoto(null);
                    setResult(null);
                  }}
                  disabled={busy}
                  data-testid="art-new-image"
                >
                  <Icon name="upload" className="size-4" />
                  {m.art_new_image()}
                </button>
              </div>
            )}
          </div>
        </section>
        <section ref={resultCard} tabIndex={-1} className="card bg-base-100 shadow-sm" data-testid="art-result">
          <div className="card-body">
            {photo ? (
              <>
                <BeforeAfter
                  before={photo.url}
                  after={result?.work.imageUrl ?? null}
                  afterVariants={result?.work.variantUrls}
                  busy={busy}
                  busyText={demo ? m.art_transforming_demo() : m.art_transforming()}
                  sizes={RESULT_SIZES}
                  size={result?.work.metadata}
                />
                {result && (
                  <p
                    className="mt-2 flex flex-wrap items-center gap-2 text-sm text-base-content/60"
                    data-testid="art-result-style"
                  >
                    <AiBadge />
                    {resultStyle ? styleName(resultStyle) : result.work.style}
                  </p>
                )}
                {result?.engine === "builtin" && <DemoResultBadge className="mt-2" />}
              </>
            ) : (
              <PhotoDropzone onPhoto={onPhoto} />
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
