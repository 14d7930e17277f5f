import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The import direction of docs/architecture.md#import-direction: app → core, content; server → core, content;
// core imports nothing of ours and no framework; server never imports app; in app only *.server.ts(x) modules and
// resource routes (app/routes/**/*.ts: a loader or an action, which React Router keeps out of the browser) import
// server, and the API client imports the *type* of the server's answers. Relative paths are matched by their
// folder names: no folder below app/, server/ or core/ is called app, server, core or content.
const folder = (name, message) => ({ group: [`**/${name}/**`], message });
const APP = folder("app", "server/, core/ and content/ never import app/ (docs/architecture.md#import-direction).");
const SERVER = folder(
  "server",
  "In app/, only *.server.ts modules and resource routes import server/; the browser reaches it through app/api/client.ts.",
);
const CORE_IMPORTS_NOTHING = [
  { group: ["**/app/**", "**/server/**", "**/content/**"], message: "core/ is pure: it imports nothing of ours." },
  {
    group: ["react", "react-*", "react-router", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "node:*"],
    message: "core/ holds no UI and no I/O.",
  },
];
const restrict = (patterns) => ["error", { patterns }];

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "reports/", "data/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // React's rules where React is: they run React's compiler on every file they are given, and the server, core,
    // content, scripts and tests hold no component or hook for it.
    files: ["app/**", "tests/components/**"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // No import circle in the product (docs/architecture.md#import-direction): a feature that must react to another's
    // event listens to it (the sign-in of app/features/auth/sign-in.ts) instead of being imported by it. Tests import
    // the product and nothing imports them, so no circle of the product runs through them. Relative imports only, so
    // the plain resolver with TypeScript's extensions finds every file; packages are not walked.
    files: ["{app,server,core,content,scripts}/**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  { files: ["core/**"], rules: { "no-restricted-imports": restrict(CORE_IMPORTS_NOTHING) } },
  { files: ["server/**"], rules: { "no-restricted-imports": restrict([APP]) } },
  {
    files: ["content/**"],
    rules: {
      "no-restricted-imports": restrict([APP, folder("server", "content/ is data: it imports no server code.")]),
    },
  },
  {
    files: ["app/**"],
    ignores: ["app/**/*.server.ts", "app/**/*.server.tsx", "app/routes/**/*.ts", "app/api/client.ts"],
    // Route modules read their loaders' context through its keys: router-context holds those and types, no server code.
    rules: {
      "no-restricted-imports": restrict([{ regex: "(^|/)server/(?!http/router-context$)", message: SERVER.message }]),
    },
  },
  {
    files: ["app/api/client.ts"],
    rules: { "no-restricted-imports": restrict([{ ...SERVER, allowTypeImports: true }]) },
  },
  {
    // No component over 150 lines: a longer one is split by meaning, into sub-components and named hooks (issue 46).
    files: ["app/**/*.tsx"],
    rules: { "max-lines-per-function": ["error", { max: 150, skipBlankLines: true, skipComments: true }] },
  },
);
