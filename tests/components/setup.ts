// Component tests render screens without a server: the browser's beacon queue takes the analytics events (as a real
// browser's does, delivered later), instead of a fetch to an address where nothing listens.
Object.defineProperty(globalThis.navigator, "sendBeacon", { value: () => true, configurable: true });

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
