// The documentation lives in the repository: no file may send readers to documents outside it, and every link of
// the README and docs/ (and every docs/…#anchor a comment cites) must lead to an existing file and heading.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Built from parts, so that this file does not trip its own check. */
const OUTSIDE_REFERENCES = [
  "../" + "shared/",
  ["SPEC", "md"].join("."),
  ["DESIGN", "md"].join("."),
  ["CONTENT", "md"].join("."),
  "SPEC" + " §",
  "DESIGN" + " §",
];

/** Tracked files, and new ones not ignored yet: a reference is caught before its file is committed. */
function repositoryTextFiles(): { file: string; text: string }[] {
  const listed = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    cwd: root,
    encoding: "utf8",
  });
  const files = [...new Set(listed.split("\0").filter(Boolean))].filter(
    (file) =>
      file !== "package-lock.json" && existsSync(path.join(root, file)) && statSync(path.join(root, file)).isFile(),
  );
  return files.flatMap((file) => {
    const bytes = readFileSync(path.join(root, file));
    // A NUL byte marks a binary file (images, fonts): nothing to read there.
    return bytes.includes(0) ? [] : [{ file, text: bytes.toString("utf8") }];
  });
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen; repeats get -1, -2… */
function headingAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const text = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/[`*]/g, "");
    const slug = text
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Relative links of a markdown text, with their line, outside fenced code. */
function markdownLinks(markdown: string): { line: number; target: string }[] {
  const links: { line: number; target: string }[] = [];
  let fenced = false;
  markdown.split("\n").forEach((text, index) => {
    if (/^\s*(```|~~~)/.test(text)) fenced = !fenced;
    if (fenced) return;
    for (const match of text.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const target = match[1]!;
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:…
      links.push({ line: index + 1, target });
    }
  });
  return links;
}

/** Problems with one link target written in `fromFile` (a path relative to the repository root). */
function checkTarget(fromFile: string, target: string, anchorsOf: (file: string) => Set<string>): string | null {
  const [pathPart = "", anchor] = target.split("#", 2);
  const resolved = pathPart
    ? path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), decodeURIComponent(pathPart)))
    : fromFile;
  if (resolved.startsWith("..") || !existsSync(path.join(root, resolved))) return `${target}: no file ${resolved}`;
  if (anchor && resolved.endsWith(".md") && !anchorsOf(resolved).has(anchor))
    return `${target}: no heading #${anchor} in ${resolved}`;
  return null;
}

describe("documentation references", () => {
  const files = repositoryTextFiles();
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: string) => {
    let anchors = anchorCache.get(file);
    if (!anchors) anchorCache.set(file, (anchors = headingAnchors(readFileSync(path.join(root, file), "utf8"))));
    return anchors;
  };

  it("reads the repository's files (this test is among them)", () => {
    expect(files.map(({ file }) => file)).toContain("docs/references.test.ts");
    expect(files.length).toBeGreaterThan(100);
  });

  it("sends nobody to documents outside the repository", () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      text.split("\n").forEach((line, index) => {
        for (const reference of OUTSIDE_REFERENCES) {
          if (line.includes(reference)) problems.push(`${file}:${index + 1}: mentions « ${reference} »`);
        }
      });
    }
    expect(problems).toEqual([]);
  });

  it("links the README and docs/ only to files and headings that exist", () => {
    const problems: string[] = [];
    const pages = files.filter(({ file }) => file === "README.md" || /^docs\/.+\.md$/.test(file));
    expect(pages.map(({ file }) => file)).toEqual(expect.arrayContaining(["README.md", "docs/product.md"]));
    for (const { file, text } of pages) {
      for (const { line, target } of markdownLinks(text)) {
        const problem = checkTarget(file, target, anchorsOf);
        if (problem) problems.push(`${file}:${line}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("cites only headings that exist when a file names docs/<page>.md#<anchor>", () => {
    const problems: string[] = [];
    for (const { file, text } of files) {
      text.split("\n").forEach((line, index) => {
        for (const match of line.matchAll(/\bdocs\/([\w/-]+\.md)#([\p{L}\p{N}_-]+)/gu)) {
          const page = `docs/${match[1]}`;
          if (!existsSync(path.join(root, page))) problems.push(`${file}:${index + 1}: no file ${page}`);
          else if (!anchorsOf(page).has(match[2]!))
            problems.push(`${file}:${index + 1}: no heading #${match[2]} in ${page}`);
        }
      });
    }
    expect(problems).toEqual([]);
  });
});

describe("headingAnchors", () => {
  it("spells anchors as GitHub does", () => {
    const anchors = headingAnchors("# Data, not code\n## Scores and bands\n### Quiz results\n## Quiz results\n");
    expect([...anchors]).toEqual(["data-not-code", "scores-and-bands", "quiz-results", "quiz-results-1"]);
  });

  it("ignores headings inside fenced code", () => {
    expect([...headingAnchors("```sh\n# not a heading\n```\n## Real\n")]).toEqual(["real"]);
  });
});
