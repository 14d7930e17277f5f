import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « La Ve République : qui décide quoi ? » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "politique-ve-republique-p1",
    kind: "application",
    question: "L’Assemblée nationale vient d’adopter une motion de censure contre le Gouvernement. Que se passe-t-il ?",
    options: [
      {
        id: "a",
        text: "Le Premier ministre remet la démission du Gouvernement",
        isCorrect: true,
        feedback:
          "Oui : selon l’article 50 de la Constitution, quand l’Assemblée nationale adopte une motion de censure, le Gouvernement doit démissionner.",
      },
      {
        id: "b",
        text: "Le Premier ministre dissout l’Assemblée nationale",
        isCorrect: false,
        feedback:
          "Le Premier ministre ne peut pas dissoudre l’Assemblée : la dissolution est un pouvoir du Président de la République (article 12).",
      },
      {
        id: "c",
        text: "Le Conseil constitutionnel annule le vote des députés",
        isCorrect: false,
        feedback:
          "Le Conseil constitutionnel contrôle que les lois respectent la Constitution ; il ne peut pas annuler une motion de censure adoptée.",
      },
    ],
    explanation:
      "Le Gouvernement est responsable devant le Parlement : l’Assemblée nationale peut le renverser en adoptant une motion de censure. Il doit alors démissionner (article 50 de la Constitution).",
    source: "constitution-1958",
    slide: 3,
  },
  {
    id: "politique-ve-republique-p2",
    kind: "inférence",
    question: "Affirmation à juger : « Le Sénat peut renverser le Gouvernement, comme l’Assemblée nationale. »",
    options: [
      {
        id: "a",
        text: "Exact : le Gouvernement est responsable devant les deux assemblées",
        isCorrect: false,
        feedback:
          "Le Sénat vote la loi et contrôle le Gouvernement, mais seule l’Assemblée nationale peut le renverser par une motion de censure.",
      },
      {
        id: "b",
        text: "Inexact : seule l’Assemblée nationale peut renverser le Gouvernement",
        isCorrect: true,
        feedback:
          "Oui : les députés, élus au suffrage direct, peuvent adopter une motion de censure ; les sénateurs, élus au suffrage indirect, ne le peuvent pas.",
      },
      {
        id: "c",
        text: "Inexact : aucune assemblée ne peut renverser le Gouvernement",
        isCorrect: false,
        feedback:
          "L’Assemblée nationale le peut : si elle adopte une motion de censure, le Gouvernement doit démissionner (article 50).",
      },
    ],
    explanation:
      "Le Parlement comprend l’Assemblée nationale, élue au suffrage direct, et le Sénat, élu au suffrage indirect. Tous deux votent la loi et contrôlent le Gouvernement, mais seule l’Assemblée nationale peut le renverser.",
    source: "constitution-1958",
    slide: 4,
  },
  {
    id: "politique-ve-republique-p3",
    kind: "inférence",
    question:
      "Affirmation à juger : « Pour dissoudre l’Assemblée nationale, le Président de la République a besoin de la signature du Premier ministre. »",
    options: [
      {
        id: "a",
        text: "Exact : tous les actes du Président doivent être signés par le Premier ministre",
        isCorrect: false,
        feedback:
          "Certains pouvoirs du Président se passent de la signature du Premier ministre : nommer le Premier ministre, soumettre un texte au référendum, dissoudre l’Assemblée.",
      },
      {
        id: "b",
        text: "Inexact : la dissolution fait partie des pouvoirs que le Président exerce sans cette signature",
        isCorrect: true,
        feedback:
          "Oui : la Constitution dispense de contreseing la dissolution (article 12), comme la nomination du Premier ministre (article 8).",
      },
      {
        id: "c",
        text: "Inexact : c’est le Premier ministre qui dissout l’Assemblée",
        isCorrect: false,
        feedback:
          "La dissolution appartient au Président de la République (article 12), pas au Premier ministre, qui est seulement consulté.",
      },
    ],
    explanation:
      "Certains pouvoirs du Président n’ont pas besoin de la signature du Premier ministre : nommer le Premier ministre (article 8), soumettre un texte au référendum (article 11) et prononcer la dissolution de l’Assemblée nationale (article 12).",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-ve-republique-p4",
    kind: "inférence",
    question:
      "Une assemblée est élue au scrutin majoritaire. Un petit courant d’opinion arrive deuxième dans toutes les circonscriptions, sans jamais être en tête. Combien de sièges obtient-il ?",
    options: [
      {
        id: "a",
        text: "Aucun",
        isCorrect: true,
        feedback:
          "Oui : avec le scrutin majoritaire, le candidat arrivé en tête remporte le siège. C’est le risque de ce mode de scrutin : sous-représenter les petits courants.",
      },
      {
        id: "b",
        text: "Une part des sièges égale à sa part des voix",
        isCorrect: false,
        feedback:
          "C’est ce que donnerait la proportionnelle, qui répartit les sièges selon la part des voix de chaque liste, pas le scrutin majoritaire.",
      },
      {
        id: "c",
        text: "Une moitié de siège dans chaque circonscription",
        isCorrect: false,
        feedback:
          "Au scrutin majoritaire, le siège ne se partage pas : le candidat arrivé en tête le remporte entièrement.",
      },
    ],
    explanation:
      "Avec le scrutin majoritaire, le candidat arrivé en tête remporte le siège : une majorité stable se dégage plus facilement, au risque de sous-représenter les petits courants. La proportionnelle répartit les sièges selon la part des voix de chaque liste.",
    source: "vie-publique-modes-de-scrutin",
    slide: 5,
  },
  {
    id: "politique-ve-republique-p5",
    kind: "application",
    question:
      "De 1997 à 2002, la majorité des députés était opposée au Président de la République : c’était une cohabitation. Pendant cette période, qui conduisait la politique intérieure ?",
    options: [
      {
        id: "a",
        text: "Le Gouvernement, issu de la majorité des députés",
        isCorrect: true,
        feedback:
          "Oui : en cohabitation, le Président garde ses pouvoirs propres, mais la politique intérieure est conduite par le Gouvernement, qui doit pouvoir s’appuyer sur l’Assemblée nationale.",
      },
      {
        id: "b",
        text: "Le Président de la République, comme en dehors des cohabitations",
        isCorrect: false,
        feedback:
          "Le Président garde ses pouvoirs propres, mais il ne conduit pas la politique intérieure en cohabitation : c’est le Gouvernement, issu de la majorité des députés, qui la conduit.",
      },
      {
        id: "c",
        text: "Le Sénat, pour arbitrer entre le Président et les députés",
        isCorrect: false,
        feedback:
          "Le Sénat ne joue pas ce rôle d’arbitre : la cohabitation oppose le Président à la majorité de l’Assemblée nationale, et c’est le Gouvernement issu de cette majorité qui conduit la politique intérieure.",
      },
    ],
    explanation:
      "Quand la majorité des députés est opposée au Président, celui-ci nomme en pratique un Premier ministre issu de cette majorité : c’est la cohabitation (1986-1988, 1993-1995, 1997-2002). Le Président garde ses pouvoirs propres, mais la politique intérieure est conduite par le Gouvernement.",
    source: "le-monde-cohabitations-2024",
    slide: 9,
  },
  {
    id: "politique-ve-republique-p6",
    kind: "application",
    question:
      "Une personne est enfermée sans qu’aucune règle de droit ne le permette. Quelle autorité la Constitution charge-t-elle de protéger sa liberté ?",
    options: [
      {
        id: "a",
        text: "L’Assemblée nationale",
        isCorrect: false,
        feedback:
          "L’Assemblée vote la loi et contrôle le Gouvernement ; elle ne juge pas les situations individuelles.",
      },
      {
        id: "b",
        text: "L’autorité judiciaire",
        isCorrect: true,
        feedback:
          "Oui : selon l’article 66, nul ne peut être arbitrairement détenu, et l’autorité judiciaire est « gardienne de la liberté individuelle ».",
      },
      {
        id: "c",
        text: "Le Gouvernement",
        isCorrect: false,
        feedback:
          "Le Gouvernement conduit la politique de la Nation ; la Constitution confie la garde de la liberté individuelle à l’autorité judiciaire.",
      },
    ],
    explanation:
      "Selon l’article 66 de la Constitution, nul ne peut être arbitrairement détenu : l’autorité judiciaire est « gardienne de la liberté individuelle ». Le Président est garant de son indépendance (article 64).",
    source: "constitution-1958",
    slide: 7,
  },
  {
    id: "politique-ve-republique-p7",
    kind: "rappel",
    question: "Laquelle de ces procédures a été créée par la révision constitutionnelle du 23 juillet 2008 ?",
    options: [
      {
        id: "a",
        text: "La dissolution de l’Assemblée nationale",
        isCorrect: false,
        feedback:
          "La dissolution est un pouvoir du Président prévu à l’article 12 ; la révision de 2008 ne l’a pas créée.",
      },
      {
        id: "b",
        text: "La motion de censure",
        isCorrect: false,
        feedback:
          "La motion de censure, prévue aux articles 49 et 50, n’est pas une création de 2008 ; la révision a en revanche limité l’usage du 49.3.",
      },
      {
        id: "c",
        text: "La question prioritaire de constitutionnalité (QPC)",
        isCorrect: true,
        feedback:
          "Oui : la révision de 2008 a créé la QPC, ainsi que le référendum d’initiative partagée, et limité le Président à deux mandats consécutifs.",
      },
    ],
    explanation:
      "La loi constitutionnelle du 23 juillet 2008 a notamment limité le Président à deux mandats consécutifs, limité l’usage de l’article 49.3, créé la question prioritaire de constitutionnalité et le référendum d’initiative partagée, et donné au Parlement la maîtrise d’une partie de son ordre du jour.",
    source: "constitution-1958",
    slide: 10,
  },
];
