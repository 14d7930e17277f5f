import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "immigration",
  number: 2,
  slug: "chiffres",
  bookmarkId: "immigration-chiffres",
  topicId: "immigration-chiffres",
  title: "Chiffres",
  subtitle: "Les chiffres clés de l’immigration en France, leurs sources et pourquoi ils varient",
  readingTime: 4,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Flux et stocks : la distinction de base",
      body: [
        "Un stock compte des personnes présentes à une date donnée : en 2024, 7,7 millions d’immigrés vivaient en France. Un flux compte des mouvements pendant une période : arrivées, titres de séjour ou demandes d’asile d’une année.",
        "Les deux ne s’additionnent pas simplement. Environ 434 000 immigrés sont arrivés en France en 2024, mais chaque année d’autres repartent ou décèdent. Beaucoup d’immigrés sont installés depuis des décennies.",
      ],
      source: "insee-immigres-2024",
    },
    {
      title: "Environ 7,7 millions d’immigrés en 2024",
      body: [
        "Selon l’INSEE, 7,7 millions d’immigrés vivaient en France en 2024, soit 11,3 % de la population. Parmi eux, 2,6 millions, soit 33 %, avaient acquis la nationalité française.",
        "Ces chiffres proviennent du recensement, qui vise à compter toutes les personnes résidant en France, quel que soit leur statut, sans garantie de les couvrir toutes.",
      ],
      keyFigure: { value: "11,3 %", label: "part des immigrés dans la population vivant en France en 2024" },
      source: "insee-immigres-2024",
    },
    {
      title: "Une part longtemps stable, puis en hausse",
      body: [
        "Selon l’INSEE, la part des immigrés dans la population était de 6,5 % en 1968. Elle a peu varié de 1975 à la fin des années 1990, une période où l’immigration de travail a ralenti.",
        "Elle augmente de nouveau depuis le début des années 2000, jusqu’à 11,3 % en 2024. La part des étrangers, elle, est passée de 4,4 % en 1946 à 6,5 % en 1975, puis à 8,8 % en 2024.",
      ],
      source: "insee-immigres-2024",
      figure: {
        kind: "bar",
        title: "Part des immigrés et des étrangers dans la population vivant en France",
        takeaway:
          "La part des immigrés est passée de 6,5 % en 1968 à 11,3 % en 2024 ; celle des étrangers, de 4,4 % en 1946 à 8,8 % en 2024.",
        period: "1946-2024",
        unit: "% de la population",
        bars: [
          { label: "Immigrés en 1968", value: 6.5 },
          { label: "Immigrés en 2024", value: 11.3 },
          { label: "Étrangers en 1946", value: 4.4 },
          { label: "Étrangers en 1975", value: 6.5 },
          { label: "Étrangers en 2024", value: 8.8 },
        ],
      },
    },
    {
      title: "D’où viennent les immigrés ?",
      body: [
        "En 2024, 48,9 % des immigrés vivant en France étaient nés en Afrique, 30,9 % en Europe, 14,3 % en Asie et 5,9 % en Amérique ou en Océanie. Les origines se diversifient depuis les années 2000. Les pays de naissance les plus fréquents :",
      ],
      points: [
        "Algérie : 12,4 % des immigrés ;",
        "Maroc : 11,7 % ;",
        "Portugal : 7,3 % ;",
        "Tunisie : 4,9 % ;",
        "Italie : 3,6 %.",
      ],
      source: "insee-immigres-2024",
    },
    {
      title: "Étrangers et personnes nées à l’étranger",
      body: [
        "En 2024, 6,0 millions d’étrangers vivaient en France, soit 8,8 % de la population : 5,1 millions d’immigrés restés étrangers et 0,9 million de personnes nées en France.",
        "Compter toutes les personnes nées à l’étranger donne un chiffre encore plus élevé, car il inclut les Français de naissance nés hors de France. Selon le critère retenu, le chiffre change donc nettement.",
      ],
      source: "insee-immigres-2024",
    },
    {
      title: "Les descendants d’immigrés",
      body: [
        "Pour l’INSEE, un descendant d’immigré est né en France d’au moins un parent immigré. Il n’est pas lui-même immigré, et il est le plus souvent français.",
        "Selon l’enquête Trajectoires et Origines (INSEE-INED, 2019-2020), 73 % des immigrés vivant en couple ont un conjoint immigré ou descendant d’immigré, contre 34 % des descendants d’immigrés : les unions mixtes progressent d’une génération à l’autre. Ces chiffres viennent d’une grande enquête, et non du recensement.",
      ],
      source: "ined-mixite-unions",
    },
    {
      title: "Les premiers titres de séjour",
      body: [
        "En 2025, la France a délivré environ 384 000 premiers titres de séjour à des adultes ressortissants de pays tiers (hors UE, EEE et Suisse), 11 % de plus qu’en 2024. Ces données sont provisoires ; les renouvellements n’y figurent pas. Principaux motifs :",
      ],
      points: [
        "études : environ 118 000, près d’un tiers ;",
        "motifs humanitaires, dont les réfugiés : environ 92 600, en hausse de 65 % ;",
        "famille : un niveau stable sur un an ;",
        "travail : 51 190, en baisse de 13 %.",
      ],
      keyFigure: { value: "≈ 384 000", label: "premiers titres de séjour délivrés en 2025 (données provisoires)" },
      source: "dgef-chiffres-2025",
    },
    {
      title: "Les demandes d’asile",
      body: [
        "En 2025, l’OFPRA a enregistré 145 210 demandes de protection internationale, 5,5 % de moins qu’en 2024 (153 715). Les premières demandes ont baissé de 14,4 %, tandis que les réexamens ont augmenté de 43 %.",
        "Les préfectures, qui enregistrent d’abord les demandes, publient d’autres totaux : une même personne peut figurer dans plusieurs statistiques (procédure « Dublin », réexamen). Les Afghans restent les premiers demandeurs, devant les Congolais (RDC), les Haïtiens et les Ukrainiens.",
      ],
      source: "ofpra-bilan-2025",
    },
    {
      title: "Combien obtiennent une protection ?",
      body: [
        "En 2024, l’OFPRA a rendu 141 911 décisions, un record. L’Office a accordé une protection, statut de réfugié ou protection subsidiaire, dans 38,8 % des cas, contre 32,9 % en 2023.",
        "Un refus peut être contesté devant la Cour nationale du droit d’asile (CNDA). En comptant ses décisions, le taux global de protection atteint 50,1 % en 2024. Il varie fortement selon la nationalité des demandeurs.",
      ],
      keyFigure: { value: "50,1 %", label: "taux global de protection en 2024, recours devant la CNDA compris" },
      source: "senat-avis-asile-2026",
    },
    {
      title: "Devenir français : environ 100 000 par an",
      body: [
        "En 2024, 103 500 étrangers ont acquis la nationalité française, soit 6,4 % de plus qu’en 2023 (97 200). Près de la moitié (48 700) l’ont obtenue par décret de naturalisation ou de réintégration.",
        "Environ un tiers (35 900) relève du droit du sol : des jeunes nés et ayant résidé en France. Près des deux tiers passent par l’administration : décret, ou déclaration après un mariage ou du fait d’un lien de parenté avec un Français.",
      ],
      source: "senat-nationalite-2024",
    },
    {
      title: "En Europe : les personnes nées à l’étranger",
      body: [
        "Au 1er janvier 2025, selon Eurostat, 9,6 millions de personnes nées à l’étranger vivaient en France, soit environ 14 % de la population. C’est le deuxième total de l’UE après l’Allemagne (17,2 millions), pour une part proche de la moyenne de l’UE, elle aussi d’environ 14 %. Part des personnes nées à l’étranger :",
      ],
      points: [
        "Luxembourg : 51,5 % ;",
        "Irlande : 23,3 % ;",
        "Allemagne : 20,5 % ;",
        "Roumanie : 3,6 % ;",
        "Pologne : 2,6 %.",
      ],
      source: "eurostat-population-2025",
    },
    {
      title: "En Europe : l’asile",
      body: [
        "En 2025, selon Eurostat, 669 400 personnes ont demandé l’asile pour la première fois dans un pays de l’UE. C’est 27 % de moins qu’en 2024 (912 400).",
        "Ces chiffres ne comptent que les premières demandes : les demandes répétées en sont exclues. Pour comparer les pays, rapportez toujours les demandes à la population : un total élevé peut correspondre à une faible part des habitants.",
      ],
      source: "eurostat-asile-2025",
    },
    {
      title: "Pourquoi les chiffres varient",
      body: ["Deux chiffres différents peuvent être exacts tous les deux. Avant de les comparer, vérifiez :"],
      points: [
        "la définition : immigré (INSEE), étranger, ou personne née à l’étranger (Eurostat) ;",
        "la source : recensement, enquête ou fichiers de l’administration ;",
        "le champ : France entière ou métropole, adultes seulement, citoyens européens exclus ou non ;",
        "la date : données provisoires ou définitives ;",
        "ce qui échappe à la mesure : le nombre de personnes en situation irrégulière reste incertain.",
      ],
    },
  ],
  sources: [
    sharedSources["insee-immigres-2024"],
    sharedSources["ined-mixite-unions"],
    {
      id: "dgef-chiffres-2025",
      publisher: "Public Sénat, d’après la DGEF (ministère de l’Intérieur)",
      title: "Immigration : titres de séjour en nette hausse et régularisations en baisse sur l’année 2025",
      dataYear: 2025,
      publishedAt: "2026-01-27",
      url: "https://www.publicsenat.fr/actualites/societe/immigration-titres-de-sejour-en-nette-hausse-et-regularisations-en-baisse-sur-lannee-2025",
      recurring: true,
    },
    {
      id: "ofpra-bilan-2025",
      publisher: "OFPRA",
      title: "Bilan 2025 de l’Ofpra : une activité record et des évolutions contrastées",
      dataYear: 2025,
      publishedAt: "2026",
      url: "https://www.ofpra.gouv.fr/actualites/bilan-2025-de-lofpra-une-activite-record-et-des-evolutions-contrastees",
      recurring: true,
    },
    {
      id: "senat-avis-asile-2026",
      publisher: "Sénat",
      title: "Avis sur le projet de loi de finances pour 2026 : asile (mission « Immigration, asile et intégration »)",
      dataYear: 2024,
      publishedAt: "2025-11",
      url: "https://www.senat.fr/rap/a25-145-2/a25-145-22.html",
      recurring: true,
    },
    {
      id: "senat-nationalite-2024",
      publisher: "Sénat (réponse du ministère de la Justice)",
      title:
        "Question écrite de M. Saïd Omar Oili sur les naturalisations et les acquisitions de la nationalité française",
      dataYear: 2024,
      publishedAt: "2025-08-21",
      url: "https://www.senat.fr/questions/base/2025/qSEQ250303821.html",
      recurring: false,
    },
    {
      id: "eurostat-population-2025",
      publisher: "Eurostat",
      title: "EU population diversity by citizenship and country of birth",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2026-02",
      url: "https://ec.europa.eu/eurostat/statistics-explained/index.php?oldid=662573",
      recurring: true,
    },
    {
      id: "eurostat-asile-2025",
      publisher: "Eurostat",
      title: "27% drop in first-time asylum applications in 2025",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2026-03-25",
      url: "https://ec.europa.eu/eurostat/web/products-eurostat-news/w/ddn-20260325-2",
      recurring: true,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-chiffres-q1",
    question: "Selon l’INSEE, quelle part de la population vivant en France était immigrée en 2024 ?",
    options: [
      {
        id: "a",
        text: "Environ 5 %",
        isCorrect: false,
        feedback:
          "Ce serait moins de la moitié du chiffre mesuré : selon l’INSEE, 7,7 millions d’immigrés vivaient en France en 2024, soit 11,3 % de la population.",
      },
      {
        id: "b",
        text: "11,3 %",
        isCorrect: true,
        feedback:
          "Exact : 7,7 millions de personnes, dont un tiers (2,6 millions) avaient acquis la nationalité française.",
      },
      {
        id: "c",
        text: "Environ 20 %",
        isCorrect: false,
        feedback:
          "Ce serait près du double du chiffre mesuré : selon l’INSEE, les immigrés étaient 7,7 millions en 2024, soit 11,3 % de la population.",
      },
    ],
    explanation:
      "En 2024, 7,7 millions d’immigrés vivaient en France, soit 11,3 % de la population. Un tiers d’entre eux (2,6 millions) avaient acquis la nationalité française.",
    source: "insee-immigres-2024",
    slide: 2,
  },
  {
    id: "immigration-chiffres-q2",
    question: "Quel a été le premier motif de délivrance des premiers titres de séjour en 2025 ?",
    options: [
      {
        id: "a",
        text: "Le travail",
        isCorrect: false,
        feedback:
          "Le travail arrive loin derrière : 51 190 premiers titres en 2025, en baisse de 13 %, contre environ 118 000 pour les études.",
      },
      {
        id: "b",
        text: "Les motifs humanitaires",
        isCorrect: false,
        feedback:
          "Les motifs humanitaires ont fortement progressé (environ 92 600 titres, +65 %), mais restent derrière les études, environ 118 000.",
      },
      {
        id: "c",
        text: "Les études",
        isCorrect: true,
        feedback:
          "Exact : environ 118 000 premiers titres pour études, près d’un tiers des quelque 384 000 premiers titres délivrés en 2025 (données provisoires).",
      },
    ],
    explanation:
      "Les études représentaient près d’un tiers des premiers titres en 2025 (environ 118 000), devant les motifs humanitaires (environ 92 600, en forte hausse). Les titres pour le travail ont reculé à 51 190.",
    source: "dgef-chiffres-2025",
    slide: 7,
  },
  {
    id: "immigration-chiffres-q3",
    question: "Le nombre de titres de séjour délivrés au cours de l’année 2025 est :",
    options: [
      {
        id: "a",
        text: "un flux",
        isCorrect: true,
        feedback: "Exact : des titres délivrés pendant une année sont des mouvements sur une période, donc un flux.",
      },
      {
        id: "b",
        text: "un stock",
        isCorrect: false,
        feedback:
          "Un stock compte des personnes présentes à une date donnée, comme les 7,7 millions d’immigrés de 2024 ; des titres délivrés pendant une année forment un flux.",
      },
      {
        id: "c",
        text: "un solde",
        isCorrect: false,
        feedback:
          "Un solde soustrait des sorties à des entrées ; ici rien n’est soustrait : les titres délivrés dans l’année sont des mouvements sur une période, donc un flux.",
      },
    ],
    explanation:
      "Un flux compte des mouvements pendant une période, comme les titres délivrés dans l’année. Un stock compte des personnes présentes à une date, comme les 7,7 millions d’immigrés vivant en France en 2024.",
    source: "insee-immigres-2024",
    slide: 1,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-chiffres-g1",
    subtopicId: "immigration-chiffres",
    question:
      "Eurostat compte 9,6 millions de personnes nées à l’étranger vivant en France début 2025, l’INSEE 7,7 millions d’immigrés en 2024. Pourquoi cet écart ?",
    options: [
      {
        id: "a",
        text: "Eurostat inclut les Français de naissance nés à l’étranger",
        isCorrect: true,
        feedback:
          "Exact : Eurostat compte toutes les personnes nées à l’étranger, y compris les Français de naissance nés hors de France, que l’INSEE ne compte pas comme immigrés.",
      },
      {
        id: "b",
        text: "L’INSEE ne compte pas les immigrés devenus français",
        isCorrect: false,
        feedback:
          "L’INSEE compte bien les immigrés devenus français : ils étaient un tiers des 7,7 millions en 2024. L’écart vient des Français de naissance nés à l’étranger.",
      },
      {
        id: "c",
        text: "Eurostat compte aussi les touristes",
        isCorrect: false,
        feedback:
          "Les deux chiffres portent sur des personnes qui vivent en France : l’écart vient de la définition, Eurostat incluant les Français de naissance nés hors de France.",
      },
    ],
    explanation:
      "L’écart vient surtout de la définition : Eurostat compte toutes les personnes nées à l’étranger, l’INSEE ne retient comme immigrées que celles nées étrangères à l’étranger, qu’elles soient devenues françaises ou non. Les Français de naissance nés hors de France ne sont donc pas des immigrés.",
    source: "insee-immigres-2024",
    slide: 5,
  },
  {
    id: "immigration-chiffres-g2",
    subtopicId: "immigration-chiffres",
    question: "Comment a évolué le nombre de premières demandes d’asile dans l’UE en 2025 ?",
    options: [
      {
        id: "a",
        text: "Il a augmenté d’environ 10 %",
        isCorrect: false,
        feedback:
          "C’est l’inverse : selon Eurostat, les premières demandes sont passées de 912 400 en 2024 à 669 400 en 2025, soit 27 % de moins.",
      },
      {
        id: "b",
        text: "Il a baissé d’environ un quart",
        isCorrect: true,
        feedback:
          "Exact : 669 400 premières demandes en 2025 contre 912 400 en 2024, soit −27 % ; les demandes répétées n’y sont pas comptées.",
      },
      {
        id: "c",
        text: "Il est resté stable",
        isCorrect: false,
        feedback:
          "Le nombre a nettement changé : selon Eurostat, il a reculé de 27 %, de 912 400 premières demandes en 2024 à 669 400 en 2025.",
      },
    ],
    explanation:
      "Selon Eurostat, 669 400 personnes ont demandé l’asile pour la première fois dans l’UE en 2025, contre 912 400 en 2024 : une baisse de 27 %.",
    source: "eurostat-asile-2025",
    slide: 12,
  },
  {
    id: "immigration-chiffres-g3",
    subtopicId: "immigration-chiffres",
    question: "Combien d’étrangers ont acquis la nationalité française en 2024 ?",
    options: [
      {
        id: "a",
        text: "Environ 10 000",
        isCorrect: false,
        feedback:
          "Environ dix fois trop peu : selon le ministère de la Justice, 103 500 personnes ont acquis la nationalité française en 2024.",
      },
      {
        id: "b",
        text: "Environ 500 000",
        isCorrect: false,
        feedback:
          "Environ cinq fois trop : 103 500 personnes ont acquis la nationalité française en 2024, 6,4 % de plus qu’en 2023.",
      },
      {
        id: "c",
        text: "Environ 100 000",
        isCorrect: true,
        feedback:
          "Exact : 103 500 en 2024, dont près de la moitié par décret de naturalisation ou de réintégration et environ un tiers au titre du droit du sol.",
      },
    ],
    explanation:
      "En 2024, 103 500 personnes sont devenues françaises. Près de la moitié l’ont été par décret de naturalisation ou de réintégration, environ un tiers au titre du droit du sol.",
    source: "senat-nationalite-2024",
    slide: 10,
  },
];
