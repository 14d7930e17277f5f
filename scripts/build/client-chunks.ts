import type { Rolldown } from "vite";

type NameFunction = Extract<Rolldown.CodeSplittingGroup["name"], (...args: never[]) => unknown>;
type ChunkingContext = Parameters<NameFunction>[1];

/*
 * How the client build is cut into files (docs/decisions/012-client-chunks-and-first-paint.md).
 *
 * Why: on HTTP/1.1 every script is a round trip, and Lighthouse's mobile simulation (150 ms RTT, six connections)
 * counted the two dozen chunks of a few hundred bytes that rolldown's automatic splitting made for a module page
 * (one per icon, per helper…) in the time to first paint. So files follow what a page needs:
 *   - `framework`: React, React DOM and React Router, which every page needs;
 *   - `shell`: what the root route imports (header, footer, session, toasts…), which every page needs too, and what
 *     the content routes share with /auth and /profil (a page's metadata, the form fields, the progress and review
 *     reads): nearly every page needs those, and in `content` they made the account pages load all of it
 *     (docs/decisions/046-shared-page-code-in-the-shell.md);
 *   - `content`: what a content route (home, category, module) shares with any other route, beyond the shell;
 *   - `quiz`, `account`: what two or more quiz pages, or /auth and /profil, share; `account+quiz` what both share;
 *   - `forms`: what the account pages share with the other per-request pages (/rejoindre, /classe…): the page card;
 *   - a module that one route alone uses stays in that route's file.
 * Nothing of the quiz, the account forms or the back-office reaches a content page.
 */
const CHECKS = /[\\/]node_modules[\\/]zod[\\/]/;
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]|preload-helper/;
// React Router loads each route through a `?__react-router-build-client-route` facade of the route file.
const ROUTE = /[\\/]app[\\/](root|routes[\\/]([^\\/?]+))\.tsx?(\?|$)/;

const FAMILIES: Record<string, string> = {
  home: "content",
  category: "content",
  module: "content",
  international: "content",
  "international-subcategory": "content",
  quiz: "quiz",
  "test-rapide": "quiz",
  "fesstival-2025": "quiz",
  auth: "account",
  profil: "account",
  admin: "admin",
};

function routeFile(id: string): string | undefined {
  const match = ROUTE.exec(id);
  return match ? (match[2] ?? "root") : undefined;
}

/** The route files (`root`, `module`, `quiz`…) that import `id` statically, directly or through other modules. */
function importingRoutes(id: string, ctx: ChunkingContext, memo: Map<string, Set<string>>): Set<string> {
  const known = memo.get(id);
  if (known) return known;
  const routes = new Set<string>();
  memo.set(id, routes); // a cycle sees the partial set; the walk from its other end completes it
  const route = routeFile(id);
  if (route) routes.add(route);
  for (const importer of ctx.getModuleInfo(id)?.importers ?? []) {
    for (const found of importingRoutes(importer, ctx, memo)) routes.add(found);
  }
  return routes;
}

/**
 * The `codeSplitting.groups` of the client build. Highest priority first: a group takes the modules it names and
 * their dependencies, except those a group before it took, so React lands in `framework` only and what quizzes and
 * accounts share lands in `account+quiz`, not in either.
 */
export function clientChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const memo = new Map<string, Set<string>>();
  /** How many routes of each family import the module; route files themselves stay the entries React Router loads. */
  const familiesOf = (id: string, ctx: ChunkingContext) => {
    const counts: Record<string, number> = {};
    if (routeFile(id)) return counts;
    for (const route of importingRoutes(id, ctx, memo)) {
      const family = route === "root" ? "root" : (FAMILIES[route] ?? "pages");
      counts[family] = (counts[family] ?? 0) + 1;
    }
    return counts;
  };
  const group = (name: string, priority: number, takes: (families: Record<string, number>) => boolean) => ({
    name: (id: string, ctx: ChunkingContext) => (takes(familiesOf(id, ctx)) ? name : null),
    priority,
  });
  return [
    { name: "framework", test: FRAMEWORK, priority: 8 },
    // A chunk of its own for what the content and account pages share was one more request on every content page
    // (a fiche and a quiz then went over 141 KB); in the shell it costs only the few pages that use neither.
    group("shell", 7, (families) => Boolean(families.root || (families.content && families.account))),
    // zod, should a page ever import it, in a file of its own: no page does today (the browser's checks are plain
    // functions of core/, the forms are checked by the server's actions), so that no page pays its 25 KB.
    { name: "checks", test: CHECKS, priority: 6 },
    group(
      "content",
      5,
      (families) => Boolean(families.content) && Object.values(families).reduce((sum, count) => sum + count) >= 2,
    ),
    // What /auth and /profil share with /rejoindre or /classe and no content page (the page card; the form fields
    // are in the shell): without this group it went to `account`, and /rejoindre loaded its 10 KB for it.
    group("forms", 4, (families) => Boolean(families.account && families.pages)),
    group("account+quiz", 3, (families) => Boolean(families.account && families.quiz)),
    group("quiz", 2, (families) => (families.quiz ?? 0) >= 2),
    group("account", 1, (families) => (families.account ?? 0) >= 2),
  ];
}
