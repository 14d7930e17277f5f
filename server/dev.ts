// `npm run dev`: the same server with Vite in middleware mode, for hot reload of the UI.
import { createServer as createHttpServer } from "node:http";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import type * as Main from "./main";

const rootDir = fileURLToPath(new URL("..", import.meta.url));
const vite = await createViteServer({ root: rootDir, server: { middlewareMode: true }, appType: "custom" });

process.env.NODE_ENV ??= "development";
// The server is loaded through Vite too, so that it and the route modules share one instance of each module: the
// router context's keys (server/http/router-context.ts) are compared by identity.
const { start } = (await vite.ssrLoadModule("/server/main.ts")) as typeof Main;
await start({
  rootDir,
  mode: "development",
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  createNodeServer: (app) => {
    const listener = getRequestListener(app.fetch);
    return {
      fetch: app.fetch,
      createServer: (() =>
        createHttpServer((req, res) => vite.middlewares(req, res, () => listener(req, res)))) as never,
    };
  },
});
