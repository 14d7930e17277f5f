import { describe, expect, it } from "vitest";
import { clientChunkGroups } from "./client-chunks";

type Group = ReturnType<typeof clientChunkGroups>[number];
type Context = Parameters<Extract<Group["name"], (...args: never[]) => unknown>>[1];

const route = (name: string) => `/repo/app/routes/${name}.tsx`;
const ROOT = "/repo/app/root.tsx";

/** The file rolldown would put `id` in: the first group, by priority, that claims it (null: left to the routes). */
function fileOf(id: string, importers: Record<string, string[]>): string | null {
  const ctx = { getModuleInfo: (moduleId: string) => ({ importers: importers[moduleId] ?? [] }) } as unknown as Context;
  const groups = [...clientChunkGroups()].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  for (const group of groups) {
    if (typeof group.name === "function") {
      const name = group.name(id, ctx);
      if (name) return name;
    } else if (group.test instanceof RegExp && group.test.test(id)) return group.name;
  }
  return null;
}

describe("client chunks", () => {
  it("puts what the root imports in the shell", () => {
    expect(fileOf("/repo/app/features/layout/SiteHeader.tsx", { "/repo/app/features/layout/SiteHeader.tsx": [ROOT] })).toBe(
      "shell",
    );
  });

  it("puts what a content page shares with /profil or /auth in the shell, so that they need no `content` file", () => {
    const seo = "/repo/app/config/seo.ts";
    expect(fileOf(seo, { [seo]: [route("module"), route("auth")] })).toBe("shell");
    // Through a helper: the review deck, read by the « questions à revoir » link of the home page and the profile.
    const deck = "/repo/core/review-deck.ts";
    const link = "/repo/app/features/review/ReviewDueLink.tsx";
    expect(fileOf(deck, { [deck]: [link], [link]: [route("home"), route("profil")] })).toBe("shell");
  });

  it("keeps in `content` what content pages share with other pages but not with the account pages", () => {
    const listen = "/repo/app/features/read-aloud/ListenButton.tsx";
    expect(fileOf(listen, { [listen]: [route("module"), route("quiz")] })).toBe("content");
    const share = "/repo/app/features/share/ShareButton.tsx";
    expect(fileOf(share, { [share]: [route("module"), route("debate-map")] })).toBe("content");
  });

  it("gives the account pages their own files, and a module one route uses to that route", () => {
    const tabs = "/repo/app/features/auth/AuthTabs.tsx";
    expect(fileOf(tabs, { [tabs]: [route("auth"), route("profil")] })).toBe("account");
    const card = "/repo/app/ui/PageCard.tsx";
    expect(fileOf(card, { [card]: [route("profil"), route("rejoindre")] })).toBe("forms");
    const view = "/repo/app/features/progress/ProgressView.tsx";
    expect(fileOf(view, { [view]: [route("profil")] })).toBeNull();
  });

  it("puts React and React Router in `framework`, whoever imports them", () => {
    expect(fileOf("/repo/node_modules/react-dom/client.js", {})).toBe("framework");
  });
});
