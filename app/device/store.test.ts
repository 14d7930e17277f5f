import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubLocalStorage } from "../../tests/support/memory-storage";
import type * as Store from "./store";

// Each test gets a fresh store module: what a refused write kept in memory must not leak into the next test.
let store: typeof Store;
beforeEach(async () => {
  vi.resetModules();
  store = await import("./store");
});
afterEach(() => vi.unstubAllGlobals());

/** A `storage` event as another tab's write fires it (Node has no StorageEvent). */
function otherTabWrote(key: string | null) {
  window.dispatchEvent(Object.assign(new Event("storage"), { key, storageArea: localStorage }));
}

describe("the device store's keys", () => {
  it("keeps the names devices already hold data under", () => {
    const { DEVICE } = store;
    expect({
      progress: DEVICE.progress.name,
      fichesRead: DEVICE.fichesRead.name,
      fichesReadToSend: DEVICE.fichesReadToSend.name,
      anonymousAttempts: DEVICE.anonymousAttempts.name,
      attemptOutbox: DEVICE.attemptOutbox.name,
      classAnswerOutbox: DEVICE.classAnswerOutbox.name,
      reviewDeck: DEVICE.reviewDeck.name,
      myPositions: DEVICE.myPositions.name,
      browserId: DEVICE.browserId.name,
      theme: DEVICE.theme.name,
      textSize: DEVICE.textSize.name,
    }).toEqual({
      progress: "userProgress",
      fichesRead: "lacademie.fichesLues",
      fichesReadToSend: "lacademie.fichesLues.aEnvoyer",
      anonymousAttempts: "lacademie.anonymousAttempts",
      attemptOutbox: "lacademie.attemptOutbox",
      classAnswerOutbox: "lacademie.classAnswerOutbox",
      reviewDeck: "lacademie.reviewDeck",
      myPositions: "lacademie.mesPositions",
      browserId: "lacademie.sessionId",
      theme: "lacademie.theme",
      textSize: "lacademie.textSize",
    });
  });

  it("reads what earlier versions wrote, in the same format", () => {
    const storage = stubLocalStorage();
    const { DEVICE, read, write } = store;
    storage.setItem("lacademie.fichesLues", JSON.stringify({ "module-a": "2026-11-02T10:00:00.000Z" }));
    storage.setItem("lacademie.anonymousAttempts", "1");
    storage.setItem("lacademie.theme", "dark");
    expect(read(DEVICE.fichesRead)).toEqual({ "module-a": "2026-11-02T10:00:00.000Z" });
    expect(read(DEVICE.anonymousAttempts)).toBe(true);
    expect(read(DEVICE.fichesReadToSend)).toBe(false);
    expect(read(DEVICE.theme)).toBe("dark");

    write(DEVICE.fichesReadToSend, true);
    write(DEVICE.attemptOutbox, []);
    expect(storage.getItem("lacademie.fichesLues.aEnvoyer")).toBe("1");
    expect(storage.getItem("lacademie.attemptOutbox")).toBe("[]");
  });

  it("turns anything unreadable into the key's empty value, never an exception", () => {
    const storage = stubLocalStorage();
    const { DEVICE, read } = store;
    for (const key of ["userProgress", "lacademie.fichesLues", "lacademie.attemptOutbox"]) {
      storage.setItem(key, "{not json");
    }
    storage.setItem("lacademie.sessionId", "not-an-id");
    storage.setItem("lacademie.textSize", "gigantesque");
    expect(read(DEVICE.progress)).toEqual({});
    expect(read(DEVICE.fichesRead)).toEqual({});
    expect(read(DEVICE.attemptOutbox)).toEqual([]);
    expect(read(DEVICE.browserId)).toBeNull();
    expect(read(DEVICE.textSize)).toBe("normal");

    storage.setItem("lacademie.attemptOutbox", JSON.stringify([{ id: "a" }, null, 3, { noId: true }]));
    expect(read(DEVICE.attemptOutbox)).toEqual([{ id: "a" }]);
  });

  it("removes a key when its value says nothing is left (a flag turned off)", () => {
    const storage = stubLocalStorage();
    const { DEVICE, write, remove } = store;
    write(DEVICE.anonymousAttempts, true);
    write(DEVICE.anonymousAttempts, false);
    expect(storage.items.has("lacademie.anonymousAttempts")).toBe(false);
    write(DEVICE.attemptOutbox, []);
    remove(DEVICE.attemptOutbox);
    expect(storage.items.size).toBe(0);
  });
});

describe("storage that refuses", () => {
  it("keeps a refused write for the rest of the page, and says it was not stored", () => {
    const storage = stubLocalStorage({ refuse: true });
    const { DEVICE, read, write, remove } = store;
    expect(write(DEVICE.theme, "dark")).toBe(false);
    expect(read(DEVICE.theme)).toBe("dark");
    expect(storage.items.size).toBe(0);
    remove(DEVICE.theme);
    expect(read(DEVICE.theme)).toBe("auto");
  });

  it("reads nothing, without throwing, where storage cannot even be reached", () => {
    vi.stubGlobal("localStorage", undefined);
    const { DEVICE, read, write } = store;
    expect(read(DEVICE.progress)).toEqual({});
    expect(write(DEVICE.browserId, "0f0f0f0f-0000-4000-8000-000000000000")).toBe(false);
    expect(read(DEVICE.browserId)).toBe("0f0f0f0f-0000-4000-8000-000000000000");
  });

  it("gives way to what another tab stored", () => {
    const storage = stubLocalStorage({ refuse: true });
    vi.stubGlobal("window", new EventTarget());
    const { DEVICE, read, write, subscribe } = store;
    const stop = subscribe(() => {});
    write(DEVICE.textSize, "large");
    storage.items.set("lacademie.textSize", "x-large");
    otherTabWrote("lacademie.textSize");
    expect(read(DEVICE.textSize)).toBe("x-large");
    stop();
  });
});

describe("subscribe", () => {
  it("tells of this tab's writes and of the other tabs' changes, until unsubscribed", () => {
    stubLocalStorage();
    vi.stubGlobal("window", new EventTarget());
    const { DEVICE, write, remove, subscribe } = store;
    const heard: (string | null)[] = [];
    const stop = subscribe((name) => heard.push(name));
    write(DEVICE.progress, {});
    remove(DEVICE.anonymousAttempts);
    otherTabWrote("lacademie.reviewDeck");
    otherTabWrote(null);
    stop();
    write(DEVICE.progress, {});
    otherTabWrote("lacademie.reviewDeck");
    expect(heard).toEqual(["userProgress", "lacademie.anonymousAttempts", "lacademie.reviewDeck", null]);
  });

  it("ignores the events of another storage area (sessionStorage)", () => {
    stubLocalStorage();
    vi.stubGlobal("window", new EventTarget());
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    window.dispatchEvent(Object.assign(new Event("storage"), { key: "x", storageArea: {} }));
    stop();
    expect(heard).not.toHaveBeenCalled();
  });
});

describe("useDeviceValue", () => {
  it("is absent on the server and in the prerendered page", () => {
    const storage = stubLocalStorage();
    storage.setItem("lacademie.theme", "dark");
    const { DEVICE, useDeviceValue } = store;
    function Theme() {
      return createElement("p", null, String(useDeviceValue(DEVICE.theme)));
    }
    expect(renderToString(createElement(Theme))).toBe("<p>undefined</p>");
  });
});
