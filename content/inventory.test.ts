// The inventory of docs/editorial.md#content-inventory, checked against what the registry serves.
import { describe, expect, it } from "vitest";
import {
  categoryEntries,
  FESSTIVAL_TOPIC_ID,
  findBookmarkTarget,
  findCategoryEntry,
  findQuizByTopic,
  moduleEntries,
  practiceBanks,
  QUICK_TEST_TOPIC_ID,
  quizzes,
} from "./registry";
import { slideWords } from "./rules";
import { fesstivalSources } from "./special/fesstival-2025";
import { quickTestSources } from "./special/quick-test";

type Expected = {
  slug: string;
  id: string;
  topicId?: string;
  quizPath: string;
  questions: number;
  next: string;
  slides?: number;
  readingTime?: number;
};

const INVENTORY: Record<
  string,
  { modules: Expected[]; comingSoon: string[]; globalQuestions: number; globalTopic: string }
> = {
  immigration: {
    modules: [
      { slug: "definitions", id: "immigration-definitions", quizPath: "/quiz", questions: 3, next: "/chiffres" },
      {
        slug: "chiffres",
        id: "immigration-chiffres",
        quizPath: "/chiffres-quiz",
        questions: 3,
        next: "/politique-migratoire",
      },
      {
        slug: "politique-migratoire",
        id: "immigration-politique",
        quizPath: "/politique-quiz",
        questions: 3,
        next: "/integration",
      },
      {
        slug: "integration",
        id: "immigration-integration",
        quizPath: "/integration/quiz",
        questions: 4,
        next: "/human-rights",
      },
      {
        slug: "human-rights",
        id: "immigration-human-rights",
        quizPath: "/human-rights/quiz",
        questions: 3,
        next: "/global-quiz",
      },
    ],
    comingSoon: ["Immigration et économie", "Sécurité"],
    globalQuestions: 16,
    globalTopic: "immigration-global",
  },
  ukraine: {
    modules: ["histoire", "origines", "droit-international", "guerre", "paix"].map((slug, index, all) => ({
      slug,
      id: `ukraine-${slug}`,
      quizPath: `/${slug}/quiz`,
      questions: 3,
      next: index < all.length - 1 ? `/${all[index + 1]}` : "/global-quiz",
      readingTime: slug === "paix" ? 3 : 5,
    })),
    comingSoon: [],
    globalQuestions: 15,
    globalTopic: "ukraine-global",
  },
  climat: {
    modules: [
      {
        slug: "objectifs-climatiques",
        id: "climat-objectifs",
        topicId: "climat-objectifs-quiz",
        quizPath: "/quiz",
        questions: 3,
        next: "/global-quiz",
        slides: 10,
        readingTime: 3,
      },
    ],
    comingSoon: ["Conséquences du réchauffement", "Les leviers de la transition"],
    globalQuestions: 3,
    globalTopic: "climat-global",
  },
  "inegalites-redistribution": {
    modules: [
      {
        slug: "etat-des-lieux",
        id: "inegalites-etat-des-lieux",
        quizPath: "/etat-des-lieux-quiz",
        questions: 3,
        next: "/redistribution",
        slides: 14,
      },
      {
        slug: "redistribution",
        id: "inegalites-redistribution",
        quizPath: "/redistribution-quiz",
        questions: 3,
        next: "/global-quiz",
        slides: 18,
      },
    ],
    comingSoon: ["Taxation", "Pauvreté et politiques sociales", "Ascenseur social"],
    globalQuestions: 6,
    globalTopic: "inegalites-redistribution-global",
  },
  "budget-public": {
    modules: [
      {
        slug: "grands-reperes",
        id: "budget-grands-reperes",
        quizPath: "/grands-reperes-quiz",
        questions: 3,
        next: "/dette-soutenabilite",
        readingTime: 3,
      },
      {
        slug: "dette-soutenabilite",
        id: "budget-dette-soutenabilite",
        quizPath: "/dette-soutenabilite-quiz",
        questions: 3,
        next: "/global-quiz",
        readingTime: 3,
      },
    ],
    comingSoon: ["Budget 2026"],
    globalQuestions: 6,
    globalTopic: "budget-global",
  },
  politique: {
    modules: [
      { slug: "ve-republique", slides: 10, readingTime: 3 },
      { slug: "vote-de-la-loi", slides: 12, readingTime: 4 },
      { slug: "election-presidentielle", slides: 10, readingTime: 3 },
      { slug: "leviers-de-crise", slides: 11, readingTime: 4 },
    ].map(({ slug, slides, readingTime }, index, all) => ({
      slug,
      id: `politique-${slug}`,
      quizPath: `/${slug}-quiz`,
      questions: 3,
      next: index < all.length - 1 ? `/${all[index + 1]!.slug}` : "/global-quiz",
      slides,
      readingTime,
    })),
    comingSoon: [],
    globalQuestions: 8,
    globalTopic: "politique-global",
  },
};

describe("content inventory (docs/editorial.md#content-inventory)", () => {
  it("has the six available categories and nineteen modules", () => {
    expect(categoryEntries.map((entry) => entry.category.id).sort()).toEqual(Object.keys(INVENTORY).sort());
    expect(moduleEntries).toHaveLength(19);
  });

  for (const [categoryId, expected] of Object.entries(INVENTORY)) {
    describe(categoryId, () => {
      const entry = findCategoryEntry(categoryId)!;
      const base = `/categories/${categoryId}`;

      it("lists its modules in order, with their ids, paths, quizzes and next steps", () => {
        expect(entry.modules.map((module) => module.sheet.slug)).toEqual(expected.modules.map((module) => module.slug));
        entry.modules.forEach((module, index) => {
          const want = expected.modules[index]!;
          expect(module.sheet.bookmarkId).toBe(want.id);
          expect(module.sheet.topicId).toBe(want.topicId ?? want.id);
          expect(module.sheet.number).toBe(index + 1);
          expect(module.path).toBe(`${base}/${want.slug}`);
          expect(module.quizPath).toBe(`${base}${want.quizPath}`);
          expect(module.quizQuestions).toHaveLength(want.questions);
          expect(module.next.path).toBe(`${base}${want.next}`);
          if (want.slides) expect(module.sheet.slides).toHaveLength(want.slides);
          if (want.readingTime) expect(module.sheet.readingTime).toBe(want.readingTime);
        });
      });

      it("announces its coming-soon items, not clickable", () => {
        const announced = entry.items.filter((item) => item.kind === "coming-soon").map((item) => item.title);
        expect(announced).toEqual(expected.comingSoon);
      });

      it("has a global quiz of the inventory's size, each question tagged with the module it tests", () => {
        expect(entry.globalQuiz.path).toBe(`${base}/global-quiz`);
        expect(entry.globalQuiz.topicId).toBe(expected.globalTopic);
        expect(entry.globalQuiz.questions).toHaveLength(expected.globalQuestions);
        const subtopics = new Set(entry.modules.map((module) => module.sheet.bookmarkId));
        for (const question of entry.globalQuiz.questions) expect(subtopics).toContain(question.subtopicId);
        const ids = entry.globalQuiz.questions.map((question) => question.id);
        expect(new Set(ids).size).toBe(ids.length);
      });
    });
  }

  it("ends Immigration's fifth module with the announcement of the full module", () => {
    const humanRights = moduleEntries.find((module) => module.sheet.slug === "human-rights")!;
    const last = humanRights.sheet.slides.at(-1)!;
    expect(last.title).toBe("Module complet bientôt disponible");
    expect(last.closing).toBe(true);
  });

  it("adds a note on scope, indicators and sources to « État des lieux »", () => {
    const module = moduleEntries.find((entry) => entry.sheet.slug === "etat-des-lieux")!;
    expect(module.sheet.note?.title).toMatch(/Périmètre, indicateurs et sources/);
  });

  it("keeps every slide between 8 and 18 per module, 30–80 words each, and sources every figure", () => {
    for (const module of moduleEntries) {
      expect(module.sheet.slides.length).toBeGreaterThanOrEqual(8);
      expect(module.sheet.slides.length).toBeLessThanOrEqual(18);
      for (const slide of module.sheet.slides) {
        if (!slide.closing) {
          expect(slideWords(slide), `${module.sheet.slug}: ${slide.title}`).toBeGreaterThanOrEqual(30);
          expect(slideWords(slide), `${module.sheet.slug}: ${slide.title}`).toBeLessThanOrEqual(80);
        }
        const text = [slide.title, ...slide.body, ...(slide.points ?? []), slide.keyFigure?.value ?? ""].join(" ");
        const cited = module.sheet.sources.find((source) => source.id === slide.source);
        if (/\d/.test(text)) expect(cited?.url, `${module.sheet.slug}: ${slide.title}`).toMatch(/^https:\/\//);
      }
    }
  });

  it("maps every favourite id of docs/product.md#favourites to a page", () => {
    const spec = {
      "immigration-definitions": "/categories/immigration/definitions",
      "immigration-chiffres": "/categories/immigration/chiffres",
      "immigration-politique": "/categories/immigration/politique-migratoire",
      "immigration-integration": "/categories/immigration/integration",
      "immigration-human-rights": "/categories/immigration/human-rights",
      "climat-objectifs": "/categories/climat/objectifs-climatiques",
      "budget-public": "/categories/budget-public",
      "budget-grands-reperes": "/categories/budget-public/grands-reperes",
      "budget-dette-soutenabilite": "/categories/budget-public/dette-soutenabilite",
      "ukraine-histoire": "/categories/ukraine/histoire",
      "ukraine-origines": "/categories/ukraine/origines",
      "ukraine-droit-international": "/categories/ukraine/droit-international",
      "ukraine-guerre": "/categories/ukraine/guerre",
      "ukraine-paix": "/categories/ukraine/paix",
      immigration: "/categories/immigration",
      ukraine: "/categories/ukraine",
      climat: "/categories/climat",
      politique: "/categories/politique",
      "politique-ve-republique": "/categories/politique/ve-republique",
      "politique-vote-de-la-loi": "/categories/politique/vote-de-la-loi",
      "politique-election-presidentielle": "/categories/politique/election-presidentielle",
      "politique-leviers-de-crise": "/categories/politique/leviers-de-crise",
    };
    for (const [id, path] of Object.entries(spec)) expect(findBookmarkTarget(id)?.path, id).toBe(path);
  });
});

describe("quizzes (docs/editorial.md#content-inventory)", () => {
  it("has twenty-five topic quizzes, a practice set per fiche, the quick test and the festival quiz, each at its own path and topic", () => {
    const practiceSets = Object.keys(practiceBanks).length;
    expect(practiceSets).toBe(19);
    expect(quizzes).toHaveLength(27 + practiceSets);
    expect(quizzes.filter((quiz) => quiz.quizType === "Standard")).toHaveLength(19);
    expect(quizzes.filter((quiz) => quiz.quizType === "Global")).toHaveLength(6);
    expect(quizzes.filter((quiz) => quiz.quizType === "Entraînement")).toHaveLength(practiceSets);
    expect(new Set(quizzes.map((quiz) => quiz.path)).size).toBe(27 + practiceSets);
    expect(new Set(quizzes.map((quiz) => quiz.topicId)).size).toBe(27 + practiceSets);
  });

  it("sizes the quick test at 5 questions (A, B, C, themed) and the festival quiz at 4 (a, b, c)", () => {
    const quick = findQuizByTopic("test-rapide")!;
    expect(quick).toMatchObject({
      path: "/test-rapide",
      quizType: "Test rapide",
      category: "Culture générale citoyenne",
    });
    expect(quick.questions.map((question) => question.theme)).toEqual([
      "Climat",
      "Immigration",
      "Immigration",
      "Budget public",
      "Guerre en Ukraine",
    ]);
    const festival = findQuizByTopic("fesstival-2025-ess")!;
    expect(festival).toMatchObject({ path: "/fesstival-2025", quizType: "Fesstival2025", category: "ESS" });
    expect(festival.questions).toHaveLength(4);
  });

  it("gives every question of every quiz one right option among 2 to 4", () => {
    for (const quiz of quizzes) {
      for (const question of quiz.questions) {
        expect(question.options.length, question.id).toBeGreaterThanOrEqual(2);
        expect(question.options.length, question.id).toBeLessThanOrEqual(4);
        expect(
          question.options.filter((option) => option.isCorrect),
          question.id,
        ).toHaveLength(1);
      }
    }
  });

  it("has every explanation of every quiz cite, with a link, a source of its module's list (or its special quiz's)", () => {
    const listOf = (question: { id: string; subtopicId?: string }, quiz: (typeof quizzes)[number]) => {
      if (quiz.topicId === QUICK_TEST_TOPIC_ID) return quickTestSources;
      if (quiz.topicId === FESSTIVAL_TOPIC_ID) return fesstivalSources;
      const module = quiz.isGlobalQuiz
        ? moduleEntries.find((entry) => entry.sheet.bookmarkId === question.subtopicId)
        : moduleEntries.find(
            (entry) => entry.sheet.topicId === quiz.topicId || entry.practice?.topicId === quiz.topicId,
          );
      return module?.sheet.sources ?? [];
    };
    for (const quiz of quizzes) {
      for (const question of quiz.questions) {
        expect(listOf(question, quiz), `${quiz.topicId} ${question.id}`).toContainEqual(question.source);
        expect(question.source.url, question.id).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}\//);
        expect(question.explanation, question.id).not.toMatch(/Source\s*:/);
      }
    }
  });
});
