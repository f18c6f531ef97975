// /studio/storybook/:id: read a finished book page by page, listen to it (recorded narration,
// or the browser's speech in the book's language), download it as a PDF, and share it by a link.
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link, useParams } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { getTextDirection, isLocale } from "@/paraglide/runtime.js";
import { Icon } from "@/components/icons";
import { ShareDialog } from "@/components/ShareDialog";
import { PageSpinner } from "@/components/Spinner";
import { WorkImage } from "@/components/WorkImage";
import { queryClient } from "@/lib/query-client";
import { bookQuery } from "./book-api";
import { imagesToPdf } from "./pdf";
import { canvasToJpeg, PAGE_H, PAGE_W, renderPage } from "./render-page";

/** Pages are drawn 4:3 (the demo engine's 1024×768, Gemini's 4:3); another shape is letterboxed. */
const PAGE_ASPECT = 4 / 3;
/** The book card: a 56rem page less its padding; the page's width below. */
const PAGE_SIZES = "(min-width: 1024px) 53rem, calc(100vw - 5rem)";

export default function BookViewerPage() {
  const { id = "" } = useParams();
  const loaded = useQuery(bookQuery(id), queryClient);
  const book = loaded.data?.book ?? null;
  const [page, setPage] = useState(0);
  const [speaking, setSpeaking] = useState(false);
  // The recorded narration playing, so that the button can stop it as it stops the browser's voice.
  const playing = useRef<HTMLAudioElement | null>(null);
  const [exporting, setExporting] = useState(false);
  const [sharing, setSharing] = useState(false);
  const stopSharingDialog = useCallback(() => setSharing(false), []);
  // One object while the dialog is open: the dialog makes the link each time its target changes.
  const shareTarget = useMemo(() => (sharing ? { storybookId: id } : null), [sharing, id]);

  useEffect(() => {
    if (loaded.error) toast.error(m.error_not_found());
  }, [loaded.error]);
  useEffect(() => () => (playing.current?.pause(), speechSynthesis?.cancel()), [id]);

  if (!book) return <PageSpinner />;
  const rtl = isLocale(book.language) && getTextDirection(book.language) === "rtl";
  const current = book.pages[page];
  const label = (n: number) => m.story_page_of({ page: n + 1, total: book.pages.length });

  function stop() {
    playing.current?.pause();
    playing.current = null;
    if ("speechSynthesis" in window) speechSynthesis.cancel();
    setSpeaking(false);
  }

  function speak() {
    if (current.audioUrl) {
      const audio = new Audio(current.audioUrl);
      playing.current = audio;
      audio.onended = () => setSpeaking(false);
      setSpeaking(true);
      return void audio.play().catch(() => setSpeaking(false));
    }
    if (!("speechSynthesis" in window)) return void toast.error(m.story_no_speech());
    speechSynthesis.cancel();
    const utterance = new SpeechSynthesisUtterance(current.text);
    utterance.lang = book!.language;
    utterance.onend = () => setSpeaking(false);
    setSpeaking(true);
    speechSynthesis.speak(utterance);
  }

  // The PDF is a download: it draws each page from the original, not the variants shown here.
  async function downloadPdf() {
    setExporting(true);
    try {
      const pages = [];
      for (let i = 0; i < book!.pages.length; i++) {
        const canvases = await renderPage({
          imageUrl: book!.pages[i].imageUrl,
          title: i === 0 ? book!.title : undefined,
          text: book!.pages[i].text,
          footer: label(i),
          locale: book!.language,
          rtl,
        });
        for (const canvas of canvases) pages.push({ jpeg: await canvasToJpeg(canvas), width: PAGE_W, height: PAGE_H });
      }
      const pdf = imagesToPdf(pages);
      const href = URL.createObjectURL(new Blob([pdf as Uint8Array<ArrayBuffer>], { type: "application/pdf" }));
      const a = document.createElement("a");
      a.href = href;
      a.download = `storybook-${book!.id}.pdf`;
      document.body.appendChild(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(href), 2000);
      toast.success(m.download_success());
    } catch {
      toast.error(m.download_failed());
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="mx-auto max-w-4xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to="/library" className="btn btn-ghost btn-sm gap-1">
          <Icon name="arrowRight" className="size-4 rotate-180 rtl:rotate-0" />
          {m.library_title()}
        </Link>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setSharing(true)}
            data-testid="book-share"
          >
            <Icon name="share" className="size-4" />
            {m.share_action()}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => void downloadPdf()}
            disabled={exporting}
            data-testid="book-pdf"
          >
            {exporting ? (
              <span className="loading loading-spinner loading-xs" />
            ) : (
              <Icon name="download" className="size-4" />
            )}
            {m.story_download_pdf()}
          </button>
        </div>
      </div>
      <ShareDialog target={shareTarget} onClose={stopSharingDialog} />
      <article
        className="card bg-[#fffdf7] shadow-lg"
        lang={book.language}
        dir={rtl ? "rtl" : "ltr"}
        data-testid="book"
      >
        <div className="card-body gap-4">
          <h1 className="text-center text-2xl font-bold" data-testid="book-title">
            {book.title}
          </h1>
          <WorkImage
            src={current.imageUrl}
            variants={current.variantUrls}
            alt={label(page)}
            sizes={PAGE_SIZES}
            aspect={PAGE_ASPECT}
            fit="contain"
            className="w-full rounded-box"
            data-testid="book-image"
          />
          <p className="text-lg leading-relaxed" data-testid="book-text">
            {current.text}
          </p>
        </div>
      </article>
      <div className="flex items-center justify-between gap-2" dir="ltr">
        <button
          type="button"
          className="btn"
          onClick={() => setPage(page - 1)}
          disabled={page === 0}
          data-testid="book-prev"
        >
          {m.story_prev()}
        </button>
        <div className="flex items-center gap-2">
          <span className="text-sm text-base-content/70" data-testid="book-page">
            {label(page)}
          </span>
          <button
            type="button"
            className="btn btn-circle btn-sm"
            onClick={speaking ? stop : speak}
            // While it reads, the button says so and offers to stop.
            aria-label={speaking ? m.story_listen_stop() : m.story_listen()}
            title={speaking ? m.story_listen_stop() : m.story_listen()}
            data-testid="book-listen"
          >
            <Icon name={speaking ? "stop" : "volume"} className="size-4" />
          </button>
        </div>
        <button
          type="button"
          className="btn"
          onClick={() => setPage(page + 1)}
          disabled={page === book.pages.length - 1}
          data-testid="book-next"
        >
          {m.story_next()}
        </button>
      </div>
    </div>
  );
}
