// Which part of a language's messages the app asks for (web/lib/i18n.ts): only the landing page's
// while it has shown nothing else, every message once a route's chunk loads (web/app/router.tsx),
// and from then on for every language switch, since a route loaded once is not loaded again.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const asked: [string, string][] = [];
vi.mock("@/lib/locale-messages", () => ({
  localeTable: () => undefined,
  loadLocaleMessages: (locale: string, part: string) => {
    asked.push([locale, part]);
    return Promise.resolve();
  },
}));

const i18n = () => import("@/lib/i18n");

beforeEach(() => {
  vi.resetModules(); // i18n.ts keeps what it has applied and needs in module state
  asked.length = 0;
  localStorage.clear();
});
afterEach(() => localStorage.clear());

describe("a language's message parts", () => {
  it("on the landing page loads the landing part, and all of it once a route loads and after", async () => {
    const { applyLocale, loadAllMessages, startOnLandingPage } = await i18n();
    startOnLandingPage();
    await applyLocale("ar-SA");
    expect(asked).toEqual([["ar-SA", "landing"]]);
    await loadAllMessages(); // a route's chunk
    expect(asked.at(-1)).toEqual(["ar-SA", "all"]);
    await applyLocale("ja-JP"); // back on the landing page: the route above will not load again
    expect(asked.at(-1)).toEqual(["ja-JP", "all"]);
  });

  it("a route loading during a switch loads all of both languages, the shown one and the coming one", async () => {
    const { applyLocale, loadAllMessages, startOnLandingPage } = await i18n();
    startOnLandingPage();
    await applyLocale("ar-SA");
    void applyLocale("ja-JP"); // its landing part still on its way
    asked.length = 0;
    await loadAllMessages();
    expect(asked).toEqual([
      ["ar-SA", "all"],
      ["ja-JP", "all"],
    ]);
  });

  it("anywhere else loads every message at start", async () => {
    const { applyLocale } = await i18n();
    await applyLocale("en-US");
    expect(asked).toEqual([["en-US", "all"]]);
  });

  it("a route loading before the app applies its language stores no language (detectLocale would read it)", async () => {
    const { detectLocale, loadAllMessages } = await i18n();
    Object.defineProperty(navigator, "languages", { value: ["ar-SA"], configurable: true });
    expect(loadAllMessages()).toBeUndefined(); // the router loads /auth's chunk as it is created
    expect(asked).toEqual([]);
    expect(detectLocale()).toBe("ar-SA");
  });
});
