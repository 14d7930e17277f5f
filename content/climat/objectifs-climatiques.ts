import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "climat",
  number: 1,
  slug: "objectifs-climatiques",
  bookmarkId: "climat-objectifs",
  topicId: "climat-objectifs-quiz",
  title: "Objectifs climatiques et réchauffement",
  subtitle: "Ce que disent l’accord de Paris, le GIEC, l’Union européenne et la France, et ce qui fait débat",
  readingTime: 3,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-28",
  slides: [
    {
      title: "L’accord de Paris (2015)",
      body: [
        "Adopté le 12 décembre 2015 à la COP21, l’accord de Paris vise à contenir le réchauffement « nettement en dessous de 2 °C » par rapport à l’ère préindustrielle, en poursuivant l’action pour le limiter à 1,5 °C.",
        "Chaque pays fixe ses propres engagements, les « contributions déterminées au niveau national » (CDN). Il doit les actualiser tous les cinq ans, en progressant à chaque fois. Un bilan mondial fait le point tous les cinq ans ; le premier a eu lieu en 2023.",
      ],
      source: "accord-de-paris",
    },
    {
      title: "Un réchauffement déjà mesuré",
      body: [
        "Selon le GIEC, la température moyenne à la surface du globe sur 2011-2020 a dépassé de 1,1 °C celle de 1850-1900, période qui sert de référence pour l’ère préindustrielle. Le réchauffement est plus fort sur les terres que sur les océans.",
        "Le GIEC (Groupe d’experts intergouvernemental sur l’évolution du climat) évalue la littérature scientifique pour les gouvernements. Son sixième rapport (AR6) est paru entre 2021 et 2023.",
      ],
      keyFigure: { value: "+1,1 °C", label: "réchauffement 2011-2020 par rapport à 1850-1900" },
      source: "giec-ar6-gt1",
    },
    {
      title: "2024, année record",
      body: [
        "Selon le service Copernicus sur le changement climatique, 2024 a été l’année la plus chaude jamais mesurée, environ 1,6 °C au-dessus de 1850-1900. C’est la première année civile au-delà de 1,5 °C.",
        "L’objectif de l’accord de Paris n’est pas manqué pour autant : il porte sur un réchauffement de long terme, que le GIEC mesure en moyenne sur une vingtaine d’années, et non sur une seule année.",
      ],
      keyFigure: { value: "+1,6 °C", label: "écart de température mondiale en 2024 par rapport à 1850-1900" },
      source: "copernicus-gch-2024",
    },
    {
      title: "Une cause humaine « sans équivoque »",
      body: [
        "Le GIEC conclut en 2021 qu’il est « sans équivoque » que l’influence humaine a réchauffé l’atmosphère, l’océan et les terres.",
        "Sa meilleure estimation attribue aux activités humaines environ 1,07 °C de réchauffement entre 1850-1900 et 2010-2019, soit la quasi-totalité du réchauffement observé.",
        "La principale cause est la combustion de charbon, de pétrole et de gaz, qui libère du dioxyde de carbone (CO₂).",
      ],
      source: "giec-ar6-gt1",
    },
    {
      title: "Le budget carbone restant",
      body: [
        "Le réchauffement croît à peu près en proportion du CO₂ émis au total. Le GIEC en déduit un « budget carbone » restant pour chaque seuil.",
      ],
      points: [
        "Émis de 1850 à 2019 : environ 2 400 milliards de tonnes (Gt) de CO₂.",
        "Restant début 2020 : environ 500 Gt pour une chance sur deux de rester sous 1,5 °C.",
        "Ou environ 1 150 Gt pour deux chances sur trois de rester sous 2 °C.",
        "Émissions mondiales en 2019 : plus de 40 Gt de CO₂.",
      ],
      source: "giec-ar6-gt1",
    },
    {
      title: "Les objectifs de l’Union européenne",
      body: [
        "En 2023, selon l’Agence européenne pour l’environnement, les émissions « nettes » de l’UE (après déduction du CO₂ absorbé par les forêts et les sols) étaient inférieures d’environ 36 % à celles de 1990.",
        "La loi européenne sur le climat (règlement de 2021, modifié en 2026) fixe trois objectifs contraignants par rapport à 1990 :",
      ],
      points: [
        "au moins −55 % en 2030 ;",
        "−90 % en 2040, dont jusqu’à 5 points obtenus, à partir de 2036, par des crédits carbone internationaux ;",
        "la neutralité climatique en 2050.",
      ],
      source: "eurlex-loi-climat-2026",
      figure: {
        kind: "timeline",
        title: "La loi européenne sur le climat et ses objectifs",
        takeaway:
          "Chaque objectif est fixé par rapport aux émissions nettes de 1990, jusqu’à la neutralité climatique en 2050.",
        period: "2021-2050",
        events: [
          { date: "2021-06-30", label: "Adoption de la loi européenne sur le climat (règlement 2021/1119)." },
          { date: "2026", label: "Le règlement 2026/667 y ajoute un objectif contraignant pour 2040." },
          { date: "2030", label: "Objectif : au moins −55 % d’émissions nettes par rapport à 1990." },
          {
            date: "2040",
            label: "Objectif : −90 %, dont jusqu’à 5 points par des crédits carbone internationaux à partir de 2036.",
          },
          { date: "2050", label: "Objectif : la neutralité climatique." },
        ],
      },
    },
    {
      title: "Les objectifs de la France",
      body: [
        "La loi énergie-climat du 8 novembre 2019 fixe la neutralité carbone en 2050 : les émissions doivent être divisées par plus de six par rapport à 1990, le reste étant absorbé par les forêts et les sols.",
        "La stratégie nationale bas-carbone (SNBC) trace la trajectoire par secteur. Le projet de troisième SNBC, présenté en décembre 2025, vise à réduire de moitié les émissions brutes entre 1990 et 2030.",
      ],
      source: "loi-energie-climat-2019",
    },
    {
      title: "Les émissions françaises : une baisse qui ralentit",
      body: [
        "Selon le ministère de la Transition écologique, les émissions territoriales de la France atteignaient 376 millions de tonnes équivalent CO₂ en 2023, 31 % de moins qu’en 1990.",
        "Selon le Citepa, chargé de l’inventaire national, les émissions brutes ont baissé de 6,8 % en 2023, puis de 1,8 % seulement en 2024. Sa première estimation pour 2025 est d’environ 1,6 %. L’objectif 2030 du projet de SNBC 3 suppose environ 5 % de baisse par an.",
      ],
      keyFigure: {
        value: "−1,8 %",
        label: "baisse des émissions brutes de la France en 2024 (hors puits de carbone)",
      },
      source: "citepa-barometre-2025",
    },
    {
      title: "Le débat sur le rythme",
      body: [
        "Selon le GIEC, les politiques en place fin 2020 mèneraient à environ 3,2 °C de réchauffement en 2100. Tenir 1,5 °C supposerait de réduire les émissions mondiales d’environ 43 % entre 2019 et 2030.",
        "Des scientifiques et des associations de défense de l’environnement appellent à accélérer. Des organisations d’entreprises et des responsables politiques insistent sur le coût, la compétitivité et l’acceptabilité sociale : l’objectif européen pour 2040 a ainsi été assorti de flexibilités.",
      ],
      source: "giec-ar6-gt3",
    },
    {
      title: "Le débat sur l’équité",
      body: [
        "La convention climat de l’ONU (1992) et l’accord de Paris reconnaissent des « responsabilités communes mais différenciées ».",
        "Les pays en développement soulignent la responsabilité historique des pays riches et demandent des financements, que l’accord de Paris prévoit (art. 9). Des pays riches demandent aux grands pays émergents d’agir davantage.",
        "Selon le GIEC, les 10 % de ménages les plus émetteurs produisent 34 à 45 % des émissions liées à la consommation des ménages.",
      ],
      source: "giec-ar6-gt3",
    },
  ],
  sources: [
    {
      id: "accord-de-paris",
      publisher: "CCNUCC (ONU Climat)",
      title: "The Paris Agreement",
      lang: "en",
      dataYear: 2015,
      publishedAt: "2015-12-12",
      url: "https://unfccc.int/process-and-meetings/the-paris-agreement",
      recurring: false,
    },
    sharedSources["giec-ar6-gt1"],
    sharedSources["giec-ar6-gt3"],
    {
      id: "copernicus-gch-2024",
      publisher: "Copernicus Climate Change Service (C3S)",
      title: "Global Climate Highlights 2024",
      lang: "en",
      dataYear: 2024,
      publishedAt: "2025-01-10",
      url: "https://climate.copernicus.eu/global-climate-highlights-2024",
      recurring: true,
    },
    {
      id: "eurlex-loi-climat-2026",
      publisher: "EUR-Lex (Union européenne)",
      title:
        "Synthèse de la loi européenne sur le climat : règlement (UE) 2021/1119, modifié par le règlement (UE) 2026/667",
      dataYear: 2026,
      publishedAt: "2026",
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=legissum%3A4536626",
      recurring: false,
    },
    {
      id: "aee-emissions-ue",
      publisher: "Agence européenne pour l’environnement",
      title: "Total net greenhouse gas emission trends and projections in Europe",
      lang: "en",
      dataYear: 2023,
      publishedAt: "2025",
      url: "https://www.eea.europa.eu/en/analysis/indicators/total-greenhouse-gas-emission-trends",
      recurring: true,
    },
    {
      id: "loi-energie-climat-2019",
      publisher: "Légifrance",
      title: "Loi n° 2019-1147 du 8 novembre 2019 relative à l’énergie et au climat",
      dataYear: 2019,
      publishedAt: "2019-11-09",
      url: "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000039355955/",
      recurring: false,
    },
    {
      id: "snbc3-vie-publique",
      publisher: "Vie-publique.fr (DILA)",
      title: "Publication de la 3e stratégie nationale bas-carbone",
      dataYear: 2025,
      publishedAt: "2025-12",
      url: "https://www.vie-publique.fr/en-bref/301431-publication-de-la-3e-strategie-nationale-bas-carbone",
      recurring: false,
    },
    {
      id: "afp-citepa-estimation-2025",
      publisher: "L’Info Durable (dépêche AFP)",
      title: "France : baisse limitée des émissions de gaz à effet de serre en 2025 (estimation du Citepa)",
      dataYear: 2025,
      publishedAt: "2026",
      url: "https://www.linfodurable.fr/france-baisse-limitee-des-emissions-de-gaz-effet-de-serre-en-2025-54091",
      recurring: true,
      secondary: true,
    },
    {
      id: "citepa-barometre-2025",
      publisher: "Citepa",
      title: "Le Citepa met à jour son estimation du Baromètre pour l’année 2025",
      dataYear: 2024,
      publishedAt: "2025-10-10",
      url: "https://www.citepa.org/le-citepa-devoile-la-mise-a-jour-de-son-estimation-du-barometre-pour-lannee-2025",
      recurring: true,
    },
    {
      id: "chiffres-cles-climat-2025",
      publisher: "Ministère de la Transition écologique (SDES)",
      title: "Les chiffres du climat avant l’ouverture de nouvelles négociations (Chiffres clés du climat 2025)",
      dataYear: 2023,
      publishedAt: "2025-11",
      url: "https://www.notre-environnement.gouv.fr/actualites/breves/article/les-chiffres-du-climat-avant-l-ouverture-de-nouvelles-negociations",
      recurring: true,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "climat-objectifs-q1",
    question: "Quel objectif de température l’accord de Paris fixe-t-il ?",
    options: [
      {
        id: "a",
        text: "Stabiliser les émissions mondiales à leur niveau de 1990",
        isCorrect: false,
        feedback:
          "Stabiliser les émissions n’est pas l’objectif de l’accord : il fixe un objectif de température, nettement en dessous de 2 °C par rapport à l’ère préindustrielle.",
      },
      {
        id: "b",
        text: "Contenir le réchauffement nettement en dessous de 2 °C et poursuivre l’action pour 1,5 °C",
        isCorrect: true,
        feedback:
          "Exact : chaque pays fixe ses propres engagements (CDN), à actualiser tous les cinq ans en progressant à chaque fois.",
      },
      {
        id: "c",
        text: "Limiter le réchauffement à 3 °C d’ici 2100",
        isCorrect: false,
        feedback:
          "Trois degrés dépasseraient nettement l’objectif : l’accord vise « nettement en dessous de 2 °C » et poursuit l’action pour 1,5 °C.",
      },
    ],
    explanation:
      "L’article 2 de l’accord de Paris vise un réchauffement « nettement en dessous de 2 °C » par rapport à l’ère préindustrielle, tout en poursuivant l’action pour le limiter à 1,5 °C.",
    source: "accord-de-paris",
    slide: 1,
  },
  {
    id: "climat-objectifs-q2",
    question:
      "En 2024, la température mondiale a dépassé de plus de 1,5 °C le niveau de 1850-1900. L’objectif de 1,5 °C de l’accord de Paris est-il donc manqué ?",
    options: [
      {
        id: "a",
        text: "Oui, dès qu’une année dépasse 1,5 °C",
        isCorrect: false,
        feedback:
          "Une seule année au-dessus de 1,5 °C ne suffit pas : l’objectif porte sur un réchauffement de long terme, que le GIEC mesure sur une vingtaine d’années.",
      },
      {
        id: "b",
        text: "Oui, car l’accord fixe un plafond annuel",
        isCorrect: false,
        feedback:
          "L’accord ne fixe pas de plafond annuel : son objectif porte sur le réchauffement de long terme, en moyenne sur une vingtaine d’années.",
      },
      {
        id: "c",
        text: "Non, l’objectif porte sur une moyenne de long terme, pas sur une seule année",
        isCorrect: true,
        feedback:
          "Exact : 2024, environ 1,6 °C au-dessus de 1850-1900, est la première année civile au-delà de 1,5 °C, mais une année ne fait pas la moyenne de long terme.",
      },
    ],
    explanation:
      "En 2024, la température mondiale a dépassé pour la première fois sur une année civile 1,5 °C (environ 1,6 °C). Mais l’objectif de Paris porte sur le réchauffement de long terme, que le GIEC évalue sur une vingtaine d’années.",
    source: "copernicus-gch-2024",
    slide: 3,
  },
  {
    id: "climat-objectifs-q3",
    question: "Quel objectif la loi énergie-climat de 2019 fixe-t-elle à la France ?",
    options: [
      {
        id: "a",
        text: "La neutralité carbone en 2050",
        isCorrect: true,
        feedback:
          "Exact : les émissions doivent être divisées par plus de six par rapport à 1990, le reste étant absorbé par les forêts et les sols.",
      },
      {
        id: "b",
        text: "La neutralité carbone en 2030",
        isCorrect: false,
        feedback:
          "La loi vise la neutralité carbone en 2050, pas en 2030 ; la stratégie nationale bas-carbone précise la trajectoire par secteur.",
      },
      {
        id: "c",
        text: "Une baisse de 20 % des émissions en 2050",
        isCorrect: false,
        feedback:
          "L’objectif est bien plus ambitieux : la neutralité carbone en 2050, soit des émissions divisées par plus de six par rapport à 1990.",
      },
    ],
    explanation:
      "La loi du 8 novembre 2019 vise la neutralité carbone en 2050, en divisant les émissions par plus de six par rapport à 1990. La stratégie nationale bas-carbone précise la trajectoire par secteur.",
    source: "loi-energie-climat-2019",
    slide: 7,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "climat-objectifs-g1",
    subtopicId: "climat-objectifs",
    question: "Selon le GIEC, de combien la température mondiale de 2011-2020 dépassait-elle celle de 1850-1900 ?",
    options: [
      {
        id: "a",
        text: "Environ 0,3 °C",
        isCorrect: false,
        feedback:
          "C’est bien moins que le réchauffement mesuré : environ 1,1 °C sur 2011-2020 par rapport à 1850-1900, selon le sixième rapport du GIEC.",
      },
      {
        id: "b",
        text: "Environ 1,1 °C",
        isCorrect: true,
        feedback:
          "Exact : le réchauffement est plus marqué sur les terres que sur les océans ; 1850-1900 sert de référence pour l’ère préindustrielle.",
      },
      {
        id: "c",
        text: "Environ 2,5 °C",
        isCorrect: false,
        feedback: "C’est plus du double du réchauffement mesuré : environ 1,1 °C sur 2011-2020, selon le GIEC.",
      },
    ],
    explanation:
      "Le sixième rapport du GIEC établit un réchauffement d’environ 1,1 °C sur 2011-2020 par rapport à 1850-1900, plus marqué sur les terres que sur les océans.",
    source: "giec-ar6-gt1",
    slide: 2,
  },
  {
    id: "climat-objectifs-g2",
    subtopicId: "climat-objectifs",
    question: "Quel objectif la loi européenne sur le climat fixe-t-elle pour 2030 ?",
    options: [
      {
        id: "a",
        text: "Une baisse des émissions nettes d’au moins 55 % par rapport à 1990",
        isCorrect: true,
        feedback:
          "Exact : puis −90 % en 2040 et la neutralité climatique en 2050, des objectifs contraignants par rapport à 1990.",
      },
      {
        id: "b",
        text: "La neutralité climatique dès 2030",
        isCorrect: false,
        feedback:
          "La neutralité climatique est visée pour 2050 ; en 2030, l’objectif est une baisse des émissions nettes d’au moins 55 % par rapport à 1990.",
      },
      {
        id: "c",
        text: "Une baisse de 20 % par rapport à 2020",
        isCorrect: false,
        feedback:
          "L’année de référence est 1990, et la baisse visée bien plus forte : au moins 55 % des émissions nettes en 2030.",
      },
    ],
    explanation:
      "Le règlement de 2021, modifié en 2026, impose à l’UE de réduire ses émissions nettes d’au moins 55 % en 2030 par rapport à 1990, puis de 90 % en 2040 et d’atteindre la neutralité climatique en 2050.",
    source: "eurlex-loi-climat-2026",
    slide: 6,
  },
  {
    id: "climat-objectifs-g3",
    subtopicId: "climat-objectifs",
    question: "Que conclut le GIEC en 2021 sur la cause du réchauffement ?",
    options: [
      {
        id: "a",
        text: "Il est surtout dû à l’activité du Soleil",
        isCorrect: false,
        feedback:
          "Le GIEC attribue la quasi-totalité du réchauffement observé aux activités humaines, surtout à la combustion de charbon, de pétrole et de gaz.",
      },
      {
        id: "b",
        text: "Ses causes restent trop incertaines pour conclure",
        isCorrect: false,
        feedback:
          "Le GIEC conclut au contraire : l’influence humaine est « sans équivoque », et sa meilleure estimation lui attribue environ 1,07 °C de réchauffement.",
      },
      {
        id: "c",
        text: "Il est « sans équivoque » que l’influence humaine a réchauffé l’atmosphère, l’océan et les terres",
        isCorrect: true,
        feedback:
          "Exact : la principale cause est la combustion de charbon, de pétrole et de gaz, qui libère du dioxyde de carbone (CO₂).",
      },
    ],
    explanation:
      "Le GIEC juge l’influence humaine « sans équivoque » : sa meilleure estimation attribue environ 1,07 °C de réchauffement aux activités humaines, soit la quasi-totalité du réchauffement observé.",
    source: "giec-ar6-gt1",
    slide: 4,
  },
];
