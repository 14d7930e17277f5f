import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "budget-public",
  number: 1,
  slug: "grands-reperes",
  bookmarkId: "budget-grands-reperes",
  topicId: "budget-grands-reperes",
  title: "Grands repères",
  subtitle:
    "Ce que recouvre la dépense publique, comment elle est financée, comment le budget est voté et comment celui de 2026 a été adopté.",
  readingTime: 3,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Budget de l’État ou dépense publique ?",
      body: [
        "Le « budget » débattu chaque automne est d’abord celui de l’État, voté par le Parlement dans la loi de finances. Mais il ne couvre qu’une partie de la dépense publique.",
        "Les statisticiens regroupent toutes les administrations publiques (APU) en trois ensembles :",
      ],
      points: [
        "l’État et les organismes qui en dépendent (universités, agences…) ;",
        "les administrations de sécurité sociale : retraites, assurance maladie, hôpitaux publics, assurance chômage ;",
        "les administrations publiques locales : communes, départements, régions…",
      ],
    },
    {
      title: "La dépense publique : environ 57 % du PIB",
      body: [
        "En 2025, selon l’INSEE, les dépenses de l’ensemble des administrations publiques représentent environ 57 % du produit intérieur brut (PIB), la richesse produite en un an, soit plus de 1 700 milliards d’euros.",
        "Ce ratio ne signifie pas que l’État « consomme » 57 % de la richesse : une grande partie est reversée aux ménages sous forme de retraites, de remboursements de soins ou d’allocations.",
      ],
      keyFigure: { value: "57 %", label: "dépenses publiques rapportées au PIB en 2025" },
      source: "insee-compte-apu-2025",
    },
    {
      title: "À quoi sert la dépense publique ?",
      body: [
        "Les dépenses sont classées par grande fonction, selon une nomenclature internationale (COFOG). En 2024, dernière année publiée par l’INSEE, les ordres de grandeur sont les suivants :",
      ],
      points: [
        "protection sociale (retraites, famille, chômage, handicap…) : environ 4 euros sur 10 ;",
        "santé : environ 1,5 euro sur 10 ;",
        "enseignement : près de 1 euro sur 10 ;",
        "le reste : services généraux (dont les intérêts de la dette), affaires économiques, défense, sécurité…",
      ],
      source: "insee-depenses-fonction-2024",
    },
    {
      title: "Les prélèvements obligatoires",
      body: [
        "Les prélèvements obligatoires sont les impôts (TVA, impôt sur le revenu, CSG…) et les cotisations sociales versés aux administrations publiques et à l’Union européenne.",
        "En 2025, ils représentent 43,6 % du PIB selon l’INSEE, contre moins de 43 % en 2024. Ils financent l’essentiel de la dépense publique ; le reste vient d’autres recettes et de l’emprunt.",
      ],
      keyFigure: { value: "43,6 %", label: "taux de prélèvements obligatoires en 2025" },
      source: "insee-compte-apu-2025",
    },
    {
      title: "Le déficit public et la référence des 3 %",
      body: [
        "Le déficit public est l’écart, sur une année, entre les dépenses et les recettes de toutes les administrations publiques. En 2025, il atteint 5,1 % du PIB, soit environ 152 milliards d’euros, après 5,8 % en 2024, selon l’INSEE.",
        "Le traité de Maastricht (1992), complété par le pacte de stabilité et de croissance (1997), fixe deux valeurs de référence dans l’Union européenne : 3 % du PIB pour le déficit public et 60 % du PIB pour la dette publique.",
      ],
      keyFigure: { value: "5,1 %", label: "déficit public rapporté au PIB en 2025" },
      source: "insee-compte-apu-2025",
      figure: {
        kind: "line",
        title: "Déficit public, en fin d’année",
        takeaway:
          "Le déficit a bondi en 2020, pendant la crise du Covid-19, et reste depuis au-dessus de la référence européenne de 3 % du PIB.",
        period: "2018-2024",
        unit: "% du PIB",
        source: "insee-finances-publiques-2024",
        series: [
          {
            label: "Déficit au sens de Maastricht",
            points: [
              { year: 2018, value: 2.3 },
              { year: 2019, value: 2.4 },
              { year: 2020, value: 8.9 },
              { year: 2021, value: 6.6 },
              { year: 2022, value: 4.7 },
              { year: 2023, value: 5.4 },
              { year: 2024, value: 5.8 },
            ],
          },
        ],
      },
    },
    {
      title: "La France face aux règles européennes",
      body: [
        "Les règles budgétaires européennes ont été réformées en 2024 : chaque pays présente désormais un plan à moyen terme, centré sur l’évolution de ses dépenses.",
        "En juillet 2024, le Conseil de l’Union européenne a ouvert une « procédure pour déficit excessif » à l’encontre de la France. En janvier 2025, il lui a recommandé de ramener son déficit sous 3 % du PIB au plus tard en 2029, l’échéance retenue dans le plan du gouvernement.",
      ],
      source: "conseil-ue-recommandations-2025",
    },
    {
      title: "Deux textes votés chaque automne",
      body: [
        "Le gouvernement dépose le projet de loi de finances (PLF), au plus tard le premier mardi d’octobre, et le projet de loi de financement de la sécurité sociale (PLFSS), qui existe depuis 1996.",
      ],
      points: [
        "article 47 : sans décision du Parlement en 70 jours, le PLF peut être mis en vigueur par ordonnance ;",
        "article 47-1 : même règle pour le PLFSS, en 50 jours ;",
        "article 40 : un amendement parlementaire ne peut ni réduire les ressources publiques, ni créer ou aggraver une charge publique.",
      ],
      source: "constitution-1958",
    },
    {
      title: "LOLF, 49.3 et « loi spéciale »",
      body: [
        "La loi organique relative aux lois de finances (LOLF) du 1er août 2001 organise le budget de l’État en missions (grandes politiques publiques) et en programmes.",
        "L’article 49.3 permet au gouvernement de faire adopter un texte sans vote, sauf si une motion de censure est adoptée. Le 4 décembre 2024, une censure a ainsi renversé le gouvernement Barnier. Une « loi spéciale » a permis de continuer à percevoir les impôts jusqu’à la loi de finances du 14 février 2025.",
      ],
      source: "loi-finances-2025",
    },
    {
      title: "Budget 2026 : une loi adoptée en février 2026",
      body: [
        "Déposé en octobre 2025, le projet de loi de finances pour 2026 n’était pas adopté au 1er janvier : une loi spéciale, votée en décembre 2025, a de nouveau permis de percevoir les impôts.",
        "Le gouvernement Lecornu a ensuite recouru à l’article 49.3 ; les motions de censure ayant échoué, le texte a été adopté le 2 février 2026, puis promulgué le 19 février après l’examen du Conseil constitutionnel. Il vise un déficit public de 5,0 % du PIB.",
      ],
      source: "loi-finances-2026",
    },
    {
      title: "Économies ou impôts : les positions en présence",
      body: [
        "Pendant l’examen du budget 2026, les positions différaient surtout sur le partage entre économies et recettes nouvelles :",
      ],
      points: [
        "le gouvernement, le centre et la droite privilégiaient les économies, jugeant les prélèvements déjà élevés, tout en acceptant des hausses ciblées ;",
        "la gauche demandait davantage de recettes sur les plus hauts patrimoines et les grandes entreprises, par exemple une « taxe Zucman » ;",
        "le Rassemblement national refusait les hausses d’impôts des ménages et proposait d’autres économies (budget européen, immigration, agences de l’État).",
      ],
      source: "an-dossier-plf-2026",
    },
  ],
  sources: [
    sharedSources["insee-compte-apu-2025"],
    sharedSources["insee-finances-publiques-2024"],
    {
      id: "insee-depenses-fonction-2024",
      publisher: "INSEE",
      title: "Usage de l’argent public : les dépenses publiques par fonction en 2024 (Insee Première n° 2093)",
      dataYear: 2024,
      publishedAt: "2026-02",
      url: "https://www.insee.fr/fr/statistiques/8735252",
      recurring: true,
    },
    {
      id: "constitution-1958",
      publisher: "Conseil constitutionnel",
      title: "Constitution du 4 octobre 1958, texte intégral en vigueur (articles 40, 47, 47-1 et 49)",
      dataYear: 1958,
      publishedAt: "1958-10-04",
      url: "https://www.conseil-constitutionnel.fr/le-bloc-de-constitutionnalite/texte-integral-de-la-constitution-du-4-octobre-1958-en-vigueur",
      recurring: false,
    },
    {
      id: "lolf-2001",
      publisher: "Légifrance",
      title: "Loi organique n° 2001-692 du 1er août 2001 relative aux lois de finances (LOLF)",
      dataYear: 2001,
      publishedAt: "2001-08",
      url: "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000394028",
      recurring: false,
    },
    {
      id: "conseil-ue-pde-2024",
      publisher: "Conseil de l’Union européenne",
      title:
        "Stability and Growth Pact: Council launches excessive deficit procedures against seven member states (communiqué)",
      lang: {
        code: "en",
        text: "Stability and Growth Pact: Council launches excessive deficit procedures against seven member states",
      },
      dataYear: 2024,
      publishedAt: "2024-07-26",
      url: "https://www.consilium.europa.eu/en/press/press-releases/2024/07/26/stability-and-growth-pact-council-launches-excessive-deficit-procedures-against-seven-member-states/",
      recurring: false,
    },
    {
      id: "conseil-ue-recommandations-2025",
      publisher: "Conseil de l’Union européenne",
      title:
        "Stability and Growth Pact: Council adopts recommendations to countries under excessive deficit procedure (communiqué)",
      lang: {
        code: "en",
        text: "Stability and Growth Pact: Council adopts recommendations to countries under excessive deficit procedure",
      },
      dataYear: 2025,
      publishedAt: "2025-01-21",
      url: "https://www.consilium.europa.eu/en/press/press-releases/2025/01/21/stability-and-growth-pact-council-adopts-recommendations-to-countries-under-excessive-deficit-procedure/",
      recurring: false,
    },
    {
      id: "loi-finances-2025",
      publisher: "Légifrance",
      title: "Loi n° 2025-127 du 14 février 2025 de finances pour 2025",
      dataYear: 2025,
      publishedAt: "2025-02-15",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051168007",
      recurring: false,
    },
    {
      id: "loi-finances-2026",
      publisher: "Légifrance",
      title: "Loi n° 2026-103 du 19 février 2026 de finances pour 2026",
      dataYear: 2026,
      publishedAt: "2026-02-20",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053508155",
      recurring: false,
    },
    sharedSources["conseil-constitutionnel-2026-901"],
    {
      id: "an-dossier-plf-2026",
      publisher: "Assemblée nationale",
      title: "Dossier législatif : projet de loi de finances pour 2026",
      dataYear: 2026,
      publishedAt: "2026-02",
      url: "https://www.assemblee-nationale.fr/dyn/17/dossiers/PLF_2026",
      recurring: false,
    },
    sharedSources["ccomptes-finances-publiques-debut-2026"],
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "budget-grands-reperes-q1",
    question: "Quelles administrations les statisticiens regroupent-ils sous le nom d’« administrations publiques » ?",
    options: [
      {
        id: "a",
        text: "L’État seul, avec ses ministères",
        isCorrect: false,
        feedback:
          "L’État n’est qu’une partie des administrations publiques : elles comprennent aussi la Sécurité sociale et les collectivités locales.",
      },
      {
        id: "b",
        text: "L’État et les collectivités locales, mais pas la Sécurité sociale",
        isCorrect: false,
        feedback:
          "La Sécurité sociale en fait partie : retraites, assurance maladie et hôpitaux publics sont comptés dans les administrations publiques.",
      },
      {
        id: "c",
        text: "L’État et ses organismes, la Sécurité sociale et les collectivités locales",
        isCorrect: true,
        feedback: "Exact : le budget de l’État voté chaque automne n’est donc qu’une partie de la dépense publique.",
      },
    ],
    explanation:
      "Les administrations publiques (APU) comprennent l’État et ses organismes, les administrations de sécurité sociale (retraites, assurance maladie, hôpitaux…) et les administrations locales. Le budget de l’État n’est donc qu’une partie de la dépense publique.",
    source: "insee-compte-apu-2025",
    slide: 1,
  },
  {
    id: "budget-grands-reperes-q2",
    question: "Quel est le premier poste de la dépense publique en France ?",
    options: [
      {
        id: "a",
        text: "La protection sociale (retraites, famille, chômage…)",
        isCorrect: true,
        feedback:
          "Exact : environ 4 euros sur 10 de dépense publique en 2024, loin devant la santé (environ 1,5 sur 10).",
      },
      {
        id: "b",
        text: "L’enseignement",
        isCorrect: false,
        feedback:
          "L’enseignement pèse près de 1 euro sur 10 de dépense publique, loin derrière la protection sociale, environ 4 sur 10.",
      },
      {
        id: "c",
        text: "Les intérêts de la dette",
        isCorrect: false,
        feedback:
          "Les intérêts de la dette sont comptés dans les services généraux, un poste bien plus petit que la protection sociale, environ 4 euros sur 10.",
      },
    ],
    explanation:
      "En 2024, la protection sociale représente environ 4 euros sur 10 de dépense publique, loin devant la santé (environ 1,5 sur 10) et l’enseignement (près de 1 sur 10). Les intérêts de la dette sont comptés dans les services généraux.",
    source: "insee-depenses-fonction-2024",
    slide: 3,
  },
  {
    id: "budget-grands-reperes-q3",
    question:
      "Selon l’article 47 de la Constitution, que se passe-t-il si le Parlement ne s’est pas prononcé sur le projet de loi de finances dans un délai de 70 jours ?",
    options: [
      {
        id: "a",
        text: "Le budget de l’année précédente s’applique automatiquement",
        isCorrect: false,
        feedback:
          "L’article 47 ne reconduit pas le budget précédent : passé 70 jours, les dispositions du projet de loi de finances peuvent être mises en vigueur par ordonnance.",
      },
      {
        id: "b",
        text: "Le gouvernement peut mettre le projet en vigueur par ordonnance",
        isCorrect: true,
        feedback: "Exact : pour le budget de la Sécurité sociale, l’article 47-1 fixe ce délai à 50 jours.",
      },
      {
        id: "c",
        text: "Le Conseil constitutionnel fixe lui-même le budget",
        isCorrect: false,
        feedback:
          "Le Conseil constitutionnel ne fixe pas le budget : passé 70 jours, c’est le projet du gouvernement qui peut être mis en vigueur par ordonnance.",
      },
    ],
    explanation:
      "L’article 47 prévoit que, passé 70 jours sans décision du Parlement, les dispositions du projet de loi de finances peuvent être mises en vigueur par ordonnance. Pour le budget de la Sécurité sociale, l’article 47-1 fixe ce délai à 50 jours.",
    source: "constitution-1958",
    slide: 7,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "budget-grands-reperes-g1",
    subtopicId: "budget-grands-reperes",
    question: "Selon l’INSEE, quel était le déficit public de la France en 2025 ?",
    options: [
      {
        id: "a",
        text: "Environ 3 % du PIB",
        isCorrect: false,
        feedback:
          "Trois pour cent est la valeur de référence européenne, pas le déficit constaté : l’INSEE mesure 5,1 % du PIB en 2025.",
      },
      {
        id: "b",
        text: "Environ 10 % du PIB",
        isCorrect: false,
        feedback:
          "C’est environ le double de la mesure : 5,1 % du PIB en 2025, soit environ 152 milliards d’euros, après 5,8 % en 2024.",
      },
      {
        id: "c",
        text: "5,1 % du PIB",
        isCorrect: true,
        feedback:
          "Exact : c’est l’écart, sur l’année, entre les dépenses et les recettes de l’ensemble des administrations publiques.",
      },
    ],
    explanation:
      "En 2025, le déficit de l’ensemble des administrations publiques atteint 5,1 % du PIB, soit environ 152 milliards d’euros, après 5,8 % en 2024 : c’est l’écart, sur l’année, entre leurs dépenses et leurs recettes.",
    source: "insee-compte-apu-2025",
    slide: 5,
  },
  {
    id: "budget-grands-reperes-g2",
    subtopicId: "budget-grands-reperes",
    question: "Quelle valeur de référence les règles européennes fixent-elles pour le déficit public ?",
    options: [
      {
        id: "a",
        text: "3 % du PIB",
        isCorrect: true,
        feedback:
          "Exact : le traité de Maastricht et le pacte de stabilité et de croissance fixent 3 % du PIB pour le déficit, et 60 % pour la dette.",
      },
      {
        id: "b",
        text: "0 % du PIB : le budget doit être à l’équilibre",
        isCorrect: false,
        feedback:
          "Les règles européennes n’exigent pas l’équilibre : la valeur de référence pour le déficit public est de 3 % du PIB.",
      },
      {
        id: "c",
        text: "60 % du PIB",
        isCorrect: false,
        feedback:
          "Le chiffre de 60 % du PIB est la référence pour la dette publique, pas pour le déficit, fixée à 3 % du PIB.",
      },
    ],
    explanation:
      "Le traité de Maastricht et le pacte de stabilité et de croissance fixent une référence de 3 % du PIB pour le déficit public. Le chiffre de 60 % du PIB est la référence pour la dette publique, pas pour le déficit.",
    source: "conseil-ue-pde-2024",
    slide: 5,
  },
  {
    id: "budget-grands-reperes-g3",
    subtopicId: "budget-grands-reperes",
    question: "Que permet l’article 49.3 de la Constitution lors de l’examen d’un budget ?",
    options: [
      {
        id: "a",
        text: "Au Sénat d’adopter seul le budget si l’Assemblée nationale le rejette",
        isCorrect: false,
        feedback:
          "Le 49.3 ne donne pas le dernier mot au Sénat : le gouvernement engage sa responsabilité, et le texte est considéré comme adopté sauf si une motion de censure est votée.",
      },
      {
        id: "b",
        text: "Au Président de la République de promulguer le budget sans le Parlement",
        isCorrect: false,
        feedback:
          "Le Président ne promulgue pas de budget sans le Parlement : avec le 49.3, c’est le gouvernement qui engage sa responsabilité, et une motion de censure peut le renverser.",
      },
      {
        id: "c",
        text: "Au gouvernement de faire adopter le texte sans vote, sauf si une motion de censure est adoptée",
        isCorrect: true,
        feedback:
          "Exact : c’est ainsi que le budget de l’État pour 2026 a été adopté, le 2 février 2026, après le rejet des motions de censure.",
      },
    ],
    explanation:
      "Avec l’article 49.3, le gouvernement engage sa responsabilité sur le texte : il est considéré comme adopté, sauf si une motion de censure est votée. C’est ainsi que le budget de l’État pour 2026 a été adopté, le 2 février 2026, après le rejet des motions de censure.",
    source: "an-dossier-plf-2026",
    slide: 8,
  },
];
