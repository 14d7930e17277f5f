import type { Question } from "../schema";

/** The event page's texts and its four-question quiz on the social and solidarity economy (ESS). */
export const fesstival = {
  title: "Fesstival 2025",
  intro:
    "L'Académie était au Fesstival 2025, le rendez-vous de l'économie sociale et solidaire (ESS). Associations, coopératives, mutuelles, fondations : l'ESS regroupe des structures qui cherchent autre chose que le seul profit. Testez vos connaissances en quatre questions.",
  blocks: [
    {
      title: "Qu'est-ce que l'ESS ?",
      body: "La loi du 31 juillet 2014 définit l'économie sociale et solidaire comme un mode d'entreprendre : un but autre que le seul partage des bénéfices, une gouvernance démocratique, des bénéfices consacrés surtout au maintien et au développement de l'activité.",
      source: "Loi n° 2014-856 du 31 juillet 2014 relative à l'économie sociale et solidaire, article 1",
    },
    {
      title: "Qui en fait partie ?",
      body: "Les associations, les coopératives, les mutuelles et les fondations, ainsi que les sociétés commerciales qui respectent les principes de la loi et recherchent une utilité sociale. Certaines peuvent obtenir l'agrément « entreprise solidaire d'utilité sociale » (ESUS).",
      source: "Loi n° 2014-856 du 31 juillet 2014, articles 1 et 11",
    },
    {
      title: "Un poids réel dans l'économie",
      body: "L'ESS emploie environ un salarié sur dix en France, surtout dans l'action sociale, la santé, l'éducation, le sport et la culture.",
      source: "ESS France, Observatoire national de l'ESS, 2023",
    },
  ],
} as const;

export const fesstivalQuestions: Question[] = [
  {
    id: "fesstival-loi",
    question: "Quelle loi a défini l'économie sociale et solidaire en France ?",
    options: [
      { id: "a", text: "La loi du 1er juillet 1901", isCorrect: false },
      { id: "b", text: "La loi du 31 juillet 2014", isCorrect: true },
      { id: "c", text: "La loi du 10 septembre 1947", isCorrect: false },
    ],
    explanation:
      "La loi du 31 juillet 2014, dite loi Hamon, donne pour la première fois une définition de l'ESS. La loi de 1901 régit les associations et celle de 1947 la coopération : deux piliers de l'ESS, mais pas sa définition d'ensemble. (Source : loi n° 2014-856 du 31 juillet 2014)",
  },
  {
    id: "fesstival-statut",
    question: "Laquelle de ces structures fait partie de l'ESS par son statut ?",
    options: [
      { id: "a", text: "Une société anonyme cotée en bourse", isCorrect: false },
      { id: "b", text: "Une entreprise individuelle", isCorrect: false },
      { id: "c", text: "Une société coopérative", isCorrect: true },
    ],
    explanation:
      "Les coopératives, comme les associations, les mutuelles et les fondations, appartiennent à l'ESS par leur statut. Une société commerciale peut aussi en faire partie, mais seulement si elle respecte les conditions fixées par la loi. (Source : loi n° 2014-856 du 31 juillet 2014, article 1)",
  },
  {
    id: "fesstival-gouvernance",
    question: "Dans une coopérative, comment les décisions sont-elles prises en principe ?",
    options: [
      { id: "a", text: "Une personne, une voix, quel que soit le capital détenu", isCorrect: true },
      { id: "b", text: "En proportion du capital apporté par chacun", isCorrect: false },
      { id: "c", text: "Par le seul dirigeant", isCorrect: false },
    ],
    explanation:
      "La gouvernance démocratique est l'un des principes de l'ESS : dans une coopérative, chaque associé dispose en principe d'une voix, quel que soit le nombre de parts qu'il détient. (Source : loi n° 47-1775 du 10 septembre 1947 portant statut de la coopération ; loi n° 2014-856 du 31 juillet 2014)",
  },
  {
    id: "fesstival-benefices",
    question: "Que deviennent en majorité les bénéfices d'une entreprise de l'ESS ?",
    options: [
      { id: "a", text: "Ils sont entièrement distribués aux actionnaires", isCorrect: false },
      { id: "b", text: "Ils sont consacrés au maintien et au développement de l'activité", isCorrect: true },
      { id: "c", text: "Ils sont reversés à l'État", isCorrect: false },
    ],
    explanation:
      "La loi impose que les bénéfices soient majoritairement consacrés au maintien ou au développement de l'activité, et que les réserves obligatoires ne puissent pas être partagées. (Source : loi n° 2014-856 du 31 juillet 2014, article 1)",
  },
];
