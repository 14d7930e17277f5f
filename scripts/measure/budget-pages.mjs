// docs/performance.md#budgets: the pages whose JavaScript and Lighthouse scores are budgeted by default — home, a
// category, a module, a quiz, the quick test and the profile. `npm run lighthouse` measures them when given no path;
// `npm run script-bytes` starts with them.
export const BUDGET_PAGES = [
  "/",
  "/categories/climat",
  "/categories/climat/objectifs-climatiques",
  "/categories/climat/quiz",
  "/test-rapide",
  "/profil",
];
