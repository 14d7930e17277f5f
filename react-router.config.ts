import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/config/prerender";
import { validateContent } from "./content/validate";

export default {
  ssr: true,
  // Content pages are rendered once at build time and served from memory; the rest is rendered per request.
  async prerender() {
    // A content file that breaks the schema fails the build, before anything is rendered.
    validateContent();
    return prerenderedPaths();
  },
} satisfies Config;
