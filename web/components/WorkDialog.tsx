// A creation's detail: its versions (v0…vn) to step through, each shown with its image, the
// original prompt and the refinements, style, credits used and time; download and delete per
// version (and, while pictures carry the drawn AI label, a download without it: Article 9), the
// translated AI badge, delete of the whole creation, and (for generator works) "reuse settings". Names
// follow the current UI language (lib/work-names).
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import { m } from "@/paraglide/messages.js";
import { downloadImage } from "@/lib/download";
import { EDITABLE_SOURCES } from "../../shared/choices";
import { formatDateTime } from "@/lib/format";
import { useArtStyleName, workStyleName, workTitle } from "@/lib/work-names";
import { asCreation, downloadName, type Creation, type Work } from "@/lib/works";
import { BeforeAfter } from "@/components/BeforeAfter";
import { AiBadge } from "./AiBadge";
import { DemoResultBadge } from "./DemoEngine";
import { Icon } from "./icons";
import { WorkImage } from "./WorkImage";
import { UnlabelledDownloadButton } from "./UnlabelledDownload";
import { PromptHistory, VersionPicker } from "./WorkVersions";

/** The image column: 3/5 of a 48rem dialog from 768 px, else the dialog's width (92% less its padding). */
const IMAGE_SIZES = "(min-width: 768px) 27rem, calc(92vw - 3rem)";

type Props = {
  work: Creation | Work | null;
  onClose: () => void;
  /** Deletes `target`: the creation's original (the whole creation) or one later version. */
  onDelete?: (target: Work, creation: Creation) => void;
  /** Actions the page adds for the version shown (the image tools menu). */
  tools?: (work: Work, creation: Creation) => ReactNode;
};

export function WorkDialog({ work, onClose, onDelete, tools }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const creation = work ? asCreation(work) : null;
  const artStyle = useArtStyleName();
  useEffect(() => {
    if (work) ref.current?.showModal();
    else ref.current?.close();
  }, [work]);
  return (
    <dialog
      ref={ref}
      className="modal"
      // Named by the work's title (its image's alt text too): the dialog has no heading of its own.
      aria-label={creation ? workTitle(creation.versions[0], artStyle) : undefined}
      onClose={onClose}
      data-testid="work-dialog"
    >
      {creation && <Detail key={creation.rootId} creation={creation} onDelete={onDelete} tools={tools} />}
      <form method="dialog" className="modal-backdrop">
        <button>{m.common_close()}</button>
      </form>
    </dialog>
  );
}

function Detail({
  creation,
  onDelete,
  tools,
}: {
  creation: Creation;
  onDelete?: Props["onDelete"];
  tools?: Props["tools"];
}) {
  const navigate = useNavigate();
  const artStyle = useArtStyleName();
  const { versions } = creation;
  // Opens on the newest version; a chosen one stays chosen while it exists (a deletion elsewhere)
  // and until a newer version is made (a tool's result is shown, whichever version it was made from).
  const newest = versions[versions.length - 1]?.id;
  const [chosen, setChosen] = useState<{ id: string; newest: string | undefined } | null>(null);
  const found = chosen?.newest === newest ? versions.findIndex((v) => v.id === chosen?.id) : -1;
  const index = found >= 0 ? found : versions.length - 1;
  const onSelect = (i: number) => setChosen(versions[i] ? { id: versions[i].id, newest } : null);
  const work = versions[index];
  const original = versions[0];
  const style = workStyleName(work, artStyle);
  return (
    <div className="modal-box max-w-3xl">
      <form method="dialog">
        <button className="btn btn-sm btn-circle btn-ghost absolute end-2 top-2" aria-label={m.common_close()}>
          <Icon name="x" className="size-4" />
        </button>
      </form>
      <div className="grid gap-4 md:grid-cols-[3fr_2fr]">
        <div className="space-y-2">
          {work.sourceImageUrl ? (
            <BeforeAfter
              before={work.sourceImageUrl}
              beforeVariants={work.sourceVariantUrls}
              after={work.imageUrl}
              afterVariants={work.variantUrls}
              busy={false}
              sizes={IMAGE_SIZES}
              size={work.metadata}
            />
          ) : (
            <WorkImage
              src={work.imageUrl}
              variants={work.variantUrls}
              size={work.metadata}
              alt={workTitle(original, artStyle)}
              sizes={IMAGE_SIZES}
              fit="contain"
              className="checkerboard w-full rounded-box"
              data-testid="work-image"
            />
          )}
          <div className="flex flex-wrap items-center gap-2">
            <AiBadge />
            <div className="min-w-0 flex-1">
              <VersionPicker versions={versions} selected={index} onSelect={onSelect} />
            </div>
          </div>
        </div>
        <div className="flex flex-col gap-3 text-sm">
          <dl className="space-y-3">
            {work.source === "nano" ? (
              <PromptHistory versions={versions} selected={index} />
            ) : (
              <div>
                <dt className="text-base-content/60">{m.work_title()}</dt>
                <dd className="break-words" data-testid="work-title">
                  {/* A version keeps its creation's title (an edit's instruction is no title). */}
                  {workTitle(original, artStyle)}
                </dd>
              </div>
            )}
            <div>
              <dt className="text-base-content/60">{m.work_style()}</dt>
              <dd data-testid="work-style">{style ?? m.work_style_none()}</dd>
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
          {tools?.(work, creation)}
          <div className="mt-auto flex flex-col gap-2">
            <button
              type="button"
              className={`btn ${work.source === "storybook" ? "btn-outline" : "btn-primary"}`}
              onClick={() => downloadImage(work.imageUrl, downloadName(work))}
              data-testid="work-download"
            >
              <Icon name="download" className="size-4" />
              {m.common_download()}
            </button>
            <UnlabelledDownloadButton
              url={work.imageUrl}
              fileName={() => downloadName(work)}
              className="btn btn-ghost btn-sm"
            />
            {work.source === "storybook" && (
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => navigate(`/studio/storybook/${work.id}`)}
                data-testid="work-open-book"
              >
                <Icon name="book" className="size-4" />
                {m.story_open_book()}
              </button>
            )}
            {EDITABLE_SOURCES.includes(work.source) && (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => navigate(`/edit/${work.id}`)}
                data-testid="work-edit-region"
              >
                <Icon name="pencil" className="size-4" />
                {m.region_edit_action()}
              </button>
            )}
            {work.source === "nano" && (
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => navigate(`/nano?reuse=${work.id}`)}
                data-testid="work-reuse"
              >
                <Icon name="history" className="size-4" />
                {m.work_reuse_settings()}
              </button>
            )}
            {onDelete && work.id !== original.id && (
              <button
                type="button"
                className="btn btn-ghost text-error"
                onClick={() => onDelete(work, creation)}
                data-testid="work-delete-version"
              >
                <Icon name="trash" className="size-4" />
                {m.work_delete_version()}
              </button>
            )}
            {onDelete && (
              <button
                type="button"
                className="btn btn-ghost text-error"
                onClick={() => onDelete(original, creation)}
                data-testid="work-delete"
              >
                <Icon name="trash" className="size-4" />
                {versions.length > 1 ? m.library_delete_title() : m.common_delete()}
              </button>
            )}
          </div>
        </div>
      </div>
    </div>
  );
}
