// `node tests/support/ensure-browser.mjs e2e|measure`: makes sure the Chromium of that kind of run is here
// (tests/support/chromium.mjs), before the end-to-end suite or a measurement starts.
import { ensureChromium } from "./chromium.mjs";

const kind = process.argv[2];
if (kind !== "e2e" && kind !== "measure") {
  console.error("usage: node tests/support/ensure-browser.mjs e2e|measure");
  process.exit(2);
}
ensureChromium(kind);
