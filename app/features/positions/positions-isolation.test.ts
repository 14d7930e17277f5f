// « Mes positions » never leaves the device (docs/decisions/035-my-positions-on-the-device-only.md). The end-to-end
// test records the browser's requests; this one keeps the code that could send them away from the marks: only the two
// screens that show them read the store, and nothing on the way to the network imports it.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const files = ["app", "core", "server", "content", "scripts"].flatMap(sourceFiles);
const importsOf = (file: string) =>
  [...readFileSync(path.join(root, file), "utf8").matchAll(/from\s+"([^"]+)"/g)].map((match) =>
    match[1]!.startsWith(".") ? path.posix.join(path.posix.dirname(file), match[1]!) : match[1]!,
  );

describe("« Mes positions » stays on the device", () => {
  it("only the map's marking control and the « Mes positions » page read the stored marks", () => {
    const readers = files.filter((file) =>
      importsOf(file).some((target) => target === "app/features/positions/positions-store"),
    );
    expect(readers.sort()).toEqual([
      "app/features/positions/MarkPosition.tsx",
      "app/features/positions/MyPositionsPage.tsx",
    ]);
  });

  it("the store, its rule and the two screens import nothing that sends: no API client, audience event, worker", () => {
    const positionFiles = [
      "core/my-positions.ts",
      "app/features/positions/positions-store.ts",
      "app/features/positions/MarkPosition.tsx",
      "app/features/positions/MyPositionsPage.tsx",
    ];
    const sending = positionFiles.flatMap((file) =>
      importsOf(file)
        .filter((target) => /api\/client|analytics|offline|class|fetch|beacon/i.test(target))
        .map((target) => `${file} imports ${target}`),
    );
    expect(sending).toEqual([]);
    for (const file of positionFiles) {
      const source = readFileSync(path.join(root, file), "utf8");
      expect(source, file).not.toMatch(/\bfetch\(|sendBeacon|postMessage|useFetcher|<Form\b|method="post"/);
    }
  });

  it("the server, the class mode and the audience measurement never name the stored key", () => {
    const named = files.filter(
      (file) =>
        /^(server\/|app\/features\/(class|analytics)\/|app\/api\/)/.test(file) &&
        /mesPositions|my-positions|positions-store/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(named).toEqual([]);
  });
});
