import type { Question, Source } from "../schema";

/** The festival page's sources: each block and each question cites one of them by its id. */
export const fesstivalSources: Source[] = [
  {
    id: "loi-ess-2014",
    publisher: "Légifrance",
    title: "Loi n° 2014-856 du 31 juillet 2014 relative à l’économie sociale et solidaire",
    dataYear: 2014,
    publishedAt: "2014-08-01",
    url: "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000029313296",
    recurring: false,
  },
  {
    id: "loi-cooperation-1947",
    publisher: "Légifrance",
    title: "Loi n° 47-1775 du 10 septembre 1947 portant statut de la coopération",
    dataYear: 1947,
    publishedAt: "1947-09-11",
    url: "https://www.legifrance.gouv.fr/loda/id/JORFTEXT000000684004",
    recurring: false,
  },
  {
    id: "ess-chiffres-cles-2022",
    publisher: "Avise, d’après l’Observatoire national de l’ESS (ESS France)",
    title: "Chiffres clés de l’ESS en France",
    dataYear: 2022,
    publishedAt: "2024-10-10",
    url: "https://avise.org/comprendre-ess/economie-sociale-solidaire-ess-contexte",
    recurring: true,
  },
];

/** The event page's texts and its four-question quiz on the social and solidarity economy (ESS). */
export const fesstival = {
  title: "Fesstival 2025",
  intro:
    "L’Académie était au Fesstival 2025, le rendez-vous de l’économie sociale et solidaire (ESS). Associations, coopératives, mutuelles, fondations : l’ESS regroupe des structures qui cherchent autre chose que le seul profit. Testez vos connaissances en quatre questions.",
  blocks: [
    {
      title: "Qu’est-ce que l’ESS ?",
      body: "La loi du 31 juillet 2014 définit l’économie sociale et solidaire comme un mode d’entreprendre : un but autre que le seul partage des bénéfices, une gouvernance démocratique, des bénéfices consacrés surtout au maintien et au développement de l’activité.",
      source: "loi-ess-2014",
    },
    {
      title: "Qui en fait partie ?",
      body: "Les associations, les coopératives, les mutuelles et les fondations, ainsi que les sociétés commerciales qui respectent les principes de la loi et recherchent une utilité sociale. Certaines peuvent obtenir l’agrément « entreprise solidaire d’utilité sociale » (ESUS).",
      source: "loi-ess-2014",
    },
    {
      title: "Un poids réel dans l’économie",
      body: "Selon l’Observatoire national de l’ESS, l’ESS comptait en 2022 environ 2,6 millions d’emplois, soit un emploi sur dix en France et un sur sept dans le secteur privé. Les associations en fournissent près de quatre sur cinq.",
      source: "ess-chiffres-cles-2022",
    },
  ],
} as const;

export const fesstivalQuestions: Question[] = [
  {
    id: "fesstival-loi",
    question: "Quelle loi a défini l’économie sociale et solidaire en France ?",
    options: [
      {
        id: "a",
        text: "La loi du 1er juillet 1901",
        isCorrect: false,
        feedback:
          "La loi de 1901 régit les associations, l’un des piliers de l’ESS, mais ne définit pas l’ESS dans son ensemble.",
      },
      {
        id: "b",
        text: "La loi du 31 juillet 2014",
        isCorrect: true,
        feedback: "Exact : dite loi Hamon, elle définit pour la première fois l’ESS, comme un mode d’entreprendre.",
      },
      {
        id: "c",
        text: "La loi du 10 septembre 1947",
        isCorrect: false,
        feedback:
          "La loi de 1947 régit la coopération, l’un des piliers de l’ESS, mais la définition d’ensemble date de la loi du 31 juillet 2014.",
      },
    ],
    explanation:
      "La loi du 31 juillet 2014, dite loi Hamon, donne pour la première fois une définition de l’ESS. La loi de 1901 régit les associations et celle de 1947 la coopération : deux piliers de l’ESS, mais pas sa définition d’ensemble.",
    source: "loi-ess-2014",
  },
  {
    id: "fesstival-statut",
    question: "Laquelle de ces structures fait partie de l’ESS par son statut ?",
    options: [
      {
        id: "a",
        text: "Une société anonyme cotée en bourse",
        isCorrect: false,
        feedback:
          "Une société anonyme n’appartient pas à l’ESS par son statut : une société commerciale n’en fait partie que si elle respecte les conditions fixées par la loi.",
      },
      {
        id: "b",
        text: "Une entreprise individuelle",
        isCorrect: false,
        feedback:
          "Les statuts de l’ESS sont ceux des coopératives, des associations, des mutuelles et des fondations : une entreprise individuelle n’en relève pas.",
      },
      {
        id: "c",
        text: "Une société coopérative",
        isCorrect: true,
        feedback:
          "Exact : comme les associations, les mutuelles et les fondations, les coopératives appartiennent à l’ESS par leur statut.",
      },
    ],
    explanation:
      "Les coopératives, comme les associations, les mutuelles et les fondations, appartiennent à l’ESS par leur statut. Une société commerciale peut aussi en faire partie, mais seulement si elle respecte les conditions fixées par la loi (article 1).",
    source: "loi-ess-2014",
  },
  {
    id: "fesstival-gouvernance",
    question: "Dans une coopérative, comment les décisions sont-elles prises en principe ?",
    options: [
      {
        id: "a",
        text: "Une personne, une voix, quel que soit le capital détenu",
        isCorrect: true,
        feedback:
          "Exact : chaque associé dispose en principe d’une voix à l’assemblée générale, quel que soit le nombre de parts qu’il détient.",
      },
      {
        id: "b",
        text: "En proportion du capital apporté par chacun",
        isCorrect: false,
        feedback:
          "Le nombre de parts ne donne pas plus de voix : dans une coopérative, chaque associé dispose en principe d’une voix à l’assemblée générale.",
      },
      {
        id: "c",
        text: "Par le seul dirigeant",
        isCorrect: false,
        feedback:
          "Les décisions ne reviennent pas au seul dirigeant : les associés votent en assemblée générale, chacun avec en principe une voix.",
      },
    ],
    explanation:
      "La gouvernance démocratique est l’un des principes de l’ESS : dans une coopérative, chaque associé dispose en principe d’une voix à l’assemblée générale, quel que soit le nombre de parts qu’il détient (loi du 10 septembre 1947, article 1).",
    source: "loi-cooperation-1947",
  },
  {
    id: "fesstival-benefices",
    question: "Que deviennent en majorité les bénéfices d’une entreprise de l’ESS ?",
    options: [
      {
        id: "a",
        text: "Ils sont entièrement distribués aux actionnaires",
        isCorrect: false,
        feedback:
          "Les bénéfices ne sont pas entièrement distribués : la loi impose qu’ils soient majoritairement consacrés au maintien ou au développement de l’activité.",
      },
      {
        id: "b",
        text: "Ils sont consacrés au maintien et au développement de l’activité",
        isCorrect: true,
        feedback:
          "Exact : et les réserves obligatoires ne peuvent pas être distribuées (article 1 de la loi du 31 juillet 2014).",
      },
      {
        id: "c",
        text: "Ils sont reversés à l’État",
        isCorrect: false,
        feedback:
          "La loi ne prévoit pas de reversement à l’État : les bénéfices doivent être majoritairement consacrés au maintien ou au développement de l’activité.",
      },
    ],
    explanation:
      "La loi impose que les bénéfices soient majoritairement consacrés au maintien ou au développement de l’activité, et que les réserves obligatoires ne puissent pas être distribuées (article 1).",
    source: "loi-ess-2014",
  },
];
