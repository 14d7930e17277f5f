// `npm start`: build the production app when the sources are newer than the build, then serve it.
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, "build/server/index.js");
const SOURCES = ["app", "server", "content", "public", "drizzle", "package.json", "vite.config.ts", "react-router.config.ts"];

function newestChange(target) {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const name of readdirSync(target)) newest = Math.max(newest, newestChange(path.join(target, name)));
  return newest;
}

const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
// Prerendered pages carry absolute addresses: a different PUBLIC_URL needs a new build.
const wantedSiteUrl = (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
const siteUrlFile = path.join(root, "build/site-url.txt");
const builtSiteUrl = existsSync(siteUrlFile) ? readFileSync(siteUrlFile, "utf8").trim() : "";
const reason = !builtAt
  ? "No build yet"
  : changedAt > builtAt
    ? "Sources changed since the last build"
    : builtSiteUrl !== wantedSiteUrl
      ? `The build was made for ${builtSiteUrl || "another address"}, PUBLIC_URL is ${wantedSiteUrl}`
      : undefined;
if (reason) {
  console.log(`${reason}: building…`);
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
  });
}

process.env.NODE_ENV ??= "production";
process.chdir(root);
await import(entry);
