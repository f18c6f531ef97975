// The public landing page (spec §1–2). Signed-in visitors are sent on to /dashboard; the email
// confirmation link lands here too (useVerifiedNotice). Landmarks: banner, one main, contentinfo.
// Pre-rendered at build time (web/prerender.tsx): it shows while the session is still loading, so
// the HTML a visitor first paints and the page React hydrates are the same (see session-hint.ts for
// whoever was signed in last time).
import { useAtomValue } from "jotai";
import { Link, Navigate } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Icon, type IconName } from "@/components/icons";
import { Brand } from "@/components/Brand";
import { MAIN_ID, SkipLink } from "@/components/SkipLink";
import { PageSpinner } from "@/components/Spinner";
import { sessionAtom } from "@/lib/session";
import { hadSession } from "@/lib/session-hint";
import { useVerifiedNotice } from "./verified-notice";
import { LanguageSwitcher } from "@/components/LanguageSwitcher";
import { ShowcasePicture } from "./ShowcasePicture";
import { MAX_PHOTO_BYTES, MB } from "../../../shared/limits";

const FEATURES: { icon: IconName; title: () => string; body: () => string }[] = [
  { icon: "image", title: m.landing_feature_image_title, body: m.landing_feature_image_body },
  { icon: "sparkles", title: m.landing_feature_video_title, body: m.landing_feature_video_body },
  { icon: "wand", title: m.landing_feature_code_title, body: m.landing_feature_code_body },
  { icon: "gift", title: m.landing_feature_commerce_title, body: m.landing_feature_commerce_body },
];

const STEPS: { title: () => string; body: () => string }[] = [
  { title: m.landing_step1_title, body: () => m.landing_step1_body({ maxMb: MAX_PHOTO_BYTES / MB }) },
  { title: m.landing_step2_title, body: m.landing_step2_body },
  { title: m.landing_step3_title, body: m.landing_step3_body },
  { title: m.landing_step4_title, body: m.landing_step4_body },
];

// Rendered by the built-in engine itself (scripts/make-showcase.ts), in AVIF/WebP by make-showcase-variants.mjs.
const SHOWCASE = [
  { file: "cosmetics", label: m.landing_showcase_cosmetics },
  { file: "summer-drink", label: m.landing_showcase_summer },
  { file: "tech", label: m.landing_showcase_tech },
  { file: "watch", label: m.landing_showcase_luxury },
  { file: "forest", label: m.landing_showcase_forest },
  { file: "winter-gift", label: m.landing_showcase_winter },
];

const STATS = [
  { value: "10K+", label: m.landing_stat_posters },
  { value: "5K+", label: m.landing_stat_users },
  { value: "98%", label: m.landing_stat_satisfaction },
  { value: "21+", label: m.landing_stat_styles },
];

export function LandingPage() {
  const session = useAtomValue(sessionAtom);
  useVerifiedNotice();
  // Someone signed in last time waits for the session on a spinner (the guard kept the pre-rendered
  // page from them), not on a landing page they are about to leave.
  if (session.status === "loading" && hadSession()) return <PageSpinner />;
  if (session.status === "signedIn") return <Navigate to="/dashboard" replace />;
  return (
    <div className="min-h-screen bg-base-100">
      <SkipLink />
      <header className="navbar sticky top-0 z-30 border-b border-base-300 bg-base-100/90 px-2 backdrop-blur sm:px-4">
        {/* Under 360 px the sign-in and sign-up labels of longer languages (Arabic, Spanish…) need the name's room. */}
        <Brand className="flex-1" nameClassName="max-[359px]:sr-only" />
        <div className="flex items-center gap-1">
          <LanguageSwitcher compact />
          <Link to="/auth" className="btn btn-ghost btn-sm">
            {m.landing_login()}
          </Link>
          <Link to="/auth?mode=register" className="btn btn-primary btn-sm">
            {m.landing_register()}
          </Link>
        </div>
      </header>

      <main id={MAIN_ID} tabIndex={-1} className="outline-none">
        <section className="relative overflow-hidden bg-gradient-to-br from-primary/15 via-base-100 to-secondary/15 px-4 py-20 text-center md:py-28">
          <div className="mx-auto max-w-3xl">
            {/* A pill that grows: long translations wrap inside it instead of spilling over its edge. */}
            <span
              data-testid="hero-badge"
              className="badge badge-primary badge-soft mb-4 h-auto max-w-full py-1 leading-snug text-balance whitespace-normal"
            >
              {m.landing_badge()}
            </span>
            <h1 className="text-4xl font-black leading-tight md:text-6xl">{m.landing_hero_title()}</h1>
            <p className="mx-auto mt-5 max-w-2xl text-lg text-base-content/70">{m.landing_hero_subtitle()}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/nano" className="btn btn-primary btn-lg gap-2" data-testid="hero-cta">
                {m.landing_cta()}
                <Icon name="arrowRight" className="size-5 rtl:-scale-x-100" />
              </Link>
              <a href="#how" className="btn btn-ghost btn-lg">
                {m.landing_how_link()}
              </a>
            </div>
            <dl className="mx-auto mt-12 grid max-w-2xl grid-cols-2 gap-4 md:grid-cols-4">
              {STATS.map((s) => (
                <div key={s.value} className="rounded-box bg-base-100/70 p-4 shadow-sm">
                  <dt className="text-sm text-base-content/60">{s.label()}</dt>
                  <dd className="text-2xl font-bold text-primary">{s.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold">{m.landing_features_title()}</h2>
          <div className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {FEATURES.map((f) => (
              <article key={f.icon} className="card bg-base-200/60 transition hover:-translate-y-1 hover:shadow-lg">
                <div className="card-body">
                  <div className="w-fit rounded-field bg-primary/10 p-2 text-primary">
                    <Icon name={f.icon} className="size-6" />
                  </div>
                  <h3 className="card-title text-lg">{f.title()}</h3>
                  <p className="text-sm text-base-content/70">{f.body()}</p>
                </div>
              </article>
            ))}
          </div>
        </section>

        <section className="bg-base-200/60 px-4 py-16">
          <div className="mx-auto max-w-6xl">
            <h2 className="text-center text-3xl font-bold">{m.landing_showcase_title()}</h2>
            <p className="mt-2 text-center text-base-content/60">{m.landing_showcase_subtitle()}</p>
            <div className="mt-10 grid grid-cols-2 gap-4 md:grid-cols-3">
              {SHOWCASE.map((s) => (
                <figure key={s.file} className="relative overflow-hidden rounded-box shadow">
                  <ShowcasePicture file={s.file} alt={s.label()} />
                  <figcaption className="absolute bottom-3 start-3 rounded-field bg-black/45 px-2 py-1 text-sm text-white">
                    {s.label()}
                  </figcaption>
                </figure>
              ))}
            </div>
            <p className="mt-4 text-center text-xs text-base-content/50">{m.landing_showcase_note()}</p>
          </div>
        </section>

        <section id="how" className="mx-auto max-w-6xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold">{m.landing_steps_title()}</h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-4">
            {STEPS.map((s, i) => (
              <li key={i} className="card border border-base-300">
                <div className="card-body">
                  <span className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-content">
                    {i + 1}
                  </span>
                  <h3 className="card-title text-lg">{s.title()}</h3>
                  <p className="text-sm text-base-content/70">{s.body()}</p>
                </div>
              </li>
            ))}
          </ol>
          <div className="mt-12 text-center">
            <Link to="/nano" className="btn btn-primary btn-lg">
              {m.landing_cta()}
            </Link>
          </div>
        </section>
      </main>

      <footer className="border-t border-base-300 px-4 py-8 text-center text-sm text-base-content/60">
        <p className="font-semibold text-base-content">Atelier</p>
        <p className="mt-1">{m.landing_footer_tagline()}</p>
        <p className="mt-2">
          <Link to="/ai-labels" className="link" data-testid="footer-ai-labels">
            {m.ai_labels_link()}
          </Link>
        </p>
        <p className="mt-2">© 2026 Atelier</p>
      </footer>
    </div>
  );
}
