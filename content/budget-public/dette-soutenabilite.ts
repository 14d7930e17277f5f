import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "budget-public",
  number: 2,
  slug: "dette-soutenabilite",
  bookmarkId: "budget-dette-soutenabilite",
  topicId: "budget-dette-soutenabilite",
  title: "Dette et soutenabilité",
  subtitle:
    "Ce qu'est la dette publique, qui la détient, ce qu'elle coûte et pourquoi son rythme de réduction fait débat.",
  readingTime: 3,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Déficit et dette : deux notions différentes",
      body: [
        "Le déficit est un flux : ce qui manque sur une année pour couvrir les dépenses. La dette est un stock : la somme de ce que les administrations publiques doivent, accumulée au fil des déficits.",
        "La dette « de Maastricht », retenue dans l'Union européenne, est la dette brute de l'État, de la Sécurité sociale et des collectivités locales, hors dettes entre elles. Elle n'est pas remboursée d'un coup : les emprunts arrivés à échéance sont refinancés par de nouveaux emprunts.",
      ],
    },
    {
      title: "Environ 3 300 milliards d'euros fin 2024",
      body: [
        "Fin 2024, la dette publique au sens de Maastricht atteint environ 3 300 milliards d'euros, soit environ 113 % du PIB, selon l'INSEE. Elle est portée à environ 80 % par l'État.",
        "Les estimations trimestrielles de l'INSEE montrent qu'elle a continué d'augmenter en 2025. C'est l'un des ratios les plus élevés de l'Union européenne, derrière notamment la Grèce et l'Italie.",
      ],
      keyFigure: { value: "113 %", label: "dette publique rapportée au PIB fin 2024 (environ)" },
      source: "INSEE, comptes des administrations publiques et dette trimestrielle, 2025 ; Eurostat, 2025",
    },
    {
      title: "Une hausse par paliers",
      body: [
        "La dette publique a fortement augmenté depuis la fin des années 1970, surtout lors des crises, quand les recettes chutent et que l'État soutient l'économie. Ordres de grandeur :",
      ],
      points: [
        "fin des années 1970 : environ 20 % du PIB ;",
        "2007 : environ 65 % du PIB ;",
        "après la crise financière de 2008-2009 : plus de 80 % en 2010 ;",
        "2019 : près de 100 % du PIB ;",
        "2020, crise du Covid-19 : environ 115 % du PIB.",
      ],
      source: "INSEE, séries longues de la dette publique au sens de Maastricht, 2025",
    },
    {
      title: "Qui détient la dette ?",
      body: [
        "L'État emprunte en émettant des titres, surtout des obligations (OAT) ; sa dette est gérée par l'Agence France Trésor. Environ la moitié de ces titres sont détenus par des non-résidents (investisseurs étrangers) ; l'autre moitié par des résidents : assureurs, banques, fonds, et la Banque de France au titre des achats de l'Eurosystème.",
        "La durée de vie moyenne de cette dette dépasse 8 ans : une hausse des taux ne se répercute donc que progressivement.",
      ],
      source: "Agence France Trésor et Banque de France, 2024",
    },
    {
      title: "Ce que coûtent les intérêts",
      body: [
        "Après des années de taux très bas (le taux à 10 ans de l'État a été proche de zéro, voire négatif, en 2019-2020), les taux ont nettement remonté dès 2022.",
        "En 2024, les intérêts versés par l'ensemble des administrations publiques dépassent 50 milliards d'euros, environ 2 % du PIB, selon l'INSEE. En juillet 2025, la Cour des comptes estimait que la charge de la dette pourrait devenir le premier poste de dépense de l'État d'ici la fin de la décennie.",
      ],
      keyFigure: { value: "≈ 2 % du PIB", label: "intérêts versés par les administrations publiques en 2024" },
      source: "INSEE, 2025 ; Banque de France, taux des OAT, 2019-2022 ; Cour des comptes, juillet 2025",
    },
    {
      title: "Quand une dette est-elle « soutenable » ?",
      body: [
        "Une dette est jugée soutenable si son poids dans le PIB peut être stabilisé sans crise. Deux éléments comptent :",
      ],
      points: [
        "le taux d'intérêt de la dette (r) comparé à la croissance du PIB en valeur (g) : si r dépasse g, les intérêts font grimper le ratio dette/PIB (« effet boule de neige ») ;",
        "le solde primaire, c'est-à-dire le solde public hors intérêts : plus r dépasse g, plus l'excédent primaire nécessaire est élevé. En 2024, la France est en déficit primaire.",
      ],
      source: "INSEE, comptes des administrations publiques, 2025 ; Cour des comptes, juillet 2025",
    },
    {
      title: "L'avertissement de la Cour des comptes",
      body: [
        "Dans son rapport de juillet 2025 sur la situation et les perspectives des finances publiques, la Cour des comptes juge que reporter l'effort n'est plus possible. Elle rappelle l'engagement de ramener le déficit sous 3 % du PIB en 2029.",
        "Selon elle, cet objectif ne suffira pas : pour stabiliser la dette, il faudrait dégager durablement un excédent primaire d'environ 1 % du PIB. Elle appelle à faire porter l'effort principalement sur la maîtrise des dépenses.",
      ],
      source: "Cour des comptes, rapport sur la situation et les perspectives des finances publiques, juillet 2025",
    },
    {
      title: "Le rôle du Haut Conseil des finances publiques",
      body: [
        "Le Haut Conseil des finances publiques (HCFP), créé par une loi organique de 2012, est placé auprès de la Cour des comptes et présidé par son Premier président.",
        "Il rend un avis public sur les prévisions macroéconomiques du gouvernement (croissance, inflation) et sur la cohérence des textes budgétaires avec la trajectoire des finances publiques. Il a plusieurs fois émis des réserves sur le réalisme des prévisions de croissance ou de déficit.",
      ],
      source: "Loi organique du 17 décembre 2012 ; avis du HCFP, 2023-2025",
    },
    {
      title: "Agences de notation et écart avec l'Allemagne",
      body: [
        "Les agences de notation évaluent le risque qu'un emprunteur ne rembourse pas. Plusieurs ont abaissé la note de la France : S&P (mai 2024), Moody's (décembre 2024), Fitch (septembre 2025, de AA- à A+), puis S&P (octobre 2025).",
        "Les marchés suivent aussi l'écart entre les taux à 10 ans français et allemand. Il est passé d'environ 0,5 point début 2024 à environ 0,7 à 0,8 point après la dissolution de juin 2024 (ordre de grandeur).",
      ],
      source: "Agences S&P, Moody's et Fitch, 2024-2025 ; taux des emprunts d'État à 10 ans, 2024-2025",
    },
    {
      title: "Réduire vite ou progressivement ? Les positions",
      body: [
        "Pour la Cour des comptes, les gouvernements de 2025 et de nombreux économistes, réduire le déficit est urgent : une dette qui grossit coûte toujours plus en intérêts, réduit les marges face à une future crise et expose à une perte de confiance des prêteurs.",
        "D'autres économistes et la plupart des partis de gauche craignent qu'une baisse rapide des dépenses freine la croissance, donc les recettes. Ils préfèrent un rythme plus progressif et davantage de recettes.",
      ],
      source:
        "Cour des comptes, juillet 2025 ; positions publiques des gouvernements, des partis et d'économistes, 2025",
    },
  ],
  sources: [
    {
      label:
        "INSEE, Comptes nationaux des administrations publiques, premiers résultats, année 2024 (Informations rapides)",
      year: 2025,
    },
    {
      label: "INSEE, Le compte des administrations publiques en 2024, Insee Première n° 2054",
      year: 2025,
      url: "https://www.insee.fr/fr/statistiques/8574492",
    },
    { label: "INSEE, Dette trimestrielle de Maastricht des administrations publiques", year: 2025 },
    { label: "Eurostat, dette publique des États membres de l'Union européenne", year: 2025 },
    {
      label: "Agence France Trésor, données sur la dette négociable de l'État (détention, durée de vie moyenne)",
      year: 2024,
    },
    { label: "Cour des comptes, La situation et les perspectives des finances publiques", year: 2025 },
    {
      label:
        "Loi organique n° 2012-1403 du 17 décembre 2012 relative à la programmation et à la gouvernance des finances publiques (HCFP)",
      year: 2012,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "budget-dette-soutenabilite-q1",
    question: "Quelle est la différence entre le déficit public et la dette publique ?",
    options: [
      { id: "a", text: "Ce sont deux noms pour la même chose", isCorrect: false },
      {
        id: "b",
        text: "Le déficit est le manque d'une année ; la dette est le stock accumulé au fil des déficits",
        isCorrect: true,
      },
      {
        id: "c",
        text: "Le déficit concerne l'État ; la dette concerne seulement la Sécurité sociale",
        isCorrect: false,
      },
    ],
    explanation:
      "Le déficit est un flux annuel (dépenses moins recettes) ; la dette est un stock qui augmente, en gros, du montant des déficits successifs. Fin 2024, la dette atteint environ 113 % du PIB. (Source : INSEE, comptes des administrations publiques, 2025)",
  },
  {
    id: "budget-dette-soutenabilite-q2",
    question:
      "Que se passe-t-il si le taux d'intérêt payé sur la dette (r) est supérieur à la croissance du PIB en valeur (g) ?",
    options: [
      { id: "a", text: "Le ratio dette/PIB baisse automatiquement", isCorrect: false },
      { id: "b", text: "Rien : seul le montant de la dette en euros compte", isCorrect: false },
      {
        id: "c",
        text: "Le ratio dette/PIB tend à augmenter, sauf si l'État dégage un excédent primaire suffisant",
        isCorrect: true,
      },
    ],
    explanation:
      "Quand r dépasse g, les intérêts font grossir la dette plus vite que la richesse nationale : c'est l'« effet boule de neige ». Pour stabiliser la dette, il faut alors un excédent primaire, c'est-à-dire des recettes supérieures aux dépenses hors intérêts. (Source : Cour des comptes, 2025)",
  },
  {
    id: "budget-dette-soutenabilite-q3",
    question:
      "Selon l'Agence France Trésor, quelle part de la dette négociable de l'État est détenue par des non-résidents (ordre de grandeur, 2024) ?",
    options: [
      { id: "a", text: "Environ la moitié", isCorrect: true },
      { id: "b", text: "Moins de 10 %", isCorrect: false },
      { id: "c", text: "Plus de 90 %", isCorrect: false },
    ],
    explanation:
      "Environ la moitié des titres de dette de l'État sont détenus par des investisseurs étrangers ; le reste par des assureurs, des banques, des fonds et la Banque de France, au titre des achats de l'Eurosystème. (Source : Agence France Trésor et Banque de France, 2024)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "budget-dette-soutenabilite-g1",
    subtopicId: "budget-dette-soutenabilite",
    question: "Selon l'INSEE, quel était le niveau de la dette publique française fin 2024 ?",
    options: [
      { id: "a", text: "Environ 60 % du PIB", isCorrect: false },
      { id: "b", text: "Environ 113 % du PIB, soit environ 3 300 milliards d'euros", isCorrect: true },
      { id: "c", text: "Environ 200 % du PIB", isCorrect: false },
    ],
    explanation:
      "Fin 2024, la dette au sens de Maastricht atteint environ 3 300 milliards d'euros, soit environ 113 % du PIB, bien au-dessus de la référence européenne de 60 %. (Source : INSEE, comptes des administrations publiques, 2025)",
  },
  {
    id: "budget-dette-soutenabilite-g2",
    subtopicId: "budget-dette-soutenabilite",
    question: "Quel était, en ordre de grandeur, le poids de la dette publique française à la fin des années 1970 ?",
    options: [
      { id: "a", text: "Environ 20 % du PIB", isCorrect: true },
      { id: "b", text: "Environ 60 % du PIB", isCorrect: false },
      { id: "c", text: "Environ 100 % du PIB", isCorrect: false },
    ],
    explanation:
      "La dette représentait environ 20 % du PIB à la fin des années 1970. Elle a ensuite augmenté par paliers, notamment lors de la crise de 2008-2009 et de la crise du Covid-19 en 2020. (Source : INSEE, séries longues de la dette publique, 2025)",
  },
  {
    id: "budget-dette-soutenabilite-g3",
    subtopicId: "budget-dette-soutenabilite",
    question: "Quel est le rôle du Haut Conseil des finances publiques (HCFP) ?",
    options: [
      { id: "a", text: "Il fixe le montant des impôts chaque année", isCorrect: false },
      { id: "b", text: "Il attribue une note à la dette de la France, comme une agence de notation", isCorrect: false },
      {
        id: "c",
        text: "Il donne un avis public sur le réalisme des prévisions du gouvernement et la cohérence des budgets avec la trajectoire prévue",
        isCorrect: true,
      },
    ],
    explanation:
      "Créé en 2012 et placé auprès de la Cour des comptes, le HCFP rend des avis publics sur les prévisions de croissance du gouvernement et sur la cohérence des textes budgétaires avec la trajectoire des finances publiques. Il ne vote ni ne fixe aucun impôt. (Source : loi organique du 17 décembre 2012)",
  },
];
