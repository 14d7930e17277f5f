import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Comment une loi est votée » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "politique-vote-de-la-loi-p1",
    kind: "application",
    question: "Un groupe de sénateurs dépose un texte pour modifier une loi. Comment s’appelle ce texte ?",
    options: [
      {
        id: "a",
        text: "Un projet de loi",
        isCorrect: false,
        feedback:
          "Un projet de loi vient du Gouvernement : il est soumis au Conseil d’État, puis délibéré en Conseil des ministres.",
      },
      {
        id: "b",
        text: "Une proposition de loi",
        isCorrect: true,
        feedback:
          "Oui : l’initiative des lois appartient aussi aux membres du Parlement, et un texte venu de députés ou de sénateurs est une proposition de loi.",
      },
      {
        id: "c",
        text: "Une motion de censure",
        isCorrect: false,
        feedback:
          "Une motion de censure vise à renverser le Gouvernement ; elle ne propose pas de loi, et seuls les députés peuvent la déposer.",
      },
    ],
    explanation:
      "L’initiative des lois appartient au Premier ministre et aux membres du Parlement (article 39) : un projet de loi vient du Gouvernement, une proposition de loi d’un ou de plusieurs députés ou sénateurs.",
    source: "constitution-1958",
    slide: 1,
  },
  {
    id: "politique-vote-de-la-loi-p2",
    kind: "application",
    question:
      "L’Assemblée nationale a adopté un texte. Le Sénat l’adopte à son tour, mais en modifiant un article. Le texte est-il définitivement adopté ?",
    options: [
      {
        id: "a",
        text: "Oui : les deux assemblées l’ont voté",
        isCorrect: false,
        feedback:
          "Voter un texte ne suffit pas : il faut le voter dans les mêmes termes. Tant qu’un article diffère, le texte n’est pas adopté.",
      },
      {
        id: "b",
        text: "Oui : la version du Sénat, votée en dernier, l’emporte",
        isCorrect: false,
        feedback:
          "Aucune assemblée n’impose sa version en votant la dernière : le texte n’est adopté que s’il est voté dans les mêmes termes par les deux.",
      },
      {
        id: "c",
        text: "Non : il retourne à l’Assemblée nationale, c’est la navette",
        isCorrect: true,
        feedback:
          "Oui : selon l’article 45, un texte n’est adopté que lorsque les deux assemblées l’ont voté dans les mêmes termes ; d’ici là, il fait des allers-retours.",
      },
    ],
    explanation:
      "Un texte n’est adopté que lorsque l’Assemblée nationale et le Sénat l’ont voté dans les mêmes termes (article 45). Tant qu’ils diffèrent, il fait des allers-retours entre les deux assemblées : c’est la navette.",
    source: "constitution-1958",
    slide: 3,
  },
  {
    id: "politique-vote-de-la-loi-p3",
    kind: "inférence",
    question: "Affirmation à juger : « Si le Sénat s’oppose à une loi ordinaire, elle ne peut jamais être adoptée. »",
    options: [
      {
        id: "a",
        text: "Exact : une loi exige toujours l’accord des deux assemblées",
        isCorrect: false,
        feedback:
          "Ce blocage vaut pour une révision de la Constitution, pas pour une loi ordinaire, sur laquelle l’Assemblée nationale peut avoir le dernier mot.",
      },
      {
        id: "b",
        text: "Inexact : après l’échec de la commission mixte paritaire, le Gouvernement peut demander à l’Assemblée de statuer définitivement",
        isCorrect: true,
        feedback:
          "Oui : si la commission mixte paritaire échoue ou si son texte n’est pas adopté, l’Assemblée nationale peut avoir le dernier mot, à la demande du Gouvernement.",
      },
      {
        id: "c",
        text: "Inexact : le Sénat ne vote jamais les lois ordinaires",
        isCorrect: false,
        feedback:
          "Le Sénat examine et vote les lois ordinaires ; c’est seulement en cas de désaccord persistant que l’Assemblée peut trancher.",
      },
    ],
    explanation:
      "Si la commission mixte paritaire échoue, ou si son texte n’est pas adopté, chaque assemblée relit le texte, puis le Gouvernement peut demander à l’Assemblée nationale de statuer définitivement. Le Sénat ne peut donc pas bloquer seul une loi ordinaire.",
    source: "an-commission-mixte-paritaire",
    slide: 5,
  },
  {
    id: "politique-vote-de-la-loi-p4",
    kind: "application",
    question:
      "Le Gouvernement engage sa responsabilité sur un projet de loi de finances (49.3). Aucune motion de censure n’est déposée dans les 24 heures. Que devient le texte ?",
    options: [
      {
        id: "a",
        text: "Il est considéré comme adopté, sans vote",
        isCorrect: true,
        feedback:
          "Oui : avec l’article 49.3, le texte est considéré comme adopté sans vote, sauf si une motion de censure, déposée dans les 24 heures, est adoptée.",
      },
      {
        id: "b",
        text: "Les députés doivent quand même le voter article par article",
        isCorrect: false,
        feedback:
          "C’est justement ce que le 49.3 évite : le texte est considéré comme adopté sans vote sur ses articles.",
      },
      {
        id: "c",
        text: "Le Gouvernement doit démissionner",
        isCorrect: false,
        feedback:
          "Le Gouvernement ne tombe que si une motion de censure est adoptée ; sans motion déposée, il reste en place et son texte passe.",
      },
    ],
    explanation:
      "Avec l’article 49.3, le Premier ministre engage la responsabilité du Gouvernement sur un texte : celui-ci est considéré comme adopté sans vote, sauf si une motion de censure, déposée dans les 24 heures, est adoptée. Pour les budgets, la procédure n’est pas limitée en nombre.",
    source: "constitution-1958",
    slide: 6,
  },
  {
    id: "politique-vote-de-la-loi-p5",
    kind: "inférence",
    question:
      "Une motion de censure recueille plus de voix pour que de voix contre, mais moins que la majorité absolue des membres de l’Assemblée. Est-elle adoptée ?",
    options: [
      {
        id: "a",
        text: "Oui : elle a plus de voix pour que contre",
        isCorrect: false,
        feedback:
          "Pour une motion de censure, seuls les votes pour sont comptés, et ils doivent atteindre la majorité absolue des membres de l’Assemblée.",
      },
      {
        id: "b",
        text: "Non : il faut la majorité absolue des membres de l’Assemblée",
        isCorrect: true,
        feedback:
          "Oui : seuls les votes favorables sont recensés, et la motion ne peut être adoptée qu’à la majorité des membres composant l’Assemblée (article 49).",
      },
      {
        id: "c",
        text: "Oui : il suffit qu’un dixième des députés l’ait signée",
        isCorrect: false,
        feedback:
          "Les signatures d’un dixième des députés permettent seulement de déposer la motion ; pour l’adopter, il faut la majorité absolue des membres.",
      },
    ],
    explanation:
      "Une motion de censure doit être signée par au moins un dixième des députés et votée au moins 48 heures après son dépôt. Seuls les votes pour sont comptés, et elle doit réunir la majorité absolue des membres de l’Assemblée (article 49).",
    source: "constitution-1958",
    slide: 8,
  },
  {
    id: "politique-vote-de-la-loi-p6",
    kind: "application",
    question:
      "Au cours d’un procès, une personne soutient que la loi qu’on lui applique porte atteinte à une liberté garantie par la Constitution. Que peut-il se passer ?",
    options: [
      {
        id: "a",
        text: "Rien : une loi en vigueur ne peut plus être contestée",
        isCorrect: false,
        feedback:
          "Une loi en vigueur peut être contestée par une question prioritaire de constitutionnalité, posée au cours d’un procès (article 61-1).",
      },
      {
        id: "b",
        text: "La question peut être transmise au Conseil constitutionnel par le Conseil d’État ou la Cour de cassation",
        isCorrect: true,
        feedback:
          "Oui : c’est la question prioritaire de constitutionnalité (article 61-1). Si la loi est jugée contraire à la Constitution, elle est abrogée (article 62).",
      },
      {
        id: "c",
        text: "Elle écrit directement au Conseil constitutionnel, qui doit répondre",
        isCorrect: false,
        feedback:
          "Une personne ne saisit pas directement le Conseil constitutionnel : sa question passe par le Conseil d’État ou la Cour de cassation, qui décident de la transmettre.",
      },
    ],
    explanation:
      "Selon l’article 61-1, quand il est soutenu au cours d’un procès qu’une loi porte atteinte aux droits et libertés garantis par la Constitution, le Conseil d’État ou la Cour de cassation peuvent renvoyer la question au Conseil constitutionnel, qui peut abroger la loi.",
    source: "constitution-1958",
    slide: 10,
  },
  {
    id: "politique-vote-de-la-loi-p7",
    kind: "inférence",
    question:
      "Affirmation à juger : « Le 25 janvier 2024, le Conseil constitutionnel a annulé toute la loi sur l’immigration. »",
    options: [
      {
        id: "a",
        text: "Exact : la loi a été entièrement censurée",
        isCorrect: false,
        feedback: "La décision n’a censuré qu’une partie de la loi : 35 de ses 86 articles, en tout ou partie.",
      },
      {
        id: "b",
        text: "Inexact : il a censuré en tout ou partie 35 des 86 articles",
        isCorrect: true,
        feedback:
          "Oui : dont 32 comme « cavaliers législatifs », c’est-à-dire sans lien suffisant avec le projet de loi initial.",
      },
      {
        id: "c",
        text: "Inexact : il n’a rien censuré",
        isCorrect: false,
        feedback:
          "Le Conseil a bien censuré des articles : 35 sur 86, en tout ou partie, dont 32 comme « cavaliers législatifs ».",
      },
    ],
    explanation:
      "Saisi avant la promulgation, le Conseil constitutionnel a censuré le 25 janvier 2024, en tout ou partie, 35 des 86 articles de la loi sur l’immigration, dont 32 comme « cavaliers législatifs », sans lien suffisant avec le projet initial.",
    source: "conseil-constitutionnel-2023-863-dc",
    slide: 9,
  },
];
