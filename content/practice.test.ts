import { describe, expect, it } from "vitest";
import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "./categories";
import {
  categoryPages,
  classQuizzes,
  findModuleEntry,
  findQuizByPath,
  moduleFiles,
  practiceBanks,
  practiceQuizOf,
} from "./registry";
import { PRACTICE_MIN_QUESTIONS } from "./rules";
import type { PracticeQuestion } from "./schema";
import { ContentError, validateContent } from "./validate";

const catalog = { categories, internationalSubcategories, upcomingOnHome, footerCategoryIds };
const shipped = { catalog, categoryPages, moduleFiles, practiceBanks };
const key = "immigration/definitions";
const bank = practiceBanks[key]!;

function problemsOf(banks: Record<string, unknown>): string[] {
  try {
    validateContent({ ...shipped, practiceBanks: banks });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

/** The shipped banks, with the first fiche's bank replaced. */
const withBank = (questions: unknown) => ({ ...practiceBanks, [key]: questions });
const editFirst = (edit: (question: PracticeQuestion) => PracticeQuestion) =>
  withBank(bank.map((question, index) => (index === 0 ? edit(question) : question)));

describe("practice banks (docs/editorial.md#practice-questions)", () => {
  it("accepts the banks as shipped: each at least 6 questions, at least half applying or inferring", () => {
    expect(problemsOf(practiceBanks)).toEqual([]);
    for (const questions of Object.values(practiceBanks)) {
      expect(questions.length).toBeGreaterThanOrEqual(PRACTICE_MIN_QUESTIONS);
      expect(questions.filter((question) => question.kind !== "rappel").length * 2).toBeGreaterThanOrEqual(
        questions.length,
      );
    }
  });

  it("refuses a bank of fewer than 6 questions, or with fewer than half applying or inferring", () => {
    expect(problemsOf(withBank(bank.slice(0, 5)))).toEqual([`${key} practice: 5 questions, at least 6 wanted`]);
    const recall = bank.map((question, index) => (index < 5 ? { ...question, kind: "rappel" as const } : question));
    expect(problemsOf(withBank(recall))).toEqual([
      `${key} practice: ${bank.length - 5} of ${bank.length} questions apply or infer, at least half wanted`,
    ]);
  });

  it("refuses an option without feedback, an unknown kind, a source not in the module, a slide past its end", () => {
    const [first] = bank;
    const withoutFeedback = (optionId: string) =>
      editFirst((question) => ({
        ...question,
        options: question.options.map((option) =>
          option.id === optionId ? { ...option, feedback: undefined } : option,
        ),
      }));
    const right = first!.options.find((option) => option.isCorrect)!;
    const wrong = first!.options.find((option) => !option.isCorrect)!;
    expect(problemsOf(withoutFeedback(wrong.id))).toEqual([
      `${key} practice ${first!.id}: wrong option ${wrong.id} has no feedback (why it is wrong)`,
    ]);
    expect(problemsOf(withoutFeedback(right.id))).toEqual([
      `${key} practice ${first!.id} option ${right.id}: no feedback (why it is right)`,
    ]);
    expect(problemsOf(editFirst((question) => ({ ...question, kind: "devinette" as never })))).toContainEqual(
      expect.stringMatching(/practice 0\.kind/),
    );
    expect(problemsOf(editFirst((question) => ({ ...question, source: "insee-inconnu" })))).toEqual([
      `${key} practice ${first!.id}: the explanation cites « insee-inconnu », which is not in its sources`,
    ]);
    expect(problemsOf(editFirst((question) => ({ ...question, slide: 18 })))).toEqual([
      `${key} practice ${first!.id}: names slide 18, but its module has 12 slides`,
    ]);
  });

  it("refuses a repeated id, a question of the module's quiz, and a bank for no fiche", () => {
    const file = moduleFiles.find((candidate) => candidate.sheet.slug === "definitions")!;
    const quizQuestion = file.quizQuestions[0]!;
    const repeated = withBank([...bank.slice(0, -1), { ...bank[0]!, question: quizQuestion.question }]);
    expect(problemsOf(repeated)).toEqual([
      `${key} practice: question id ${bank[0]!.id} used twice`,
      `${key} practice ${bank[0]!.id}: repeats a question of the module's quizzes`,
    ]);
    expect(problemsOf({ ...practiceBanks, "immigration/astrologie": bank })).toEqual([
      "practice bank immigration/astrologie: no module immigration/astrologie",
    ]);
  });

  it("gives every fiche a bank: each of the nineteen has one, and a fiche without is refused", () => {
    expect(Object.keys(practiceBanks)).toHaveLength(moduleFiles.length);
    const { [key]: _removed, ...others } = practiceBanks;
    expect(problemsOf(others)).toEqual([`${key}: no practice bank (content/practice/${key}.ts)`]);
  });
});

describe("practice quizzes in the registry", () => {
  it("gives each fiche with a bank a practice quiz under the fiche, found by its bookmark id", () => {
    const module = findModuleEntry("immigration", "definitions")!;
    const quiz = practiceQuizOf("immigration-definitions")!;
    expect(quiz).toMatchObject({
      topicId: "immigration-definitions-entrainement",
      path: "/categories/immigration/definitions/entrainement",
      title: "Entraînement : Définitions",
      quizType: "Entraînement",
      module: { title: "Définitions", path: module.path },
    });
    expect(quiz.questions.map((question) => question.id)).toEqual(bank.map((question) => question.id));
    expect(quiz.questions[0]!.review).toEqual({ title: "Définitions", path: `${module.path}#diapo-${bank[0]!.slide}` });
    expect(findQuizByPath(quiz.path)).toBe(quiz);
    expect(module.practice?.path).toBe(quiz.path);
  });

  it("offers the practice sets to class mode, and leaves the module quiz its own questions", () => {
    expect(classQuizzes.map((quiz) => quiz.title)).toContain("Entraînement : Définitions");
    const module = findModuleEntry("immigration", "definitions")!;
    expect(module.quizQuestions).toHaveLength(3);
    expect(practiceQuizOf("immigration-inconnu")).toBeUndefined();
  });
});
