// /studio/storybook: idea, pages, style, optional character reference; the book is written
// and illustrated in the background and the user goes to the library to watch it.
import { useDemoServes } from "@/lib/capabilities";
import { useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { getLocale } from "@/paraglide/runtime.js";
import { CreditBalance, DisabledReason, shortOfCredits } from "@/components/CreditBalance";
import { DemoEngineNotice } from "@/components/DemoEngine";
import { Icon } from "@/components/icons";
import { api, unwrap } from "@/lib/api";
import { usePaidAction } from "@/lib/use-paid-action";
import { ReferenceImageInput } from "./ReferenceImageInput";
import { STORY_STYLES } from "./story-options";
import { STORY_PAGE_COUNTS as PAGE_COUNTS, type StoryPageCount, type StoryStyle } from "../../../shared/choices";
import { IDEA_MAX_LENGTH } from "../../../shared/limits";
import { storybookCost } from "../../../shared/prices";

export default function StorybookPage() {
  const book = usePaidAction();
  const navigate = useNavigate();
  const demo = useDemoServes("storybook");
  const [idea, setIdea] = useState("");
  const [pages, setPages] = useState<StoryPageCount>(PAGE_COUNTS[0]);
  const [style, setStyle] = useState<StoryStyle>("fairy_tale");
  const [reference, setReference] = useState<File | null>(null);
  const { busy, credits } = book;
  const cost = storybookCost(pages);
  const short = shortOfCredits(credits, cost);

  async function submit() {
    const prompt = idea.trim();
    if (!prompt) return void toast.error(m.story_idea_required());
    const language = getLocale();
    await book.run({
      intent: [prompt, pages, style, reference, language],
      cost,
      notEnough: { title: m.story_insufficient({ cost }) },
      call: (key) =>
        unwrap(
          api.tasks.$post({
            form: {
              type: "storybook",
              prompt,
              numPages: `${pages}` as const,
              style,
              language,
              ...(reference ? { reference } : {}),
            },
            header: { "idempotency-key": key },
          }),
        ),
      onSuccess: () => navigate("/library"),
      succeeded: () => ({
        title: m.tasks_submitted(),
        description: demo ? m.tasks_submitted_desc_demo() : m.tasks_submitted_desc(),
        duration: 5000,
      }),
      failed: m.story_submit_failed(),
    });
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.story_title()}</h1>
          <p className="text-base-content/60">{m.story_subtitle()}</p>
        </div>
        <CreditBalance credits={credits} />
      </div>
      <DemoEngineNotice studio="story" />
      <section className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <fieldset className="fieldset min-w-0" disabled={busy}>
            <label className="fieldset-legend" htmlFor="story-idea">
              {m.story_idea()}
            </label>
            <textarea
              id="story-idea"
              className="textarea h-28 w-full"
              value={idea}
              onChange={(e) => setIdea(e.target.value)}
              placeholder={m.story_idea_placeholder()}
              maxLength={IDEA_MAX_LENGTH}
              data-testid="story-idea"
            />
          </fieldset>
          <div className="grid gap-4 sm:grid-cols-2">
            <fieldset className="fieldset min-w-0" disabled={busy}>
              <span className="fieldset-legend">{m.story_pages()}</span>
              {/* At 320 px a long count ("4 страницы") wraps inside its third rather than widening the page. */}
              <div className="join w-full">
                {PAGE_COUNTS.map((n) => (
                  <button
                    key={n}
                    type="button"
                    className={`btn join-item h-auto min-h-10 min-w-0 flex-1 px-2 leading-tight whitespace-normal ${pages === n ? "btn-primary" : "btn-outline border-base-300"}`}
                    onClick={() => setPages(n)}
                    data-testid={`pages-${n}`}
                  >
                    {m.story_pages_option({ count: n })}
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset className="fieldset min-w-0" disabled={busy}>
              <label className="fieldset-legend" htmlFor="story-style">
                {m.story_style()}
              </label>
              <select
                id="story-style"
                className="select w-full"
                value={style}
                onChange={(e) => setStyle(e.target.value as StoryStyle)}
                data-testid="story-style"
              >
                {STORY_STYLES.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.label()}
                  </option>
                ))}
              </select>
            </fieldset>
          </div>
          <fieldset className="fieldset min-w-0" disabled={busy}>
            <span className="fieldset-legend" id="story-reference-label">
              {m.story_reference()}
            </span>
            <ReferenceImageInput file={reference} onChange={setReference} labelledBy="story-reference-label" />
            <p className="label whitespace-normal">{m.story_reference_hint()}</p>
          </fieldset>
          <div className="flex items-center justify-between rounded-box bg-base-200 p-3 text-sm">
            <span>{m.story_required_credits()}</span>
            <span className="font-bold text-primary" data-testid="story-cost">
              {m.common_credits_count({ count: cost })}
            </span>
          </div>
          <button
            type="button"
            className="btn btn-primary btn-lg"
            onClick={() => void submit()}
            disabled={busy || short !== null}
            aria-describedby={short ? "story-submit-reason" : undefined}
            data-testid="story-submit"
          >
            {busy ? <span className="loading loading-spinner" /> : <Icon name="book" className="size-5" />}
            {m.story_generate()}
          </button>
          <DisabledReason id="story-submit-reason" reason={busy ? null : short} topUp />
          <p className="text-center text-xs text-base-content/60">{m.story_time_hint()}</p>
        </div>
      </section>
    </div>
  );
}
