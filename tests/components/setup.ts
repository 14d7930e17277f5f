import { configure } from "@testing-library/react";

// A `findBy…` waits for what a screen shows after its loader, a click or a state change. The layer runs beside lint,
// typecheck and the build (tests/support/test.mjs): on two busy cores that took more than Testing Library's default
// second. Every wait of the layer gets 15 s, `expect.poll` too (vitest.config.ts): a generous wait, never a sleep, and
// still a failure when nothing comes.
configure({ asyncUtilTimeout: 15_000 });

// Component tests render screens without a server: the browser's beacon queue takes the analytics events (as a real
// browser's does, delivered later), instead of a fetch to an address where nothing listens.
Object.defineProperty(globalThis.navigator, "sendBeacon", { value: () => true, configurable: true });

// Nor does a request leave the test: a finished quiz posts its attempt to /api/quiz-attempts, which happy-dom sent
// to http://localhost:3000, where `npm start` may be serving a developer's own database. It fails here as it does
// offline, and the quiz's outbox keeps the attempt (app/features/quiz/outbox.ts).
Object.defineProperty(globalThis, "fetch", {
  value: (input: RequestInfo | URL) =>
    Promise.reject(
      new TypeError(`No network in component tests: ${String(input instanceof Request ? input.url : input)}`),
    ),
  configurable: true,
});

// happy-dom has no EventSource: a live stream that has not delivered anything yet (the pupil's and the teacher's
// pages open one; what it brings is tested end to end, against the real server).
class SilentEventSource extends EventTarget {
  static readonly CLOSED = 2;
  readyState = 0;
  constructor(readonly url: string) {
    super();
  }
  close() {
    this.readyState = SilentEventSource.CLOSED;
  }
}
Object.defineProperty(globalThis, "EventSource", { value: SilentEventSource, configurable: true });
