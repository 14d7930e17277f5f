import { z } from "zod";

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be a lower-case slug");

export const CATEGORY_ICONS = [
  "scale",
  "thermometer",
  "users",
  "landmark",
  "shield",
  "wheat",
  "globe",
  "trending-up",
  "leaf",
  "users-round",
  "building",
  "heart-pulse",
  "graduation-cap",
  "cpu",
  "swords",
  "palette",
  "gavel",
  "trophy",
] as const;

export const CategorySchema = z.object({
  id: slug,
  /** Full name, used in titles: « Guerre en Ukraine ». */
  name: z.string().min(1),
  /** Name on cards and in menus when shorter than the full one: « Ukraine ». */
  shortName: z.string().min(1).optional(),
  icon: z.enum(CATEGORY_ICONS),
  status: z.enum(["available", "coming-soon"]),
  tagline: z.string().min(1).optional(),
});

export const SubcategorySchema = z.object({
  id: slug,
  name: z.string().min(1),
  /** Set when the subject already has its own category page. */
  categoryId: slug.optional(),
});

export type Category = z.infer<typeof CategorySchema>;
export type Subcategory = z.infer<typeof SubcategorySchema>;

/** An ISO calendar date, e.g. 2026-11-22. */
const isoDate = z.iso.date();

/** A publication date as precise as the publisher gives it: 2025-10-09, 2025-10 or 2025. */
const publicationDate = z
  .string()
  .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, "must be YYYY, YYYY-MM or YYYY-MM-DD");

/**
 * The language of a source's title when it is not French, so that the page marks it (`lang`, RGAA 8.7) and a screen
 * reader voices it in that language: « en » for a title wholly in it; for a title that also holds French (a date, a
 * gloss in parentheses), the run in that language, verbatim: { code: "en", text: "NATO decisions on open-door policy" }.
 * Proper names stay unmarked (docs/editorial.md#titles-in-another-language).
 */
const titleLang = z.enum(["en", "uk"]);
export const TitleLangSchema = z.union([titleLang, z.object({ code: titleLang, text: z.string().min(2) }).strict()]);

/**
 * Where a figure comes from, so that a reader can follow it (docs/editorial.md#followable-and-current-sources): who published what, about
 * which year, when, and the https page that carries the figure. A figure with no public page is not used.
 */
export const SourceSchema = z.object({
  /** How the module's slides and quiz explanations cite it: « insee-immigres-2024 ». */
  id: slug,
  /** « INSEE », « Ministère de l’Intérieur (DGEF) », « Cour des comptes ». */
  publisher: z.string().min(2).max(80),
  /** The document as its publisher titles it: « L’essentiel sur… les immigrés et les étrangers ». */
  title: z.string().min(3).max(200),
  lang: TitleLangSchema.optional(),
  /** The year the figures describe (the latest year of a series); for a legal text, the year it was adopted. */
  dataYear: z.number().int().min(1789).max(2100),
  publishedAt: publicationDate,
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
  /**
   * True when the publisher releases newer figures periodically (an annual statistical series): the freshness
   * report (npm run content:review) then expects the next release. False for a law, a treaty, a ruling, a one-off study.
   */
  recurring: z.boolean(),
  /**
   * True for « source secondaire » (docs/editorial.md#followable-and-current-sources): a known fact whose official page cannot be read from here,
   * cited through the best reachable independent source (vie-publique.fr, Public Sénat, LCP, AFP through a newspaper, a
   * party's own site). Its name says so on the page, and `npm run content:review` lists it for an editor to confirm
   * against the official text.
   */
  secondary: z.literal(true).optional(),
});

/**
 * A figure drawn from data on a slide (docs/editorial.md#figures): a title, the one sentence to remember, the period
 * it covers and, for numbers, their unit. Its values come from the slide's `source`; the page draws it as SVG at build
 * time and gives its data as text (a list, or a table under « Voir les données »).
 */
const figureText = z.string().min(2).max(90);
const FigureBase = {
  /** « Dette publique, en % du PIB, fin d’année ». */
  title: z.string().min(5).max(100),
  /** « À retenir » : one sentence that says what the figure shows. */
  takeaway: z.string().min(20).max(220),
  /** The period the values describe, as the source gives it: « 2022 », « 1946-2024 », « février 2022-février 2025 ». */
  period: z.string().min(4).max(40),
  /**
   * The id of the module's source that carries the values, when it is not the slide's own (a series the slide's text
   * only rounds); the slide keeps its `source` all the same.
   */
  source: slug.optional(),
};
/** A value as the source prints it: finite, at most two decimals. */
const figureValue = z
  .number()
  .finite()
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, "at most two decimals");
/** « % », « % du PIB », « milliards d’euros », « °C », « États ». */
const figureUnit = z.string().min(1).max(40);

/** A timeline's date, as precise as its source: 988, 1654-01, 1991-12-01 (a year of three or four digits). */
const timelineDate = z
  .string()
  .regex(/^\d{3,4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, "must be YYYY, YYYY-MM or YYYY-MM-DD");

export const FIGURE_KINDS = ["bar", "line", "timeline", "steps"] as const;

export const FigureSchema = z.discriminatedUnion("kind", [
  /** Labelled values compared side by side (horizontal bars, from zero). */
  z.object({
    kind: z.literal("bar"),
    ...FigureBase,
    unit: figureUnit,
    bars: z
      .array(z.object({ label: figureText, value: figureValue }))
      .min(2)
      .max(8),
  }),
  /** One to three series over years (a line each). */
  z.object({
    kind: z.literal("line"),
    ...FigureBase,
    unit: figureUnit,
    series: z
      .array(
        z.object({
          label: figureText,
          points: z
            .array(z.object({ year: z.number().int().min(1000).max(2100), value: figureValue }))
            .min(2)
            .max(40),
        }),
      )
      .min(1)
      .max(3),
  }),
  /** Dated facts in order; an event may cite another of the module's sources than the slide's. */
  z.object({
    kind: z.literal("timeline"),
    ...FigureBase,
    events: z
      .array(z.object({ date: timelineDate, label: z.string().min(3).max(160), source: slug.optional() }))
      .min(3)
      .max(10),
  }),
  /** A process, step by step: how a law travels between the assemblies, how an asylum claim is decided. */
  z.object({
    kind: z.literal("steps"),
    ...FigureBase,
    steps: z
      .array(z.object({ label: z.string().min(3).max(90), detail: z.string().min(3).max(200).optional() }))
      .min(3)
      .max(8),
  }),
]);

export type Figure = z.infer<typeof FigureSchema>;

export const SlideSchema = z.object({
  title: z.string().min(3).max(90),
  /** One to three short paragraphs of plain text. */
  body: z.array(z.string().min(1)).min(1).max(3),
  /** An optional bullet list shown after the paragraphs. */
  points: z.array(z.string().min(1)).max(5).optional(),
  /** One number to remember, shown large. */
  keyFigure: z.object({ value: z.string().min(1).max(24), label: z.string().min(3).max(140) }).optional(),
  /**
   * The id of one of the module's sources, shown as a « Source : … » link under the slide; required as soon as the
   * slide carries a figure or a date.
   */
  source: slug.optional(),
  image: z.object({ src: z.string().startsWith("/"), alt: z.string().min(5) }).optional(),
  /** A chart, timeline or schema drawn from data (issue 35); its values rely on `source`. */
  figure: FigureSchema.optional(),
  /** The announcement that ends an unfinished module; exempt from the length rule. */
  closing: z.literal(true).optional(),
});

export const ModuleSchema = z.object({
  categoryId: slug,
  /** Position in the category's list, from 1. */
  number: z.number().int().min(1),
  slug,
  /** Id used by favourites and as the subtopic id of global-quiz questions. */
  bookmarkId: slug,
  /** Id under which the module quiz's progress is stored. */
  topicId: slug,
  title: z.string().min(3),
  subtitle: z.string().min(3),
  readingTime: z.union([z.literal(3), z.literal(4), z.literal(5)]),
  /** When the text last changed. */
  updatedAt: isoDate,
  /** When every figure was last checked against its source: « Chiffres vérifiés le … » on the page. */
  reviewedAt: isoDate,
  slides: z.array(SlideSchema).min(8).max(18),
  /** A closing note after the slides, e.g. the scope, indicators and sources of a module. */
  note: z.object({ title: z.string().min(3), body: z.array(z.string().min(1)).min(1) }).optional(),
  sources: z.array(SourceSchema).min(1),
});

/** The levels, disciplines and bac statuses a programme heading can have (content/programme.ts, issue 38). */
export const PROGRAMME_LEVELS = ["seconde", "première", "terminale"] as const;
export const PROGRAMME_DISCIPLINES = ["EMC", "SES", "HGGSP", "histoire-géographie", "EMI"] as const;
export const PROGRAMME_STATUSES = [
  "évalué au bac 2027",
  "hors évaluation depuis la session 2025",
  "programme en vigueur",
] as const;
export type ProgrammeLevel = (typeof PROGRAMME_LEVELS)[number];
export type ProgrammeDiscipline = (typeof PROGRAMME_DISCIPLINES)[number];
export type ProgrammeStatus = (typeof PROGRAMME_STATUSES)[number];

/** An official text: what it is, its Bulletin officiel reference, its date and its page. */
export const OfficialTextSchema = z.object({
  title: z.string().min(10).max(200),
  /** « Arrêté du 29 mai 2024, BO n° 24 du 13 juin 2024 ». */
  reference: z.string().min(10).max(120),
  publishedAt: publicationDate,
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
});

/** A row of the programme table (content/programme.ts): a heading exactly as the official text writes it. */
export const ProgrammeHeadingSchema = z.object({
  /** Its anchor on /enseignants: /enseignants#programme-ses-terminale-justice-sociale. */
  id: slug,
  niveau: z.enum(PROGRAMME_LEVELS),
  discipline: z.enum(PROGRAMME_DISCIPLINES),
  heading: z.string().min(10).max(200),
  /** The arrêté that fixes the programme. */
  text: OfficialTextSchema,
  status: z.enum(PROGRAMME_STATUSES),
  /** The note that says whether the bac assesses it, when it is a specialty of the bac. */
  statusSource: OfficialTextSchema.optional(),
});

/** Where a fiche, a question or a debate-map question sits in the programme: a heading of the table, verbatim. */
export const ProgrammeReferenceSchema = z.object({ heading: z.string().min(10).max(200) }).strict();

export type OfficialText = z.infer<typeof OfficialTextSchema>;
export type ProgrammeHeading = z.infer<typeof ProgrammeHeadingSchema>;
export type ProgrammeReference = z.infer<typeof ProgrammeReferenceSchema>;

export const OptionSchema = z.object({
  id: z.string().regex(/^[a-d]$|^[A-C]$/),
  text: z.string().min(1),
  isCorrect: z.boolean(),
  /** Why this option is right, or the misconception a wrong option encodes and why it is wrong (issue 37). */
  feedback: z.string().min(20).max(400).optional(),
});

export const QuestionSchema = z.object({
  id: slug,
  question: z.string().min(5),
  options: z.array(OptionSchema).min(2).max(4),
  /** Why the right answer is right. Its source is not written in the text but named by `source`. */
  explanation: z.string().min(20),
  /** The id of the source the explanation relies on, in the list of the module (or of the special quiz). */
  source: slug,
  /** Global quizzes: the bookmark id of the module the question tests. */
  subtopicId: slug.optional(),
  /** The slide (counted from 1) that explains the answer: the results screen's « Relire la fiche » opens it. */
  slide: z.number().int().min(1).max(18).optional(),
  /** Quizzes outside a module (the quick test): the module that explains the answer, as "category/slug". */
  module: z
    .string()
    .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/)
    .optional(),
  /** Programme headings this question serves when they differ from its module's (content/programme.ts). */
  programme: z.array(ProgrammeReferenceSchema).min(1).max(4).optional(),
});

/** What a practice question asks a learner to do (issue 37): recall a fact, apply it to a situation, or infer. */
export const PRACTICE_KINDS = ["rappel", "application", "inférence"] as const;
export const PracticeQuestionSchema = QuestionSchema.extend({ kind: z.enum(PRACTICE_KINDS) });
export type PracticeQuestion = z.infer<typeof PracticeQuestionSchema>;

export type Source = z.infer<typeof SourceSchema>;
export type TitleLang = z.infer<typeof TitleLangSchema>;
export type Slide = z.infer<typeof SlideSchema>;
export type Module = z.infer<typeof ModuleSchema>;
export type Question = z.infer<typeof QuestionSchema>;

/** What a category page lists, in order: written modules and announced ones. */
export const CategoryPageSchema = z.object({
  categoryId: slug,
  /** Id under which the whole category can be saved to favourites. */
  bookmarkId: slug,
  intro: z.string().min(20),
  items: z
    .array(
      z.discriminatedUnion("kind", [
        z.object({
          kind: z.literal("module"),
          slug,
          /** Path of the module quiz, relative to the category: « quiz », « chiffres-quiz », « integration/quiz ». */
          quizPath: z.string().regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/),
        }),
        z.object({ kind: z.literal("coming-soon"), title: z.string().min(3) }),
      ]),
    )
    .min(1),
});

export type CategoryPage = z.infer<typeof CategoryPageSchema>;

/**
 * Where a glossary definition comes from: who published it, the page's title, its https address and, when the
 * publisher dates the text (a treaty, a dated page), that date.
 */
export const GlossarySourceSchema = z.object({
  /** « INSEE », « Comité international de la Croix-Rouge (CICR) », « Service-Public.fr (DILA) ». */
  publisher: z.string().min(2).max(80),
  /** The page or the text as its publisher titles it. */
  title: z.string().min(3).max(200),
  lang: TitleLangSchema.optional(),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
  /** YYYY-MM-DD, YYYY-MM or YYYY: as precise as the publisher gives it. */
  publishedAt: publicationDate.optional(),
});

/**
 * A word a reader may stumble on, defined once (docs/editorial.md#glossary). Its first occurrence in a slide opens the
 * definition; /glossaire lists every term.
 */
export const GlossaryTermSchema = z.object({
  /** The anchor on /glossaire and the term's key: « asile », « dette-publique ». */
  id: slug,
  /** As the glossary shows it, with its capital: « Asile », « PIB », « Indice de Gini ». */
  term: z.string().min(2).max(60),
  /**
   * Other forms the term takes in slides (plural, feminine, a synonym): « réfugiés », « produit intérieur brut ». The
   * term itself is always matched; letters compare without case, except in forms written in capitals (acronyms).
   */
  variants: z.array(z.string().min(2).max(60)).optional(),
  /** One to three short sentences of plain French, neutral, that say what the source says. */
  definition: z.string().min(40).max(420),
  source: GlossarySourceSchema,
});

export type GlossarySource = z.infer<typeof GlossarySourceSchema>;
export type GlossaryTerm = z.infer<typeof GlossaryTermSchema>;

/**
 * Who holds a position in a debate map, and where they said so: a program, a vote, a report or an official statement,
 * dated, among the map's sources (docs/editorial.md#debate-maps).
 */
export const DEBATE_HOLDER_KINDS = [
  "parti",
  "groupe parlementaire",
  "gouvernement",
  "institution",
  "syndicat",
  "organisation patronale",
  "think tank",
  "association",
  "ONG",
  "organisation internationale",
  "État",
] as const;

/**
 * The main political families present in Parliament (docs/editorial.md#how-a-map-stays-neutral): each question of a map places every one of
 * them, as a holder of a position or as « pas de position publique trouvée » with the date searched.
 */
export const POLITICAL_FAMILIES = ["lfi", "ps", "ecologistes", "centre", "lr", "rn"] as const;
export type PoliticalFamily = (typeof POLITICAL_FAMILIES)[number];
export const POLITICAL_FAMILY_NAMES: Record<PoliticalFamily, string> = {
  lfi: "LFI",
  ps: "PS et apparentés",
  ecologistes: "Écologistes",
  centre: "Bloc central / gouvernement",
  lr: "LR",
  rn: "RN et alliés",
};

export const DebateHolderSchema = z.object({
  /** « Les Républicains », « CFDT (Lydie Nicol, secrétaire nationale) », « Cour des comptes ». */
  name: z.string().min(2).max(160),
  kind: z.enum(DEBATE_HOLDER_KINDS),
  /** When they said it: YYYY-MM-DD, YYYY-MM or YYYY, as precise as the source dates it. */
  date: publicationDate,
  /** The id of the map's source that records it. */
  source: slug,
  /** The main political families this holder speaks for, if any (a party, its group, its government). */
  families: z.array(z.enum(POLITICAL_FAMILIES)).max(6).optional(),
});

/** A sourced, attributed text: an objection, the figures that bear on a question. */
const SourcedTextSchema = z.object({ text: z.string().min(20).max(700), source: slug });

/** « Où en est-on ? » of a debated question (docs/editorial.md#debate-maps). */
export const DebateStatusSchema = z
  .object({
    text: z.string().min(20).max(500),
    source: slug,
    /** The date of the state described (a vote, a promulgation, an entry into force): YYYY-MM-DD, YYYY-MM or YYYY. */
    date: publicationDate,
  })
  .strict();

export const DebatePositionSchema = z.object({
  id: slug,
  /**
   * The ids this position had before it was renamed, newest first: a mark a reader keeps on their device under an
   * old id stays on the position (« Mes positions », core/my-positions.ts). Never another position's id.
   */
  formerIds: z.array(slug).min(1).max(5).optional(),
  /** A short name of the position, without judgement: « Resserrer le dispositif ». */
  label: z.string().min(3).max(80),
  holders: z.array(DebateHolderSchema).min(1, "a position needs at least one holder").max(6),
  /** Their strongest argument, attributed, in their own terms (« Selon X, … »). */
  argument: z.string().min(40).max(700),
  /** The main objection it meets — exactly one —, attributed to who makes it (`by`), with its source. */
  objection: SourcedTextSchema.extend({
    /** Who makes it, named the same way in every objection of the map: « Gouvernement », « Jordan Bardella (RN) ». */
    by: z.string().min(2).max(120),
    /**
     * The main political families the objector speaks for, as for a holder: the role rules count an objector on the
     * side of every position its families hold (content/debate-rules.ts, objectorSides). Required in practice for a
     * party, a group or a government that does not appear by name among the question's holders.
     */
    families: z.array(z.enum(POLITICAL_FAMILIES)).max(6).optional(),
  }).strict(),
});

export const DebateQuestionSchema = z.object({
  /** The question's anchor on the map: /categories/immigration/debat#droit-du-sol. */
  id: slug,
  question: z.string().min(10).max(160).endsWith("?", "a debated question ends with « ? »"),
  positions: z.array(DebatePositionSchema).min(2).max(4),
  /** What the figures say about the question, sourced; or, said plainly, why they do not settle it. */
  evidence: z.union([SourcedTextSchema.strict(), z.object({ missing: z.string().min(20).max(700) }).strict()]),
  /**
   * « Où en est-on ? »: what is voted, promulgated, in force or pending on the map's review date, with its source and
   * the date of the state it describes (on or before the review), so that an old vote is never the last word.
   */
  status: DebateStatusSchema,
  /**
   * The main political families that hold none of the positions: searched for, and no public position found, on the
   * date given (YYYY-MM-DD).
   */
  notFound: z
    .array(
      z
        .object({
          family: z.enum(POLITICAL_FAMILIES),
          searchedOn: isoDate,
          /** Where else this cell was searched, beyond « Comment nous cherchons » (content/debate-search.ts). */
          searchedIn: z.array(z.string().min(3).max(160)).min(1).max(4).optional(),
        })
        .strict(),
    )
    .max(6)
    .optional(),
  /** Programme headings this question serves when they differ from its topic's fiches' (content/programme.ts). */
  programme: z.array(ProgrammeReferenceSchema).min(1).max(4).optional(),
});

export const EstablishedFactSchema = z.object({
  id: slug,
  /** A fact no serious actor disputes, dated by its source. */
  statement: z.string().min(20).max(400),
  source: slug,
  /** The bookmark id of the topic's module that explains it, and the slide (from 1). */
  module: slug,
  slide: z.number().int().min(1).max(18),
});

/**
 * « Carte du débat » of a topic (docs/editorial.md#debate-maps): what is established, apart from the questions that
 * divide, each position attributed to named actors with a dated source.
 */
export const DebateMapSchema = z.object({
  /** The id of the category the map belongs to: its page is /categories/<topicId>/debat. */
  topicId: slug,
  /** When every fact, holder and quote was last checked against its source. */
  reviewedAt: isoDate,
  intro: z.string().min(40).max(400),
  sources: z.array(SourceSchema).min(1),
  established: z.array(EstablishedFactSchema).min(4).max(8),
  questions: z.array(DebateQuestionSchema).min(3).max(5),
});

export type DebateHolder = z.infer<typeof DebateHolderSchema>;
export type DebatePosition = z.infer<typeof DebatePositionSchema>;
export type DebateQuestion = z.infer<typeof DebateQuestionSchema>;
export type DebateStatus = z.infer<typeof DebateStatusSchema>;
export type DebateMap = z.infer<typeof DebateMapSchema>;

/** The steps of a « Séance clés en main » (content/seances.ts), in the order of Éduscol's debate method. */
export const SEANCE_STEPS = ["echauffement", "fiche", "dossier", "debat", "trace", "ticket"] as const;
export type SeanceStep = (typeof SEANCE_STEPS)[number];

/** The teacher's questions for one step: 1 to 4 short questions, asked as written. */
const teacherQuestions = z.array(z.string().min(10).max(220).endsWith("?")).min(1).max(4);

/**
 * « Séance clés en main » of a topic (issue 38, docs/editorial.md#séances-clés-en-main): which fiche is projected, which
 * debate-map question is prepared, and what the teacher asks at each step. Timings, links and the pupils' « trace
 * écrite » follow from the plan and from the map (content/seances.ts).
 */
export const SeanceSchema = z
  .object({
    /** The category: its page is /enseignants/seance/<topicId>. */
    topicId: slug,
    /** The bookmark id of the fiche projected; its quiz is the warm-up and the exit ticket. */
    fiche: slug,
    /** The id of the question of the topic's debate map that the class debates. */
    debateQuestion: slug,
    questions: z
      .object({
        echauffement: teacherQuestions,
        fiche: teacherQuestions,
        dossier: teacherQuestions,
        debat: teacherQuestions,
        ticket: teacherQuestions,
      })
      .strict(),
  })
  .strict();

export type Seance = z.infer<typeof SeanceSchema>;
