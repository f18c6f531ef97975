// The document title and meta description follow the page and the UI language, for every path
// in the route table, and change when the user switches language or navigates.
import { createMemoryRouter, type RouteObject } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { m } from "@/paraglide/messages.js";
import { locales, setLocale } from "@/paraglide/runtime.js";
import { applyPageMeta, pageMeta, watchPageMeta } from "@/lib/page-meta";
import { routes } from "@/app/router";

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;

function paths(routes: RouteObject[], prefix = ""): string[] {
  return routes.flatMap((r) => {
    const here = r.path ? (r.path.startsWith("/") ? r.path : `${prefix}/${r.path}`) : prefix;
    return [...(r.path ? [here] : []), ...paths(r.children ?? [], here)];
  });
}

afterEach(() => setLocale("zh-CN", { reload: false }));

describe("page title and description", () => {
  it("every page of the route table has its own title and description in every language", () => {
    const all = paths(routes)
      .filter((p) => !p.endsWith("*"))
      .map((p) => p.replace(/:\w+/g, "abc"));
    expect(all).toContain("/nano");
    expect(all).toContain("/admin/settings");
    for (const locale of locales) {
      setLocale(locale, { reload: false });
      const notFound = pageMeta("/no-such-page");
      const seen = new Set<string>();
      for (const path of all) {
        const meta = pageMeta(path);
        expect(meta.title, `${locale} ${path}`).not.toBe(notFound.title);
        expect(meta.title, `${locale} ${path}`).toContain("Atelier");
        expect(meta.description.length, `${locale} ${path}`).toBeGreaterThan(5);
        seen.add(meta.title);
      }
      // Aliases share a page; everything else is told apart.
      expect(seen.size, locale).toBeGreaterThanOrEqual(all.length - 7);
    }
  });

  it("writes the title and the meta description for the page in the UI language", () => {
    setLocale("en-US", { reload: false });
    applyPageMeta("/credits");
    expect(document.title).toBe(`${m.credits_title({}, { locale: "en-US" })} · Atelier`);
    expect(description()).toBe("Your credit balance, the credit packages and every credit you have used");
    setLocale("de-DE", { reload: false });
    applyPageMeta("/studio/text-to-image");
    expect(document.title).toBe(`${m.nano_title({}, { locale: "de-DE" })} · Atelier`);
    expect(description()).toBe(m.nano_subtitle({}, { locale: "de-DE" }));
    setLocale("zh-CN", { reload: false });
    applyPageMeta("/admin/users");
    expect(document.title).toBe(`${m.admin_nav_users()} · ${m.admin_title()} · Atelier`);
    expect(description()).toBe("查找用户，查看余额并调整积分");
    applyPageMeta("/");
    expect(document.title).toBe(`Atelier · ${m.landing_hero_title()}`);
  });

  it("follows navigation and language switches", async () => {
    const memory = createMemoryRouter([{ path: "*", element: null }], { initialEntries: ["/library"] });
    const listeners: (() => void)[] = [];
    watchPageMeta(memory, (fn) => listeners.push(fn));
    expect(document.title).toBe(pageMeta("/library").title);
    await memory.navigate("/account");
    expect(document.title).toBe(pageMeta("/account").title);
    setLocale("ar-SA", { reload: false });
    listeners.forEach((fn) => fn());
    expect(document.title).toBe(pageMeta("/account").title);
    expect(description()).toMatch(/[\u0600-\u06FF]/);
  });
});
