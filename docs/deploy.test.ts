// docs/deploy.md shows the Caddyfiles the deploy layer runs, as they are: an operator copies the tested set-up.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(`../${file}`, import.meta.url), "utf8");

it("docs/deploy.md shows deploy/Caddyfile and tests/deploy/Caddyfile word for word", () => {
  const shown = [...read("docs/deploy.md").matchAll(/```caddyfile\n([\s\S]*?)```/g)].map((match) => match[1]);
  expect(shown).toEqual([read("deploy/Caddyfile"), read("tests/deploy/Caddyfile")]);
});
