// The service worker and the installable app's icons, written into the client build at build end (React Router's
// `buildEnd`, react-router.config.ts). The worker's version is a hash of the whole client build: any change to a file
// makes a new worker, whose new cache replaces the old one (docs/decisions/025-offline-service-worker.md).
import { createHash } from "node:crypto";
import { readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Resvg } from "@resvg/resvg-js";
import { build } from "vite";
import { moduleEntries, quizzes } from "../../content/registry";
import { dataPathOf, OFFLINE_PAGE_PATH, SERVICE_WORKER_FILE, type OfflineConfig } from "../../core/offline";
import { MY_POSITIONS_PATH } from "../../app/features/positions/paths";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const WORKER_SOURCE = path.join(root, "app/features/offline/service-worker.ts");

/**
 * The React Router routes whose files the shell keeps: a module, a quiz, the offline page, the 404 and « Mes
 * positions » (which must open in airplane mode even if never visited with a connection).
 */
const SHELL_ROUTES = ["root", "routes/module", "routes/hors-ligne", "routes/not-found", "routes/mes-positions"];

/** The icons of the web manifest (public/site.webmanifest), drawn from the favicon. */
export const ICONS = [
  { file: "icons/icon-192.png", size: 192, maskable: false },
  { file: "icons/icon-512.png", size: 512, maskable: false },
  { file: "icons/icon-maskable-512.png", size: 512, maskable: true },
] as const;

type Manifest = {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; css?: string[] }>;
};

/** Every file of the client build, relative, with `/` separators, sorted; the worker itself left out. */
export function clientFiles(clientDir: string): string[] {
  return readdirSync(clientDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file !== SERVICE_WORKER_FILE && statSync(path.join(clientDir, file)).isFile())
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

/** A hash of every file's name and content: the same build gives the same version, any change a new one. */
export function buildVersion(clientDir: string): string {
  const hash = createHash("sha256");
  for (const file of clientFiles(clientDir)) {
    hash.update(file).update("\0").update(readFileSync(path.join(clientDir, file))).update("\0");
  }
  return hash.digest("hex").slice(0, 16);
}

/** What the worker keeps at install, and which pages it may keep once visited. */
export function offlineConfig(clientDir: string): OfflineConfig {
  const files = clientFiles(clientDir);
  /** The script named after `name`: React Router's client manifest, or a chunk split off for an `import()`. */
  const chunk = (name: string) => {
    const file = files.find((candidate) => new RegExp(`^assets/${name}-[\\w-]+\\.js$`).test(candidate));
    if (!file) throw new Error(`service worker: the build has no ${name} chunk for the shell`);
    return `/${file}`;
  };
  const manifestFile = chunk("manifest");
  const source = readFileSync(path.join(clientDir, manifestFile), "utf8");
  const manifest = JSON.parse(source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1)) as Manifest;
  // Every quiz has its own route id (quiz:<topic>) on one shared module: one of them stands for all.
  const quizRoute = Object.entries(manifest.routes).find(([id]) => id.startsWith("quiz:"))?.[1];
  const routes = [...SHELL_ROUTES.map((id) => manifest.routes[id]), quizRoute];
  if (routes.some((route) => !route)) throw new Error("service worker: a shell route is missing from the manifest");
  const shell = new Set([
    // The offline page has no loader, hence no `.data`: it is only ever loaded as a document.
    OFFLINE_PAGE_PATH,
    // « Mes positions » reads this device's marks, and nothing else changes it between two builds: kept at install,
    // it opens offline whether or not it was visited before (docs/decisions/035-my-positions-on-the-device-only.md).
    MY_POSITIONS_PATH,
    dataPathOf(MY_POSITIONS_PATH),
    "/site.webmanifest",
    "/favicon.svg",
    ...ICONS.map((icon) => `/${icon.file}`),
    manifestFile,
    manifest.entry.module,
    ...manifest.entry.imports,
    // Stylesheets are listed with a trailing `#` by React Router.
    ...routes.flatMap((route) => [route!.module, ...(route!.imports ?? []), ...(route!.css ?? [])]),
    // The review scheduler, which a quiz imports at the reader's first touch (app/features/review/deck-store.ts):
    // a quiz kept for offline reading records its answers in « Mes révisions » offline too.
    chunk("review-scheduler"),
    // The typeface, which the stylesheet asks for only once text is laid out.
    ...files.filter((name) => name.startsWith("assets/") && name.endsWith(".woff2")).map((name) => `/${name}`),
  ].map((url) => url.replace(/#$/, "")));
  // One missing file would make the worker's install fail, and the whole worker with it: better the build.
  const present = new Set(files);
  const missing = [...shell].filter((url) => !present.has(url.slice(1)) && !present.has(`${url.slice(1)}/index.html`));
  if (missing.length > 0) throw new Error(`service worker: shell files missing from the build: ${missing.join(", ")}`);
  return {
    version: buildVersion(clientDir),
    shell: [...shell],
    offlinePages: [...moduleEntries.map((entry) => entry.path), ...quizzes.map((quiz) => quiz.path)],
  };
}

/** Writes the worker, app/features/offline/service-worker.ts and core/offline.ts in one file, with its config. */
export async function bundleWorker(clientDir: string, config: OfflineConfig): Promise<void> {
  await build({
    configFile: false,
    logLevel: "warn",
    root,
    // Not the site's public/ folder, which the client build copied already.
    publicDir: false,
    define: { __OFFLINE_CONFIG__: JSON.stringify(config) },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      minify: true,
      target: "es2022",
      lib: { entry: WORKER_SOURCE, formats: ["es"], fileName: () => SERVICE_WORKER_FILE },
    },
  });
}

/** The favicon on a plain square (maskable: on the brand colour with the safe margin the platforms crop into). */
export function drawIcon(size: number, maskable: boolean): Buffer {
  const favicon = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
  const inner = favicon.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
  // A maskable icon must keep its drawing inside the centre 80 %: the mark is drawn at 70 % on the brand colour.
  const svg = maskable
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#1c3a9e"/><g transform="translate(6 6) scale(0.7)">${inner}</g></svg>`
    : favicon;
  return new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
}

export async function writeServiceWorker(clientDir: string): Promise<void> {
  for (const icon of ICONS) {
    const file = path.join(clientDir, icon.file);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, drawIcon(icon.size, icon.maskable));
  }
  // After the icons: they are part of the build the version stands for.
  await bundleWorker(clientDir, offlineConfig(clientDir));
}
