import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The longest files first: the fuzz files, each sending its thousands of requests one after the other, waiting more
 * than computing, and the rate limits' file, whose sign-ins hash a password each. Started last, as Vitest does with
 * small files it has no timings for (a fresh clone has none), they made the integration layer longer: by a minute for
 * the fuzz files (171 s instead of about 120 s, 2026-11-26), the rate limits' file ending last (2026-11-29).
 */
export default class IntegrationSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isLong = (file: TestSpecification) => /\/(fuzz-[^/]+|abuse)\.integration\.test\.ts$/.test(file.moduleId);
    return [...sorted.filter(isLong), ...sorted.filter((file) => !isLong(file))];
  }
}
