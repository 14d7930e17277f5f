import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { moduleEntries } from "../../content/registry";
import { ICONS, buildVersion, bundleWorker, drawIcon, offlineConfig } from "./service-worker";

let clientDir: string;
const write = (file: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(clientDir, file)), { recursive: true });
  writeFileSync(path.join(clientDir, file), content);
};

/** The smallest client build the generator accepts: React Router's manifest and the files the shell names. */
function fakeBuild() {
  const route = (name: string) => ({ module: `/assets/${name}.js`, imports: ["/assets/shared.js"], css: ["/assets/shell.css#"] });
  const manifest = {
    entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
    routes: {
      root: route("root"),
      "routes/home": route("home"),
      "routes/module": route("module"),
      "routes/hors-ligne": route("hors-ligne"),
      "routes/not-found": route("not-found"),
      "routes/mes-positions": route("mes-positions"),
      "quiz:climat-objectifs-quiz": route("quiz"),
    },
  };
  write("assets/manifest-1a2b3c.js", `window.__reactRouterManifest=${JSON.stringify(manifest)};`);
  for (const name of ["entry", "framework", "shared", "root", "home", "module", "hors-ligne", "not-found", "quiz", "mes-positions"])
    write(`assets/${name}.js`, `// ${name}`);
  write("assets/review-scheduler-Ab1_c2.js", "// ts-fsrs, imported by a quiz at the reader's first touch");
  write("assets/shell.css", "body{}");
  write("assets/serif-600.woff2", "font");
  write("hors-ligne/index.html", "<title>Hors ligne</title>");
  write("mes-positions/index.html", "<title>Mes positions</title>");
  write("mes-positions.data", "[]");
  write("site.webmanifest", "{}");
  write("favicon.svg", "<svg/>");
  for (const icon of ICONS) write(icon.file, "png");
}

beforeEach(() => {
  clientDir = mkdtempSync(path.join(tmpdir(), "lacademie-sw-"));
  fakeBuild();
});
afterEach(() => rmSync(clientDir, { recursive: true, force: true }));

describe("the worker's version", () => {
  it("is the same for the same build and changes with any file, so that a deploy is a new worker", () => {
    const first = buildVersion(clientDir);
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(buildVersion(clientDir)).toBe(first);
    write("assets/module.js", "// module, new build");
    const second = buildVersion(clientDir);
    expect(second).not.toBe(first);
    write("categories/climat/index.html", "<title>Climat</title>");
    expect(buildVersion(clientDir)).not.toBe(second);
  });

  it("does not depend on the worker itself", () => {
    const before = buildVersion(clientDir);
    write("sw.js", "// the previous worker");
    expect(buildVersion(clientDir)).toBe(before);
  });
});

describe("offlineConfig", () => {
  it("keeps at install the offline page, « Mes positions », the icons and the files of their routes only", () => {
    const config = offlineConfig(clientDir);
    expect(config.shell).toEqual(
      expect.arrayContaining([
        "/hors-ligne",
        "/mes-positions",
        "/mes-positions.data",
        "/assets/mes-positions.js",
        "/site.webmanifest",
        "/icons/icon-512.png",
        "/assets/manifest-1a2b3c.js",
        "/assets/entry.js",
        "/assets/module.js",
        "/assets/quiz.js",
        "/assets/hors-ligne.js",
        "/assets/review-scheduler-Ab1_c2.js",
        "/assets/shell.css",
        "/assets/serif-600.woff2",
      ]),
    );
    expect(config.shell).not.toContain("/assets/home.js");
    expect(new Set(config.shell).size).toBe(config.shell.length);
    expect(config.offlinePages).toContain(moduleEntries[0]!.path);
    expect(config.offlinePages).toContain(moduleEntries[0]!.quizPath);
    expect(config.offlinePages.some((page) => /^\/(api|admin|profil|classe|rejoindre|auth)/.test(page))).toBe(false);
  });

  it("refuses a build that lacks a file of the shell: the worker's install would fail", () => {
    rmSync(path.join(clientDir, "assets/quiz.js"));
    expect(() => offlineConfig(clientDir)).toThrow(/shell files missing.*\/assets\/quiz\.js/);
  });

  it("refuses a build without the review scheduler's chunk: a quiz kept offline could not record its answers", () => {
    rmSync(path.join(clientDir, "assets/review-scheduler-Ab1_c2.js"));
    expect(() => offlineConfig(clientDir)).toThrow(/no review-scheduler chunk/);
  });

  it("refuses a build without React Router's client manifest: the shell could not be listed", () => {
    rmSync(path.join(clientDir, "assets/manifest-1a2b3c.js"));
    expect(() => offlineConfig(clientDir)).toThrow(/no manifest chunk/);
  });
});

describe("the bundled worker", () => {
  it("is one classic script carrying its version and the rule of core/offline.ts", async () => {
    const config = offlineConfig(clientDir);
    await bundleWorker(clientDir, config);
    const code = readFileSync(path.join(clientDir, "sw.js"), "utf8");
    expect(code).toContain(config.version);
    expect(code).toContain("/hors-ligne?depuis=");
    expect(code).toContain('"/api"');
    // Written beside the build, whose other files are left as they were (not overwritten by the site's public/).
    expect(buildVersion(clientDir)).toBe(config.version);
    // A service worker registered without { type: "module" } cannot import nor export.
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
  }, 30_000);
});

describe("icons", () => {
  it("are PNG images of the requested size", () => {
    for (const icon of ICONS) {
      const png = drawIcon(icon.size, icon.maskable);
      expect(png.subarray(1, 4).toString()).toBe("PNG");
      expect(png.readUInt32BE(16)).toBe(icon.size);
      expect(png.readUInt32BE(20)).toBe(icon.size);
    }
  });
});
