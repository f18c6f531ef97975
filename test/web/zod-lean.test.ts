// The Worker imports "zod" as worker/vendor/zod-lean (wrangler.toml [alias]): zod's own entry
// minus its locale tables. If a zod release adds or moves an export, this says so before a
// Worker build quietly lacks it. (This project runs in Node, where "zod" is the real package.)
import { describe, expect, it } from "vitest";
import * as real from "zod";
import * as lean from "../../worker/vendor/zod-lean/index.js";

const names = (ns: object) => Object.keys(ns).sort();
const without = (list: string[], name: string) => list.filter((n) => n !== name);

describe("zod-lean", () => {
  it("exports everything zod exports except the locale tables", () => {
    expect(names(lean)).toEqual(without(names(real), "locales"));
    expect(names(lean.core)).toEqual(without(names(real.core), "locales"));
  });

  it("still validates and reports in English", () => {
    const result = lean.z.object({ prompt: lean.z.string().min(1) }).safeParse({ prompt: "" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe("Too small: expected string to have >=1 characters");
  });
});
