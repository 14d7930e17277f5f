import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import DebateMapRoute, { loader } from "../../app/routes/debate-map";

/**
 * A « Carte du débat » as a reader uses it, rendered by React Router's test stub around the real route module and its
 * real loader (the content): what is established apart from what is debated, each question with its positions, and
 * « Mes positions » kept on the device only — a political opinion is never sent anywhere.
 */
describe("debate map (createRoutesStub)", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  function renderMap(categoryId: string) {
    const Stub = createRoutesStub([
      {
        path: "/categories/:categoryId/debat",
        Component: DebateMapRoute,
        loader: loader as never,
        ErrorBoundary: () => <p>introuvable</p>,
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={[`/categories/${categoryId}/debat`]} />);
  }

  it("shows what is established apart from each debated question, and keeps a marked position on this device only", async () => {
    const sent = vi.spyOn(globalThis, "fetch");
    const user = userEvent.setup();
    renderMap("immigration");

    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Ce qui est établi/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Ce qui fait débat/ })).toBeTruthy();
    // The date positions were checked, apart from the oldest state of play; where empty cells were searched (issue 47).
    const dates = /^Positions vérifiées le .+ · État des lieux (au|en) .+ pour la question la plus ancienne$/;
    expect(
      screen.getByText((_, element) => element?.tagName === "SPAN" && dates.test(element.textContent ?? "")),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Comment nous cherchons" })).toBeTruthy();

    const groups = screen.getAllByRole("group", { name: "De quelle position êtes-vous le plus proche ?" });
    expect(groups.length).toBeGreaterThanOrEqual(2);
    const choices = within(groups[0]!).getAllByRole("radio");
    // Every position of the question, then « Je ne sais pas » last.
    expect(choices.length).toBeGreaterThanOrEqual(3);
    expect(within(groups[0]!).getAllByRole("radio").at(-1)!.closest("label")!.textContent).toContain("Je ne sais pas");

    await user.click(choices[0]!);
    expect((choices[0] as HTMLInputElement).checked).toBe(true);
    const kept = (choices[0] as HTMLInputElement).value;
    const stored = Object.keys(localStorage).map((key) => localStorage.getItem(key) ?? "");
    expect(stored.some((value) => value.includes(kept))).toBe(true);
    for (const [input, init] of sent.mock.calls)
      expect(`${String(input)} ${String(init?.body ?? "")}`, "a marked position never leaves the device").not.toContain(
        kept,
      );
  });

  it("marks a source title in English with lang, the whole title or only its English run (RGAA 8.7)", async () => {
    renderMap("ukraine");
    expect(await screen.findByRole("heading", { level: 1 })).toBeTruthy();
    const marked = (text: string) =>
      [...document.querySelectorAll("[data-sources] a [lang]")].filter((element) => element.textContent === text);
    const whole = marked("EU, Ukraine open first accession negotiations cluster");
    expect(whole.map((element) => element.getAttribute("lang"))).toEqual(["en"]);
    expect(whole[0]!.closest("a")!.textContent).toMatch(
      /^CGTN .+, EU, Ukraine open first accession negotiations cluster \(2026\), source secondaire$/,
    );
    // « Ukraine Support Tracker : mise à jour couvrant… »: only the tracker's name is English.
    const run = marked("Ukraine Support Tracker");
    expect(run.map((element) => element.getAttribute("lang"))).toEqual(["en"]);
    expect(run[0]!.closest("a")!.textContent).toMatch(/Ukraine Support Tracker\s:\smise à jour/);
  });

  it("has no map for a category without one", async () => {
    renderMap("pas-une-categorie");
    expect(await screen.findByText("introuvable")).toBeTruthy();
  });
});
