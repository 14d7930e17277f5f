import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The lint enforces the import direction of docs/architecture.md#import-direction: these fixtures are linted as if
// they were files at the given places, with the project's own ESLint configuration.
// Each test runs only the rule it is about: the others (import-x/no-cycle walks the whole import graph of a fixture
// that imports the quiz) took 10 s of a 5 s test on two busy cores.
const linterOf = (rule: string) => new ESLint({ cwd: process.cwd(), ruleFilter: ({ ruleId }) => ruleId === rule });
const eslint = linterOf("no-restricted-imports");

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("import direction", () => {
  // The first lint loads typescript-eslint and the configuration: about 5 s on two busy cores, measured.
  beforeAll(() => restrictedImports("core/warm-up.ts", "export {};\n"), 60_000);

  it("refuses app/ code in server/, at any depth", async () => {
    expect(
      await restrictedImports("server/fixture.ts", 'import { site } from "../app/config/seo";\nsite;\n'),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "server/domain/fixture.ts",
        'import { Quiz } from "../../app/features/quiz/Quiz";\nQuiz;\n',
      ),
    ).toHaveLength(1);
    expect(await restrictedImports("server/fixture.ts", 'import { createApp } from "./app";\ncreateApp;\n')).toEqual(
      [],
    );
  });

  it("refuses server/ code in app/, except in *.server.ts modules and resource routes", async () => {
    const code = 'import { AppError } from "../../server/domain/errors";\nAppError;\n';
    expect(await restrictedImports("app/routes/fixture.tsx", code)).toHaveLength(1);
    expect(await restrictedImports("app/features/fixture.ts", code)).toHaveLength(1);
    expect(await restrictedImports("app/features/fixture.server.ts", code)).toEqual([]);
    expect(await restrictedImports("app/routes/api/fixture.ts", code.replace("../..", "../../.."))).toEqual([]);
  });

  it("lets the API client import the server's answer types, and only their types", async () => {
    const typeOnly = 'import type { JsonAnswer } from "../../server/http/api-route";\nexport type T = JsonAnswer<1>;\n';
    const value = 'import { json } from "../../server/http/api-route";\njson;\n';
    expect(await restrictedImports("app/api/client.ts", typeOnly)).toEqual([]);
    expect(await restrictedImports("app/api/client.ts", value)).toHaveLength(1);
    expect(await restrictedImports("app/features/fixture.ts", typeOnly)).toHaveLength(1);
  });

  it("keeps core/ pure: nothing of ours, no UI, no I/O", async () => {
    for (const source of [
      "../app/root",
      "../server/domain/errors",
      "../content/registry",
      "react",
      "node:fs",
      "drizzle-orm",
    ]) {
      expect(await restrictedImports("core/fixture.ts", `import * as m from "${source}";\nm;\n`), source).toHaveLength(
        1,
      );
    }
    expect(
      await restrictedImports("core/fixture.ts", 'import { percentage } from "./scoring";\npercentage;\n'),
    ).toEqual([]);
  });

  it("keeps content/ free of app and server code", async () => {
    expect(
      await restrictedImports("content/fixture.ts", 'import { AppError } from "../server/domain/errors";\nAppError;\n'),
    ).toHaveLength(1);
    expect(
      await restrictedImports("content/fixture.ts", 'import { site } from "../app/config/seo";\nsite;\n'),
    ).toHaveLength(1);
  });
});

describe("no import circle", () => {
  const cycleLinter = linterOf("import-x/no-cycle");
  async function cycles(filePath: string, code: string): Promise<string[]> {
    const [result] = await cycleLinter.lintText(code, { filePath });
    return result!.messages.filter((message) => message.ruleId === "import-x/no-cycle").map((m) => m.message);
  }

  it("refuses an import that closes a circle, such as the session importing the progress feature again", async () => {
    // progress/claim.ts → progress/fiches-read.ts → auth/session.tsx: the session announces the sign-in instead.
    const code = 'import { claimAnonymousProgress } from "../progress/claim";\nclaimAnonymousProgress;\n';
    expect(await cycles("app/features/auth/session.tsx", code)).toHaveLength(1);
    expect(await cycles("app/features/auth/fixture.ts", code)).toEqual([]);
  });
});
