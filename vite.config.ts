import { writeFileSync, mkdirSync } from "node:fs";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { clientChunkGroups } from "./scripts/build/client-chunks.ts";
import { buildSiteUrl } from "./scripts/build/site-url.ts";

// Prerendered pages carry absolute canonical addresses: the public address is fixed at build time.
const siteUrl = buildSiteUrl();

/** Records which PUBLIC_URL a build was made for, so that `npm start` can rebuild when it changes. */
function recordSiteUrl(): Plugin {
  return {
    name: "lacademie:record-site-url",
    apply: "build",
    closeBundle() {
      mkdirSync("build", { recursive: true });
      writeFileSync("build/site-url.txt", siteUrl);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), recordSiteUrl()],
  define: { "import.meta.env.VITE_SITE_URL": JSON.stringify(siteUrl) },
  build: isSsrBuild
    ? {
        // The process entry goes first, React Router's server build second: React Router looks the latter up
        // in the manifest to prerender, and our entry imports it.
        rollupOptions: { input: ["./server/index.ts", "virtual:react-router/server-build"] },
      }
    : { rolldownOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } } },
}));
