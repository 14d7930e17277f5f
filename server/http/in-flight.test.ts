import { describe, expect, it } from "vitest";
import { inFlightRequests } from "./in-flight";

function deferred() {
  let resolve!: (response: Response) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<Response>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setImmediate(resolve));
  return done;
};

describe("inFlightRequests", () => {
  it("is idle at once when nothing runs", async () => {
    const requests = inFlightRequests(() => new Response("ok"));
    expect(await settled(requests.idle())).toBe(true);
  });

  it("waits for every running handler, including one that fails", async () => {
    const first = deferred();
    const second = deferred();
    const pending = [first, second];
    const requests = inFlightRequests(() => pending.shift()!.promise);
    const answered = requests.fetch();
    const failed = requests.fetch().catch((error: unknown) => error);

    const idle = requests.idle();
    first.resolve(new Response("premier"));
    expect(await settled(idle)).toBe(false);
    second.reject(new Error("base fermée"));
    expect(await settled(idle)).toBe(true);
    expect(await (await answered).text()).toBe("premier");
    expect(await failed).toBeInstanceOf(Error);
  });
});
