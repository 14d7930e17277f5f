import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "climat",
  number: 1,
  slug: "objectifs-climatiques",
  bookmarkId: "climat-objectifs",
  topicId: "climat-objectifs-quiz",
  title: "Objectifs climatiques et réchauffement",
  subtitle: "Ce que disent l’accord de Paris, le GIEC, l’Union européenne et la France, et ce qui fait débat",
  readingTime: 3,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "L’accord de Paris (2015)",
      body: [
        "Adopté le 12 décembre 2015 à la COP21, l’accord de Paris vise à contenir le réchauffement « nettement en dessous de 2 °C » par rapport à l’ère préindustrielle, en poursuivant l’action pour le limiter à 1,5 °C.",
        "Chaque pays fixe ses propres engagements, les « contributions déterminées au niveau national » (CDN). Il doit les actualiser tous les cinq ans, en progressant à chaque fois. Un bilan mondial fait le point ; le premier s’est conclu en 2023.",
      ],
      source: "Accord de Paris, art. 2, 4 et 14, 2015 ; CCNUCC, COP28, 2023",
    },
    {
      title: "Un réchauffement déjà mesuré",
      body: [
        "Selon le GIEC, la température moyenne à la surface du globe sur 2011-2020 a dépassé de 1,1 °C celle de 1850-1900, période qui sert de référence pour l’ère préindustrielle. Le réchauffement est plus fort sur les terres que sur les océans.",
        "Le GIEC (Groupe d’experts intergouvernemental sur l’évolution du climat) évalue la littérature scientifique pour les gouvernements. Son sixième rapport (AR6) est paru entre 2021 et 2023.",
      ],
      keyFigure: { value: "+1,1 °C", label: "réchauffement 2011-2020 par rapport à 1850-1900" },
      source: "GIEC, AR6, groupe de travail I, 2021",
    },
    {
      title: "2024, année record",
      body: [
        "Selon le service Copernicus sur le changement climatique, 2024 a été l’année la plus chaude jamais mesurée, environ 1,6 °C au-dessus de 1850-1900. C’est la première année civile au-delà de 1,5 °C.",
        "L’objectif de l’accord de Paris n’est pas manqué pour autant : il porte sur un réchauffement de long terme, que le GIEC mesure en moyenne sur une vingtaine d’années, et non sur une seule année.",
      ],
      keyFigure: { value: "+1,6 °C", label: "écart de température mondiale en 2024 par rapport à 1850-1900" },
      source: "Copernicus (C3S), Global Climate Highlights 2024, janvier 2025 ; GIEC, AR6, 2021",
    },
    {
      title: "Une cause humaine « sans équivoque »",
      body: [
        "Le GIEC conclut en 2021 qu’il est « sans équivoque » que l’influence humaine a réchauffé l’atmosphère, l’océan et les terres.",
        "Sa meilleure estimation attribue aux activités humaines environ 1,07 °C de réchauffement entre 1850-1900 et 2010-2019, soit la quasi-totalité du réchauffement observé.",
        "La principale cause est la combustion de charbon, de pétrole et de gaz, qui libère du dioxyde de carbone (CO2).",
      ],
      source: "GIEC, AR6, groupe de travail I, résumé pour les décideurs, 2021",
    },
    {
      title: "Le budget carbone restant",
      body: [
        "Le réchauffement croît à peu près en proportion du CO2 émis au total. Le GIEC en déduit un « budget carbone » restant pour chaque seuil.",
      ],
      points: [
        "Émis de 1850 à 2019 : environ 2 400 milliards de tonnes (Gt) de CO2.",
        "Restant début 2020 : environ 500 Gt pour une chance sur deux de rester sous 1,5 °C,",
        "ou 1 150 Gt pour deux chances sur trois de rester sous 2 °C.",
        "Émissions mondiales en 2019 : plus de 40 Gt de CO2.",
      ],
      source: "GIEC, AR6, groupe de travail I (2021) et groupe de travail III (2022)",
    },
    {
      title: "Les objectifs de l’Union européenne",
      body: [
        "La loi européenne sur le climat (règlement du 30 juin 2021) rend juridiquement contraignants deux objectifs :",
      ],
      points: [
        "réduire les émissions nettes d’au moins 55 % en 2030 par rapport à 1990 ;",
        "atteindre la neutralité climatique en 2050.",
        "« Nettes » signifie après déduction du CO2 absorbé par les forêts et les sols.",
        "En 2023, les émissions nettes de l’UE étaient inférieures d’environ 37 % à leur niveau de 1990.",
        "En juillet 2025, la Commission a proposé un objectif de -90 % pour 2040.",
      ],
      source: "Règlement (UE) 2021/1119 ; Agence européenne pour l’environnement, 2024 ; Commission européenne, 2025",
    },
    {
      title: "Les objectifs de la France",
      body: [
        "La loi énergie-climat du 8 novembre 2019 fixe la neutralité carbone en 2050 : les émissions doivent être divisées par plus de six par rapport à 1990, le reste étant absorbé par les forêts et les sols.",
        "La stratégie nationale bas-carbone (SNBC), créée en 2015, trace la trajectoire par secteur. Le projet de troisième SNBC, publié en décembre 2025, vise à réduire de moitié les émissions territoriales entre 1990 et 2030.",
      ],
      source:
        "Loi n° 2019-1147 du 8 novembre 2019 ; loi du 17 août 2015 ; ministère de la Transition écologique, projet de SNBC 3, 2025",
    },
    {
      title: "Les émissions françaises : une baisse qui ralentit",
      body: [
        "Selon le Citepa, chargé de l’inventaire national, les émissions brutes de la France ont atteint environ 370 millions de tonnes équivalent CO2 en 2024, soit environ un tiers de moins qu’en 1990.",
        "La baisse a été d’environ 2 % en 2024, contre plus de 5 % en 2023. Selon le Citepa, l’objectif 2030 du projet de SNBC 3 suppose environ 5 % par an. En 2025, le Haut Conseil pour le climat a jugé que le rythme avait nettement ralenti.",
      ],
      keyFigure: {
        value: "≈ 370 Mt CO2e",
        label: "émissions territoriales brutes de la France en 2024 (hors puits de carbone)",
      },
      source: "Citepa, 2025 ; Haut Conseil pour le climat, rapport annuel 2025",
    },
    {
      title: "Le débat sur le rythme",
      body: [
        "Selon le GIEC, les politiques en place fin 2020 mèneraient à environ 3,2 °C de réchauffement en 2100. Tenir 1,5 °C supposerait de réduire les émissions mondiales d’environ 43 % entre 2019 et 2030.",
        "Beaucoup de scientifiques et d’associations appellent à accélérer. D’autres acteurs, économiques et politiques, insistent sur le coût, la compétitivité et l’acceptabilité sociale.",
        "En 2018, face aux « gilets jaunes », mobilisés notamment contre le prix des carburants, le gouvernement a renoncé à la hausse prévue de la taxe carbone.",
      ],
      source: "GIEC, AR6, groupe de travail III, 2022 ; loi de finances pour 2019",
    },
    {
      title: "Le débat sur l’équité",
      body: [
        "La convention climat de l’ONU (1992) et l’accord de Paris reconnaissent des « responsabilités communes mais différenciées ».",
        "Les pays en développement soulignent la responsabilité historique des pays riches et demandent des financements : la COP29 (2024) a fixé un objectif d’au moins 300 milliards de dollars par an d’ici 2035. Des pays riches demandent aux grands pays émergents d’agir davantage.",
        "Selon le GIEC, les 10 % de ménages les plus émetteurs produisent 34 à 45 % des émissions liées à la consommation des ménages.",
      ],
      source: "CCNUCC, 1992 ; accord de Paris, 2015 ; CCNUCC, COP29, 2024 ; GIEC, AR6, 2022",
    },
  ],
  sources: [
    {
      label: "Accord de Paris, Convention-cadre des Nations unies sur les changements climatiques (CCNUCC)",
      year: 2015,
    },
    {
      label: "GIEC, Sixième rapport d’évaluation (AR6), groupe de travail I",
      year: 2021,
      url: "https://www.ipcc.ch/report/ar6/wg1/",
    },
    {
      label: "GIEC, Sixième rapport d’évaluation (AR6), groupe de travail III",
      year: 2022,
      url: "https://www.ipcc.ch/report/ar6/wg3/",
    },
    { label: "Copernicus Climate Change Service (C3S), Global Climate Highlights 2024", year: 2025 },
    { label: "Règlement (UE) 2021/1119 du 30 juin 2021 (loi européenne sur le climat)", year: 2021 },
    { label: "Agence européenne pour l’environnement, Trends and projections in Europe 2024", year: 2024 },
    { label: "Loi n° 2019-1147 du 8 novembre 2019 relative à l’énergie et au climat", year: 2019 },
    {
      label: "Ministère de la Transition écologique, projet de troisième stratégie nationale bas-carbone (SNBC 3)",
      year: 2025,
    },
    {
      label: "Citepa, inventaire national des émissions (Secten) et baromètre des émissions",
      year: 2025,
      url: "https://www.citepa.org/fr/secten/",
    },
    { label: "Haut Conseil pour le climat, rapport annuel 2025", year: 2025 },
    { label: "CCNUCC, décisions de la COP29 (Bakou) sur le nouvel objectif de financement", year: 2024 },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "climat-objectifs-q1",
    question: "Quel objectif de température l’accord de Paris fixe-t-il ?",
    options: [
      { id: "a", text: "Stabiliser les émissions mondiales à leur niveau de 1990", isCorrect: false },
      {
        id: "b",
        text: "Contenir le réchauffement nettement en dessous de 2 °C et poursuivre l’action pour 1,5 °C",
        isCorrect: true,
      },
      { id: "c", text: "Limiter le réchauffement à 3 °C d’ici 2100", isCorrect: false },
    ],
    explanation:
      "L’article 2 de l’accord de Paris vise un réchauffement « nettement en dessous de 2 °C » par rapport à l’ère préindustrielle, tout en poursuivant l’action pour le limiter à 1,5 °C. (Source : accord de Paris, 2015)",
  },
  {
    id: "climat-objectifs-q2",
    question:
      "En 2024, la température mondiale a dépassé de plus de 1,5 °C le niveau de 1850-1900. L’objectif de 1,5 °C de l’accord de Paris est-il donc manqué ?",
    options: [
      { id: "a", text: "Oui, dès qu’une année dépasse 1,5 °C", isCorrect: false },
      { id: "b", text: "Oui, car l’accord fixe un plafond annuel", isCorrect: false },
      {
        id: "c",
        text: "Non, l’objectif porte sur une moyenne de long terme, pas sur une seule année",
        isCorrect: true,
      },
    ],
    explanation:
      "2024 a été la première année civile au-delà de 1,5 °C (environ 1,6 °C). Mais l’objectif de Paris porte sur le réchauffement de long terme, que le GIEC évalue sur une vingtaine d’années. (Source : Copernicus, 2025 ; GIEC, 2021)",
  },
  {
    id: "climat-objectifs-q3",
    question: "Quel objectif la loi énergie-climat de 2019 fixe-t-elle à la France ?",
    options: [
      { id: "a", text: "La neutralité carbone en 2050", isCorrect: true },
      { id: "b", text: "La neutralité carbone en 2030", isCorrect: false },
      { id: "c", text: "Une baisse de 20 % des émissions en 2050", isCorrect: false },
    ],
    explanation:
      "La loi du 8 novembre 2019 vise la neutralité carbone en 2050, en divisant les émissions par plus de six par rapport à 1990. La stratégie nationale bas-carbone précise la trajectoire par secteur. (Source : loi n° 2019-1147, 2019)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "climat-objectifs-g1",
    subtopicId: "climat-objectifs",
    question: "Selon le GIEC, de combien la température mondiale de 2011-2020 dépassait-elle celle de 1850-1900 ?",
    options: [
      { id: "a", text: "Environ 0,3 °C", isCorrect: false },
      { id: "b", text: "Environ 1,1 °C", isCorrect: true },
      { id: "c", text: "Environ 2,5 °C", isCorrect: false },
    ],
    explanation:
      "Le sixième rapport du GIEC établit un réchauffement d’environ 1,1 °C sur 2011-2020 par rapport à 1850-1900, plus marqué sur les terres que sur les océans. (Source : GIEC, AR6, 2021)",
  },
  {
    id: "climat-objectifs-g2",
    subtopicId: "climat-objectifs",
    question: "Quel objectif la loi européenne sur le climat fixe-t-elle pour 2030 ?",
    options: [
      { id: "a", text: "Une baisse des émissions nettes d’au moins 55 % par rapport à 1990", isCorrect: true },
      { id: "b", text: "La neutralité climatique dès 2030", isCorrect: false },
      { id: "c", text: "Une baisse de 20 % par rapport à 2020", isCorrect: false },
    ],
    explanation:
      "Le règlement de 2021 impose à l’UE de réduire ses émissions nettes d’au moins 55 % en 2030 par rapport à 1990, puis d’atteindre la neutralité climatique en 2050. (Source : règlement (UE) 2021/1119, 2021)",
  },
  {
    id: "climat-objectifs-g3",
    subtopicId: "climat-objectifs",
    question: "Que conclut le GIEC en 2021 sur la cause du réchauffement ?",
    options: [
      { id: "a", text: "Il est surtout dû à l’activité du Soleil", isCorrect: false },
      { id: "b", text: "Ses causes restent trop incertaines pour conclure", isCorrect: false },
      {
        id: "c",
        text: "Il est « sans équivoque » que l’influence humaine a réchauffé l’atmosphère, l’océan et les terres",
        isCorrect: true,
      },
    ],
    explanation:
      "Le GIEC juge l’influence humaine « sans équivoque » : sa meilleure estimation attribue environ 1,07 °C de réchauffement aux activités humaines, soit la quasi-totalité du réchauffement observé. (Source : GIEC, AR6, 2021)",
  },
];
