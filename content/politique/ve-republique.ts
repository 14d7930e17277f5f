import type { Module, Question } from "../schema";
import { politiqueSources } from "./sources";

export const sheet: Module = {
  categoryId: "politique",
  number: 1,
  slug: "ve-republique",
  bookmarkId: "politique-ve-republique",
  topicId: "politique-ve-republique",
  title: "La Ve République : qui décide quoi ?",
  subtitle:
    "Le Président, le Premier ministre et le Gouvernement, les deux assemblées, le Conseil constitutionnel et les juges : le rôle de chacun selon la Constitution de 1958.",
  readingTime: 3,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-26",
  slides: [
    {
      title: "Une Constitution adoptée en 1958",
      body: [
        "La Ve République repose sur la Constitution adoptée par référendum le 28 septembre 1958 et promulguée le 4 octobre 1958. Elle fixe qui fait quoi : le chef de l’État, le Gouvernement, le Parlement, le Conseil constitutionnel et l’autorité judiciaire.",
        "Elle a été révisée de nombreuses fois depuis. La révision du 23 juillet 2008 est l’une des plus importantes : elle a notamment renforcé les pouvoirs du Parlement et créé de nouveaux droits pour les citoyens.",
      ],
      source: "constitution-1958",
      figure: {
        kind: "timeline",
        title: "Grandes dates de la Ve République",
        takeaway:
          "La Constitution de 1958 a connu trois cohabitations, puis une révision importante en 2008, qui a notamment créé la QPC.",
        period: "1958-2008",
        events: [
          {
            date: "1958-09-28",
            label: "Référendum : la Constitution de la Ve République est adoptée ; promulguée le 4 octobre.",
          },
          {
            date: "1986",
            label: "Première cohabitation, jusqu’en 1988.",
            source: "le-monde-cohabitations-2024",
          },
          {
            date: "1993",
            label: "Deuxième cohabitation, jusqu’en 1995.",
            source: "le-monde-cohabitations-2024",
          },
          {
            date: "1997",
            label: "Troisième cohabitation, jusqu’en 2002.",
            source: "le-monde-cohabitations-2024",
          },
          {
            date: "2008-07-23",
            label:
              "Révision de la Constitution : deux mandats présidentiels consécutifs au plus, QPC, référendum d’initiative partagée.",
          },
        ],
      },
    },
    {
      title: "Le Président de la République",
      body: [
        "Le Président est élu au suffrage universel direct pour cinq ans (article 6). Depuis 2008, nul ne peut exercer plus de deux mandats consécutifs. Il veille au respect de la Constitution et il est le chef des armées.",
        "Certains de ses pouvoirs n’ont pas besoin de la signature du Premier ministre :",
      ],
      points: [
        "nommer le Premier ministre (article 8) ;",
        "soumettre un texte au référendum, sur proposition du Gouvernement ou des assemblées (article 11) ;",
        "prononcer la dissolution de l’Assemblée nationale (article 12).",
      ],
      source: "constitution-1958",
    },
    {
      title: "Le Premier ministre et le Gouvernement",
      body: [
        "Selon l’article 20, le Gouvernement « détermine et conduit la politique de la Nation ». Il dispose de l’administration et de la force armée. Le Premier ministre dirige son action (article 21).",
        "Le Gouvernement est responsable devant le Parlement : l’Assemblée nationale peut le renverser en adoptant une motion de censure. Il doit alors démissionner (article 50).",
      ],
      source: "constitution-1958",
    },
    {
      title: "Le Parlement : deux assemblées",
      body: [
        "Le Parlement vote la loi, contrôle l’action du Gouvernement et évalue les politiques publiques (article 24). Il comprend deux assemblées :",
      ],
      points: [
        "l’Assemblée nationale : au plus 577 députés, élus au suffrage direct ; elle seule peut renverser le Gouvernement ;",
        "le Sénat : au plus 348 sénateurs, élus au suffrage indirect par des élus locaux, qui représente les collectivités territoriales.",
      ],
      source: "constitution-1958",
    },
    {
      title: "Scrutin majoritaire ou proportionnelle",
      body: [
        "Le mode de scrutin dit comment les voix deviennent des sièges. Avec le scrutin majoritaire, le candidat arrivé en tête remporte le siège : une majorité stable se dégage plus facilement, au risque de sous-représenter les petits courants.",
        "Avec la proportionnelle, les sièges sont répartis selon la part des voix de chaque liste : les courants d’opinion sont mieux représentés, mais une majorité pour gouverner se forme moins facilement.",
      ],
      source: "vie-publique-modes-de-scrutin",
    },
    {
      title: "Le Conseil constitutionnel",
      body: [
        "Il compte neuf membres nommés pour neuf ans : trois par le Président de la République, trois par le président de l’Assemblée nationale, trois par le président du Sénat. Les anciens Présidents de la République en sont membres de droit.",
        "Il vérifie que les lois respectent la Constitution, avant leur promulgation ou, depuis 2008, après, et veille à la régularité de l’élection présidentielle et des référendums.",
      ],
      source: "constitution-1958",
    },
    {
      title: "L’autorité judiciaire",
      body: [
        "La Constitution consacre un titre à l’autorité judiciaire. Le Président de la République est garant de son indépendance, avec l’aide du Conseil supérieur de la magistrature (article 64).",
        "Selon l’article 66, nul ne peut être arbitrairement détenu : l’autorité judiciaire est « gardienne de la liberté individuelle ». Les juges appliquent la loi ; ils ne la votent pas et ne gouvernent pas.",
      ],
      source: "constitution-1958",
    },
    {
      title: "Qui décide quoi : le résumé",
      body: ["En une ligne par institution :"],
      points: [
        "le Président nomme le Premier ministre, peut dissoudre l’Assemblée et promulgue les lois ;",
        "le Gouvernement conduit la politique de la Nation et propose des lois ;",
        "le Parlement vote les lois et le budget, et contrôle le Gouvernement ;",
        "le Conseil constitutionnel contrôle que les lois respectent la Constitution ;",
        "les juges tranchent les litiges en appliquant la loi.",
      ],
      source: "constitution-1958",
    },
    {
      title: "La cohabitation",
      body: [
        "Le Gouvernement doit pouvoir s’appuyer sur l’Assemblée nationale, qui peut le renverser. Quand la majorité des députés est opposée au Président, celui-ci nomme en pratique un Premier ministre issu de cette majorité : c’est la cohabitation.",
        "La Ve République en a connu trois : 1986-1988, 1993-1995 et 1997-2002. Le Président garde alors ses pouvoirs propres, mais la politique intérieure est conduite par le Gouvernement.",
      ],
      source: "le-monde-cohabitations-2024",
    },
    {
      title: "Ce que la révision de 2008 a changé",
      body: ["La loi constitutionnelle du 23 juillet 2008 a notamment :"],
      points: [
        "limité le Président à deux mandats consécutifs ;",
        "limité l’usage de l’article 49.3 aux budgets et à un autre texte par session ;",
        "créé la question prioritaire de constitutionnalité (QPC) ;",
        "créé le référendum d’initiative partagée ;",
        "donné au Parlement la maîtrise d’une partie de son ordre du jour.",
      ],
      source: "constitution-1958",
    },
  ],
  sources: [
    politiqueSources["constitution-1958"],
    politiqueSources["vie-publique-modes-de-scrutin"],
    {
      id: "le-monde-cohabitations-2024",
      publisher: "Le Monde",
      title:
        "Chirac, Balladur, Jospin : ces premiers ministres de cohabitation qui ont réussi à manœuvrer face à un président hostile",
      dataYear: 2024,
      publishedAt: "2024-06-18",
      url: "https://www.lemonde.fr/politique/article/2024/06/18/chirac-balladur-jospin-des-premiers-ministres-de-cohabitation-ayant-reussi-a-man-uvrer-face-a-un-president-hostile_6240991_823448.html",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "politique-ve-republique-q1",
    question: "Qui nomme le Premier ministre ?",
    options: [
      {
        id: "a",
        text: "Le Président de la République",
        isCorrect: true,
        feedback:
          "Oui : l’article 8 de la Constitution donne ce pouvoir au Président, sans contreseing du Premier ministre.",
      },
      {
        id: "b",
        text: "L’Assemblée nationale, par un vote",
        isCorrect: false,
        feedback:
          "Non : les députés ne votent pas pour désigner le Premier ministre. Ils peuvent en revanche renverser le Gouvernement par une motion de censure.",
      },
      {
        id: "c",
        text: "Le Conseil constitutionnel",
        isCorrect: false,
        feedback:
          "Non : le Conseil constitutionnel contrôle les lois et certaines élections ; il ne choisit pas le Gouvernement.",
      },
    ],
    explanation:
      "Selon l’article 8 de la Constitution, le Président de la République nomme le Premier ministre. Le Gouvernement doit ensuite pouvoir durer face à l’Assemblée nationale, qui peut le renverser par une motion de censure.",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-ve-republique-q2",
    question: "Qu’est-ce que la cohabitation ?",
    options: [
      {
        id: "a",
        text: "Un gouvernement où siègent des ministres de tous les partis",
        isCorrect: false,
        feedback:
          "Non : c’est une coalition, pas une cohabitation. La cohabitation désigne un Président et une majorité de députés opposés.",
      },
      {
        id: "b",
        text: "Un Président et un Premier ministre issus de camps opposés, car la majorité de l’Assemblée est opposée au Président",
        isCorrect: true,
        feedback:
          "Oui : le Président nomme alors un Premier ministre issu de la majorité des députés. Ce fut le cas en 1986-1988, 1993-1995 et 1997-2002.",
      },
      {
        id: "c",
        text: "Le partage du pouvoir législatif entre l’Assemblée nationale et le Sénat",
        isCorrect: false,
        feedback:
          "Non : le travail commun des deux assemblées s’appelle le bicamérisme ; il existe en permanence, avec ou sans cohabitation.",
      },
    ],
    explanation:
      "Il y a cohabitation quand la majorité de l’Assemblée nationale est opposée au Président : celui-ci nomme un Premier ministre issu de cette majorité. La Ve République en a connu trois, en 1986-1988, 1993-1995 et 1997-2002.",
    source: "le-monde-cohabitations-2024",
    slide: 9,
  },
  {
    id: "politique-ve-republique-q3",
    question: "Depuis la révision de 2008, combien de mandats consécutifs un Président peut-il exercer ?",
    options: [
      {
        id: "a",
        text: "Un seul",
        isCorrect: false,
        feedback: "Non : un Président peut être réélu une fois. Emmanuel Macron, élu en 2017, a été réélu en 2022.",
      },
      {
        id: "b",
        text: "Deux",
        isCorrect: true,
        feedback: "Oui : l’article 6, modifié en 2008, interdit d’exercer plus de deux mandats consécutifs.",
      },
      {
        id: "c",
        text: "Autant qu’il veut : la Constitution ne fixe pas de limite",
        isCorrect: false,
        feedback:
          "Non : c’était le cas avant 2008. Depuis, l’article 6 de la Constitution limite à deux les mandats consécutifs.",
      },
    ],
    explanation:
      "Depuis la révision constitutionnelle du 23 juillet 2008, l’article 6 prévoit que nul ne peut exercer plus de deux mandats consécutifs de Président de la République, élu pour cinq ans.",
    source: "constitution-1958",
    slide: 10,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "politique-ve-republique-g1",
    subtopicId: "politique-ve-republique",
    question: "Selon l’article 20 de la Constitution, qui « détermine et conduit la politique de la Nation » ?",
    options: [
      {
        id: "a",
        text: "Le Président de la République",
        isCorrect: false,
        feedback:
          "Non : le texte confie cette mission au Gouvernement. Le Président a ses pouvoirs propres, comme la dissolution ou la nomination du Premier ministre.",
      },
      {
        id: "b",
        text: "Le Gouvernement",
        isCorrect: true,
        feedback: "Oui : c’est le Gouvernement, dirigé par le Premier ministre, et il en répond devant le Parlement.",
      },
      {
        id: "c",
        text: "Le Parlement",
        isCorrect: false,
        feedback:
          "Non : le Parlement vote les lois et contrôle le Gouvernement, mais il ne conduit pas lui-même la politique de la Nation.",
      },
    ],
    explanation:
      "L’article 20 de la Constitution dispose que le Gouvernement détermine et conduit la politique de la Nation ; il est responsable devant le Parlement. Le Premier ministre dirige son action (article 21).",
    source: "constitution-1958",
    slide: 3,
  },
  {
    id: "politique-ve-republique-g2",
    subtopicId: "politique-ve-republique",
    question: "Comment sont désignés les neuf membres nommés du Conseil constitutionnel ?",
    options: [
      {
        id: "a",
        text: "Ils sont élus par les députés et les sénateurs réunis en Congrès",
        isCorrect: false,
        feedback:
          "Non : il n’y a pas d’élection. Chacun des trois présidents (République, Assemblée, Sénat) en nomme trois.",
      },
      {
        id: "b",
        text: "Ce sont les neuf plus hauts magistrats de la Cour de cassation",
        isCorrect: false,
        feedback:
          "Non : la Constitution n’exige pas qu’ils soient magistrats. Ils sont nommés par trois autorités politiques.",
      },
      {
        id: "c",
        text: "Trois par le Président de la République, trois par le président de l’Assemblée nationale, trois par le président du Sénat",
        isCorrect: true,
        feedback:
          "Oui : ils sont nommés pour neuf ans, et les anciens Présidents de la République sont en outre membres de droit.",
      },
    ],
    explanation:
      "Selon l’article 56 de la Constitution, le Conseil constitutionnel compte neuf membres nommés pour neuf ans : trois par le Président de la République, trois par le président de l’Assemblée nationale, trois par le président du Sénat.",
    source: "constitution-1958",
    slide: 6,
  },
];
