// What users typed keeps its own direction inside an Arabic page (an English prompt ends in its own
// "…", an email is cut at its end), and what the engine said in English never reaches the history:
// a refund reads, in the user's language, that the request failed.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { setLocale } from "@/paraglide/runtime.js";
import { UsageTable } from "@/features/credits/UsageTable";
import type { UsageRecord } from "@/lib/usage";

afterEach(cleanup);

const at = "2026-11-22T00:00:00.000Z";
const records: UsageRecord[] = [
  {
    id: "1",
    actionType: "generate_image",
    creditsUsed: 1,
    metadata: { prompt: "a red sneaker on a wooden table, soft morning light, white background, studio" },
    createdAt: at,
  },
  {
    id: "2",
    actionType: "generate_image",
    creditsUsed: -1,
    metadata: { refundOf: "1", reason: "Gemini request failed." },
    createdAt: at,
  },
];

describe("user text in the usage history", () => {
  it("a refund row's details are in the UI language, whatever the engine said", () => {
    for (const [locale, text] of [
      ["zh-CN", "请求未成功，积分已退还"],
      ["ar-SA", "لم يكتمل الطلب، فأُعيدت النقاط"],
    ] as const) {
      setLocale(locale, { reload: false });
      render(<UsageTable records={records} />);
      const details = screen.getAllByTestId("usage-details").map((d) => d.textContent);
      expect(details[1], locale).toBe(text);
      expect(document.body.textContent).not.toContain("Gemini request failed.");
      cleanup();
    }
  });

  it("an English prompt in an Arabic page is isolated, so its ellipsis and its cut are at its own end", () => {
    setLocale("ar-SA", { reload: false });
    render(<UsageTable records={records} />);
    const prompt = screen.getAllByTestId("usage-details")[0];
    expect(prompt.tagName).toBe("BDI");
    expect(prompt.getAttribute("dir")).toBe("auto");
    expect(prompt.className).toContain("truncate");
    expect(prompt.textContent?.endsWith("…")).toBe(true);
  });
});
