// Every relative link in the README and under docs/ leads somewhere: the file exists, and an
// anchor into a Markdown file names one of its headings (GitHub's slugs). Docs move and get split;
// a link left pointing at the old place fails here instead of on a newcomer.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import { describe, expect, it } from "vitest";

const root = process.cwd();

const markdownFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return markdownFiles(path);
    return name.endsWith(".md") ? [path] : [];
  });

/** The text outside fenced code blocks and inline code, where a Markdown link is a link. */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, "").replace(/`[^`\n]*`/g, "");

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string) {
  return heading
    .replace(/`/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

function anchorsOf(markdown: string) {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const line of markdown.replace(/^```[\s\S]*?^```/gm, "").split("\n")) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

/** Each relative link of a Markdown file that does not resolve, as "target: why". */
function brokenLinks(file: string): string[] {
  const text = readFileSync(join(root, file), "utf8");
  const broken: string[] = [];
  for (const [, target] of prose(text).matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:, http://127.0.0.1…
    const [pathPart, anchor] = target.split("#");
    const path = pathPart ? normalize(join(dirname(file), decodeURIComponent(pathPart))) : file;
    if (!existsSync(join(root, path))) {
      broken.push(`${target}: no file ${path}`);
      continue;
    }
    if (anchor && path.endsWith(".md") && !anchorsOf(readFileSync(join(root, path), "utf8")).has(anchor))
      broken.push(`${target}: no heading #${anchor} in ${path}`);
  }
  return broken;
}

const files = ["README.md", ...markdownFiles("docs")];

describe("links in the README and docs/", () => {
  it("makes GitHub's anchors", () => {
    expect(slug("2. Read replicas")).toBe("2-read-replicas");
    expect(slug("The app Worker (`atelier`)")).toBe("the-app-worker-atelier");
    expect(slug("Mail (email confirmation, forgot password)")).toBe("mail-email-confirmation-forgot-password");
  });

  it.each(files)("%s: every relative link resolves", (file) => {
    expect(brokenLinks(file)).toEqual([]);
  });
});
