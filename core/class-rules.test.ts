import { describe, expect, it } from "vitest";
import {
  classPurgeDate,
  copiedSessionInput,
  currentSchoolYear,
  questionResult,
  questionsToReview,
  schoolYearLabel,
  type QuestionResult,
} from "./class-rules";

describe("a copied session (« Relancer en post-test », « Dupliquer la séance »)", () => {
  const now = new Date("2026-11-25T08:00:00Z");
  const session = {
    title: "1re B — Immigration",
    topicIds: ["immigration-quiz", "climat-objectifs"],
    maxParticipants: 28,
    pacing: "enseignant" as const,
    timerSeconds: 60,
  };

  it("keeps the quizzes, size, pace and timer, says what it is in its title and closes in 7 days", () => {
    expect(copiedSessionInput(session, "post-test", now)).toEqual({
      title: "1re B — Immigration (post-test)",
      topicIds: ["immigration-quiz", "climat-objectifs"],
      closesAt: "2026-12-02T08:00:00.000Z",
      maxParticipants: 28,
      pacing: "enseignant",
      timerSeconds: 60,
    });
    expect(copiedSessionInput(session, "copie", now).title).toBe("1re B — Immigration (copie)");
  });

  it("has no timer when the session had none, and a title of at most 80 characters", () => {
    const copy = copiedSessionInput({ ...session, title: "x".repeat(75), timerSeconds: null }, "copie", now);
    expect(copy).not.toHaveProperty("timerSeconds");
    expect(copy.title).toBe(`${"x".repeat(75)} (cop`);
  });
});

describe("a question's results", () => {
  const question = {
    id: "q1",
    question: "Combien ?",
    explanation: "Parce que.",
    options: [
      { id: "a", text: "Un", isCorrect: true },
      { id: "b", text: "Deux", isCorrect: false },
      { id: "c", text: "Trois", isCorrect: false },
    ],
  };

  it("counts the answers, the right ones and the wrong ones said « Sûr·e », from each option's tally", () => {
    const tallies: Record<string, { count: number; sure: number }> = {
      a: { count: 3, sure: 2 },
      b: { count: 2, sure: 1 },
      c: { count: 1, sure: 1 },
    };
    const result = questionResult("immigration-quiz", question, (id) => tallies[id]);
    expect(result).toMatchObject({
      topicId: "immigration-quiz",
      id: "q1",
      text: "Combien ?",
      explanation: "Parce que.",
    });
    expect(result).toMatchObject({ answered: 6, correct: 3, confidentErrors: 2, share: 50 });
    expect(result.options[1]).toEqual({ id: "b", text: "Deux", isCorrect: false, count: 2, sure: 1 });
  });

  it("has no share before anybody answers", () => {
    const result = questionResult("immigration-quiz", question, () => undefined);
    expect(result).toMatchObject({ answered: 0, correct: 0, confidentErrors: 0, share: null });
    expect(result.options.map((option) => option.count)).toEqual([0, 0, 0]);
  });

  it("lists the answered questions somebody missed, least succeeded first, then the most confident errors", () => {
    const result = (id: string, share: number | null, confidentErrors: number) =>
      ({
        topicId: "t",
        id,
        text: id,
        explanation: "",
        options: [],
        answered: 4,
        correct: 0,
        confidentErrors,
        share,
      }) satisfies QuestionResult;
    const review = questionsToReview([
      result("q1", 75, 0),
      result("q2", null, 0),
      result("q3", 25, 1),
      result("q4", 25, 3),
      // Answered right by the whole class: nothing to take up again (issue 48).
      result("q5", 100, 0),
    ]);
    expect(review.map((question) => question.id)).toEqual(["q4", "q3", "q1"]);
    expect(review[0]).toEqual({ topicId: "t", id: "q4", text: "q4", share: 25, answered: 4, confidentErrors: 3 });
  });
});

describe("« Mes classes »: the school year", () => {
  it("is the one to come from July, and its class is deleted on 1 September after it", () => {
    expect(currentSchoolYear(new Date("2026-06-30T23:59:00Z"))).toBe(2025);
    expect(currentSchoolYear(new Date("2026-07-01T00:00:00Z"))).toBe(2026);
    expect(currentSchoolYear(new Date("2027-01-15T12:00:00Z"))).toBe(2026);
    expect(schoolYearLabel(2026)).toBe("2026-2027");
    expect(classPurgeDate(2026).toISOString()).toBe("2027-09-01T00:00:00.000Z");
  });
});
