import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Dette et soutenabilité » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "budget-dette-soutenabilite-p1",
    kind: "application",
    question:
      "Fin 2025, la dette publique atteint 115,7 % du PIB selon l’INSEE. De combien de points dépasse-t-elle la valeur de référence européenne ?",
    options: [
      {
        id: "a",
        text: "D’environ 56 points : la référence est de 60 % du PIB",
        isCorrect: true,
        feedback: "Oui : 115,7 moins 60 font 55,7 points, près du double de la référence.",
      },
      {
        id: "b",
        text: "D’environ 113 points : la référence est de 3 % du PIB",
        isCorrect: false,
        feedback: "La référence de 3 % du PIB concerne le déficit, pas la dette, dont la référence est de 60 %.",
      },
      {
        id: "c",
        text: "Elle ne la dépasse pas",
        isCorrect: false,
        feedback: "Une dette de 115,7 % du PIB est près du double de la référence européenne de 60 %.",
      },
    ],
    explanation:
      "Fin 2025, la dette publique au sens de Maastricht atteint 3 460,5 milliards d’euros, soit 115,7 % du PIB, selon l’INSEE : près du double de la valeur de référence européenne, fixée à 60 % du PIB.",
    source: "insee-compte-apu-2025",
    slide: 2,
  },
  {
    id: "budget-dette-soutenabilite-p2",
    kind: "inférence",
    question: "Affirmation à juger : « Depuis 2000, la dette publique a augmenté au même rythme chaque année. »",
    options: [
      {
        id: "a",
        text: "Exact : la hausse est régulière",
        isCorrect: false,
        feedback:
          "Les ordres de grandeur montrent des sauts : d’environ 65 % en 2007 à plus de 80 % en 2010, de près de 100 % en 2019 à environ 115 % en 2020.",
      },
      {
        id: "b",
        text: "Inexact : elle a augmenté par paliers, surtout lors des crises",
        isCorrect: true,
        feedback:
          "Oui : lors des crises, les recettes chutent et l’État soutient l’économie. La crise financière de 2008-2009 et le Covid-19 marquent deux paliers.",
      },
      {
        id: "c",
        text: "Inexact : elle a baissé depuis 2000",
        isCorrect: false,
        feedback: "Elle est passée d’un peu moins de 60 % du PIB en 2000 à environ 115 % en 2020.",
      },
    ],
    explanation:
      "La dette publique a fortement augmenté en vingt-cinq ans, surtout lors des crises : un peu moins de 60 % du PIB en 2000, environ 65 % en 2007, plus de 80 % en 2010, près de 100 % en 2019, environ 115 % en 2020.",
    source: "insee-dette-trimestrielle",
    slide: 3,
  },
  {
    id: "budget-dette-soutenabilite-p3",
    kind: "application",
    question:
      "Les intérêts versés par les administrations publiques atteignent 64,7 milliards d’euros en 2025, après environ 58 milliards en 2024. De combien ont-ils augmenté, environ ?",
    options: [
      {
        id: "a",
        text: "D’environ 7 milliards d’euros",
        isCorrect: true,
        feedback: "Oui : 64,7 moins environ 58, soit près de 7 milliards de plus en un an.",
      },
      {
        id: "b",
        text: "D’environ 64,7 milliards d’euros",
        isCorrect: false,
        feedback: "Le chiffre de 64,7 milliards est le total des intérêts de 2025, pas leur hausse par rapport à 2024.",
      },
      {
        id: "c",
        text: "Ils ont baissé",
        isCorrect: false,
        feedback: "Ils ont augmenté : les taux ont remonté à partir de 2022 et la dette a continué de grossir.",
      },
    ],
    explanation:
      "Après une période de taux très bas, les taux d’intérêt ont remonté à partir de 2022, et la dette a continué de grossir. En 2025, les intérêts versés atteignent 64,7 milliards d’euros, soit 2,2 % du PIB, après environ 58 milliards en 2024 selon l’INSEE.",
    source: "insee-premiers-resultats-2025",
    slide: 5,
  },
  {
    id: "budget-dette-soutenabilite-p4",
    kind: "inférence",
    question:
      "En 2025, le déficit public est de 5,1 % du PIB et les intérêts de la dette de 2,2 %. Que dire du solde primaire, c’est-à-dire du solde hors intérêts ?",
    options: [
      {
        id: "a",
        text: "Il est déficitaire, d’environ 2,9 % du PIB",
        isCorrect: true,
        feedback:
          "Oui : même sans les intérêts, les dépenses dépassent les recettes ; la France reste en déficit primaire.",
      },
      {
        id: "b",
        text: "Il est excédentaire, puisque les intérêts expliquent tout le déficit",
        isCorrect: false,
        feedback:
          "Les intérêts (2,2 % du PIB) n’expliquent qu’une partie du déficit (5,1 %) : le solde primaire reste négatif.",
      },
      {
        id: "c",
        text: "Il est égal au déficit, car les intérêts n’en font pas partie",
        isCorrect: false,
        feedback: "Les intérêts font partie des dépenses publiques ; le solde primaire les retire justement du calcul.",
      },
    ],
    explanation:
      "Le solde primaire est le solde public hors intérêts. En 2025, le déficit (5,1 % du PIB) dépasse les intérêts (2,2 %) : la France reste en déficit primaire, d’environ 2,9 % du PIB.",
    source: "insee-compte-apu-2025",
    slide: 6,
  },
  {
    id: "budget-dette-soutenabilite-p5",
    kind: "application",
    question:
      "L’écart entre les taux d’emprunt à 10 ans de la France et de l’Allemagne s’élargit. Qu’est-ce que cela signifie ?",
    options: [
      {
        id: "a",
        text: "Que la France paie plus cher pour emprunter, par rapport à l’Allemagne",
        isCorrect: true,
        feedback:
          "Oui : plus cet écart (« spread ») est large, plus la France paie cher pour emprunter par rapport à l’Allemagne.",
      },
      {
        id: "b",
        text: "Que la France emprunte moins cher que l’Allemagne",
        isCorrect: false,
        feedback:
          "Un écart qui s’élargit, au-dessus du taux allemand, signifie un coût d’emprunt relatif plus élevé pour la France.",
      },
      {
        id: "c",
        text: "Que la note de la France a été relevée",
        isCorrect: false,
        feedback:
          "Un écart qui s’élargit ne traduit pas une note relevée : il signifie que la France paie plus cher pour emprunter que l’Allemagne. En septembre 2025, Fitch a d’ailleurs abaissé sa note.",
      },
    ],
    explanation:
      "Les marchés suivent l’écart (« spread ») entre les taux à 10 ans français et allemand : plus il est large, plus la France paie cher pour emprunter par rapport à l’Allemagne. Les agences de notation évaluent, elles, le risque de non-remboursement.",
    source: "fitch-france-2025",
    slide: 9,
  },
  {
    id: "budget-dette-soutenabilite-p6",
    kind: "rappel",
    question:
      "En septembre 2025, quelle décision l’agence Fitch a-t-elle prise sur la note de la France, et pourquoi ?",
    options: [
      {
        id: "a",
        text: "Elle l’a abaissée de AA- à A+, en invoquant la fragmentation politique",
        isCorrect: true,
        feedback: "Oui : Fitch a invoqué la fragmentation politique pour abaisser la note de la France.",
      },
      {
        id: "b",
        text: "Elle l’a relevée à AAA, en raison de la baisse du déficit",
        isCorrect: false,
        feedback: "La note a été abaissée, pas relevée : de AA- à A+.",
      },
      {
        id: "c",
        text: "Elle l’a maintenue sans changement",
        isCorrect: false,
        feedback: "Fitch a changé la note en septembre 2025 : de AA- à A+.",
      },
    ],
    explanation:
      "Les agences de notation évaluent le risque qu’un emprunteur ne rembourse pas. En septembre 2025, Fitch a abaissé la note de la France de AA- à A+, en invoquant la fragmentation politique.",
    source: "fitch-france-2025",
    slide: 9,
  },
  {
    id: "budget-dette-soutenabilite-p7",
    kind: "rappel",
    question:
      "Selon la Cour des comptes (février 2026), quel effort faudrait-il pour ramener durablement le déficit sous 3 % du PIB ?",
    options: [
      {
        id: "a",
        text: "De l’ordre de 80 milliards d’euros",
        isCorrect: true,
        feedback: "Oui : pour la Cour, la baisse du déficit en 2025 n’est qu’une « toute première marche ».",
      },
      {
        id: "b",
        text: "Aucun : la baisse de 2025 suffit à stabiliser la dette",
        isCorrect: false,
        feedback: "La Cour juge au contraire que la baisse de 2025 ne permet pas de stabiliser la dette.",
      },
      {
        id: "c",
        text: "De l’ordre de 800 milliards d’euros",
        isCorrect: false,
        feedback: "C’est dix fois trop : la Cour chiffre l’effort à l’ordre de 80 milliards d’euros.",
      },
    ],
    explanation:
      "Dans son rapport de février 2026, la Cour des comptes juge que la baisse du déficit en 2025 n’est qu’une « toute première marche », qui ne permet pas de stabiliser la dette. L’effort nécessaire pour ramener durablement le déficit sous 3 % du PIB est de l’ordre de 80 milliards d’euros.",
    source: "ccomptes-finances-publiques-debut-2026",
    slide: 7,
  },
];
