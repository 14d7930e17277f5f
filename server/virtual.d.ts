// React Router's server build, as the SSR build provides it to server/index.ts.
declare module "virtual:react-router/server-build" {
  import type { ServerBuild } from "react-router";
  const build: ServerBuild;
  export = build;
}
