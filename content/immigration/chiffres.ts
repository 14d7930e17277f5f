import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "immigration",
  number: 2,
  slug: "chiffres",
  bookmarkId: "immigration-chiffres",
  topicId: "immigration-chiffres",
  title: "Chiffres",
  subtitle: "Les chiffres clés de l’immigration en France, leurs sources et pourquoi ils varient",
  readingTime: 4,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Flux et stocks : la distinction de base",
      body: [
        "Un stock compte des personnes présentes à une date donnée : en 2023, 7,3 millions d’immigrés vivaient en France. Un flux compte des mouvements pendant une période : arrivées, titres de séjour ou demandes d’asile d’une année.",
        "Les deux ne s’additionnent pas simplement. Environ 331 000 immigrés sont arrivés en France en 2022, mais le stock augmente moins vite, car d’autres repartent ou décèdent. Beaucoup d’immigrés sont installés depuis des décennies.",
      ],
      source: "INSEE, L’essentiel sur les immigrés et les étrangers, données 2022-2023, publié en 2024",
    },
    {
      title: "7,3 millions d’immigrés en 2023",
      body: [
        "Selon l’INSEE, 7,3 millions d’immigrés vivaient en France en 2023, soit 10,7 % de la population. Parmi eux, 2,5 millions, soit 34 %, avaient acquis la nationalité française.",
        "Ces chiffres proviennent du recensement, qui vise à compter toutes les personnes résidant en France, quel que soit leur statut, sans garantie de les couvrir toutes. Les données 2023 sont provisoires.",
      ],
      keyFigure: { value: "10,7 %", label: "part des immigrés dans la population vivant en France en 2023" },
      source: "INSEE, L’essentiel sur les immigrés et les étrangers, données 2023, publié en 2024",
    },
    {
      title: "Une part stable, puis en hausse",
      body: [
        "La part des immigrés dans la population était de 5,0 % en 1946 et de 6,5 % en 1968. Elle est restée autour de 7,3 à 7,4 % de 1975 à 1999, une période où l’immigration de travail a ralenti.",
        "Elle augmente de nouveau depuis le début des années 2000 : 8,4 % en 2008, puis 10,6 % en 2023 (champ : France hors Mayotte, ce qui explique en partie l’écart avec le chiffre de 10,7 %).",
      ],
      source: "INSEE, France, portrait social, édition 2024 (données provisoires pour 2022 et 2023)",
    },
    {
      title: "D’où viennent les immigrés ?",
      body: [
        "En 2023, 48 % des immigrés vivant en France étaient nés en Afrique, 32 % en Europe, 14 % en Asie et 6 % en Amérique ou en Océanie. Les origines se diversifient depuis les années 2000. Les pays de naissance les plus fréquents :",
      ],
      points: [
        "Algérie : 12,2 % des immigrés ;",
        "Maroc : 11,7 % ;",
        "Portugal : 7,9 % ;",
        "Tunisie : 4,8 % ;",
        "Italie : 3,9 %.",
      ],
      source: "INSEE, L’essentiel sur les immigrés et les étrangers, données 2023, publié en 2024",
    },
    {
      title: "Étrangers et personnes nées à l’étranger",
      body: [
        "En 2023, 5,6 millions d’étrangers vivaient en France, soit 8,2 % de la population : 4,8 millions d’immigrés restés étrangers et 0,8 million de personnes nées en France.",
        "Si l’on compte toutes les personnes nées à l’étranger, on arrive à 8,9 millions, soit 13,1 %, car 1,7 million de Français de naissance sont nés hors de France. Selon le critère retenu, le chiffre change donc nettement.",
      ],
      source: "INSEE, L’essentiel sur les immigrés et les étrangers, données 2023, publié en 2024",
    },
    {
      title: "Les descendants d’immigrés",
      body: [
        "En 2019-2020, 12 % des habitants de France métropolitaine vivant en logement ordinaire, soit environ 7,5 millions de personnes, étaient des descendants d’immigrés : nés en France d’au moins un parent immigré.",
        "Environ un sur deux a un seul parent immigré. Parmi les moins de 60 ans, 10 % sont des petits-enfants d’immigrés. Ces chiffres viennent d’une grande enquête, Trajectoires et Origines, et non du recensement.",
      ],
      source: "INSEE-INED, enquête Trajectoires et Origines 2, Insee Première n° 1910, 2022, révisé en 2023",
    },
    {
      title: "Les premiers titres de séjour",
      body: [
        "En 2024, la France a délivré environ 340 000 premiers titres de séjour à des adultes ressortissants de pays tiers (hors UE, EEE et Suisse). Les renouvellements, les citoyens de l’UE et les demandeurs d’asile en attente n’y figurent pas. Principaux motifs :",
      ],
      points: [
        "études : environ 110 000, soit un tiers ;",
        "famille : environ 90 000 ;",
        "travail : un peu plus de 55 000 ;",
        "motifs humanitaires, dont les réfugiés : environ 55 000.",
      ],
      keyFigure: { value: "≈ 340 000", label: "premiers titres de séjour délivrés en 2024" },
      source: "Ministère de l’Intérieur (DGEF), données 2024 provisoires puis révisées, publiées en 2025",
    },
    {
      title: "Les demandes d’asile",
      body: [
        "En 2024, les préfectures ont enregistré environ 158 000 demandes d’asile, dont 131 000 premières demandes. C’est une baisse de 5,5 % après le niveau record de 2023.",
        "Une même personne peut figurer dans plusieurs statistiques (préfecture, OFPRA, procédure « Dublin »), d’où des totaux différents selon la source : l’OFPRA compte environ 153 600 demandes introduites en 2024. Les Afghans et les Ukrainiens y étaient les premiers demandeurs.",
      ],
      source: "Ministère de l’Intérieur (DGEF), février 2025 ; OFPRA, premières données de l’asile 2024, février 2025",
    },
    {
      title: "Combien obtiennent une protection ?",
      body: [
        "En 2023, l’OFPRA a rendu plus de 136 000 décisions. Environ un tiers accordaient une protection : statut de réfugié ou protection subsidiaire.",
        "La grande majorité des refus sont contestés devant la Cour nationale du droit d’asile (CNDA). En 2023, environ 20 % des recours ont abouti à une protection. Le taux varie fortement selon la nationalité des demandeurs.",
      ],
      keyFigure: { value: "≈ 1 sur 3", label: "décisions de l’OFPRA accordant une protection en 2023" },
      source: "OFPRA, données 2023, publiées en 2024 ; CNDA, activité 2023, 2024",
    },
    {
      title: "Devenir français : environ 100 000 par an",
      body: [
        "En 2024, 103 500 étrangers ont acquis la nationalité française, soit 6,4 % de plus qu’en 2023 (97 200). Près de la moitié (48 700) l’ont obtenue par décret de naturalisation ou de réintégration.",
        "Environ un tiers relève du droit du sol : des jeunes nés en France de parents étrangers. Le creux de 2023 s’explique en partie par des difficultés techniques liées à la dématérialisation des demandes de naturalisation.",
      ],
      source:
        "Ministère de la Justice, réponse à une question écrite au Sénat publiée le 21 août 2025 ; DGEF, janvier 2024",
    },
    {
      title: "En Europe : les personnes nées à l’étranger",
      body: [
        "Au 1er janvier 2024, selon Eurostat, 9,3 millions de personnes nées à l’étranger vivaient en France, soit environ 14 % de la population : un niveau proche de la moyenne de l’UE, elle aussi d’environ 14 %.",
      ],
      points: [
        "Allemagne : 20,2 % ;",
        "Espagne : environ 18 % ;",
        "Italie : environ 11 % ;",
        "Pologne : 2,6 % ;",
        "Luxembourg : 51 %.",
      ],
      source: "Eurostat, population par pays de naissance au 1er janvier 2024, publié en février 2025",
    },
    {
      title: "En Europe : l’asile",
      body: [
        "En 2024, l’UE a enregistré 912 000 premières demandes d’asile, 13 % de moins qu’en 2023. L’Allemagne en a reçu un quart (229 700), devant l’Espagne (164 000), l’Italie (151 100) et la France (130 900, soit 14 %).",
        "Rapporté à la population, l’UE compte en moyenne 2 premières demandes pour 1 000 habitants. La France est proche de cette moyenne ; Chypre (7,2) et la Grèce (6,6) sont bien au-dessus.",
      ],
      source: "Eurostat, demandeurs d’asile dans l’UE en 2024, publié en mars 2025",
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
      source: "INSEE, 2024 ; Eurostat, 2025 ; Cour des comptes, 2024",
    },
  ],
  sources: [
    {
      label: "INSEE, L’essentiel sur… les immigrés et les étrangers (données 2023)",
      year: 2024,
      url: "https://www.insee.fr/fr/statistiques/3633212",
    },
    { label: "INSEE, France, portrait social, fiche « Immigrés et descendants d’immigrés »", year: 2024 },
    { label: "INSEE-INED, Insee Première n° 1910, enquête Trajectoires et Origines 2 (révisé en 2023)", year: 2022 },
    {
      label:
        "Ministère de l’Intérieur (DGEF), Les chiffres de l’immigration en France : titres de séjour et asile, données 2024",
      year: 2025,
    },
    { label: "OFPRA, Premières données de l’asile 2024 ; données 2023", year: 2025 },
    {
      label:
        "Ministère de la Justice, réponse à une question écrite du sénateur Saïd Omar Oili sur les acquisitions de nationalité (JO Sénat du 21 août 2025)",
      year: 2025,
    },
    { label: "Eurostat, EU population diversity by citizenship and country of birth (1er janvier 2024)", year: 2025 },
    { label: "Eurostat, Asylum applicants in the EU, 2024", year: 2025 },
    { label: "Cour des comptes, La politique de lutte contre l’immigration irrégulière", year: 2024 },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-chiffres-q1",
    question: "Selon l’INSEE, quelle part de la population vivant en France était immigrée en 2023 ?",
    options: [
      { id: "a", text: "Environ 5 %", isCorrect: false },
      { id: "b", text: "10,7 %", isCorrect: true },
      { id: "c", text: "Environ 20 %", isCorrect: false },
    ],
    explanation:
      "En 2023, 7,3 millions d’immigrés vivaient en France, soit 10,7 % de la population. Cette part était restée autour de 7,4 % entre 1975 et 1999 avant d’augmenter. (Source : INSEE, 2024)",
  },
  {
    id: "immigration-chiffres-q2",
    question: "Quel a été le premier motif de délivrance des premiers titres de séjour en 2024 ?",
    options: [
      { id: "a", text: "Le travail", isCorrect: false },
      { id: "b", text: "Les motifs humanitaires", isCorrect: false },
      { id: "c", text: "Les études", isCorrect: true },
    ],
    explanation:
      "Les études représentaient environ un tiers des premiers titres en 2024 (environ 110 000), devant les motifs familiaux (environ 90 000), le travail et les motifs humanitaires (environ 55 000 chacun). (Source : ministère de l’Intérieur, DGEF, 2025)",
  },
  {
    id: "immigration-chiffres-q3",
    question: "Le nombre de titres de séjour délivrés au cours de l’année 2024 est :",
    options: [
      { id: "a", text: "un flux", isCorrect: true },
      { id: "b", text: "un stock", isCorrect: false },
      { id: "c", text: "un solde", isCorrect: false },
    ],
    explanation:
      "Un flux compte des mouvements pendant une période, comme les titres délivrés dans l’année. Un stock compte des personnes présentes à une date, comme les 7,3 millions d’immigrés vivant en France en 2023. (Source : INSEE, 2024)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-chiffres-g1",
    subtopicId: "immigration-chiffres",
    question:
      "Eurostat compte 9,3 millions de personnes nées à l’étranger en France, l’INSEE 7,3 millions d’immigrés. Pourquoi cet écart ?",
    options: [
      { id: "a", text: "Eurostat inclut les Français de naissance nés à l’étranger", isCorrect: true },
      { id: "b", text: "L’INSEE ne compte pas les immigrés devenus français", isCorrect: false },
      { id: "c", text: "Eurostat compte aussi les touristes", isCorrect: false },
    ],
    explanation:
      "L’écart vient surtout de la définition : Eurostat compte toutes les personnes nées à l’étranger, l’INSEE ne retient comme immigrées que celles nées étrangères à l’étranger. Les 1,7 million de Français nés hors de France n’en font pas partie. (Source : INSEE, 2024 ; Eurostat, 2025)",
  },
  {
    id: "immigration-chiffres-g2",
    subtopicId: "immigration-chiffres",
    question: "Quel pays de l’UE a enregistré le plus de premières demandes d’asile en 2024 ?",
    options: [
      { id: "a", text: "La France", isCorrect: false },
      { id: "b", text: "L’Allemagne", isCorrect: true },
      { id: "c", text: "L’Italie", isCorrect: false },
    ],
    explanation:
      "L’Allemagne a reçu 229 700 premières demandes, soit un quart du total de l’UE, devant l’Espagne, l’Italie et la France (130 900, soit 14 %). (Source : Eurostat, 2025)",
  },
  {
    id: "immigration-chiffres-g3",
    subtopicId: "immigration-chiffres",
    question: "Combien d’étrangers ont acquis la nationalité française en 2024 ?",
    options: [
      { id: "a", text: "Environ 10 000", isCorrect: false },
      { id: "b", text: "Environ 500 000", isCorrect: false },
      { id: "c", text: "Environ 100 000", isCorrect: true },
    ],
    explanation:
      "103 500 personnes sont devenues françaises en 2024. Près de la moitié l’ont été par décret de naturalisation ou de réintégration, environ un tiers au titre du droit du sol. (Source : ministère de la Justice, 2025)",
  },
];
