// Builds the production app when the sources are newer than the build (or when it was made for another address).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const SOURCES = [
  "app",
  "server",
  "content",
  "public",
  "drizzle",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
  "scripts/build",
];

/** The newest modification time of `target` and, for a folder, of everything in it (0 when it does not exist). */
function newestChange(target) {
  const stats = statSync(target, { throwIfNoEntry: false });
  const inside = stats?.isDirectory() ? readdirSync(target, { recursive: true }) : [];
  const times = inside.map((name) => statSync(path.join(target, name), { throwIfNoEntry: false })?.mtimeMs ?? 0);
  return Math.max(stats?.mtimeMs ?? 0, ...times);
}

/**
 * `siteUrl`: the public address the prerendered pages must carry (their canonical and Open Graph addresses);
 * a build made for another one is rebuilt. Leave it out when the address does not matter (measurements).
 */
export function buildIfStale({ siteUrl } = {}) {
  const entry = path.join(root, "build/server/index.js");
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map((source) => newestChange(path.join(root, source))));
  const siteUrlFile = path.join(root, "build/site-url.txt");
  const builtSiteUrl = existsSync(siteUrlFile) ? readFileSync(siteUrlFile, "utf8").trim() : "";
  const reason = !builtAt
    ? "No build yet"
    : changedAt > builtAt
      ? "Sources changed since the last build"
      : siteUrl !== undefined && builtSiteUrl !== siteUrl
        ? `The build was made for ${builtSiteUrl || "another address"}, PUBLIC_URL is ${siteUrl}`
        : undefined;
  if (!reason) return;
  console.log(`${reason}: building…`);
  execFileSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    // Called from Vitest, which sets NODE_ENV=test, the build would bundle React's development code, much heavier
    // than the production one (docs/performance.md#figures-behind-code-choices).
    env: { ...process.env, NODE_ENV: "production" },
  });
}
