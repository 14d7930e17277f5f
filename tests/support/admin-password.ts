import { readFileSync } from "node:fs";

/** The admin password of every test server and of the test build (kept in admin.json, which tests/support/test.mjs reads too). */
export const TEST_ADMIN_PASSWORD: string = JSON.parse(
  readFileSync(new URL("./admin.json", import.meta.url), "utf8"),
).password;
