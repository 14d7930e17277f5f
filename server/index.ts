// Production entry, bundled by Vite next to React Router's server build (see vite.config.ts).
import { fileURLToPath } from "node:url";
import * as build from "virtual:react-router/server-build";
import { start } from "./main";

// This file runs as build/server/index.js: the project root is two folders up.
const rootDir = fileURLToPath(new URL("../..", import.meta.url));

await start({ rootDir, build, mode: "production" });
