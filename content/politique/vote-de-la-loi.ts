import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";
import { politiqueSources } from "./sources";

export const sheet: Module = {
  categoryId: "politique",
  number: 2,
  slug: "vote-de-la-loi",
  bookmarkId: "politique-vote-de-la-loi",
  topicId: "politique-vote-de-la-loi",
  title: "Comment une loi est votée",
  subtitle:
    "Du projet ou de la proposition de loi à la promulgation : la navette, la commission mixte paritaire, le 49.3, la censure et le Conseil constitutionnel, chaque étape avec un cas récent.",
  readingTime: 4,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-26",
  slides: [
    {
      title: "Projet ou proposition de loi",
      body: [
        "L’initiative des lois appartient au Premier ministre et aux membres du Parlement (article 39 de la Constitution).",
      ],
      points: [
        "un projet de loi vient du Gouvernement : il est soumis au Conseil d’État, puis délibéré en Conseil des ministres ;",
        "une proposition de loi vient d’un ou de plusieurs députés ou sénateurs.",
      ],
      source: "constitution-1958",
    },
    {
      title: "En commission, puis en séance",
      body: [
        "Le texte est d’abord examiné par une commission de l’assemblée saisie, qui peut le modifier. Depuis 2008, la discussion en séance porte en principe sur le texte adopté par la commission (article 42).",
        "En séance publique, députés, sénateurs et Gouvernement peuvent proposer des amendements (article 44), puis l’assemblée vote.",
      ],
      source: "constitution-1958",
    },
    {
      title: "La navette entre les deux assemblées",
      body: [
        "Un texte n’est adopté que lorsque l’Assemblée nationale et le Sénat l’ont voté dans les mêmes termes (article 45). Tant qu’ils diffèrent, il fait des allers-retours : c’est la navette.",
        "Exemple : le projet de loi sur l’immigration présenté le 1er février 2023 a été modifié par le Sénat en novembre 2023, puis rejeté d’emblée par l’Assemblée nationale le 11 décembre 2023.",
      ],
      source: "legifrance-loi-2024-42",
    },
    {
      title: "La commission mixte paritaire",
      body: [
        "En cas de désaccord, le Premier ministre, ou pour une proposition de loi les présidents des deux assemblées, peut réunir une commission mixte paritaire (CMP) : sept députés et sept sénateurs cherchent un texte commun, ensuite soumis aux deux assemblées.",
        "Exemple : après le rejet du 11 décembre 2023, une CMP a écrit un texte commun sur l’immigration, adopté le 19 décembre 2023 par les deux chambres.",
      ],
      source: "legifrance-loi-2024-42",
    },
    {
      title: "Le dernier mot à l’Assemblée nationale",
      body: [
        "Si la CMP échoue, ou si son texte n’est pas adopté, chaque assemblée relit le texte. Le Gouvernement peut ensuite demander à l’Assemblée nationale de statuer définitivement (article 45).",
        "Le Sénat ne peut donc pas bloquer seul une loi ordinaire : l’Assemblée, élue au suffrage direct, a le dernier mot. Ce n’est pas le cas d’une révision de la Constitution.",
      ],
      source: "an-commission-mixte-paritaire",
    },
    {
      title: "L’article 49.3",
      body: [
        "Le Premier ministre peut engager la responsabilité du Gouvernement sur un texte : il est alors considéré comme adopté sans vote, sauf si une motion de censure, déposée dans les 24 heures, est adoptée.",
        "Depuis 2008, cette procédure est illimitée pour les budgets de l’État et de la Sécurité sociale, mais limitée à un autre texte par session.",
      ],
      source: "constitution-1958",
    },
    {
      title: "Un 49.3 récent : le budget 2025",
      body: [
        "Le 3 février 2025, le Gouvernement a engagé sa responsabilité sur le projet de loi de finances pour 2025, dans le texte de la commission mixte paritaire.",
        "La motion de censure déposée en réponse a été rejetée le 5 février 2025 : le texte a été considéré comme adopté par l’Assemblée. Le Sénat l’a adopté définitivement le 6 février 2025.",
      ],
      source: "an-plf-2025-49-3",
    },
    {
      title: "La motion de censure",
      body: [
        "Une motion de censure doit être signée par au moins un dixième des députés. Elle est votée au moins 48 heures après son dépôt ; seuls les votes pour sont comptés, et elle doit réunir la majorité absolue des membres de l’Assemblée.",
        "Le 4 décembre 2024, une motion déposée après un 49.3 a été adoptée : le budget de la Sécurité sociale pour 2025 a été rejeté et le gouvernement de Michel Barnier a démissionné.",
      ],
      source: "an-censure-2024-12-04",
    },
    {
      title: "Saisir le Conseil constitutionnel",
      body: [
        "Avant la promulgation, le Président, le Premier ministre, les présidents des assemblées, 60 députés ou 60 sénateurs peuvent saisir le Conseil constitutionnel (article 61).",
        "Exemple : le 25 janvier 2024, il a censuré en tout ou partie 35 des 86 articles de la loi sur l’immigration, dont 32 comme « cavaliers législatifs », sans lien suffisant avec le projet initial.",
      ],
      source: "conseil-constitutionnel-2023-863-dc",
    },
    {
      title: "La QPC : contester une loi déjà en vigueur",
      body: [
        "Depuis 2010, toute personne partie à un procès peut soutenir qu’une loi porte atteinte aux droits et libertés garantis par la Constitution : c’est la question prioritaire de constitutionnalité (QPC), créée en 2008 (article 61-1).",
        "Le Conseil d’État ou la Cour de cassation la transmettent au Conseil constitutionnel, qui peut abroger la loi. Exemple : la décision du 6 juillet 2018 sur le « principe de fraternité ».",
      ],
      source: "conseil-constitutionnel-2018-717-qpc",
    },
    {
      title: "La promulgation",
      body: [
        "Le Président de la République promulgue la loi dans les quinze jours qui suivent sa transmission au Gouvernement ; il peut demander au Parlement une nouvelle délibération (article 10). La loi est ensuite publiée au Journal officiel.",
        "Exemple : la loi sur l’immigration a été promulguée le 26 janvier 2024, le lendemain de la décision du Conseil constitutionnel.",
      ],
      source: "legifrance-loi-2024-42",
    },
    {
      title: "Le parcours d’une loi, étape par étape",
      body: ["Dans l’ordre, pour une loi ordinaire :"],
      points: [
        "dépôt d’un projet (Gouvernement) ou d’une proposition (parlementaires) ;",
        "commission, puis séance, dans chaque assemblée : la navette ;",
        "en cas de désaccord, commission mixte paritaire, puis dernier mot possible à l’Assemblée ;",
        "saisine éventuelle du Conseil constitutionnel ;",
        "promulgation par le Président, publication au Journal officiel.",
      ],
      source: "constitution-1958",
      figure: {
        kind: "steps",
        title: "Le parcours d’une loi ordinaire",
        takeaway:
          "Une loi ordinaire passe par les deux assemblées ; en cas de désaccord persistant, l’Assemblée nationale peut avoir le dernier mot.",
        period: "Constitution en vigueur en 2026",
        steps: [
          {
            label: "Le dépôt",
            detail:
              "Un projet de loi vient du Gouvernement, une proposition de loi de députés ou de sénateurs (article 39).",
          },
          {
            label: "La commission, puis la séance",
            detail:
              "Dans chaque assemblée, une commission examine le texte, puis l’assemblée débat des amendements et vote (articles 42 et 44).",
          },
          {
            label: "La navette",
            detail: "Le texte va d’une assemblée à l’autre jusqu’à être voté dans les mêmes termes (article 45).",
          },
          {
            label: "La commission mixte paritaire",
            detail:
              "En cas de désaccord, elle cherche un texte commun ; à défaut, le Gouvernement peut demander à l’Assemblée nationale de statuer définitivement (article 45).",
          },
          {
            label: "Le Conseil constitutionnel, s’il est saisi",
            detail:
              "Avant la promulgation, le Président, le Premier ministre, les présidents des assemblées, 60 députés ou 60 sénateurs peuvent le saisir (article 61).",
          },
          {
            label: "La promulgation",
            detail:
              "Le Président promulgue la loi dans les quinze jours qui suivent sa transmission au Gouvernement (article 10).",
          },
        ],
      },
    },
  ],
  sources: [
    politiqueSources["constitution-1958"],
    sharedSources["legifrance-loi-2024-42"],
    {
      id: "an-commission-mixte-paritaire",
      publisher: "Assemblée nationale",
      title: "Commission mixte paritaire : présentation (page d’une CMP de la XIVe législature)",
      dataYear: 2015,
      publishedAt: "2015-06-12",
      url: "https://questions.assemblee-nationale.fr/dyn/14/organes/cmp/octroi-de-mer",
      recurring: false,
    },
    {
      id: "an-plf-2025-49-3",
      publisher: "Assemblée nationale",
      title:
        "Projet de loi de finances pour 2025 : adoption du texte CMP après le rejet d’une motion de censure (art. 49.3 C)",
      dataYear: 2025,
      publishedAt: "2025-02-05",
      url: "https://www.assemblee-nationale.fr/dyn/actualites-accueil-hub/projet-de-loi-de-finances-pour-2025-adoption-du-texte-cmp-apres-le-rejet-d-une-motion-de-censure-art.-49.3-c",
      recurring: false,
    },
    politiqueSources["an-censure-2024-12-04"],
    {
      id: "conseil-constitutionnel-2023-863-dc",
      publisher: "Conseil constitutionnel",
      title: "Décision n° 2023-863 DC du 25 janvier 2024, Loi pour contrôler l’immigration, améliorer l’intégration",
      dataYear: 2024,
      publishedAt: "2024-01-25",
      url: "https://www.conseil-constitutionnel.fr/decision/2024/2023863DC.htm",
      recurring: false,
    },
    {
      id: "conseil-constitutionnel-2018-717-qpc",
      publisher: "Conseil constitutionnel",
      title:
        "Décision n° 2018-717/718 QPC du 6 juillet 2018, M. Cédric H. et autre (délit d’aide à l’entrée, à la circulation ou au séjour irréguliers d’un étranger)",
      dataYear: 2018,
      publishedAt: "2018-07-06",
      url: "https://www.conseil-constitutionnel.fr/decision/2018/2018717_718QPC.htm",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "politique-vote-de-la-loi-q1",
    question: "Qui compose une commission mixte paritaire ?",
    options: [
      {
        id: "a",
        text: "Sept députés et sept sénateurs",
        isCorrect: true,
        feedback:
          "Oui : elle réunit autant de députés que de sénateurs pour chercher un texte commun quand les deux assemblées sont en désaccord.",
      },
      {
        id: "b",
        text: "Des ministres et des députés, à parts égales",
        isCorrect: false,
        feedback:
          "Non : le Premier ministre la convoque (pour une proposition de loi, les présidents des deux assemblées peuvent aussi le faire), mais le Gouvernement n’y siège pas. Elle ne réunit que des parlementaires.",
      },
      {
        id: "c",
        text: "Les neuf membres du Conseil constitutionnel",
        isCorrect: false,
        feedback:
          "Non : le Conseil constitutionnel intervient après l’adoption, s’il est saisi. La commission mixte paritaire est une étape du vote au Parlement.",
      },
    ],
    explanation:
      "Une commission mixte paritaire réunit sept députés et sept sénateurs, réunis à la demande du Premier ministre ou, pour une proposition de loi, des présidents des deux assemblées, pour proposer un texte commun quand les deux assemblées ne s’accordent pas. En cas d’échec persistant, l’Assemblée nationale peut statuer définitivement.",
    source: "an-commission-mixte-paritaire",
    slide: 4,
  },
  {
    id: "politique-vote-de-la-loi-q2",
    question: "Depuis 2008, sur quels textes le Gouvernement peut-il utiliser l’article 49.3 ?",
    options: [
      {
        id: "a",
        text: "Sur autant de textes qu’il le souhaite",
        isCorrect: false,
        feedback:
          "Non : c’était possible avant 2008. Depuis, hors budgets, l’article 49.3 ne peut servir que pour un texte par session.",
      },
      {
        id: "b",
        text: "Sur les budgets de l’État et de la Sécurité sociale, et sur un autre texte par session",
        isCorrect: true,
        feedback:
          "Oui : l’usage reste libre pour les lois de finances et de financement de la Sécurité sociale, mais limité à un autre texte par session.",
      },
      {
        id: "c",
        text: "Uniquement sur les révisions de la Constitution",
        isCorrect: false,
        feedback:
          "Non : une révision de la Constitution suit l’article 89 et exige l’accord des deux assemblées ; le 49.3 ne s’y applique pas.",
      },
    ],
    explanation:
      "Depuis la révision de 2008, l’article 49 alinéa 3 permet au Gouvernement d’engager sa responsabilité sur les projets de loi de finances et de financement de la sécurité sociale, et sur un seul autre projet ou proposition de loi par session.",
    source: "constitution-1958",
    slide: 6,
  },
  {
    id: "politique-vote-de-la-loi-q3",
    question: "Qu’est-ce qu’une question prioritaire de constitutionnalité (QPC) ?",
    options: [
      {
        id: "a",
        text: "Une question qu’un député pose au Gouvernement en séance",
        isCorrect: false,
        feedback:
          "Non : ce sont les questions au Gouvernement. La QPC se pose au cours d’un procès, à propos d’une loi déjà en vigueur.",
      },
      {
        id: "b",
        text: "La possibilité, au cours d’un procès, de contester une loi en vigueur qui porterait atteinte aux droits et libertés garantis par la Constitution",
        isCorrect: true,
        feedback:
          "Oui : créée en 2008 à l’article 61-1, elle passe par le Conseil d’État ou la Cour de cassation avant d’arriver au Conseil constitutionnel.",
      },
      {
        id: "c",
        text: "Un recours que 60 députés déposent avant la promulgation d’une loi",
        isCorrect: false,
        feedback:
          "Non : c’est la saisine de l’article 61, avant la promulgation. La QPC vise des lois déjà en vigueur.",
      },
    ],
    explanation:
      "La QPC, créée par la révision de 2008 (article 61-1), permet à une partie à un procès de soutenir qu’une loi en vigueur porte atteinte aux droits et libertés garantis par la Constitution. Le Conseil constitutionnel peut alors l’abroger, comme le montre sa décision du 6 juillet 2018 sur le « principe de fraternité ».",
    source: "conseil-constitutionnel-2018-717-qpc",
    slide: 10,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "politique-vote-de-la-loi-g1",
    subtopicId: "politique-vote-de-la-loi",
    question: "Que s’est-il passé le 4 décembre 2024 à l’Assemblée nationale ?",
    options: [
      {
        id: "a",
        text: "Une motion de censure a été adoptée et le gouvernement de Michel Barnier a démissionné",
        isCorrect: true,
        feedback:
          "Oui : la motion, déposée après un 49.3 sur le budget de la Sécurité sociale pour 2025, a été adoptée ; le texte a été rejeté.",
      },
      {
        id: "b",
        text: "Le Président a dissous l’Assemblée nationale",
        isCorrect: false,
        feedback:
          "Non : la dissolution date du 9 juin 2024. Le 4 décembre 2024, c’est le Gouvernement qui a été renversé par une motion de censure.",
      },
      {
        id: "c",
        text: "Le budget de l’État pour 2025 a été adopté grâce au 49.3",
        isCorrect: false,
        feedback:
          "Non : le budget de l’État pour 2025 a été adopté définitivement le 6 février 2025. Le 4 décembre 2024, c’est le budget de la Sécurité sociale qui a été rejeté.",
      },
    ],
    explanation:
      "Le 4 décembre 2024, l’Assemblée nationale a adopté une motion de censure déposée en réponse au 49.3 engagé sur le projet de loi de financement de la sécurité sociale pour 2025. Le texte a été rejeté et, conformément à l’article 50, le Premier ministre Michel Barnier a remis la démission de son gouvernement.",
    source: "an-censure-2024-12-04",
    slide: 8,
  },
  {
    id: "politique-vote-de-la-loi-g2",
    subtopicId: "politique-vote-de-la-loi",
    question: "Qui peut saisir le Conseil constitutionnel sur une loi votée, avant sa promulgation ?",
    options: [
      {
        id: "a",
        text: "N’importe quel citoyen, par une pétition",
        isCorrect: false,
        feedback:
          "Non : avant la promulgation, la saisine est réservée à des autorités et à des parlementaires. Un citoyen peut seulement poser une QPC lors d’un procès.",
      },
      {
        id: "b",
        text: "Seulement le Président de la République",
        isCorrect: false,
        feedback:
          "Non : le Président n’est pas seul. Le Premier ministre, les présidents des assemblées et 60 députés ou 60 sénateurs le peuvent aussi.",
      },
      {
        id: "c",
        text: "Le Président, le Premier ministre, les présidents des assemblées, 60 députés ou 60 sénateurs",
        isCorrect: true,
        feedback:
          "Oui : c’est l’article 61 de la Constitution. Ainsi saisi, le Conseil a censuré le 25 janvier 2024 une partie de la loi sur l’immigration.",
      },
    ],
    explanation:
      "Selon l’article 61 de la Constitution, une loi peut être déférée au Conseil constitutionnel avant sa promulgation par le Président de la République, le Premier ministre, le président de l’Assemblée nationale, le président du Sénat, 60 députés ou 60 sénateurs. C’est ainsi qu’il a rendu sa décision du 25 janvier 2024 sur la loi sur l’immigration.",
    source: "conseil-constitutionnel-2023-863-dc",
    slide: 9,
  },
];
