import { describe, expect, it } from "vitest";
import { categories, footerCategoryIds, internationalSubcategories, upcomingOnHome } from "./categories";
import { glossary } from "./glossary";
import { categoryPages, debateMaps, moduleFiles } from "./registry";
import { quickTestQuestions, quickTestSources } from "./special/quick-test";
import { ContentError, validateContent } from "./validate";

const catalog = { categories, internationalSubcategories, upcomingOnHome, footerCategoryIds };
const shipped = { catalog, categoryPages, moduleFiles };

function problemsOf(input: Parameters<typeof validateContent>[0]): string[] {
  try {
    validateContent(input);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
}

describe("validateContent", () => {
  it("accepts the content as shipped", () => {
    expect(problemsOf(shipped)).toEqual([]);
  });

  it("checks the debate maps: the shipped ones pass, a second map of a topic and a position without holder do not", () => {
    expect(problemsOf({ ...shipped, debateMaps })).toEqual([]);
    const [first] = debateMaps;
    const question = first!.questions[0]!;
    const withoutHolder = {
      ...first!,
      questions: [
        { ...question, positions: [{ ...question.positions[0]!, holders: [] }, ...question.positions.slice(1)] },
        ...first!.questions.slice(1),
      ],
    };
    expect(problemsOf({ ...shipped, debateMaps: [...debateMaps, withoutHolder] })).toEqual([
      `debate map ${first!.topicId}: a second map`,
      expect.stringMatching(/questions\.0\.positions\.0\.holders: a position needs at least one holder/),
    ]);
    const moduleNamedDebat = moduleFiles.map((file, index) =>
      index === 0 ? { ...file, sheet: { ...file.sheet, slug: "debat" } } : file,
    );
    expect(problemsOf({ ...shipped, moduleFiles: moduleNamedDebat })).toContainEqual(
      expect.stringMatching(/« debat » is the address of the topic's debate map/),
    );
  });

  it("refuses a quiz question whose wrong option has no feedback of its own (issue 37)", () => {
    const [first, ...others] = moduleFiles;
    const [question, ...rest] = first!.quizQuestions;
    const wrongAt = question!.options.findIndex((option) => !option.isCorrect);
    const stripped = {
      ...question!,
      options: question!.options.map((option, index) =>
        index === wrongAt ? { ...option, feedback: undefined } : option,
      ),
    };
    const withoutFeedback = [{ ...first!, quizQuestions: [stripped, ...rest] }, ...others];
    expect(problemsOf({ ...shipped, moduleFiles: withoutFeedback })).toEqual([
      `${first!.sheet.categoryId}/${first!.sheet.slug} quiz ${question!.id}: wrong option ${question!.options[wrongAt]!.id} has no feedback (why it is wrong)`,
    ]);
    const quickTest = quickTestQuestions.map((candidate, index) =>
      index === 0
        ? {
            ...candidate,
            options: candidate.options.map((option) =>
              option.isCorrect ? option : { ...option, feedback: undefined },
            ),
          }
        : candidate,
    );
    expect(problemsOf({ ...shipped, quickTest: { questions: quickTest, sources: quickTestSources } })).toContainEqual(
      expect.stringMatching(/^quick test test-rapide-climat: wrong option A has no feedback/),
    );
  });

  it("rejects a duplicated id, an unknown reference and a bad slug, naming each", () => {
    const problems = problemsOf({
      ...shipped,
      catalog: {
        ...catalog,
        categories: [...categories, { ...categories[0], id: "climat" }, { ...categories[1], id: "Pas Un Slug" }],
        upcomingOnHome: [...upcomingOnHome, "astrologie"],
      },
    });
    expect(problems).toContainEqual(expect.stringMatching(/category id "climat" is used twice/));
    expect(problems).toContainEqual(expect.stringMatching(/upcomingOnHome: unknown category id "astrologie"/));
    expect(problems).toContainEqual(expect.stringMatching(/must be a lower-case slug/));
  });

  it("requires a tagline on available categories", () => {
    const problems = problemsOf({
      ...shipped,
      catalog: {
        ...catalog,
        categories: [{ id: "climat", name: "Climat", icon: "leaf", status: "available" }],
        upcomingOnHome: [],
        footerCategoryIds: [],
      },
    });
    expect(problems).toContainEqual(expect.stringMatching(/available category "climat" needs a tagline/));
  });

  it("refuses a slide with a figure but no source, and a quiz question with two right answers", () => {
    const [first] = moduleFiles;
    const slides = first!.sheet.slides.map((slide, index) =>
      index === 0
        ? { ...slide, source: undefined, keyFigure: { value: "42 %", label: "un chiffre sans source" } }
        : slide,
    );
    const [question] = first!.quizQuestions;
    const twoRight = { ...question!, options: question!.options.map((option) => ({ ...option, isCorrect: true })) };
    const problems = problemsOf({
      ...shipped,
      moduleFiles: [{ ...first!, sheet: { ...first!.sheet, slides }, quizQuestions: [twoRight] }],
      categoryPages: [],
    });
    expect(problems).toContainEqual(`${first!.sheet.slug} slide 1: carries a figure or a date but no source`);
    expect(problems).toContainEqual(expect.stringMatching(/correct options, exactly 1 wanted/));
  });

  it("refuses a key figure without a source, even one written in words", () => {
    const [first] = moduleFiles;
    const slides = first!.sheet.slides.map((slide, index) =>
      index === 0
        ? {
            ...slide,
            title: "Un titre",
            body: slide.body.map((text) => text.replace(/\d/g, "")),
            points: undefined,
            source: undefined,
            keyFigure: { value: "Un sur trois", label: "un chiffre en toutes lettres" },
          }
        : slide,
    );
    const problems = problemsOf({ ...shipped, moduleFiles: [{ ...first!, sheet: { ...first!.sheet, slides } }] });
    expect(problems).toContainEqual(`${first!.sheet.slug} slide 1: carries a figure or a date but no source`);
  });

  it("refuses a category page that lists a module with no file, and an id used twice", () => {
    const [page] = categoryPages;
    const problems = problemsOf({
      ...shipped,
      categoryPages: [
        { ...page!, items: [...page!.items, { kind: "module", slug: "fantome", quizPath: "fantome-quiz" }] },
        { ...page!, categoryId: "autre" },
      ],
    });
    expect(problems).toContainEqual(`category ${page!.categoryId} lists module "fantome", which has no file`);
    expect(problems).toContainEqual(expect.stringMatching(/is used by both/));
  });

  it("refuses a straight apostrophe, a hyphen as a minus sign, « CO2 » and a source without an https link", () => {
    const [first] = moduleFiles;
    const sheet = first!.sheet;
    const slides = sheet.slides.map((slide, index) =>
      index === 0
        ? {
            ...slide,
            body: ["L'objectif est de réduire les émissions de CO2 de -55 % en 2030.", ...slide.body.slice(1)],
          }
        : slide,
    );
    const [source, ...otherSources] = sheet.sources;
    const { url: _url, ...withoutLink } = source!;
    const problems = problemsOf({
      ...shipped,
      moduleFiles: [{ ...first!, sheet: { ...sheet, slides, sources: [withoutLink, ...otherSources] } }],
      categoryPages: [],
    });
    expect(problems).toContainEqual(expect.stringMatching(/^sources\.0\.url: /));
    const typography = problemsOf({
      ...shipped,
      moduleFiles: [{ ...first!, sheet: { ...sheet, slides } }],
      categoryPages: [],
    });
    expect(typography).toContainEqual(expect.stringMatching(/slide 1: a straight apostrophe/));
    expect(typography).toContainEqual(expect.stringMatching(/slide 1: a hyphen used as a minus sign/));
    expect(typography).toContainEqual(expect.stringMatching(/slide 1: « CO2 »/));
    const http = problemsOf({
      ...shipped,
      moduleFiles: [
        { ...first!, sheet: { ...sheet, sources: [{ ...source!, url: "http://www.insee.fr/x" }, ...otherSources] } },
      ],
      categoryPages: [],
    });
    expect(http).toContainEqual(expect.stringMatching(/^sources\.0\.url: /));
  });

  it("refuses a slide or an explanation that cites a source missing from the module's list", () => {
    const [first] = moduleFiles;
    const slides = first!.sheet.slides.map((slide, index) =>
      index === 0 ? { ...slide, source: "source-inconnue" } : slide,
    );
    const [question, ...others] = first!.quizQuestions;
    const problems = problemsOf({
      ...shipped,
      moduleFiles: [
        {
          ...first!,
          sheet: { ...first!.sheet, slides },
          quizQuestions: [
            { ...question!, source: "autre-inconnue", explanation: `${question!.explanation} (Source : INSEE, 2024)` },
            ...others,
          ],
        },
      ],
      categoryPages: [],
    });
    expect(problems).toContainEqual(
      expect.stringMatching(/slide 1: cites « source-inconnue », which is not in the module's sources/),
    );
    expect(problems).toContainEqual(expect.stringMatching(/cites « autre-inconnue », which is not in its sources/));
    expect(problems).toContainEqual(expect.stringMatching(/the explanation writes its source out/));
  });

  it("refuses a question that names no slide explaining it, or one past its module's end", () => {
    const [first] = moduleFiles;
    const [question, ...others] = first!.quizQuestions;
    const { slide: _slide, ...withoutSlide } = question!;
    const problems = problemsOf({
      ...shipped,
      moduleFiles: [
        {
          ...first!,
          quizQuestions: [withoutSlide, { ...others[0]!, slide: first!.sheet.slides.length + 1 }, ...others.slice(1)],
        },
      ],
      categoryPages: [],
    });
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`${question!.id}: names no slide`)));
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`${others[0]!.id}: names slide \\d+, but its module has \\d+ slides`)),
    );
  });

  it("refuses a quick-test question without the module that explains it, or naming an unknown one", () => {
    const [first, second, ...rest] = quickTestQuestions;
    const { module: _module, ...withoutModule } = first!;
    const withUnknownModule = { ...second!, module: "climat/inconnu" };
    const problems = problemsOf({
      ...shipped,
      quickTest: {
        questions: [withoutModule, withUnknownModule, ...rest],
        sources: quickTestSources,
      },
    });
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`${first!.id}: names no module`)));
    expect(problems).toContainEqual(expect.stringMatching(/names « climat\/inconnu », which is not a module/));
    expect(problemsOf({ ...shipped, quickTest: { questions: quickTestQuestions, sources: quickTestSources } })).toEqual(
      [],
    );
  });
});

describe("validateContent: the glossary (docs/editorial.md#glossary)", () => {
  const [asile, ...otherTerms] = glossary;

  it("accepts the glossary as shipped: every term used in a slide, every definition sourced", () => {
    expect(problemsOf({ ...shipped, glossary })).toEqual([]);
  });

  it("refuses a term that no slide uses", () => {
    const unused = { ...asile!, id: "astrolabe", term: "Astrolabe", variants: ["astrolabes"] };
    expect(problemsOf({ ...shipped, glossary: [...glossary, unused] })).toEqual([
      "glossary astrolabe: « Astrolabe » is used in no slide",
    ]);
    // The same term becomes valid once a slide uses it.
    const [first, ...rest] = moduleFiles;
    const slides = first!.sheet.slides.map((slide, index) =>
      index === 0 ? { ...slide, body: [...slide.body.slice(0, -1), `${slide.body.at(-1)} Un astrolabe.`] } : slide,
    );
    expect(
      problemsOf({
        ...shipped,
        moduleFiles: [{ ...first!, sheet: { ...first!.sheet, slides } }, ...rest],
        glossary: [...glossary, unused],
      }),
    ).toEqual([]);
  });

  it("refuses a definition without a source, or with a source that has no https link", () => {
    const { source: _source, ...withoutSource } = asile!;
    expect(problemsOf({ ...shipped, glossary: [withoutSource, ...otherTerms] })).toContainEqual(
      expect.stringMatching(/^glossary 0\.source: /),
    );
    const { url: _url, ...sourceWithoutLink } = asile!.source;
    expect(
      problemsOf({ ...shipped, glossary: [{ ...asile!, source: sourceWithoutLink }, ...otherTerms] }),
    ).toContainEqual(expect.stringMatching(/^glossary 0\.source\.url: /));
    const http = { ...asile!, source: { ...asile!.source, url: "http://www.immigration.interieur.gouv.fr/asile" } };
    expect(problemsOf({ ...shipped, glossary: [http, ...otherTerms] })).toContainEqual(
      expect.stringMatching(/^glossary 0\.source\.url: /),
    );
  });

  it("refuses an id used twice and a form that belongs to two terms", () => {
    const twin = { ...otherTerms[0]!, id: asile!.id };
    expect(problemsOf({ ...shipped, glossary: [asile!, twin, ...otherTerms.slice(1)] })).toContainEqual(
      "glossary asile: id used twice",
    );
    const rival = { ...otherTerms[0]!, variants: [...(otherTerms[0]!.variants ?? []), "Asile"] };
    expect(problemsOf({ ...shipped, glossary: [asile!, rival, ...otherTerms.slice(1)] })).toContainEqual(
      `glossary ${rival.id}: « Asile » is also a form of asile`,
    );
  });

  it("refuses a straight apostrophe and a definition of more than three sentences", () => {
    const straight = {
      ...asile!,
      definition: "Protection qu'un État accorde à une personne persécutée dans son pays.",
    };
    expect(problemsOf({ ...shipped, glossary: [straight, ...otherTerms] })).toContainEqual(
      expect.stringMatching(/^glossary asile: a straight apostrophe/),
    );
    const long = {
      ...asile!,
      definition:
        "Une protection. Elle est accordée par un État. Elle vise une personne menacée. Elle se demande en France.",
    };
    expect(problemsOf({ ...shipped, glossary: [long, ...otherTerms] })).toContainEqual(
      "glossary asile: a definition of 4 sentences (3 at most)",
    );
  });
});
