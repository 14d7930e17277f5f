import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The fuzz files first. Each sends its thousands of requests one after the other for about a minute, waiting more than
 * computing, while the other worker runs the rest; started last, as Vitest does with small files it has no timings
 * for (a fresh clone has none), they made the integration layer a minute longer (171 s instead of about 120 s,
 * 2026-11-26).
 */
export default class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isFuzz = (file: TestSpecification) => /\/fuzz-[^/]+\.integration\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isFuzz), ...sorted.filter((file) => !isFuzz(file))];
  }
}
