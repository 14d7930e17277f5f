import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "budget-public",
  number: 2,
  slug: "dette-soutenabilite",
  bookmarkId: "budget-dette-soutenabilite",
  topicId: "budget-dette-soutenabilite",
  title: "Dette et soutenabilité",
  subtitle:
    "Ce qu’est la dette publique, qui la détient, ce qu’elle coûte et pourquoi son rythme de réduction fait débat.",
  readingTime: 3,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Déficit et dette : deux notions différentes",
      body: [
        "Le déficit est un flux : ce qui manque sur une année pour couvrir les dépenses. La dette est un stock : la somme de ce que les administrations publiques doivent, accumulée au fil des déficits.",
        "La dette « de Maastricht », retenue dans l’Union européenne, est la dette brute de l’État, de la Sécurité sociale et des collectivités locales, hors dettes entre elles. Elle n’est pas remboursée d’un coup : les emprunts arrivés à échéance sont refinancés par de nouveaux emprunts.",
      ],
    },
    {
      title: "Environ 3 460 milliards d’euros fin 2025",
      body: [
        "Fin 2025, la dette publique au sens de Maastricht atteint 3 460,5 milliards d’euros, soit 115,7 % du PIB, selon l’INSEE. Elle a augmenté d’environ 154 milliards d’euros en un an.",
        "C’est près du double de la valeur de référence européenne, fixée à 60 % du PIB. Les estimations trimestrielles de l’INSEE permettent de suivre son évolution en cours d’année.",
      ],
      keyFigure: { value: "115,7 %", label: "dette publique rapportée au PIB fin 2025" },
      source: "insee-compte-apu-2025",
    },
    {
      title: "Une hausse par paliers",
      body: [
        "La dette publique a fortement augmenté en vingt-cinq ans, surtout lors des crises, quand les recettes chutent et que l’État soutient l’économie. Ordres de grandeur, en fin d’année :",
      ],
      points: [
        "2000 : un peu moins de 60 % du PIB ;",
        "2007 : environ 65 % du PIB ;",
        "après la crise financière de 2008-2009 : plus de 80 % en 2010 ;",
        "2019 : près de 100 % du PIB ;",
        "2020, crise du Covid-19 : environ 115 % du PIB.",
      ],
      source: "insee-dette-trimestrielle",
      figure: {
        kind: "line",
        title: "Dette publique brute, en fin d’année",
        takeaway:
          "La crise du Covid-19 a fait passer la dette d’un peu moins de 100 % à près de 115 % du PIB en un an.",
        period: "2018-2024",
        unit: "% du PIB",
        source: "insee-finances-publiques-2024",
        series: [
          {
            label: "Dette au sens de Maastricht",
            points: [
              { year: 2018, value: 98.6 },
              { year: 2019, value: 98.2 },
              { year: 2020, value: 114.9 },
              { year: 2021, value: 112.8 },
              { year: 2022, value: 111.4 },
              { year: 2023, value: 109.8 },
              { year: 2024, value: 113.2 },
            ],
          },
        ],
      },
    },
    {
      title: "Qui détient la dette ?",
      body: [
        "L’État emprunte en émettant des titres, surtout des obligations (OAT) ; sa dette est gérée par l’Agence France Trésor. Les acheteurs sont des résidents (assureurs, banques, fonds, Banque de France au titre de l’Eurosystème) ou des non-résidents, c’est-à-dire des investisseurs étrangers.",
        "Selon la Banque de France, les non-résidents détiennent 53,5 % des titres de dette émis par les administrations publiques au 31 mars 2025, contre 47 % début 2021.",
      ],
      source: "bdf-non-residents-2025",
    },
    {
      title: "Ce que coûtent les intérêts",
      body: [
        "Après une période de taux très bas, les taux d’intérêt ont nettement remonté à partir de 2022, et la dette a continué de grossir.",
        "En 2025, les intérêts versés par l’ensemble des administrations publiques atteignent 64,7 milliards d’euros, soit 2,2 % du PIB, selon l’INSEE, après environ 58 milliards en 2024. Selon la Cour des comptes (février 2026), cette charge dépasse déjà le budget de l’enseignement scolaire ou celui de la défense.",
      ],
      keyFigure: { value: "64,7 Md€", label: "intérêts versés par les administrations publiques en 2025" },
      source: "insee-premiers-resultats-2025",
    },
    {
      title: "Quand une dette est-elle « soutenable » ?",
      body: [
        "Une dette est jugée soutenable si son poids dans le PIB peut être stabilisé sans crise. Deux éléments comptent :",
      ],
      points: [
        "le taux d’intérêt de la dette (r) comparé à la croissance du PIB en valeur (g) : si r dépasse g, les intérêts font grimper le ratio dette/PIB (« effet boule de neige ») ;",
        "le solde primaire, c’est-à-dire le solde public hors intérêts. En 2025, la France reste en déficit primaire : son déficit (5,1 % du PIB) dépasse ses intérêts (2,2 %).",
      ],
      source: "insee-compte-apu-2025",
    },
    {
      title: "L’avertissement de la Cour des comptes",
      body: [
        "Dans son rapport de février 2026 sur la situation des finances publiques, la Cour des comptes juge que la baisse du déficit en 2025 n’est qu’une « toute première marche », qui ne permet pas de stabiliser la dette.",
        "Selon elle, l’effort nécessaire pour ramener durablement le déficit sous 3 % du PIB est de l’ordre de 80 milliards d’euros. Elle prévoit une dette de 118,6 % du PIB fin 2026 et des intérêts supérieurs à 100 milliards d’euros par an vers 2029.",
      ],
      source: "ccomptes-finances-publiques-debut-2026",
    },
    {
      title: "Le rôle du Haut Conseil des finances publiques",
      body: [
        "Le Haut Conseil des finances publiques (HCFP), créé par une loi organique de 2012, est placé auprès de la Cour des comptes et présidé par son Premier président.",
        "Il rend un avis public sur les prévisions macroéconomiques du gouvernement (croissance, inflation) et sur la cohérence des textes budgétaires avec la trajectoire des finances publiques, comme pour les projets de budget pour 2027. Il a plusieurs fois jugé optimistes des prévisions de croissance ou de déficit.",
      ],
      source: "hcfp-avis-2026-5",
    },
    {
      title: "Agences de notation et écart avec l’Allemagne",
      body: [
        "Les agences de notation évaluent le risque qu’un emprunteur ne rembourse pas. En septembre 2025, Fitch a ainsi abaissé la note de la France de AA- à A+, en invoquant la fragmentation politique.",
        "Les marchés suivent aussi l’écart (« spread ») entre les taux à 10 ans français et allemand : plus il est large, plus la France paie cher pour emprunter par rapport à l’Allemagne.",
      ],
      source: "fitch-france-2025",
    },
    {
      title: "Réduire vite ou progressivement ? Les positions",
      body: [
        "Pour la Cour des comptes, les gouvernements successifs depuis 2024 et de nombreux économistes, réduire le déficit est urgent : une dette qui grossit coûte toujours plus en intérêts, réduit les marges face à une future crise et expose à une perte de confiance des prêteurs.",
        "D’autres économistes et la plupart des partis de gauche craignent qu’une baisse rapide des dépenses freine la croissance, donc les recettes. Ils préfèrent un rythme plus progressif et davantage de recettes.",
      ],
      source: "ccomptes-finances-publiques-debut-2026",
    },
  ],
  sources: [
    sharedSources["insee-compte-apu-2025"],
    sharedSources["insee-finances-publiques-2024"],
    {
      id: "insee-premiers-resultats-2025",
      publisher: "INSEE",
      title:
        "En 2025, le déficit public s’élève à 5,1 % du PIB, la dette publique à 115,6 % du PIB (Informations rapides n° 78)",
      dataYear: 2025,
      publishedAt: "2026-03",
      url: "https://www.insee.fr/fr/statistiques/8956575",
      recurring: true,
    },
    {
      id: "insee-dette-trimestrielle",
      publisher: "INSEE",
      title: "Dette trimestrielle de Maastricht des administrations publiques (séries depuis 1995)",
      dataYear: 2026,
      publishedAt: "2026",
      url: "https://www.insee.fr/fr/statistiques/2830301",
      recurring: true,
    },
    {
      id: "bdf-non-residents-2025",
      publisher: "Option Finance (d’après la Banque de France)",
      title: "Les non-résidents détiennent une part croissante de la dette à long terme française",
      dataYear: 2025,
      publishedAt: "2025",
      url: "https://www.optionfinance.fr/actualites/les-non-residents-detiennent-une-part-croissante-de-la-dette-a-long-terme-francaise.html",
      recurring: false,
    },
    sharedSources["ccomptes-finances-publiques-debut-2026"],
    {
      id: "hcfp-avis-2026-5",
      publisher: "Haut Conseil des finances publiques",
      title:
        "Avis n° HCFP-2026-5 relatif aux projets de lois de finances et de financement de la sécurité sociale pour l’année 2027",
      dataYear: 2026,
      publishedAt: "2026-09",
      url: "https://www.hcfp.fr/liste-avis/avis-ndeg2026-5-lois-de-finances-2027",
      recurring: false,
    },
    {
      id: "fitch-france-2025",
      publisher: "Fitch Ratings",
      title: "Fitch Downgrades France to ‘A+’; Outlook Stable",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-09-12",
      url: "https://www.fitchratings.com/research/sovereigns/fitch-downgrades-france-to-a-outlook-stable-12-09-2025",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "budget-dette-soutenabilite-q1",
    question: "Quelle est la différence entre le déficit public et la dette publique ?",
    options: [
      {
        id: "a",
        text: "Ce sont deux noms pour la même chose",
        isCorrect: false,
        feedback:
          "Ce sont deux notions différentes : le déficit est un flux, sur une année ; la dette est un stock, accumulé au fil des déficits.",
      },
      {
        id: "b",
        text: "Le déficit est le manque d’une année ; la dette est le stock accumulé au fil des déficits",
        isCorrect: true,
        feedback:
          "Exact : en 2024, selon l’INSEE, le déficit atteint 5,8 % du PIB et la dette passe de 109,8 % à 113,2 % du PIB.",
      },
      {
        id: "c",
        text: "Le déficit concerne l’État ; la dette concerne seulement la Sécurité sociale",
        isCorrect: false,
        feedback:
          "Les deux notions portent sur toutes les administrations publiques : la dette de Maastricht réunit celle de l’État, de la Sécurité sociale et des collectivités locales.",
      },
    ],
    explanation:
      "Le déficit est un flux annuel (dépenses moins recettes) ; la dette est un stock qui augmente, en gros, du montant des déficits successifs. En 2024, selon l’INSEE, le déficit public atteint 5,8 % du PIB et la dette passe de 109,8 % du PIB fin 2023 à 113,2 % fin 2024.",
    // The 2024 account is stored and seen (insee.fr/fr/statistiques/8574701, table « Principaux agrégats de Finances
    // Publiques en point de PIB »); the 2025 release is only corroborated (docs/source-links.md), so the flow-and-stock
    // explanation rests on the year a reader can check (issue 33).
    source: "insee-finances-publiques-2024",
    slide: 1,
  },
  {
    id: "budget-dette-soutenabilite-q2",
    question:
      "Que se passe-t-il si le taux d’intérêt payé sur la dette (r) est supérieur à la croissance du PIB en valeur (g) ?",
    options: [
      {
        id: "a",
        text: "Le ratio dette/PIB baisse automatiquement",
        isCorrect: false,
        feedback:
          "C’est l’inverse : quand r dépasse g, les intérêts font grossir la dette plus vite que la richesse nationale, c’est l’« effet boule de neige ».",
      },
      {
        id: "b",
        text: "Rien : seul le montant de la dette en euros compte",
        isCorrect: false,
        feedback:
          "Ce qui compte est le poids de la dette dans le PIB, et quand r dépasse g, les intérêts le font grimper.",
      },
      {
        id: "c",
        text: "Le ratio dette/PIB tend à augmenter, sauf si l’État dégage un excédent primaire suffisant",
        isCorrect: true,
        feedback:
          "Exact : pour stabiliser la dette, il faut alors un excédent primaire, c’est-à-dire des recettes supérieures aux dépenses hors intérêts.",
      },
    ],
    explanation:
      "Quand r dépasse g, les intérêts font grossir la dette plus vite que la richesse nationale : c’est l’« effet boule de neige ». Pour stabiliser la dette, il faut alors un excédent primaire, c’est-à-dire des recettes supérieures aux dépenses hors intérêts.",
    source: "ccomptes-finances-publiques-debut-2026",
    slide: 6,
  },
  {
    id: "budget-dette-soutenabilite-q3",
    question:
      "Selon la Banque de France, quelle part des titres de dette des administrations publiques françaises les non-résidents détiennent-ils au 31 mars 2025 ?",
    options: [
      {
        id: "a",
        text: "Un peu plus de la moitié",
        isCorrect: true,
        feedback: "Exact : 53,5 % au 31 mars 2025, contre 47 % début 2021, selon la Banque de France.",
      },
      {
        id: "b",
        text: "Moins de 10 %",
        isCorrect: false,
        feedback:
          "C’est bien en dessous : les non-résidents, investisseurs étrangers, détiennent 53,5 % des titres de dette des administrations publiques.",
      },
      {
        id: "c",
        text: "Plus de 90 %",
        isCorrect: false,
        feedback:
          "C’est bien au-dessus : un peu moins de la moitié des titres est détenue par des résidents, comme les assureurs, les banques, les fonds et la Banque de France.",
      },
    ],
    explanation:
      "Au 31 mars 2025, les non-résidents détiennent 53,5 % des titres de dette émis par les administrations publiques, selon la Banque de France, contre 47 % début 2021. Le reste est détenu par des résidents : assureurs, banques, fonds et Banque de France.",
    source: "bdf-non-residents-2025",
    slide: 4,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "budget-dette-soutenabilite-g1",
    subtopicId: "budget-dette-soutenabilite",
    question: "Selon l’INSEE, quel était le niveau de la dette publique française fin 2025 ?",
    options: [
      {
        id: "a",
        text: "Environ 60 % du PIB",
        isCorrect: false,
        feedback:
          "Soixante pour cent du PIB est la valeur de référence européenne, pas le niveau atteint : fin 2025, la dette représente 115,7 % du PIB, près du double.",
      },
      {
        id: "b",
        text: "Environ 116 % du PIB, soit près de 3 460 milliards d’euros",
        isCorrect: true,
        feedback:
          "Exact : 3 460,5 milliards d’euros fin 2025, soit 115,7 % du PIB, près du double de la référence européenne de 60 %.",
      },
      {
        id: "c",
        text: "Environ 200 % du PIB",
        isCorrect: false,
        feedback:
          "C’est bien au-dessus de la mesure : fin 2025, la dette au sens de Maastricht atteint 115,7 % du PIB.",
      },
    ],
    explanation:
      "Fin 2025, la dette au sens de Maastricht atteint 3 460,5 milliards d’euros, soit 115,7 % du PIB, près du double de la référence européenne de 60 %.",
    source: "insee-compte-apu-2025",
    slide: 2,
  },
  {
    id: "budget-dette-soutenabilite-g2",
    subtopicId: "budget-dette-soutenabilite",
    question:
      "Quelle crise a fait passer la dette publique d’un peu moins de 100 % à environ 115 % du PIB entre 2019 et 2020 ?",
    options: [
      {
        id: "a",
        text: "La crise financière de 2008-2009",
        isCorrect: false,
        feedback:
          "La crise de 2008-2009 a fait passer la dette d’environ 65 % à plus de 80 % du PIB ; le saut de 2019 à 2020 vient de la crise du Covid-19.",
      },
      {
        id: "b",
        text: "La crise du Covid-19",
        isCorrect: true,
        feedback:
          "Exact : les recettes ont chuté et l’État a soutenu l’économie ; la dette est passée de près de 100 % du PIB fin 2019 à environ 115 % fin 2020.",
      },
      {
        id: "c",
        text: "La hausse des prix de l’énergie de 2022",
        isCorrect: false,
        feedback:
          "La hausse des prix de l’énergie de 2022 vient après ce saut : entre 2019 et 2020, c’est la crise du Covid-19 qui a fait bondir la dette.",
      },
    ],
    explanation:
      "En 2020, la crise du Covid-19 a fait chuter les recettes et l’État a soutenu l’économie : la dette est passée de près de 100 % du PIB fin 2019 à environ 115 % fin 2020. La crise de 2008-2009 l’avait fait passer d’environ 65 % à plus de 80 %.",
    source: "insee-dette-trimestrielle",
    slide: 3,
  },
  {
    id: "budget-dette-soutenabilite-g3",
    subtopicId: "budget-dette-soutenabilite",
    question: "Quel est le rôle du Haut Conseil des finances publiques (HCFP) ?",
    options: [
      {
        id: "a",
        text: "Il fixe le montant des impôts chaque année",
        isCorrect: false,
        feedback:
          "Le HCFP ne fixe ni ne vote aucun impôt : il rend des avis publics sur les prévisions du gouvernement et la cohérence des textes budgétaires.",
      },
      {
        id: "b",
        text: "Il attribue une note à la dette de la France, comme une agence de notation",
        isCorrect: false,
        feedback:
          "Le HCFP n’est pas une agence de notation : il rend des avis publics sur le réalisme des prévisions et la cohérence des budgets avec la trajectoire prévue.",
      },
      {
        id: "c",
        text: "Il donne un avis public sur le réalisme des prévisions du gouvernement et la cohérence des budgets avec la trajectoire prévue",
        isCorrect: true,
        feedback:
          "Exact : créé en 2012 et placé auprès de la Cour des comptes, il a plusieurs fois jugé optimistes des prévisions de croissance ou de déficit.",
      },
    ],
    explanation:
      "Créé en 2012 et placé auprès de la Cour des comptes, le HCFP rend des avis publics sur les prévisions de croissance du gouvernement et sur la cohérence des textes budgétaires avec la trajectoire des finances publiques. Il ne vote ni ne fixe aucun impôt.",
    source: "hcfp-avis-2026-5",
    slide: 8,
  },
];
