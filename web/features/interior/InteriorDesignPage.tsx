// /interior-design and /studio/interior-design: four steps (photo, room type, style, submit);
// the design runs in the background and the user is taken to the library to watch it. The
// page shows the latest finished design as before/after, named by its room and style; the form
// keeps the room and style last chosen on this device.
import { useDemoServes } from "@/lib/capabilities";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { api, unwrap } from "@/lib/api";
import { downloadImage } from "@/lib/download";
import { AiBadge } from "@/components/AiBadge";
import { UnlabelledDownloadButton } from "@/components/UnlabelledDownload";
import { usePaidAction } from "@/lib/use-paid-action";
import { queryClient } from "@/lib/query-client";
import { latestWorkQuery } from "@/lib/works";
import { BeforeAfter } from "@/components/BeforeAfter";
import { DemoEngineNotice } from "@/components/DemoEngine";
import { PhotoDropzone } from "@/components/PhotoDropzone";
import { CreditBalance, DisabledReason, shortOfCredits } from "@/components/CreditBalance";
import { roomDesignName } from "@/lib/work-names";
import { clearResult, readClearedResult } from "./cleared-result";
import { readChoice, rememberChoice, type InteriorChoice } from "./remembered-choice";
import { DESIGN_STYLES, ROOM_TYPES } from "./interior-options";
import type { InteriorStyle, RoomType } from "../../../shared/choices";
import { INTERIOR_COST as COST } from "../../../shared/prices";

/** The result card: half of a 72rem page from 1024 px, less its padding; the page's width below. */
const RESULT_SIZES = "(min-width: 1024px) 33rem, calc(100vw - 5rem)";

export default function InteriorDesignPage() {
  const design = usePaidAction();
  const navigate = useNavigate();
  const demo = useDemoServes("interior");
  const [photo, setPhoto] = useState<{ file: File; url: string } | null>(null);
  const [{ roomType, style }, setChoice] = useState(readChoice);
  const choose = (change: Partial<InteriorChoice>) =>
    setChoice((choice) => {
      const next = { ...choice, ...change };
      rememberChoice(next);
      return next;
    });
  const setRoomType = (id: RoomType) => choose({ roomType: id });
  const setStyle = (id: InteriorStyle) => choose({ style: id });
  const { credits, busy } = design;
  const short = shortOfCredits(credits, COST);
  const whyDisabled = busy ? null : !photo ? m.interior_upload_first() : short;
  const newest = useQuery(latestWorkQuery("interior"), queryClient).data?.works[0] ?? null;
  const [cleared, setCleared] = useState(readClearedResult);
  const latest = newest && newest.id !== cleared ? newest : null;

  async function submit() {
    if (!photo) return void toast.error(m.interior_upload_first());
    const file = photo.file;
    await design.run({
      intent: [file, roomType, style],
      cost: COST,
      notEnough: { title: m.interior_insufficient() },
      call: (key) =>
        unwrap(
          api.tasks.$post({
            form: { type: "interior_design", image: file, roomType, designStyle: style },
            header: { "idempotency-key": key },
          }),
        ),
      onSuccess: () => {
        setPhoto(null);
        navigate("/library");
      },
      succeeded: () => ({
        title: m.tasks_submitted(),
        description: demo ? m.tasks_submitted_desc_demo() : m.tasks_submitted_desc(),
        duration: 5000,
      }),
      failed: m.interior_submit_failed(),
    });
  }

  return (
    <div className="mx-auto max-w-6xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.interior_title()}</h1>
          <p className="text-base-content/60">{m.interior_subtitle()}</p>
        </div>
        <CreditBalance credits={credits} />
      </div>
      <DemoEngineNotice studio="interior" />
      <div className="grid gap-4 lg:grid-cols-2">
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body gap-5">
            <Step n={1} title={m.interior_step_photo()}>
              {photo ? (
                <div className="relative">
                  <img src={photo.url} alt="" className="max-h-64 w-full rounded-box object-cover" />
                  <button
                    type="button"
                    className="btn btn-circle btn-sm absolute end-2 top-2"
                    onClick={() => setPhoto(null)}
                    aria-label={m.nano_remove_image()}
                    disabled={busy}
                  >
                    <Icon name="x" className="size-4" />
                  </button>
                </div>
              ) : (
                <PhotoDropzone onPhoto={(file) => setPhoto({ file, url: URL.createObjectURL(file) })} />
              )}
            </Step>
            <Step n={2} title={m.interior_step_room()}>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                {ROOM_TYPES.map((r) => (
                  <button
                    key={r.id}
                    type="button"
                    className={`btn btn-sm ${roomType === r.id ? "btn-primary" : "btn-outline border-base-300"}`}
                    onClick={() => setRoomType(r.id)}
                    aria-pressed={roomType === r.id}
                    data-testid={`room-${r.id}`}
                  >
                    {r.label()}
                  </button>
                ))}
              </div>
            </Step>
            <Step n={3} title={m.interior_step_style()}>
              <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
                {DESIGN_STYLES.map((s) => (
                  <button
                    key={s.id}
                    type="button"
                    onClick={() => setStyle(s.id)}
                    aria-pressed={style === s.id}
                    className={`overflow-hidden rounded-box border-2 text-start text-sm ${style === s.id ? "border-primary" : "border-base-300"}`}
                    data-testid={`design-${s.id}`}
                  >
                    <span className={`block h-10 bg-gradient-to-br ${s.swatch}`} />
                    <span className="block px-2 py-1">{s.label()}</span>
                  </button>
                ))}
              </div>
            </Step>
            <button
              type="button"
              className="btn btn-primary btn-lg"
              onClick={() => void submit()}
              disabled={busy || whyDisabled !== null}
              aria-describedby={whyDisabled ? "interior-submit-reason" : undefined}
              data-testid="interior-submit"
            >
              {busy ? <span className="loading loading-spinner" /> : <Icon name="sparkles" className="size-5" />}
              {m.interior_submit({ cost: COST })}
            </button>
            <DisabledReason
              id="interior-submit-reason"
              reason={whyDisabled}
              topUp={whyDisabled !== null && whyDisabled === short}
            />
            <p className="text-center text-xs text-base-content/60">
              {busy ? m.interior_busy_hint() : m.interior_time_hint()}
            </p>
          </div>
        </section>
        <section className="card bg-base-100 shadow-sm">
          <div className="card-body">
            <Step n={4} title={m.interior_step_result()}>
              {latest?.sourceImageUrl ? (
                <div className="space-y-3" data-testid="interior-result">
                  <p className="font-medium" data-testid="interior-result-name">
                    {roomDesignName(latest.metadata.roomType, latest.metadata.designStyle)}
                  </p>
                  <BeforeAfter
                    before={latest.sourceImageUrl}
                    beforeVariants={latest.sourceVariantUrls}
                    after={latest.imageUrl}
                    afterVariants={latest.variantUrls}
                    busy={false}
                    sizes={RESULT_SIZES}
                    size={latest.metadata}
                  />
                  <div className="flex flex-wrap items-center gap-2">
                    <AiBadge />
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      onClick={() => downloadImage(latest.imageUrl, `interior-design-${Date.now()}.png`)}
                      data-testid="interior-download"
                    >
                      <Icon name="download" className="size-4" />
                      {m.common_download()}
                    </button>
                    <UnlabelledDownloadButton
                      url={latest.imageUrl}
                      fileName={() => `interior-design-${Date.now()}.png`}
                    />
                    <button
                      type="button"
                      className="btn btn-ghost btn-sm"
                      onClick={() => (clearResult(latest.id), setCleared(latest.id))}
                      data-testid="interior-clear-result"
                    >
                      {m.interior_clear_result()}
                    </button>
                  </div>
                </div>
              ) : (
                <p className="py-16 text-center text-base-content/50">{m.interior_no_result()}</p>
              )}
            </Step>
          </div>
        </section>
      </div>
    </div>
  );
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <div className="space-y-2">
      <h2 className="flex items-center gap-2 font-semibold">
        <span className="flex size-6 items-center justify-center rounded-full bg-primary text-xs text-primary-content">
          {n}
        </span>
        {title}
      </h2>
      {children}
    </div>
  );
}
