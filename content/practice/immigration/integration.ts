import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Intégration » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "immigration-integration-p1",
    kind: "application",
    question:
      "Une étudiante marocaine arrive en France avec un titre de séjour « étudiant ». Doit-elle signer un contrat d’intégration républicaine ?",
    options: [
      {
        id: "a",
        text: "Oui, comme tout étranger d’un pays hors de l’UE",
        isCorrect: false,
        feedback:
          "Le CIR vise les étrangers admis pour la première fois à s’installer durablement ; certains titres, comme le titre « étudiant », en sont dispensés.",
      },
      {
        id: "b",
        text: "Non : le titre « étudiant » en est dispensé",
        isCorrect: true,
        feedback: "Oui : l’OFII indique que certains titres, comme le titre « étudiant », sont dispensés du CIR.",
      },
      {
        id: "c",
        text: "Non : le CIR ne concerne que les réfugiés",
        isCorrect: false,
        feedback:
          "Le CIR concerne aussi les réfugiés, mais pas seulement eux : il vise les étrangers hors UE qui s’installent durablement.",
      },
    ],
    explanation:
      "Depuis la loi du 7 mars 2016, l’étranger d’un pays extérieur à l’Union européenne admis pour la première fois à s’installer durablement signe un CIR, réfugiés compris ; certains titres, comme le titre « étudiant », en sont dispensés.",
    source: "ofii-cir",
    slide: 2,
  },
  {
    id: "immigration-integration-p2",
    kind: "application",
    question:
      "Une Italienne vient s’installer durablement en France. Signe-t-elle un contrat d’intégration républicaine ?",
    options: [
      {
        id: "a",
        text: "Oui, tout nouvel arrivant le signe",
        isCorrect: false,
        feedback:
          "Le CIR ne vise pas tout nouvel arrivant : il concerne les étrangers de pays extérieurs à l’Union européenne.",
      },
      {
        id: "b",
        text: "Non : le CIR concerne les étrangers de pays extérieurs à l’Union européenne",
        isCorrect: true,
        feedback: "Oui : citoyenne de l’Union européenne, elle n’est pas concernée par le CIR.",
      },
      {
        id: "c",
        text: "Oui, mais seulement si elle ne parle pas français",
        isCorrect: false,
        feedback:
          "Le niveau de français n’est pas ce qui décide : le CIR dépend de la nationalité, et le test de français fait partie du contrat, pour ceux qui le signent.",
      },
    ],
    explanation:
      "Le contrat d’intégration républicaine est signé par l’étranger d’un pays extérieur à l’Union européenne admis pour la première fois à s’installer durablement en France ; l’OFII le met en œuvre.",
    source: "ofii-cir",
    slide: 2,
  },
  {
    id: "immigration-integration-p3",
    kind: "application",
    question:
      "En 2026, un étranger fait sa première demande de carte de résident (10 ans). Quel niveau de français doit-il justifier ?",
    options: [
      {
        id: "a",
        text: "A2",
        isCorrect: false,
        feedback: "Le niveau A2 est celui de la carte de séjour pluriannuelle, pas de la carte de résident.",
      },
      {
        id: "b",
        text: "B1",
        isCorrect: true,
        feedback:
          "Oui : depuis le 1er janvier 2026, une première carte de résident exige le niveau B1, et un examen civique.",
      },
      {
        id: "c",
        text: "B2",
        isCorrect: false,
        feedback: "Le niveau B2 est exigé pour la naturalisation, pas pour la carte de résident.",
      },
    ],
    explanation:
      "Depuis le 1er janvier 2026, pour une première demande : niveau A2 pour la carte pluriannuelle, B1 pour la carte de résident, B2 pour la naturalisation, avec dans les trois cas un examen civique (loi du 26 janvier 2024, décrets du 15 juillet 2025).",
    source: "legifrance-decret-2025-647",
    slide: 4,
  },
  {
    id: "immigration-integration-p4",
    kind: "inférence",
    question:
      "En 2021, le chômage touche 13 % des immigrés actifs, contre 7 % des personnes sans ascendance migratoire. Selon la DARES, que reste-t-il de l’écart à âge, diplôme et lieu de vie comparables ?",
    options: [
      {
        id: "a",
        text: "Rien : l’écart s’explique entièrement par l’âge et le diplôme",
        isCorrect: false,
        feedback:
          "La DARES observe le contraire : les écarts de chômage subsistent une fois l’âge, le diplôme et le lieu de vie pris en compte.",
      },
      {
        id: "b",
        text: "Un écart subsiste, plus marqué pour les personnes d’origine non européenne",
        isCorrect: true,
        feedback:
          "Oui : selon la DARES, les écarts persistent à caractéristiques comparables, surtout pour les personnes d’origine non européenne.",
      },
      {
        id: "c",
        text: "L’écart s’inverse : les immigrés sont alors moins au chômage",
        isCorrect: false,
        feedback: "Rien dans l’étude de la DARES n’indique une inversion : les écarts subsistent dans le même sens.",
      },
    ],
    explanation:
      "Le chômage touche 13 % des immigrés actifs et 12 % des descendants, contre 7 % des personnes sans ascendance migratoire (2021). Selon la DARES, les écarts subsistent à âge, diplôme et lieu de vie comparables, surtout pour les personnes d’origine non européenne.",
    source: "dares-immigres-marche-travail-2021",
    slide: 5,
  },
  {
    id: "immigration-integration-p5",
    kind: "inférence",
    question:
      "L’écart de niveau de vie avec les personnes sans lien direct avec la migration est de 22 % pour les immigrés, 19 % pour les descendants de deux parents immigrés et 6 % pour ceux d’un seul parent immigré. Qu’en lire ?",
    options: [
      {
        id: "a",
        text: "L’écart se réduit d’une génération à l’autre, nettement quand un seul parent est immigré",
        isCorrect: true,
        feedback:
          "Oui : de 22 % à 19 % puis à 6 %. L’écart se réduit, sans disparaître, et les inégalités sociales persistent.",
      },
      {
        id: "b",
        text: "L’écart est le même à chaque génération",
        isCorrect: false,
        feedback: "Les trois chiffres diffèrent nettement : 22 %, 19 % et 6 %. L’écart n’est pas le même.",
      },
      {
        id: "c",
        text: "Les descendants d’immigrés ont un niveau de vie plus élevé que le reste de la population",
        isCorrect: false,
        feedback:
          "Les chiffres sont des écarts en dessous du niveau de vie des personnes sans lien avec la migration : ils restent inférieurs.",
      },
    ],
    explanation:
      "Selon l’INSEE, le niveau de vie des immigrés est inférieur de 22 % à celui des personnes sans lien direct avec la migration ; l’écart tombe à 19 % pour les descendants de deux parents immigrés et à 6 % avec un seul parent immigré.",
    source: "insee-immigres-descendants-2023",
    slide: 6,
  },
  {
    id: "immigration-integration-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « Selon l’enquête TeO, il est établi que 18 % des 18-49 ans ont été victimes de discrimination. »",
    options: [
      {
        id: "a",
        text: "Exact : l’enquête a vérifié chaque cas",
        isCorrect: false,
        feedback:
          "Une enquête interroge des personnes sur leurs expériences ; elle ne vérifie pas chaque cas comme le ferait un juge.",
      },
      {
        id: "b",
        text: "À nuancer : 18 % déclarent avoir subi des traitements inégalitaires ou des discriminations",
        isCorrect: true,
        feedback:
          "Oui : ce sont des expériences déclarées en 2019-2020, non des faits établis par un juge ; la part était de 14 % en 2008-2009.",
      },
      {
        id: "c",
        text: "Faux : l’enquête trouve 14 %",
        isCorrect: false,
        feedback:
          "Le chiffre de 14 % est celui de 2008-2009 ; en 2019-2020, la part des 18-49 ans qui déclarent des discriminations est de 18 %.",
      },
    ],
    explanation:
      "En 2019-2020, 18 % des 18-49 ans déclarent avoir subi des traitements inégalitaires ou des discriminations, contre 14 % en 2008-2009. Il s’agit d’expériences déclarées, et non de faits établis par un juge.",
    source: "insee-premiere-1911-discriminations",
    slide: 9,
  },
  {
    id: "immigration-integration-p7",
    kind: "application",
    question:
      "Pour la naturalisation, le Code civil exige une « assimilation à la communauté française » : langue, connaissance de la société, adhésion aux principes de la République. Laquelle des trois approches ce texte retient-il ?",
    options: [
      {
        id: "a",
        text: "L’assimilation",
        isCorrect: true,
        feedback:
          "Oui : l’article 21-24 du Code civil emploie ce mot. L’assimilation met l’accent sur le nouveau venu, qui adopte la langue, les normes et le mode de vie du pays d’accueil.",
      },
      {
        id: "b",
        text: "L’intégration",
        isCorrect: false,
        feedback:
          "L’intégration, participation à la société à égalité de droits et de devoirs, est le terme du contrat d’intégration républicaine ; pour la naturalisation, le Code civil parle d’assimilation.",
      },
      {
        id: "c",
        text: "L’inclusion",
        isCorrect: false,
        feedback:
          "L’inclusion met l’accent sur la société d’accueil, qui doit lever les obstacles ; ce n’est pas le mot du Code civil, qui exige pour la naturalisation une « assimilation ».",
      },
    ],
    explanation:
      "Trois approches reviennent dans ce débat : l’assimilation, l’intégration et l’inclusion. Pour la naturalisation, le Code civil exige une « assimilation à la communauté française » (art. 21-24) : le nouveau venu adopte la langue, les normes et le mode de vie du pays d’accueil.",
    source: "legifrance-code-civil",
    slide: 11,
  },
];
