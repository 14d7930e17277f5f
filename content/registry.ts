// Every piece of editorial content, assembled: the one place routes, quizzes, progress and favourites look things up.
// Server and build only: importing it from browser code would ship every slide of every module.
import { categories } from "./categories";
import type {
  Category,
  CategoryPage,
  DebateMap,
  GlossarySource,
  GlossaryTerm,
  Module,
  PracticeQuestion,
  Question,
  Slide,
  Source,
} from "./schema";
import { glossary } from "./glossary";
import { glossaryTexts, matchableTerms } from "./rules";
import { citedSourceIds } from "./debate-rules";
import { firstOccurrences, type FirstOccurrence, type GlossaryCard } from "../core/glossary";
import { categoryPage as budgetPage } from "./budget-public/index";
import * as budgetDette from "./budget-public/dette-soutenabilite";
import * as budgetReperes from "./budget-public/grands-reperes";
import { categoryPage as climatPage } from "./climat/index";
import * as climatObjectifs from "./climat/objectifs-climatiques";
import { categoryPage as immigrationPage } from "./immigration/index";
import * as immigrationChiffres from "./immigration/chiffres";
import * as immigrationDefinitions from "./immigration/definitions";
import * as immigrationHumanRights from "./immigration/human-rights";
import * as immigrationIntegration from "./immigration/integration";
import * as immigrationPolitique from "./immigration/politique-migratoire";
import { categoryPage as inegalitesPage } from "./inegalites-redistribution/index";
import * as inegalitesEtat from "./inegalites-redistribution/etat-des-lieux";
import * as inegalitesRedistribution from "./inegalites-redistribution/redistribution";
import { categoryPage as politiquePage } from "./politique/index";
import * as politiqueVeRepublique from "./politique/ve-republique";
import * as politiqueVoteDeLaLoi from "./politique/vote-de-la-loi";
import * as politiqueElection from "./politique/election-presidentielle";
import * as politiqueLeviers from "./politique/leviers-de-crise";
import { categoryPage as ukrainePage } from "./ukraine/index";
import * as ukraineDroit from "./ukraine/droit-international";
import * as ukraineGuerre from "./ukraine/guerre";
import * as ukraineHistoire from "./ukraine/histoire";
import * as ukraineOrigines from "./ukraine/origines";
import * as ukrainePaix from "./ukraine/paix";
import { debateMap as budgetDebate } from "./debate/budget-public";
import { debateMap as climatDebate } from "./debate/climat";
import { debateMap as immigrationDebate } from "./debate/immigration";
import { debateMap as inegalitesDebate } from "./debate/inegalites-redistribution";
import { debateMap as politiqueDebate } from "./debate/politique";
import { debateMap as ukraineDebate } from "./debate/ukraine";
import { fesstivalQuestions, fesstivalSources } from "./special/fesstival-2025";
import { quickTestQuestions, quickTestSources } from "./special/quick-test";
import type { QuizType } from "../core/attempts";
import { practiceQuestions as practiceImmigrationChiffres } from "./practice/immigration/chiffres";
import { practiceQuestions as practiceImmigrationDefinitions } from "./practice/immigration/definitions";
import { practiceQuestions as practiceImmigrationHumanRights } from "./practice/immigration/human-rights";
import { practiceQuestions as practiceImmigrationIntegration } from "./practice/immigration/integration";
import { practiceQuestions as practiceImmigrationPolitique } from "./practice/immigration/politique-migratoire";
import { practiceQuestions as practiceBudgetDette } from "./practice/budget-public/dette-soutenabilite";
import { practiceQuestions as practiceBudgetReperes } from "./practice/budget-public/grands-reperes";
import { practiceQuestions as practiceClimatObjectifs } from "./practice/climat/objectifs-climatiques";
import { practiceQuestions as practiceInegalitesEtat } from "./practice/inegalites-redistribution/etat-des-lieux";
import { practiceQuestions as practiceInegalitesRedistribution } from "./practice/inegalites-redistribution/redistribution";
import { practiceQuestions as practicePolitiqueVeRepublique } from "./practice/politique/ve-republique";
import { practiceQuestions as practicePolitiqueVoteDeLaLoi } from "./practice/politique/vote-de-la-loi";
import { practiceQuestions as practicePolitiqueElection } from "./practice/politique/election-presidentielle";
import { practiceQuestions as practicePolitiqueLeviers } from "./practice/politique/leviers-de-crise";
import { practiceQuestions as practiceUkraineDroit } from "./practice/ukraine/droit-international";
import { practiceQuestions as practiceUkraineGuerre } from "./practice/ukraine/guerre";
import { practiceQuestions as practiceUkraineHistoire } from "./practice/ukraine/histoire";
import { practiceQuestions as practiceUkraineOrigines } from "./practice/ukraine/origines";
import { practiceQuestions as practiceUkrainePaix } from "./practice/ukraine/paix";
import { mergeProgramme, moduleProgramme, resolveProgramme } from "./programme";
import type { DebateQuestion, ProgrammeHeading, Seance } from "./schema";
import { seances } from "./seances";
import { foreignRun } from "../core/sources";

type ModuleFile = { sheet: Module; quizQuestions: Question[]; globalQuizQuestions: Question[] };

export const moduleFiles: readonly ModuleFile[] = [
  immigrationDefinitions,
  immigrationChiffres,
  immigrationPolitique,
  immigrationIntegration,
  immigrationHumanRights,
  ukraineHistoire,
  ukraineOrigines,
  ukraineDroit,
  ukraineGuerre,
  ukrainePaix,
  climatObjectifs,
  inegalitesEtat,
  inegalitesRedistribution,
  budgetReperes,
  budgetDette,
  politiqueVeRepublique,
  politiqueVoteDeLaLoi,
  politiqueElection,
  politiqueLeviers,
];

/**
 * Each fiche's practice bank (docs/editorial.md#practice-questions): questions beyond its quiz, mostly applying and
 * inferring, by "category/slug" of the fiche.
 */
export const practiceBanks: Readonly<Record<string, readonly PracticeQuestion[]>> = {
  "immigration/definitions": practiceImmigrationDefinitions,
  "immigration/chiffres": practiceImmigrationChiffres,
  "immigration/politique-migratoire": practiceImmigrationPolitique,
  "immigration/integration": practiceImmigrationIntegration,
  "immigration/human-rights": practiceImmigrationHumanRights,
  "ukraine/histoire": practiceUkraineHistoire,
  "ukraine/origines": practiceUkraineOrigines,
  "ukraine/droit-international": practiceUkraineDroit,
  "ukraine/guerre": practiceUkraineGuerre,
  "ukraine/paix": practiceUkrainePaix,
  "climat/objectifs-climatiques": practiceClimatObjectifs,
  "inegalites-redistribution/etat-des-lieux": practiceInegalitesEtat,
  "inegalites-redistribution/redistribution": practiceInegalitesRedistribution,
  "budget-public/grands-reperes": practiceBudgetReperes,
  "budget-public/dette-soutenabilite": practiceBudgetDette,
  "politique/ve-republique": practicePolitiqueVeRepublique,
  "politique/vote-de-la-loi": practicePolitiqueVoteDeLaLoi,
  "politique/election-presidentielle": practicePolitiqueElection,
  "politique/leviers-de-crise": practicePolitiqueLeviers,
};

/** Where a fiche's practice quiz lives, under the fiche: /categories/immigration/definitions/entrainement. */
export const PRACTICE_PATH_SEGMENT = "entrainement";

/** The topic id of a fiche's practice quiz (attempts, « Mes révisions », class mode), from the fiche's bookmark id. */
export function practiceTopicId(bookmarkId: string): string {
  return `${bookmarkId}-${PRACTICE_PATH_SEGMENT}`;
}

export const categoryPages: readonly CategoryPage[] = [
  inegalitesPage,
  climatPage,
  immigrationPage,
  budgetPage,
  ukrainePage,
  politiquePage,
];

/** « Carte du débat » of each topic (docs/editorial.md#debate-maps), in the order of the category pages. */
export const debateMaps: readonly DebateMap[] = [
  inegalitesDebate,
  climatDebate,
  immigrationDebate,
  budgetDebate,
  ukraineDebate,
  politiqueDebate,
];

/** Topic ids of the global quizzes, as progress stores them. */
export const GLOBAL_QUIZ_TOPIC_IDS: Record<string, string> = {
  immigration: "immigration-global",
  ukraine: "ukraine-global",
  climat: "climat-global",
  "inegalites-redistribution": "inegalites-redistribution-global",
  "budget-public": "budget-global",
  politique: "politique-global",
};

export type Link = { title: string; path: string };

/**
 * A question as quizzes serve it: its explanation's source resolved from the id the content file gives, and the
 * fiche (at the slide) that explains its answer, when there is one.
 */
export type QuizQuestion = Omit<Question, "source" | "slide" | "module" | "programme"> & {
  source: Source;
  /** The programme headings it serves: its own, else its module's (content/programme.ts). */
  programme: ProgrammeHeading[];
  theme?: string;
  review?: Link;
};

/** The module page opened at one slide: the viewer reads `#diapo-N` (app/features/content/SlideViewer.tsx). */
export function slidePath(modulePath: string, slide: number | undefined): string {
  return slide === undefined ? modulePath : `${modulePath}#diapo-${slide}`;
}

/**
 * Resolves each question's source id in `sources` (the validator has already refused an unknown one) and where it
 * is explained: in `module` when the questions belong to one, else in the module each question names.
 */
function resolveQuestions(
  questions: readonly (Question & { theme?: string })[],
  sources: readonly Source[],
  module?: { sheet: Module; path: string },
): QuizQuestion[] {
  return questions.map(({ slide, module: moduleRef, programme, ...question }) => {
    const source = sources.find((candidate) => candidate.id === question.source);
    if (!source) throw new Error(`content: question ${question.id} cites an unknown source "${question.source}"`);
    const explainedIn = module ?? (moduleRef ? modulesByRef().get(moduleRef) : undefined);
    if (moduleRef && !explainedIn)
      throw new Error(`content: question ${question.id} names an unknown module "${moduleRef}"`);
    return {
      ...question,
      source,
      programme: resolveProgramme(
        programme ?? (explainedIn ? moduleProgramme[explainedIn.sheet.bookmarkId] : undefined),
      ),
      ...(explainedIn ? { review: { title: explainedIn.sheet.title, path: slidePath(explainedIn.path, slide) } } : {}),
    };
  });
}

/** Modules by "category/slug", for the questions of quizzes that stand outside a module. */
function modulesByRef(): Map<string, { sheet: Module; path: string }> {
  return new Map(moduleEntries.map((entry) => [`${entry.category.id}/${entry.sheet.slug}`, entry]));
}

export type ModuleEntry = {
  sheet: Module;
  /** The programme headings the fiche serves (content/programme.ts). */
  programme: ProgrammeHeading[];
  category: Category;
  path: string;
  quizPath: string;
  quizQuestions: QuizQuestion[];
  globalQuizQuestions: QuizQuestion[];
  /** Where the module quiz leads: the next module, or the category's global quiz after the last one. */
  next: Link;
  /** The fiche's practice quiz (« S'entraîner »), when it has a bank. */
  practice?: { topicId: string; path: string; questions: QuizQuestion[] };
};

export type GlobalQuizEntry = { topicId: string; path: string; title: string; questions: QuizQuestion[] };

export type CategoryEntry = {
  category: Category;
  page: CategoryPage;
  path: string;
  modules: ModuleEntry[];
  /** The page's list in order: modules with their number, and announced items. */
  items: Array<{ kind: "module"; module: ModuleEntry } | { kind: "coming-soon"; title: string; number: number }>;
  globalQuiz: GlobalQuizEntry;
};

function buildRegistry() {
  const categoryById = new Map(categories.map((category) => [category.id, category]));
  const files = new Map(moduleFiles.map((file) => [`${file.sheet.categoryId}/${file.sheet.slug}`, file]));
  const entries: CategoryEntry[] = categoryPages.map((page) => {
    const category = categoryById.get(page.categoryId);
    if (!category) throw new Error(`content: no category "${page.categoryId}"`);
    const path = `/categories/${category.id}`;
    const globalPath = `${path}/global-quiz`;
    const moduleItems = page.items.filter((item) => item.kind === "module");
    const modules: ModuleEntry[] = moduleItems.map((item, index) => {
      const file = files.get(`${category.id}/${item.slug}`);
      if (!file) throw new Error(`content: ${category.id} lists a module "${item.slug}" that has no file`);
      const following = moduleItems[index + 1];
      const modulePath = `${path}/${item.slug}`;
      const followingFile = following && files.get(`${category.id}/${following.slug}`);
      const bank = practiceBanks[`${category.id}/${item.slug}`];
      return {
        sheet: file.sheet,
        programme: resolveProgramme(moduleProgramme[file.sheet.bookmarkId]),
        category,
        path: modulePath,
        quizPath: `${path}/${item.quizPath}`,
        quizQuestions: resolveQuestions(file.quizQuestions, file.sheet.sources, {
          sheet: file.sheet,
          path: modulePath,
        }),
        globalQuizQuestions: resolveQuestions(file.globalQuizQuestions, file.sheet.sources, {
          sheet: file.sheet,
          path: modulePath,
        }),
        next: followingFile
          ? { title: followingFile.sheet.title, path: `${path}/${followingFile.sheet.slug}` }
          : { title: "Quiz global", path: globalPath },
        ...(bank
          ? {
              practice: {
                topicId: practiceTopicId(file.sheet.bookmarkId),
                path: `${modulePath}/${PRACTICE_PATH_SEGMENT}`,
                questions: resolveQuestions(bank, file.sheet.sources, { sheet: file.sheet, path: modulePath }),
              },
            }
          : {}),
      };
    });
    return {
      category,
      page,
      path,
      modules,
      items: page.items.map((item, index) =>
        item.kind === "module"
          ? { kind: "module" as const, module: modules.find((module) => module.sheet.slug === item.slug)! }
          : { kind: "coming-soon" as const, title: item.title, number: index + 1 },
      ),
      globalQuiz: {
        topicId: GLOBAL_QUIZ_TOPIC_IDS[category.id]!,
        path: globalPath,
        title: `Quiz global : ${category.name}`,
        questions: modules.flatMap((module) => module.globalQuizQuestions),
      },
    };
  });
  return entries;
}

export const categoryEntries: readonly CategoryEntry[] = buildRegistry();
export const moduleEntries: readonly ModuleEntry[] = categoryEntries.flatMap((entry) => entry.modules);

export function findCategoryEntry(categoryId: string): CategoryEntry | undefined {
  return categoryEntries.find((entry) => entry.category.id === categoryId);
}

export function findModuleEntry(categoryId: string, slug: string): ModuleEntry | undefined {
  return moduleEntries.find((entry) => entry.category.id === categoryId && entry.sheet.slug === slug);
}

/** What a favourite points to: a whole category or one module. */
export function findBookmarkTarget(
  bookmarkId: string,
): { title: string; categoryId: string; path: string } | undefined {
  const entry = categoryEntries.find((candidate) => candidate.page.bookmarkId === bookmarkId);
  if (entry) return { title: entry.category.name, categoryId: entry.category.id, path: entry.path };
  const module = moduleEntries.find((candidate) => candidate.sheet.bookmarkId === bookmarkId);
  return module && { title: module.sheet.title, categoryId: module.category.id, path: module.path };
}

/** Everything a quiz page and the attempt API need to know about one quiz. */
export type QuizDefinition = {
  topicId: string;
  path: string;
  title: string;
  /** The name stored with attempts and sent with analytics events. */
  category: string;
  categoryId?: string;
  quizType: QuizType;
  isGlobalQuiz: boolean;
  questions: QuizQuestion[];
  /** A module quiz's own module: where a reader goes back to after a low score. */
  module?: Link;
  /** The module a module quiz leads to, or the global quiz after the last module. */
  next?: Link;
  /** The programme headings its questions serve, each once (content/programme.ts). */
  programme: ProgrammeHeading[];
};

export const QUICK_TEST_TOPIC_ID = "test-rapide";
export const FESSTIVAL_TOPIC_ID = "fesstival-2025-ess";

type QuizBase = Omit<QuizDefinition, "programme">;

const withProgramme = (quiz: QuizBase): QuizDefinition => ({
  ...quiz,
  programme: mergeProgramme(quiz.questions.map((question) => question.programme)),
});

export const quizzes: readonly QuizDefinition[] = (
  [
    ...moduleEntries.map((module): QuizBase => ({
      topicId: module.sheet.topicId,
      path: module.quizPath,
      title: `Quiz : ${module.sheet.title}`,
      category: module.category.name,
      categoryId: module.category.id,
      quizType: "Standard",
      isGlobalQuiz: false,
      questions: module.quizQuestions,
      module: { title: module.sheet.title, path: module.path },
      next: module.next,
    })),
    ...categoryEntries.map((entry): QuizBase => ({
      topicId: entry.globalQuiz.topicId,
      path: entry.globalQuiz.path,
      title: entry.globalQuiz.title,
      category: entry.category.name,
      categoryId: entry.category.id,
      quizType: "Global",
      isGlobalQuiz: true,
      questions: entry.globalQuiz.questions,
    })),
    ...moduleEntries.flatMap((module): QuizBase[] =>
      module.practice
        ? [
            {
              topicId: module.practice.topicId,
              path: module.practice.path,
              title: `Entraînement : ${module.sheet.title}`,
              category: module.category.name,
              categoryId: module.category.id,
              quizType: "Entraînement",
              isGlobalQuiz: false,
              questions: module.practice.questions,
              module: { title: module.sheet.title, path: module.path },
              next: module.next,
            },
          ]
        : [],
    ),
    {
      topicId: QUICK_TEST_TOPIC_ID,
      path: "/test-rapide",
      title: "Tester ma culture G citoyenne",
      category: "Culture générale citoyenne",
      quizType: "Test rapide",
      isGlobalQuiz: false,
      questions: resolveQuestions(quickTestQuestions, quickTestSources),
    },
    {
      topicId: FESSTIVAL_TOPIC_ID,
      path: "/fesstival-2025",
      title: "Quiz : l'économie sociale et solidaire",
      category: "ESS",
      quizType: "Fesstival2025",
      isGlobalQuiz: false,
      questions: resolveQuestions(fesstivalQuestions, fesstivalSources),
    },
  ] as QuizBase[]
).map(withProgramme);

/** What a teacher can put in a class session: module quizzes, global quizzes and the quick test, not the event quiz. */
export const classQuizzes: readonly QuizDefinition[] = quizzes.filter((quiz) => quiz.quizType !== "Fesstival2025");

export function findQuizByTopic(topicId: string): QuizDefinition | undefined {
  return quizzes.find((quiz) => quiz.topicId === topicId);
}

const reviewQuestions = new Map(
  quizzes.flatMap((quiz) => quiz.questions.map((question) => [`${quiz.topicId}/${question.id}`, { quiz, question }])),
);

/**
 * The question of a « Mes révisions » card (`topicId/questionId`, quiz and practice questions alike) with its quiz, or
 * undefined when the content does not have it (any more: an edit removed or renamed it, decision 043).
 */
export function reviewQuestionOf(card: { topicId: string; questionId: string }) {
  return reviewQuestions.get(`${card.topicId}/${card.questionId}`);
}

/** Whether the content has a review card's question: the one rule by which the server keeps or drops a card. */
export function reviewQuestionExists(card: { topicId: string; questionId: string }): boolean {
  return reviewQuestions.has(`${card.topicId}/${card.questionId}`);
}

/**
 * A fiche's practice quiz, by the fiche's bookmark id (« immigration-definitions »): its topic id and its questions,
 * as « Mes révisions » keys them (`topicId/questionId`). Undefined for a fiche without a bank.
 */
export function practiceQuizOf(bookmarkId: string): QuizDefinition | undefined {
  return findQuizByTopic(practiceTopicId(bookmarkId));
}

export function findQuizByPath(path: string): QuizDefinition | undefined {
  return quizzes.find((quiz) => quiz.path === path);
}

const glossaryTerms = matchableTerms(glossary);

/** A slide's first occurrence of each glossary term (docs/editorial.md#glossary), in reading order. */
export function slideGlossaryOccurrences(slide: Pick<Slide, "body" | "points">): FirstOccurrence[] {
  return firstOccurrences(glossaryTexts(slide), glossaryTerms);
}

/** How a glossary definition names its source: « INSEE, Définition : niveau de vie ». */
export function glossarySourceLabel(source: GlossarySource): string {
  return `${source.publisher}, ${source.title}`;
}

export function glossaryCard(term: GlossaryTerm): GlossaryCard {
  return {
    id: term.id,
    term: term.term,
    definition: term.definition,
    source: { label: glossarySourceLabel(term.source), url: term.source.url, ...foreignRun(term.source) },
  };
}

/** A glossary term with the modules that use it, each linked at the first slide where it occurs. */
export type GlossaryEntry = GlossaryTerm & { usedIn: Array<{ title: string; categoryName: string; path: string }> };

function buildGlossaryEntries(): GlossaryEntry[] {
  const usedIn = new Map<string, GlossaryEntry["usedIn"]>();
  for (const module of moduleEntries) {
    const seen = new Set<string>();
    module.sheet.slides.forEach((slide, index) => {
      for (const { termId } of slideGlossaryOccurrences(slide)) {
        if (seen.has(termId)) continue;
        seen.add(termId);
        const list = usedIn.get(termId) ?? [];
        list.push({
          title: module.sheet.title,
          categoryName: module.category.name,
          path: slidePath(module.path, index + 1),
        });
        usedIn.set(termId, list);
      }
    });
  }
  return [...glossary]
    .sort((a, b) => a.term.localeCompare(b.term, "fr", { sensitivity: "base" }))
    .map((term) => ({ ...term, usedIn: usedIn.get(term.id) ?? [] }));
}

let glossaryEntriesMade: readonly GlossaryEntry[] | undefined;

/**
 * Every glossary term, A to Z, with where it is used: /glossaire. Made at its first call, not when the content is
 * loaded: finding every term in every slide was the costliest part of loading it, paid by each server start.
 */
export function glossaryEntries(): readonly GlossaryEntry[] {
  return (glossaryEntriesMade ??= buildGlossaryEntries());
}

export function findGlossaryTerm(id: string): GlossaryTerm | undefined {
  return glossary.find((term) => term.id === id);
}

/** A topic's « Carte du débat » with where it lives and where each of its facts is explained. */
export type DebateEntry = {
  map: DebateMap;
  category: Category;
  categoryPath: string;
  path: string;
  /** The same map for the classroom's screen, one question at a time. */
  projectionPath: string;
  /** Each fact's explaining slide: the module's title and the address of the module opened at the slide. */
  explainedIn: Map<string, Link>;
  /** What the map cites: its own sources, then the sources of its topic's modules that it cites by id. */
  sources: Source[];
  /** The programme headings of each question, by its id: its own, else those of the topic's fiches. */
  programme: Map<string, ProgrammeHeading[]>;
};

export function debateMapPath(categoryId: string): string {
  return `/categories/${categoryId}/debat`;
}

function buildDebateEntries(): DebateEntry[] {
  return debateMaps.map((map) => {
    const entry = findCategoryEntry(map.topicId);
    if (!entry) throw new Error(`content: debate map for « ${map.topicId} », which is not an available topic`);
    const path = debateMapPath(map.topicId);
    const explainedIn = new Map<string, Link>();
    for (const fact of map.established) {
      const module = entry.modules.find((candidate) => candidate.sheet.bookmarkId === fact.module);
      if (!module) throw new Error(`content: debate fact ${fact.id} names an unknown module « ${fact.module} »`);
      explainedIn.set(fact.id, { title: module.sheet.title, path: slidePath(module.path, fact.slide) });
    }
    const cited = citedSourceIds(map);
    const moduleSources = [
      ...new Map(entry.modules.flatMap((module) => module.sheet.sources).map((source) => [source.id, source])).values(),
    ];
    return {
      map,
      category: entry.category,
      categoryPath: entry.path,
      path,
      projectionPath: `${path}/projection`,
      explainedIn,
      sources: [...map.sources, ...moduleSources.filter((source) => cited.has(source.id))],
      programme: new Map(
        map.questions.map((question) => [
          question.id,
          question.programme
            ? resolveProgramme(question.programme)
            : mergeProgramme(entry.modules.map((module) => module.programme)),
        ]),
      ),
    };
  });
}

export const debateEntries: readonly DebateEntry[] = buildDebateEntries();

export function findDebateEntry(categoryId: string): DebateEntry | undefined {
  return debateEntries.find((entry) => entry.category.id === categoryId);
}

/** A « Séance clés en main » with everything its page shows and links to (content/seances.ts). */
export type SeanceEntry = {
  seance: Seance;
  category: Category;
  path: string;
  fiche: ModuleEntry;
  /** The fiche's quiz: the warm-up and the exit ticket. */
  quiz: QuizDefinition;
  debate: DebateEntry;
  question: DebateQuestion;
  /** The pupils' « trace écrite »: what is established (with its source), the question, the positions. */
  trace: {
    established: Array<{ statement: string; source: Source | undefined }>;
    question: string;
    positions: string[];
  };
  programme: ProgrammeHeading[];
};

export function seancePath(topicId: string): string {
  return `/enseignants/seance/${topicId}`;
}

function buildSeanceEntries(): SeanceEntry[] {
  return seances.map((seance) => {
    const category = findCategoryEntry(seance.topicId);
    const debate = findDebateEntry(seance.topicId);
    if (!category || !debate) throw new Error(`content: séance for « ${seance.topicId} », which has no topic or map`);
    const fiche = category.modules.find((module) => module.sheet.bookmarkId === seance.fiche);
    if (!fiche)
      throw new Error(`content: séance ${seance.topicId} projects « ${seance.fiche} », no fiche of its topic`);
    const quiz = findQuizByTopic(fiche.sheet.topicId)!;
    const question = debate.map.questions.find((candidate) => candidate.id === seance.debateQuestion);
    if (!question)
      throw new Error(`content: séance ${seance.topicId} debates « ${seance.debateQuestion} », no question of its map`);
    return {
      seance,
      category: category.category,
      path: seancePath(seance.topicId),
      fiche,
      quiz,
      debate,
      question,
      trace: {
        established: debate.map.established.map((fact) => ({
          statement: fact.statement,
          source: debate.sources.find((source) => source.id === fact.source),
        })),
        question: question.question,
        positions: question.positions.map((position) => position.label),
      },
      programme: mergeProgramme([fiche.programme, debate.programme.get(question.id) ?? []]),
    };
  });
}

export const seanceEntries: readonly SeanceEntry[] = buildSeanceEntries();

export function findSeanceEntry(topicId: string): SeanceEntry | undefined {
  return seanceEntries.find((entry) => entry.seance.topicId === topicId);
}
