import { describe, expect, it } from "vitest";
import {
  dataPathOf,
  isNeverCached,
  isSingleFetch,
  offlinePageFor,
  pagePathOf,
  planRequest,
  safeReturnPath,
} from "./offline";

const ORIGIN = "https://lacademie.fr";
const MODULE = "/categories/climat/objectifs-climatiques";
const QUIZ = "/categories/climat/quiz";
const offlinePages = new Set([MODULE, QUIZ]);
const shell = new Set(["/hors-ligne", "/site.webmanifest", "/icons/icon-192.png"]);

const plan = (path: string, { method = "GET", mode = "cors", origin = ORIGIN, referrerPath = "" } = {}) =>
  planRequest({ method, mode, origin: ORIGIN, url: new URL(path, origin), referrerPath }, offlinePages, shell);

describe("which requests the worker answers", () => {
  it("never touches the API, whatever asks for it", () => {
    for (const path of [
      "/api/quiz-attempts",
      "/api/me",
      "/api/auth/sign-in/email",
      "/api/admin/attempts.csv",
      "/api/class/sessions/abc/events",
    ]) {
      expect(plan(path, { mode: "navigate" }), path).toEqual({ kind: "ignore" });
      expect(plan(path, { mode: "cors" }), path).toEqual({ kind: "ignore" });
      expect(isNeverCached(path), path).toBe(true);
    }
  });

  it("never keeps the back-office, the class mode, the account pages nor their .data: the network, or the offline page", () => {
    for (const path of [
      "/admin",
      "/admin.data",
      "/classe",
      "/classe/abc/projection",
      "/classe/abc.data",
      "/rejoindre",
      "/rejoindre/ABC123/climat",
      "/profil",
      "/profil.data",
      "/auth",
      "/newsletter/desinscription",
    ]) {
      const pagePath = path.replace(/\.data$/, "");
      expect(plan(path, { mode: "navigate" }), path).toEqual({ kind: "network-first", pagePath, keep: false });
      expect(isNeverCached(path), path).toBe(true);
    }
    // A pupil opening the join page offline lands on the site's offline page, which brings them back.
    expect(plan("/rejoindre", { mode: "navigate" })).toEqual({
      kind: "network-first",
      pagePath: "/rejoindre",
      keep: false,
    });
    expect(offlinePageFor("/rejoindre")).toBe("/hors-ligne?depuis=%2Frejoindre");
    // Their scripts and images are not pages: left to the browser.
    expect(plan("/rejoindre/ABC123/climat", { mode: "no-cors" })).toEqual({ kind: "ignore" });
  });

  it("leaves writes and other sites alone, even for a kept page", () => {
    expect(plan(MODULE, { method: "POST" })).toEqual({ kind: "ignore" });
    expect(plan(MODULE, { origin: "https://ailleurs.example" })).toEqual({ kind: "ignore" });
  });

  it("does not mistake a page whose name starts like a private one for it", () => {
    expect(isNeverCached("/administration-publique")).toBe(false);
    expect(isNeverCached("/apiculture")).toBe(false);
  });

  it("keeps the build's hashed files from the cache first", () => {
    expect(plan("/assets/root-abc123.js")).toEqual({ kind: "cache-first", keep: true });
    expect(plan("/assets/shell-abc.css", { referrerPath: MODULE })).toEqual({ kind: "cache-first", keep: true });
  });

  it("keeps no build file that the back-office, class mode or an account page asked for", () => {
    for (const page of ["/admin", "/profil", "/classe/abc", "/rejoindre/ABC123"])
      expect(plan("/assets/admin-abc.js", { referrerPath: page }), page).toEqual({
        kind: "cache-first",
        keep: false,
      });
  });

  it("answers the shell's files from the install cache, the offline page whatever its query", () => {
    expect(plan("/site.webmanifest")).toEqual({ kind: "cache-first", keep: false });
    expect(plan("/hors-ligne?depuis=%2Fcategories", { mode: "navigate" })).toEqual({
      kind: "cache-first",
      keep: false,
    });
  });

  it("keeps module and quiz pages and their .data, network first", () => {
    expect(plan(MODULE, { mode: "navigate" })).toEqual({ kind: "network-first", pagePath: MODULE, keep: true });
    expect(plan(`${MODULE}.data`)).toEqual({ kind: "network-first", pagePath: MODULE, keep: true });
    expect(plan(`${QUIZ}.data?_routes=root`)).toEqual({ kind: "network-first", pagePath: QUIZ, keep: true });
  });

  it("sends other pages, their .data and the route manifest to the network, with an offline answer", () => {
    expect(plan("/categories/ukraine/histoire", { mode: "navigate" })).toEqual({
      kind: "network-first",
      pagePath: "/categories/ukraine/histoire",
      keep: false,
    });
    expect(plan("/_root.data")).toEqual({ kind: "network-first", pagePath: "/", keep: false });
    expect(plan("/__manifest?paths=%2Fa&version=1")).toEqual({
      kind: "network-first",
      pagePath: "/__manifest",
      keep: false,
    });
    // What the offline answer tells apart: a client-side navigation's request, or a document.
    expect(isSingleFetch("/_root.data")).toBe(true);
    expect(isSingleFetch("/__manifest")).toBe(true);
    expect(isSingleFetch("/categories/ukraine/histoire")).toBe(false);
  });

  it("ignores what is neither a page nor the build (share images, the sitemap fetched by a script)", () => {
    expect(plan("/partage/climat.png")).toEqual({ kind: "ignore" });
    expect(plan("/sitemap.xml")).toEqual({ kind: "ignore" });
  });
});

describe("paths", () => {
  it("goes between a page and its .data", () => {
    expect(pagePathOf(`${MODULE}.data`)).toBe(MODULE);
    expect(pagePathOf("/_root.data")).toBe("/");
    expect(pagePathOf(MODULE)).toBe(MODULE);
    expect(dataPathOf(MODULE)).toBe(`${MODULE}.data`);
    expect(dataPathOf("/")).toBe("/_root.data");
  });

  it("sends « Réessayer » back to a path of this site only", () => {
    expect(offlinePageFor(MODULE)).toBe(`/hors-ligne?depuis=${encodeURIComponent(MODULE)}`);
    expect(safeReturnPath(MODULE)).toBe(MODULE);
    expect(safeReturnPath("//evil.example/x")).toBeNull();
    expect(safeReturnPath("/\\evil.example")).toBeNull();
    expect(safeReturnPath("https://evil.example")).toBeNull();
    expect(safeReturnPath("javascript:alert(1)")).toBeNull();
    expect(safeReturnPath(null)).toBeNull();
  });
});
