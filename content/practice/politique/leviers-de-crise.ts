import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Dissolution, censure, référendum : les leviers en cas de crise »
// (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "politique-leviers-de-crise-p1",
    kind: "application",
    question:
      "Après une dissolution, des élections législatives ont eu lieu le 30 juin et le 7 juillet 2024. Le Président pouvait-il dissoudre à nouveau l’Assemblée en mars 2025 ?",
    options: [
      {
        id: "a",
        text: "Oui : la dissolution est possible à tout moment",
        isCorrect: false,
        feedback:
          "L’article 12 pose une limite : il ne peut y avoir de nouvelle dissolution dans l’année qui suit les élections.",
      },
      {
        id: "b",
        text: "Non : aucune nouvelle dissolution n’est possible dans l’année qui suit les élections",
        isCorrect: true,
        feedback:
          "Oui : après des élections tenues en juillet 2024, une nouvelle dissolution n’était pas possible avant juillet 2025 (article 12).",
      },
      {
        id: "c",
        text: "Non : un Président ne peut dissoudre qu’une fois par mandat",
        isCorrect: false,
        feedback:
          "La Constitution ne limite pas le nombre de dissolutions par mandat ; elle interdit seulement une nouvelle dissolution dans l’année qui suit les élections.",
      },
    ],
    explanation:
      "Selon l’article 12 de la Constitution, il ne peut y avoir de nouvelle dissolution dans l’année qui suit les élections législatives. Après celles du 30 juin et du 7 juillet 2024, une nouvelle dissolution était possible à partir de juillet 2025.",
    source: "constitution-1958",
    slide: 3,
  },
  {
    id: "politique-leviers-de-crise-p2",
    kind: "inférence",
    question: "Affirmation à juger : « En cas de blocage, le Président peut dissoudre le Sénat. »",
    options: [
      {
        id: "a",
        text: "Exact : l’article 12 vaut pour les deux assemblées",
        isCorrect: false,
        feedback: "L’article 12 ne vise que l’Assemblée nationale : le Sénat, lui, ne peut pas être dissous.",
      },
      {
        id: "b",
        text: "Inexact : seule l’Assemblée nationale peut être dissoute",
        isCorrect: true,
        feedback:
          "Oui : le Président peut dissoudre l’Assemblée nationale après avoir consulté le Premier ministre et les présidents des deux assemblées ; le Sénat ne peut pas être dissous.",
      },
      {
        id: "c",
        text: "Inexact : le Président ne peut dissoudre aucune assemblée",
        isCorrect: false,
        feedback:
          "Le Président peut dissoudre l’Assemblée nationale (article 12) ; c’est le Sénat qui ne peut pas l’être.",
      },
    ],
    explanation:
      "Selon l’article 12 de la Constitution, le Président peut dissoudre l’Assemblée nationale après avoir consulté le Premier ministre et les présidents des deux assemblées, dont l’avis ne l’oblige pas. Le Sénat ne peut pas être dissous.",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-leviers-de-crise-p3",
    kind: "inférence",
    question:
      "Affirmation à juger : « Le 4 décembre 2024, le gouvernement de Michel Barnier est tombé parce que le Sénat a rejeté son budget. »",
    options: [
      {
        id: "a",
        text: "Exact : le Sénat a renversé le Gouvernement",
        isCorrect: false,
        feedback:
          "C’est l’Assemblée nationale qui a adopté la motion de censure le 4 décembre 2024 ; le Sénat n’y a pas pris part.",
      },
      {
        id: "b",
        text: "Inexact : l’Assemblée nationale a adopté une motion de censure, déposée après un 49.3 sur le budget de la Sécurité sociale",
        isCorrect: true,
        feedback:
          "Oui : la motion répondait au 49.3 engagé sur le budget de la Sécurité sociale pour 2025 ; le texte a été rejeté et le Premier ministre a démissionné.",
      },
      {
        id: "c",
        text: "Inexact : le gouvernement de Michel Barnier n’a pas été renversé",
        isCorrect: false,
        feedback:
          "Il l’a été : après l’adoption de la motion de censure, le Premier ministre a remis la démission de son gouvernement (article 50).",
      },
    ],
    explanation:
      "Le 2 décembre 2024, le gouvernement de Michel Barnier a engagé sa responsabilité (49.3) sur le budget de la Sécurité sociale pour 2025. Le 4 décembre, l’Assemblée nationale a adopté une motion de censure : le texte a été rejeté et le Premier ministre a remis la démission de son gouvernement.",
    source: "an-censure-2024-12-04",
    slide: 6,
  },
  {
    id: "politique-leviers-de-crise-p4",
    kind: "application",
    question: "Dans quel ordre se sont succédé ces étapes du budget de l’État pour 2026 ?",
    options: [
      {
        id: "a",
        text: "Adoption le 2 février 2026, puis 49.3, puis loi spéciale",
        isCorrect: false,
        feedback:
          "La loi spéciale vient en premier, quand le budget n’était pas voté au 1er janvier ; les trois 49.3 ont précédé l’adoption du 2 février.",
      },
      {
        id: "b",
        text: "Loi spéciale, puis trois 49.3 et motions de censure rejetées, adoption le 2 février 2026, promulgation le 19 février 2026",
        isCorrect: true,
        feedback:
          "Oui : faute de budget voté au 1er janvier, une loi spéciale a permis de percevoir les impôts ; la loi de finances a été promulguée le 19 février 2026.",
      },
      {
        id: "c",
        text: "Promulgation le 19 février 2026, puis examen par le Conseil constitutionnel",
        isCorrect: false,
        feedback:
          "Le Conseil constitutionnel a examiné la loi avant sa promulgation, qui est la dernière étape, le 19 février 2026.",
      },
    ],
    explanation:
      "Le budget de l’État pour 2026 n’était pas voté au 1er janvier : une loi spéciale a permis de continuer à percevoir les impôts. Le gouvernement de Sébastien Lecornu a ensuite engagé trois fois sa responsabilité (49.3), les 20, 23 et 30 janvier 2026 ; les motions de censure ayant échoué, la loi a été adoptée le 2 février 2026, puis promulguée le 19 février 2026 après l’examen du Conseil constitutionnel.",
    source: "loi-finances-2026",
    slide: 8,
  },
  {
    id: "politique-leviers-de-crise-p5",
    kind: "application",
    question:
      "Une proposition de loi d’initiative partagée a réuni les signatures d’un cinquième des parlementaires et le soutien d’un dixième des électeurs inscrits. Les deux assemblées l’examinent ensuite dans le délai prévu. Le Président doit-il la soumettre au référendum ?",
    options: [
      {
        id: "a",
        text: "Oui : le soutien d’un dixième des électeurs inscrits déclenche toujours le référendum",
        isCorrect: false,
        feedback:
          "Les soutiens ouvrent la procédure, mais ne suffisent pas : le Président ne soumet le texte au référendum que si les assemblées ne l’ont pas examiné dans le délai prévu.",
      },
      {
        id: "b",
        text: "Non : le référendum n’a lieu que si les assemblées n’examinent pas le texte dans le délai prévu",
        isCorrect: true,
        feedback:
          "Oui : selon l’article 11, c’est seulement quand les deux assemblées n’ont pas examiné la proposition dans le délai prévu que le Président la soumet au référendum.",
      },
      {
        id: "c",
        text: "Non : seul le Gouvernement peut proposer un référendum",
        isCorrect: false,
        feedback:
          "Depuis 2008, l’article 11 permet aussi un référendum né d’une proposition de parlementaires soutenue par des électeurs ; le Gouvernement n’a pas le monopole de l’initiative.",
      },
    ],
    explanation:
      "Depuis 2008, selon l’article 11, un référendum peut naître d’une proposition de loi signée par un cinquième des parlementaires et soutenue par un dixième des électeurs inscrits. Le Président la soumet au référendum seulement si les assemblées ne l’examinent pas dans le délai prévu.",
    source: "constitution-1958",
    slide: 10,
  },
  {
    id: "politique-leviers-de-crise-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « Un référendum d’initiative partagée a déjà été organisé en France, sur les aéroports de Paris. »",
    options: [
      {
        id: "a",
        text: "Exact : les électeurs ont voté en 2020",
        isCorrect: false,
        feedback:
          "Il n’y a pas eu de vote : la collecte des soutiens, close le 12 mars 2020, n’a pas atteint le seuil exigé.",
      },
      {
        id: "b",
        text: "Inexact : la collecte des soutiens n’a pas atteint les 4,7 millions exigés",
        isCorrect: true,
        feedback:
          "Oui : la procédure sur les aéroports de Paris, du 13 juin 2019 au 12 mars 2020, est allée jusqu’à la collecte des soutiens, sans atteindre le seuil.",
      },
      {
        id: "c",
        text: "Inexact : aucune procédure de ce type n’a jamais été lancée",
        isCorrect: false,
        feedback:
          "Une procédure a bien été lancée : celle sur les aéroports de Paris, avec une collecte des soutiens du 13 juin 2019 au 12 mars 2020.",
      },
    ],
    explanation:
      "Une seule procédure de référendum d’initiative partagée a atteint la collecte des soutiens : celle sur les aéroports de Paris, du 13 juin 2019 au 12 mars 2020. Il fallait 4,7 millions de soutiens, soit 10 % des inscrits ; le seuil n’a pas été atteint et il n’y a pas eu de référendum.",
    source: "interieur-rip-2020",
    slide: 10,
  },
  {
    id: "politique-leviers-de-crise-p7",
    kind: "application",
    question:
      "Le Président exerce les pouvoirs exceptionnels de l’article 16 depuis plus de 30 jours. Que prévoit la Constitution ?",
    options: [
      {
        id: "a",
        text: "Le Conseil constitutionnel peut être saisi pour vérifier si les conditions sont toujours réunies",
        isCorrect: true,
        feedback:
          "Oui : depuis 2008, après 30 jours d’exercice des pouvoirs exceptionnels, le Conseil constitutionnel peut être saisi de cette question.",
      },
      {
        id: "b",
        text: "Le Président peut dissoudre l’Assemblée nationale",
        isCorrect: false,
        feedback: "Pendant l’exercice des pouvoirs exceptionnels, l’Assemblée nationale ne peut pas être dissoute.",
      },
      {
        id: "c",
        text: "Le Parlement est suspendu jusqu’à la fin de la crise",
        isCorrect: false,
        feedback: "C’est l’inverse : pendant l’application de l’article 16, le Parlement se réunit de plein droit.",
      },
    ],
    explanation:
      "Pendant l’application de l’article 16, le Parlement se réunit de plein droit et l’Assemblée nationale ne peut pas être dissoute. Depuis 2008, après 30 jours, le Conseil constitutionnel peut être saisi pour vérifier si les conditions sont toujours réunies.",
    source: "constitution-1958",
    slide: 11,
  },
];
