import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { virtual } from "@guidepup/virtual-screen-reader";
import { createRoutesStub } from "react-router";
import QuizRoute, { loader as quizLoader } from "../../app/routes/quiz";
import PupilSessionRoute from "../../app/routes/rejoindre-seance";
import ClassProjectionRoute from "../../app/routes/classe-projection";
import type { PupilPage } from "../../app/features/class/pupil.server";
import type { ClassResults } from "../../app/features/class/use-class-results";
import { findQuizByPath } from "../../content/registry";

/**
 * What a screen reader announces on the key journeys of issue 49, read by a virtual screen reader
 * (@guidepup/virtual-screen-reader) over the real route modules rendered by React Router's test stub: its spoken log
 * holds what it reads as the user moves (« heading, …, level 2 ») and what live regions announce (« polite: … »).
 * Each journey fails if the order breaks: a verdict not announced, a live region removed, the focus left on <body>.
 */
describe("what a screen reader announces (virtual screen reader)", () => {
  // The pupil's page follows the teacher through a live stream (useLivePace): the test sends its « change ».
  const streams: EventTarget[] = [];
  const SilentEventSource = globalThis.EventSource;
  beforeAll(() => {
    class RecordedEventSource extends SilentEventSource {
      constructor(url: string | URL) {
        super(url);
        streams.push(this);
      }
    }
    Object.defineProperty(globalThis, "EventSource", { value: RecordedEventSource, configurable: true });
  });
  afterAll(() => Object.defineProperty(globalThis, "EventSource", { value: SilentEventSource, configurable: true }));
  afterEach(async () => {
    await virtual.stop();
    cleanup();
  });

  /** Whitespace as a screen reader says it: French no-break spaces are spaces. */
  const spoken = async () => (await virtual.spokenPhraseLog()).map((phrase) => phrase.replace(/\s+/g, " "));

  /** Moves the virtual cursor on, item by item, to the first phrase that starts with `start` (or matches it). */
  async function moveTo(start: string | RegExp) {
    for (let step = 0; step < 200; step += 1) {
      const phrase = (await virtual.lastSpokenPhrase()).replace(/\s+/g, " ");
      if (typeof start === "string" ? phrase.startsWith(start) : start.test(phrase)) return;
      await virtual.next();
    }
    throw new Error(`never reached « ${String(start)} »; last read: ${(await spoken()).slice(-8).join(" | ")}`);
  }

  /** Where the spoken log ends now: what an action makes heard is read from there. */
  const mark = async () => (await virtual.spokenPhraseLog()).length;

  /** The phrases spoken since `from`, once one of them starts with `start` (live regions speak a moment later). */
  async function heardSince(from: number, start: string): Promise<string[]> {
    await expect.poll(async () => (await spoken()).slice(from).some((phrase) => phrase.startsWith(start))).toBe(true);
    return (await spoken()).slice(from);
  }

  it("quiz: the answer picked, then « Vérifier » announces the verdict, then the feedback, the right answer, the explanation and its source", async () => {
    const path = "/categories/climat/quiz";
    const quiz = findQuizByPath(path)!;
    const [first, second] = quiz.questions;
    const wrong = first!.options.find((option) => !option.isCorrect)!;
    const right = first!.options.find((option) => option.isCorrect)!;
    const Stub = createRoutesStub([
      { path, Component: QuizRoute, loader: quizLoader as never, HydrateFallback: () => null },
    ]);
    render(<Stub initialEntries={[path]} />);
    await screen.findByRole("progressbar");
    await virtual.start({ container: document.body });

    await moveTo(`heading, ${first!.question}`);
    await moveTo(`radio, ${wrong.text}, not checked`);
    await virtual.act();
    await moveTo("button, Vérifier");
    const beforeCheck = await mark();
    await virtual.act();
    await heardSince(beforeCheck, "polite:");
    await expect.poll(async () => (await spoken()).slice(beforeCheck).join(" ")).toContain("Source :");
    const announcement = (await spoken())
      .slice(beforeCheck)
      .filter((phrase) => phrase.startsWith("polite:"))
      .join(" ");
    // Announced in this order: the verdict first, then what the pick says, the right answer, why, the source.
    const order = [
      "polite: Pas tout à fait.",
      ...(wrong.feedback ? [wrong.feedback] : []),
      `La bonne réponse : « ${right.text} ».`,
      first!.explanation,
      `Source : ${first!.source.publisher}`,
    ].map((part) => part.replace(/\s+/g, " "));
    const at = order.map((part) => announcement.indexOf(part));
    expect(at, announcement).not.toContain(-1);
    expect(at[0], announcement).toBe(0);
    expect(
      [...at].sort((a, b) => a - b),
      announcement,
    ).toEqual(at);

    // « Question suivante »: the focus takes the next question's heading, which is read at once.
    await virtual.next();
    await moveTo("button, Question suivante");
    await virtual.act();
    await expect
      .poll(async () => (await virtual.lastSpokenPhrase()).replace(/\s+/g, " "))
      .toBe(`heading, ${second!.question}, level 2`.replace(/\s+/g, " "));
  });

  type Ready = Extract<PupilPage, { status: "ready" }>;
  const question = {
    index: 0,
    topicId: "climat-objectifs-quiz",
    questionId: "q1",
    text: "Quel est l’objectif de l’accord de Paris ?",
    options: [
      { id: "a", text: "Bien en dessous de 2 degrés" },
      { id: "b", text: "Moins de 4 degrés" },
    ],
    secondsLeft: null,
    revealed: false,
  };
  function pupilPage(pace: Partial<NonNullable<Ready["participation"]["pace"]>>): Ready {
    return {
      status: "ready",
      poll: null,
      lessonEnd: null,
      participation: {
        pseudonym: "Loutre bleue",
        session: {
          title: "2de B — Climat",
          code: "ABC234",
          closesAt: "2026-11-28T17:00:00.000Z",
          closed: false,
          pacing: "enseignant",
        },
        quizzes: [],
        pace: {
          pacing: "enseignant",
          timerSeconds: null,
          total: 3,
          current: null,
          mine: null,
          answer: null,
          end: null,
          ...pace,
        },
      },
    };
  }

  it("pupil: a paced question arriving is read from its heading, then its options; the answer recorded, then revealed, is announced", async () => {
    let page = pupilPage({});
    const Stub = createRoutesStub([
      {
        path: "/rejoindre/:code",
        Component: PupilSessionRoute,
        loader: () => page,
        action: () => {
          page = pupilPage({ current: question, mine: "a" });
          return { ok: true };
        },
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={["/rejoindre/ABC234"]} />);
    await screen.findByText(/Votre enseignant va afficher la première question/);
    await virtual.start({ container: document.body });
    await virtual.clearSpokenPhraseLog();

    // The teacher shows the question: the stream says so, the page reads its data again.
    page = pupilPage({ current: question });
    streams.at(-1)!.dispatchEvent(new Event("change"));
    const arrival = await heardSince(0, `heading, ${question.text}, level 2`);
    expect(arrival[0]).toBe(`heading, ${question.text}, level 2`);
    for (let step = 0; step < 12; step += 1) await virtual.next();
    const read = (await spoken()).filter((phrase) => /^(heading|group|radio|button),/.test(phrase));
    expect(read.slice(0, 4)).toEqual([
      `heading, ${question.text}, level 2`,
      "group, Réponses proposées",
      "radio, Bien en dessous de 2 degrés, not checked, position 1, set size 2",
      "radio, Moins de 4 degrés, not checked, position 2, set size 2",
    ]);

    // The pupil answers: the form goes, the focus goes back to the question, the live region says it is recorded.
    await moveTo("radio, Bien en dessous de 2 degrés");
    await virtual.act();
    await moveTo("button, Valider ma réponse");
    const beforeAnswer = await mark();
    await virtual.act();
    await heardSince(beforeAnswer, "polite: Réponse enregistrée.");
    await heardSince(beforeAnswer, `heading, ${question.text}, level 2`);
    expect(document.activeElement?.id).toBe("paced-question");

    // The teacher reveals: the verdict and the explanation are announced.
    page = pupilPage({
      current: { ...question, revealed: true },
      mine: "a",
      answer: { correctOptionIds: ["a"], explanation: "L’accord de Paris vise bien en dessous de 2 degrés." },
    });
    const beforeReveal = await mark();
    streams.at(-1)!.dispatchEvent(new Event("change"));
    const revealed = await heardSince(beforeReveal, "polite: Bonne réponse !");
    expect(revealed.find((phrase) => phrase.startsWith("polite:"))).toBe(
      "polite: Bonne réponse !L’accord de Paris vise bien en dessous de 2 degrés.",
    );
  });

  it("projector: a poll's question, its moment and count, then each option followed by its votes in words", async () => {
    const poll = {
      id: "p1",
      question: "Faut-il instaurer la proportionnelle ?",
      topic: "Politique",
      moment: "avant" as const,
      open: true,
      total: 4,
      options: [
        { id: "pour", label: "Oui, intégrale", votes: 3 },
        { id: "contre", label: "Non", votes: 1 },
      ],
    };
    const results = {
      session: {
        id: "0b8e4a6e-6f0e-4a52-9f3e-6a3f4b1c2d3e",
        title: "2de B — Politique",
        code: "ABC234",
        closesAt: "2026-11-28T17:00:00.000Z",
        createdAt: "2026-11-28T08:00:00.000Z",
        closed: false,
        quizCount: 1,
        participantCount: 4,
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
      quizzes: [
        {
          topicId: "politique-ve-republique-quiz",
          title: "La Ve République",
          categoryId: "politique",
          questions: [
            {
              topicId: "politique-ve-republique-quiz",
              id: "q1",
              text: "Qui nomme le Premier ministre ?",
              explanation: "Le président de la République nomme le Premier ministre (article 8 de la Constitution).",
              options: [
                { id: "a", text: "Le président de la République", isCorrect: true, count: 3, sure: 0 },
                { id: "b", text: "L’Assemblée nationale", isCorrect: false, count: 1, sure: 0 },
              ],
              answered: 4,
              correct: 3,
              confidentErrors: 0,
              share: 75,
            },
          ],
        },
      ],
      participants: [],
      polls: [poll],
      totalQuestions: 1,
      toReview: [],
    } satisfies ClassResults;
    const Stub = createRoutesStub([
      {
        path: "/classe/:sessionId/projection",
        Component: ClassProjectionRoute,
        loader: () => ({ status: "ready", results }),
        HydrateFallback: () => null,
      },
    ]);
    render(<Stub initialEntries={[`/classe/${results.session.id}/projection`]} />);
    await screen.findByRole("heading", { name: "Et vous ?" });
    await virtual.start({ container: document.body });

    await moveTo("heading, Et vous ?, level 2");
    const start = (await virtual.spokenPhraseLog()).length;
    await moveTo(/^end of list$/);
    // React may split a line into text nodes, each read on its own: the reading is compared as one run of words.
    const read = (await spoken())
      .slice(start - 1)
      .filter((phrase) => !/^(end of )?(list|listitem|paragraph)\b/.test(phrase))
      .join(" ");
    expect(read).toBe(
      [
        "heading, Et vous ?, level 2",
        poll.question,
        "Avant le quiz · 4 avis · ouvert",
        "Oui, intégrale",
        "3 avis sur 4, soit 75 %",
        "Non",
        "1 avis sur 4, soit 25 %",
      ].join(" "),
    );
  });
});
