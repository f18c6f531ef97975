// A work's detail: the image, prompt, style, credits used, time, and download.
import { useEffect, useRef } from "react";
import { m } from "@/paraglide/messages.js";
import { downloadImage } from "@/lib/download";
import { formatDateTime } from "@/lib/format";
import type { Work } from "@/lib/works";
import { Icon } from "./icons";

export function WorkDialog({ work, onClose }: { work: Work | null; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (work) ref.current?.showModal();
    else ref.current?.close();
  }, [work]);
  return (
    <dialog ref={ref} className="modal" onClose={onClose} data-testid="work-dialog">
      {work && (
        <div className="modal-box max-w-3xl">
          <form method="dialog">
            <button className="btn btn-sm btn-circle btn-ghost absolute end-2 top-2" aria-label={m.common_close()}>
              <Icon name="x" className="size-4" />
            </button>
          </form>
          <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
            <img src={work.imageUrl} alt={work.prompt} className="checkerboard w-full rounded-box" />
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-base-content/60">{m.work_prompt()}</dt>
                <dd className="break-words">{work.prompt}</dd>
              </div>
              <div>
                <dt className="text-base-content/60">{m.work_style()}</dt>
                <dd>{work.style ?? m.work_style_none()}</dd>
              </div>
              <div>
                <dt className="text-base-content/60">{m.work_credits_used()}</dt>
                <dd>{work.creditsUsed}</dd>
              </div>
              <div>
                <dt className="text-base-content/60">{m.work_created_at()}</dt>
                <dd>{formatDateTime(work.createdAt)}</dd>
              </div>
              {work.metadata.engine === "builtin" && <dd className="badge badge-ghost">{m.engine_builtin_badge()}</dd>}
              <button type="button" className="btn btn-primary w-full" onClick={() => downloadImage(work.imageUrl, `artwork-${work.id}.png`)}>
                <Icon name="download" className="size-4" />
                {m.common_download()}
              </button>
            </dl>
          </div>
        </div>
      )}
      <form method="dialog" className="modal-backdrop">
        <button>{m.common_close()}</button>
      </form>
    </dialog>
  );
}
