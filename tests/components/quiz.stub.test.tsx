import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import QuizRoute, { loader } from "../../app/routes/quiz";

/**
 * The quiz screen as a person plays it (docs/product.md#quiz-flow), rendered by React Router's own test stub
 * around the real route module and its real loader (the content registry): no server, no browser.
 */
describe("quiz page (createRoutesStub)", () => {
  afterEach(cleanup);

  function renderQuiz(path: string) {
    const Stub = createRoutesStub([
      { path, Component: QuizRoute, loader: loader as never, HydrateFallback: () => null },
    ]);
    render(<Stub initialEntries={[path]} />);
  }

  it("locks the pick after « Vérifier », marks right and wrong in words, explains, then moves on to the results", async () => {
    const user = userEvent.setup();
    renderQuiz("/categories/climat/quiz");

    const progress = await screen.findByRole("progressbar");
    expect(progress.getAttribute("aria-valuenow")).toBe("0");
    const check = screen.getByRole("button", { name: "Vérifier" });
    expect((check as HTMLButtonElement).disabled).toBe(true);

    for (let question = 1; question <= 3; question += 1) {
      const group = screen.getByRole("radiogroup");
      const options = within(group).getAllByRole("radio");
      expect(options.length).toBeGreaterThanOrEqual(2);
      await user.click(options[0]!);
      await user.click(options[1]!); // the pick can change until it is checked
      expect((options[1] as HTMLInputElement).checked).toBe(true);
      expect((options[0] as HTMLInputElement).checked).toBe(false);
      await user.click(screen.getByRole("button", { name: "Vérifier" }));

      for (const option of within(screen.getByRole("radiogroup")).getAllByRole("radio"))
        expect((option as HTMLInputElement).disabled).toBe(true);
      expect(screen.getByRole("radiogroup").textContent).toContain("Bonne réponse");
      // The verdict under the thumb; what a screen reader hears of it: tests/components/screen-reader.stub.test.tsx.
      expect(document.querySelector("[data-quiz-verdict]")?.textContent).toMatch(
        /^(Bonne réponse !|Pas tout à fait\.)$/,
      );

      const next = screen.getByRole("button", { name: question < 3 ? "Question suivante" : "Voir les résultats" });
      await user.click(next);
    }
    expect(await screen.findByText(/\d\/3/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Voir ma progression/ }).getAttribute("href")).toBe("/profil");
  });

  it("answers 404 for a path that is no quiz of the content", async () => {
    const Stub = createRoutesStub([
      {
        path: "/categories/climat/pas-un-quiz",
        Component: QuizRoute,
        loader: loader as never,
        ErrorBoundary: () => <p>introuvable</p>,
      },
    ]);
    render(<Stub initialEntries={["/categories/climat/pas-un-quiz"]} />);
    expect(await screen.findByText("introuvable")).toBeTruthy();
  });
});
