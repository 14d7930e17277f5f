import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/prerender";
import { validateContent } from "./content/validate";
import { writeServiceWorker } from "./scripts/build/service-worker";
import { writeCompressedForms } from "./server/http/static-files";
import { writeShareImages } from "./scripts/build/share-images";
import { buildSiteUrl } from "./scripts/build/site-url";

export default {
  ssr: true,
  // Loaders and actions read one typed context, `context.get(serverContext)` (server/http/router-context.ts).
  future: { v8_middleware: true },
  // Content pages are rendered once at build time and served from memory; the rest is rendered per request.
  async prerender() {
    // A content file that breaks the schema fails the build, before anything is rendered.
    validateContent();
    return prerenderedPaths();
  },
  // Each module's share image (Open Graph) and the QR code of its address, once the client build is written; then
  // the app's icons and the service worker, as its version is a hash of everything else in the build; last, the
  // brotli and gzip forms of every text file, which the server would otherwise make at each start-up.
  async buildEnd({ reactRouterConfig }) {
    const clientDir = `${reactRouterConfig.buildDirectory}/client`;
    await writeShareImages(clientDir, buildSiteUrl());
    await writeServiceWorker(clientDir);
    writeCompressedForms(clientDir);
  },
} satisfies Config;
