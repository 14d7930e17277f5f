// `npm start`: build the production app when the sources are newer than the build, then serve it.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildIfStale } from "./build-if-stale.mjs";

const root = fileURLToPath(new URL("../..", import.meta.url));
// Prerendered pages carry absolute addresses: a different PUBLIC_URL needs a new build.
buildIfStale({
  siteUrl: (process.env.PUBLIC_URL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, ""),
});

process.env.NODE_ENV ??= "production";
process.chdir(root);
await import(path.join(root, "build/server/index.js"));
