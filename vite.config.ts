import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: isSsrBuild
    ? {
        // The process entry goes first, React Router's server build second: React Router looks the latter up
        // in the manifest to prerender, and our entry imports it.
        rollupOptions: { input: ["./server/index.ts", "virtual:react-router/server-build"] },
      }
    : undefined,
}));
