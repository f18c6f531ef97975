// A work's detail: the image, prompt, style, credits used, time; download, delete, and (for
// generator works) "reuse settings".
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { m } from "@/paraglide/messages.js";
import { downloadImage } from "@/lib/download";
import { formatDateTime } from "@/lib/format";
import { downloadName, type Work } from "@/lib/works";
import { BeforeAfter } from "@/components/BeforeAfter";
import { DemoResultBadge } from "./DemoEngine";
import { Icon } from "./icons";

export function WorkDialog({ work, onClose, onDelete, styleName }: { work: Work | null; onClose: () => void; onDelete?: (w: Work) => void; styleName?: (id: string) => string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const navigate = useNavigate();
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
            {work.sourceImageUrl ? (
              <BeforeAfter before={work.sourceImageUrl} after={work.imageUrl} busy={false} />
            ) : (
              <img src={work.imageUrl} alt={work.prompt} className="checkerboard w-full rounded-box" />
            )}
            <div className="flex flex-col gap-3 text-sm">
              <dl className="space-y-3">
                <div>
                  <dt className="text-base-content/60">{m.work_prompt()}</dt>
                  <dd className="break-words" data-testid="work-prompt">{work.prompt}</dd>
                </div>
                <div>
                  <dt className="text-base-content/60">{m.work_style()}</dt>
                  <dd>{work.style ? (styleName?.(work.style) ?? work.style) : m.work_style_none()}</dd>
                </div>
                <div>
                  <dt className="text-base-content/60">{m.work_credits_used()}</dt>
                  <dd>{work.creditsUsed}</dd>
                </div>
                <div>
                  <dt className="text-base-content/60">{m.work_created_at()}</dt>
                  <dd>{formatDateTime(work.createdAt)}</dd>
                </div>
              </dl>
              {work.metadata.engine === "builtin" && <DemoResultBadge understood={work.metadata.understood} />}
              <div className="mt-auto flex flex-col gap-2">
                <button type="button" className={`btn ${work.source === "storybook" ? "btn-outline" : "btn-primary"}`} onClick={() => downloadImage(work.imageUrl, downloadName(work))} data-testid="work-download">
                  <Icon name="download" className="size-4" />
                  {m.common_download()}
                </button>
                {work.source === "storybook" && (
                  <button type="button" className="btn btn-secondary" onClick={() => navigate(`/studio/storybook/${work.id}`)} data-testid="work-open-book">
                    <Icon name="book" className="size-4" />
                    {m.story_open_book()}
                  </button>
                )}
                {work.source === "nano" && (
                  <button type="button" className="btn btn-outline" onClick={() => navigate(`/nano?reuse=${work.id}`)} data-testid="work-reuse">
                    <Icon name="history" className="size-4" />
                    {m.work_reuse_settings()}
                  </button>
                )}
                {onDelete && (
                  <button type="button" className="btn btn-ghost text-error" onClick={() => onDelete(work)} data-testid="work-delete">
                    <Icon name="trash" className="size-4" />
                    {m.common_delete()}
                  </button>
                )}
              </div>
            </div>
          </div>
        </div>
      )}
      <form method="dialog" className="modal-backdrop">
        <button>{m.common_close()}</button>
      </form>
    </dialog>
  );
}
