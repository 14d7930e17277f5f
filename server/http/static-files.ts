import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import { getMimeType, mimes } from "hono/utils/mime";
import { SERVICE_WORKER_FILE } from "../../core/offline";

/**
 * Hono's table of types, React Router's route data (`.data`), which its client reads only under this type, and SVG as
 * the web manifest names its icons' type (tests/e2e/offline.spec.ts), without Hono's charset.
 */
const CONTENT_TYPES = { ...mimes, data: "text/x-script; charset=utf-8", svg: "image/svg+xml" };
const contentTypeOf = (file: string) => getMimeType(file, CONTENT_TYPES) ?? "application/octet-stream";
/** Text, JSON and XML formats (SVG, the web manifest) gain from compression; images and fonts already are compressed. */
const COMPRESSIBLE_TYPE = /^text\/|json|xml/;
const MIN_COMPRESS_BYTES = 512;

/**
 * Files a browser may open as a document able to run scripts or be framed for a click: pages, SVG and XML (an SVG or
 * XML file opened in a tab runs its scripts). They keep every header a document obeys.
 */
const DOCUMENT_EXTENSIONS = new Set([".html", ".svg", ".xml"]);

export type StaticFile = {
  body: Buffer;
  brotli?: Buffer;
  gzip?: Buffer;
  contentType: string;
  etag: string;
  cacheControl: string;
  /** For prerendered pages: the CSP hashes of their inline scripts. */
  scriptHashes?: string[];
  /**
   * Loaded by pages as a subresource and never shown as a document that could run a script (scripts, the service
   * worker, stylesheets, fonts, raster images, route data, the manifest): served without the document-only headers.
   */
  subresource: boolean;
};

export type StaticFiles = ReadonlyMap<string, StaticFile>;

/**
 * The brotli and gzip forms of a file are made once, by the build (`writeCompressedForms`, react-router.config.ts),
 * and written beside it: made at each start-up they took 4 s of CPU on this machine kind (8.6 s on a busy one), a
 * cold start every test server and every restart after a crash paid.
 */
const COMPRESSED_SUFFIX = { brotli: ".br", gzip: ".gz" } as const;

function isCompressible(absolute: string, size: number): boolean {
  return COMPRESSIBLE_TYPE.test(contentTypeOf(absolute)) && size >= MIN_COMPRESS_BYTES;
}

/**
 * Brotli's best quality (11) for the scripts and stylesheets, which every page loads before it listens and the script
 * budget counts; 10 for the rest, mostly prerendered pages and their route data (8.7 of the build's 10 MB of text):
 * 2 % larger, at a third of the CPU (13 of the build's 57 s, docs/performance.md#figures-behind-code-choices).
 */
const brotliQuality = (file: string) => (/\.(js|css)$/.test(file) ? 11 : 10);

function compress(file: string, body: Buffer): { brotli: Buffer; gzip: Buffer } {
  return {
    brotli: brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** Writes `file.br` and `file.gz` beside every compressible file of the client build. Returns how many it wrote. */
export function writeCompressedForms(clientDir: string): number {
  let written = 0;
  for (const absolute of walk(clientDir)) {
    if (isCompressedForm(absolute)) continue;
    const body = readFileSync(absolute);
    if (!isCompressible(absolute, body.length)) continue;
    const forms = compress(absolute, body);
    writeFileSync(absolute + COMPRESSED_SUFFIX.brotli, forms.brotli);
    writeFileSync(absolute + COMPRESSED_SUFFIX.gzip, forms.gzip);
    written += 1;
  }
  return written;
}

/** `x.js.br` beside `x.js` is a form of it, not a file of its own. */
function isCompressedForm(absolute: string): boolean {
  return Object.values(COMPRESSED_SUFFIX).some(
    (suffix) => absolute.endsWith(suffix) && existsSync(absolute.slice(0, -suffix.length)),
  );
}

/** The file's forms written by the build, if both are there and not older than the file; made here otherwise. */
function compressedForms(absolute: string, body: Buffer): { brotli: Buffer; gzip: Buffer } {
  const written = Object.values(COMPRESSED_SUFFIX).map((suffix) => absolute + suffix);
  const fileTime = statSync(absolute).mtimeMs;
  if (written.every((form) => existsSync(form) && statSync(form).mtimeMs >= fileTime)) {
    const [brotli, gzip] = written.map((form) => readFileSync(form));
    return { brotli: brotli!, gzip: gzip! };
  }
  return compress(absolute, body);
}

/**
 * Loads the client build once at start-up: hashed assets, public files and prerendered pages, each with its
 * gzip and brotli forms, so that serving them costs a map lookup. The whole client build is a few megabytes.
 */
export function loadStaticFiles(clientDir: string): StaticFiles {
  const files = new Map<string, StaticFile>();
  for (const absolute of walk(clientDir)) {
    if (isCompressedForm(absolute)) continue;
    const relative = path.relative(clientDir, absolute).split(path.sep).join("/");
    const extension = path.extname(relative).toLowerCase();
    const body = readFileSync(absolute);
    const isPage = extension === ".html";
    const file: StaticFile = {
      body,
      contentType: contentTypeOf(relative),
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: relative.startsWith("assets/")
        ? "public, max-age=31536000, immutable"
        : isPage || extension === ".data" || relative === SERVICE_WORKER_FILE
          ? "no-cache"
          : "public, max-age=3600",
      subresource: !DOCUMENT_EXTENSIONS.has(extension),
    };
    if (isCompressible(absolute, body.length)) Object.assign(file, compressedForms(absolute, body));
    if (isPage) file.scriptHashes = inlineScriptHashes(body.toString("utf8"));
    files.set(addressOf(relative), file);
  }
  return files;
}

/** `a-propos/index.html` → `/a-propos`; `index.html` → `/`. Any other file keeps its path. */
function addressOf(relative: string): string {
  if (relative === "index.html") return "/";
  if (relative.endsWith("/index.html")) return `/${relative.slice(0, -"/index.html".length)}`;
  return `/${relative}`;
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** SHA-256 sources for every inline script of a page, for a Content-Security-Policy without 'unsafe-inline'. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const content = match[1] ?? "";
    if (content.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function pickEncoding(file: StaticFile, acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  if (file.brotli && /\bbr\b/.test(acceptEncoding)) return "br";
  if (file.gzip && /\bgzip\b/.test(acceptEncoding)) return "gzip";
  return undefined;
}

/** Every file below `directory`, none when there is no such directory. */
function walk(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
