import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import ClassSessionRoute from "../../app/routes/classe-seance";
import type { ClassResults } from "../../app/features/class/use-class-results";
import { questionsToReview, type QuestionResult } from "../../core/class-rules";

const question = (id: string, text: string, right: number, wrong: number, sure = 0): QuestionResult => ({
  topicId: "climat-objectifs-quiz",
  id,
  text,
  explanation: "L’accord de Paris vise bien en dessous de 2 °C (ONU, 2015).",
  options: [
    { id: "a", text: "Bien en dessous de 2 °C", isCorrect: true, count: right, sure: 0 },
    { id: "b", text: "Moins de 4 °C", isCorrect: false, count: wrong, sure },
  ],
  answered: right + wrong,
  correct: right,
  confidentErrors: sure,
  share: right + wrong === 0 ? null : Math.round((100 * right) / (right + wrong)),
});

function results(overrides: Partial<ClassResults> = {}): ClassResults {
  const questions = [
    question("q1", "Quel est l’objectif de l’accord de Paris ?", 1, 1, 1),
    question("q2", "Qui publie l’inventaire ?", 2, 0),
  ];
  return {
    session: {
      id: "0b8e4a6e-6f0e-4a52-9f3e-6a3f4b1c2d3e",
      title: "2de B — Climat",
      code: "ABC234",
      closesAt: "2026-11-28T17:00:00.000Z",
      createdAt: "2026-11-28T08:00:00.000Z",
      closed: false,
      quizCount: 1,
      participantCount: 2,
      maxParticipants: 30,
      locked: false,
      pretestId: null,
      pacing: "libre",
      timerSeconds: null,
      groupId: null,
      shareToken: null,
      joinPath: "/rejoindre/ABC234",
      joinLink: "/rejoindre/ABC234?cle=3f1c2d3e-6a3f-4b1c-9f3e-0b8e4a6e6f0e",
      qrSvg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
    },
    pretest: null,
    pace: null,
    quizzes: [{ topicId: "climat-objectifs-quiz", title: "Objectifs climatiques", categoryId: "climat", questions }],
    participants: [
      {
        id: "p1",
        pseudonym: "Loutre bleue",
        answered: 2,
        correct: 2,
        before: null,
        grid: { "climat-objectifs-quiz/q1": true, "climat-objectifs-quiz/q2": true },
      },
      {
        id: "p2",
        pseudonym: "Colibri gris",
        answered: 2,
        correct: 1,
        before: null,
        grid: { "climat-objectifs-quiz/q1": false, "climat-objectifs-quiz/q2": true },
      },
    ],
    polls: [],
    totalQuestions: 2,
    toReview: questionsToReview(questions),
    ...overrides,
  };
}

/**
 * The teacher's page of a class session (docs/product.md#class-mode), rendered by React Router's test stub around the
 * real route module. Its loader reads the database for the session's owner only, so the results come as the data that
 * loader answers; the action is a stand-in that keeps what each button posts — what it changes is tested through the
 * page's doors (tests/integration/class.integration.test.ts).
 */
describe("teacher's class session page (createRoutesStub)", () => {
  afterEach(() => {
    cleanup();
    localStorage.clear();
  });

  function renderSession(data: unknown, posted: FormData[] = []) {
    const Stub = createRoutesStub([
      {
        path: "/classe/:sessionId",
        Component: ClassSessionRoute,
        loader: () => data,
        action: async ({ request }) => {
          posted.push(await request.formData());
          return { ok: true, message: "C’est fait." };
        },
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={["/classe/0b8e4a6e-6f0e-4a52-9f3e-6a3f4b1c2d3e"]} />);
  }

  it("shows the code to join, the pupils by pseudonym and the questions to take up again", async () => {
    renderSession({ results: results(), pollQuestions: [] });
    expect(await screen.findByRole("heading", { level: 1, name: "2de B — Climat" })).toBeTruthy();
    expect(screen.getAllByText("ABC234").length).toBeGreaterThan(0);
    expect(screen.getByText(/2 élèves sur 30/)).toBeTruthy();
    expect(screen.getAllByText("Loutre bleue").length).toBeGreaterThan(0);
    expect(screen.getAllByText("Colibri gris").length).toBeGreaterThan(0);
    // The least succeeded question first: the one to take up again with the class.
    const toReview = screen.getByRole("heading", { name: "Questions à reprendre" }).nextElementSibling!;
    expect(within(toReview as HTMLElement).getAllByRole("listitem")[0]!.textContent).toContain(
      "objectif de l’accord de Paris",
    );
  });

  it("posts « Relancer en post-test » as a form with its intent", async () => {
    const posted: FormData[] = [];
    const user = userEvent.setup();
    renderSession({ results: results(), pollQuestions: [] }, posted);
    await user.click(await screen.findByRole("button", { name: /Relancer en post-test/ }));
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.get("intent")).toBe("post-test");
  });

  it("drives a paced question: « Révéler » posts its intent", async () => {
    const posted: FormData[] = [];
    const user = userEvent.setup();
    const paced = results({
      session: { ...results().session, pacing: "enseignant" },
      pace: {
        pacing: "enseignant",
        timerSeconds: null,
        total: 2,
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
      },
    });
    renderSession({ results: paced, pollQuestions: [] }, posted);
    const reveal = await screen.findByRole("button", { name: /Révéler/ });
    expect(reveal.closest("form")!.getAttribute("method")).toBe("post");
    await user.click(reveal);
    await expect.poll(() => posted.length).toBe(1);
    expect(posted[0]!.get("intent")).toBe("reveler");
  });
});
