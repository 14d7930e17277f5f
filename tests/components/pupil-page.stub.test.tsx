import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import PupilSessionRoute from "../../app/routes/rejoindre-seance";
import type { PupilPage } from "../../app/features/class/pupil.server";
import { CLASS_MESSAGES } from "../../core/class-rules";

type Ready = Extract<PupilPage, { status: "ready" }>;
const session = { title: "2de B — Climat", code: "ABC234", closesAt: "2026-11-28T17:00:00.000Z", closed: false };

/**
 * A pupil's page of a class session (docs/product.md#class-mode), rendered by React Router's test stub around the
 * real route module. Its loader reads the database, so each state comes as the data that loader answers; the action
 * is a stand-in that keeps what the form posts — what is stored is tested through the page's doors
 * (tests/integration/class.integration.test.ts).
 */
describe("pupil's session page (createRoutesStub)", () => {
  afterEach(cleanup);

  function renderPage(page: PupilPage, posted: FormData[] = []) {
    const Stub = createRoutesStub([
      {
        path: "/rejoindre/:code",
        Component: PupilSessionRoute,
        loader: () => page,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return { ok: true };
        },
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={["/rejoindre/ABC234"]} />);
  }

  it("shows the pseudonym and each quiz with what is done, as links to play it", async () => {
    const page: Ready = {
      status: "ready",
      poll: null,
      lessonEnd: null,
      participation: {
        pseudonym: "Loutre bleue",
        session: { ...session, pacing: "libre" },
        pace: null,
        quizzes: [
          { topicId: "climat-objectifs-quiz", title: "Objectifs climatiques", total: 3, answered: 1 },
          { topicId: "climat-global", title: "Quiz global Climat", total: 3, answered: 3 },
        ],
      },
    };
    renderPage(page);
    expect(await screen.findByText("Loutre bleue", { exact: false })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "2de B — Climat" })).toBeTruthy();
    expect(screen.getByText("1 / 3 questions répondues")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Continuer/ }).getAttribute("href")).toBe(
      "/rejoindre/ABC234/climat-objectifs-quiz",
    );
    expect(screen.getByText("Terminé")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Revoir/ }).getAttribute("href")).toBe("/rejoindre/ABC234/climat-global");
  });

  it("posts the paced question's answer, as a form a phone without scripts would send too", async () => {
    const posted: FormData[] = [];
    const page: Ready = {
      status: "ready",
      poll: null,
      lessonEnd: null,
      participation: {
        pseudonym: "Loutre bleue",
        session: { ...session, pacing: "enseignant" },
        quizzes: [],
        pace: {
          pacing: "enseignant",
          timerSeconds: null,
          total: 3,
          current: {
            index: 0,
            topicId: "climat-objectifs-quiz",
            questionId: "q1",
            text: "Quel est l’objectif de l’accord de Paris ?",
            options: [
              { id: "a", text: "Bien en dessous de 2 °C" },
              { id: "b", text: "Moins de 4 °C" },
            ],
            secondsLeft: null,
            revealed: false,
          },
          mine: null,
          answer: null,
          end: null,
        },
      },
    };
    const user = userEvent.setup();
    renderPage(page, posted);
    const question = await screen.findByText("Quel est l’objectif de l’accord de Paris ?");
    expect(question).toBeTruthy();
    // The quizzes of a paced session are not listed: the pupil sees only the current question.
    expect(screen.queryByRole("link", { name: /Commencer|Continuer/ })).toBeNull();
    const form =
      question.closest("form") ?? screen.getByRole("button", { name: "Valider ma réponse" }).closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    await user.click(within(form).getByRole("radio", { name: /Bien en dessous de 2/ }));
    await user.click(within(form).getByRole("button", { name: "Valider ma réponse" }));
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.get("intent")).toBe("repondre");
    expect(posted[0]!.get("selectedOptionId")).toBe("a");
  });

  it("says when the session is closed, and offers nothing to play", async () => {
    renderPage({
      status: "ready",
      poll: null,
      lessonEnd: null,
      participation: {
        pseudonym: "Loutre bleue",
        session: { ...session, closed: true, pacing: "libre" },
        pace: null,
        quizzes: [{ topicId: "climat-objectifs-quiz", title: "Objectifs climatiques", total: 3, answered: 0 }],
      },
    });
    expect(await screen.findByText("Cette séance est close : elle n’accepte plus de réponses.")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Commencer/ })).toBeNull();
  });

  it("tells a removed pupil so, without a way back in; a refused code gets the join form with its message", async () => {
    renderPage({ status: "removed", code: "ABC234", message: CLASS_MESSAGES.removed });
    expect((await screen.findByRole("alert")).textContent).toContain("retiré");
    expect(screen.queryByRole("textbox")).toBeNull();
    cleanup();
    renderPage({ status: "refused", code: "ABC234", message: "Cette séance est complète." });
    expect(await screen.findByText("Cette séance est complète.")).toBeTruthy();
    expect(screen.getByRole("textbox")).toBeTruthy();
  });
});
