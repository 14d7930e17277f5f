import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { moduleEntries, categoryEntries, debateEntries } from "../../content/registry";
import { moduleShareImagePath, SITE_SHARE_IMAGE_PATH } from "../../core/share-image";
import { startServer, temporaryDataDir, type RunningServer } from "../support/server";

const decode = (html: string) => html.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
/** What a reader sees, whatever the no-break spaces the page puts in. */
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("content pages without JavaScript", () => {
  const dataDir = temporaryDataDir();
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir.path });
  });
  afterAll(async () => {
    await server?.stop();
    dataDir.remove();
  });

  it("serves every category page as prerendered HTML with its modules", async () => {
    for (const entry of categoryEntries) {
      const response = await fetch(`${server.url}${entry.path}`);
      expect(response.status, entry.path).toBe(200);
      expect(response.headers.get("content-security-policy")).toContain("'sha256-");
      const html = normalise(decode(await response.text()));
      expect(html).toContain(`<title>${entry.category.name} — L’Académie</title>`);
      for (const module of entry.modules) expect(html).toContain(`href="${module.path}"`);
    }
  });

  it("serves every module with its title, its first slide and its own meta, canonical and Open Graph tags", async () => {
    for (const module of moduleEntries) {
      const response = await fetch(`${server.url}${module.path}`);
      expect(response.status, module.path).toBe(200);
      const html = normalise(decode(await response.text()));
      const first = module.sheet.slides[0]!;
      expect(html).toContain(normalise(module.sheet.title));
      expect(html).toContain(normalise(first.title));
      expect(html).toContain(normalise(first.body[0]!));
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${module.path}"/>`));
      expect(html).toContain('<meta property="og:type" content="article"/>');
      expect(html).toContain(`<meta property="og:url" content="`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    }
  });

  it("gives every module a share image of its own, 1200 × 630 PNG, and the other pages the site's", async () => {
    const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
    const pages = [
      ...moduleEntries.map((module) => ({ path: module.path, image: moduleShareImagePath(module.path) })),
      { path: "/", image: SITE_SHARE_IMAGE_PATH },
      { path: "/categories/climat", image: SITE_SHARE_IMAGE_PATH },
    ];
    const seen = new Set<string>();
    for (const page of pages) {
      const html = await (await fetch(`${server.url}${page.path}`)).text();
      const image = /<meta property="og:image" content="(https?:\/\/[^"]+)"\/>/.exec(html)?.[1];
      expect(image && new URL(image).pathname, page.path).toBe(page.image);
      expect(html).toContain('<meta property="og:image:width" content="1200"/>');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      if (seen.has(page.image)) continue;
      seen.add(page.image);
      const response = await fetch(`${server.url}${page.image}`);
      expect(response.status, page.image).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    }
    // One image per module, none shared by two modules.
    expect(seen.size).toBe(moduleEntries.length + 1);
  });

  it("lists every public page in the sitemap and points robots to it", async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await sitemap.text();
    for (const module of moduleEntries) expect(xml).toContain(`${module.path}</loc>`);
    expect(xml).toContain("/a-propos</loc>");
    expect(xml).toContain("/glossaire</loc>");
    for (const debate of debateEntries) {
      expect(xml).toContain(`${debate.path}</loc>`);
      // The projected view is the classroom's copy of the map: prerendered, not indexed.
      expect(xml).not.toContain(debate.projectionPath);
    }
    expect(xml).not.toContain("/admin");
    const robots = await (await fetch(`${server.url}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
    expect(robots).toContain("Disallow: /api/");
  });

  it("answers 404 for a module that does not exist, and for the debate map of a topic that has none", async () => {
    expect((await fetch(`${server.url}/categories/climat/inconnu`)).status).toBe(404);
    expect((await fetch(`${server.url}/categories/agriculture/debat`)).status).toBe(404);
    expect((await fetch(`${server.url}/categories/inconnue/debat/projection`)).status).toBe(404);
    const projection = await (await fetch(`${server.url}/categories/climat/debat/projection`)).text();
    expect(projection).toContain('<meta name="robots" content="noindex"/>');
    expect((await fetch(`${server.url}/categories/agriculture/definitions`)).status).toBe(404);
  });
});
