// Component tests render screens without a server: the browser's beacon queue takes the analytics events (as a real
// browser's does, delivered later), instead of a fetch to an address where nothing listens.
Object.defineProperty(globalThis.navigator, "sendBeacon", { value: () => true, configurable: true });
