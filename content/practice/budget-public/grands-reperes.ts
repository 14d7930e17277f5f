import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Grands repères » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "budget-grands-reperes-p1",
    kind: "inférence",
    question:
      "Affirmation à juger : « Les dépenses publiques valent environ 57 % du PIB : l’État consomme donc 57 % de la richesse produite. »",
    options: [
      {
        id: "a",
        text: "Exact : c’est le sens de ce ratio",
        isCorrect: false,
        feedback:
          "Le ratio compare des dépenses au PIB ; une grande partie de ces dépenses est reversée aux ménages, qui la dépensent eux-mêmes.",
      },
      {
        id: "b",
        text: "Inexact : une grande partie est reversée aux ménages (retraites, remboursements de soins, allocations)",
        isCorrect: true,
        feedback:
          "Oui : selon l’INSEE, ce ratio ne signifie pas que l’État « consomme » 57 % de la richesse ; il englobe aussi la Sécurité sociale et les collectivités.",
      },
      {
        id: "c",
        text: "Inexact : les dépenses publiques ne représentent que 5 % du PIB",
        isCorrect: false,
        feedback: "Le chiffre de l’INSEE est bien d’environ 57 % du PIB en 2025, plus de 1 700 milliards d’euros.",
      },
    ],
    explanation:
      "En 2025, selon l’INSEE, les dépenses de l’ensemble des administrations publiques représentent environ 57 % du PIB, plus de 1 700 milliards d’euros. Ce ratio ne signifie pas que l’État « consomme » 57 % de la richesse : une grande partie est reversée aux ménages.",
    source: "insee-compte-apu-2025",
    slide: 2,
  },
  {
    id: "budget-grands-reperes-p2",
    kind: "application",
    question: "Sur 100 euros de dépense publique en 2024, combien vont environ à l’enseignement ?",
    options: [
      {
        id: "a",
        text: "Près de 10 euros",
        isCorrect: true,
        feedback: "Oui : l’enseignement représente près de 1 euro sur 10 de dépense publique, selon l’INSEE.",
      },
      {
        id: "b",
        text: "Environ 40 euros",
        isCorrect: false,
        feedback:
          "Environ 4 euros sur 10 vont à la protection sociale (retraites, famille, chômage…), pas à l’enseignement.",
      },
      {
        id: "c",
        text: "Environ 15 euros",
        isCorrect: false,
        feedback: "Environ 1,5 euro sur 10 va à la santé ; l’enseignement pèse un peu moins, près de 1 euro sur 10.",
      },
    ],
    explanation:
      "Selon la nomenclature internationale COFOG, en 2024 : la protection sociale représente environ 4 euros sur 10 de dépense publique, la santé environ 1,5 euro, l’enseignement près de 1 euro ; le reste va aux services généraux, aux affaires économiques, à la défense, à la sécurité…",
    source: "insee-depenses-fonction-2024",
    slide: 3,
  },
  {
    id: "budget-grands-reperes-p3",
    kind: "application",
    question:
      "En 2025, le déficit public atteint 5,1 % du PIB selon l’INSEE. De combien de points faudrait-il le réduire pour revenir à la valeur de référence européenne ?",
    options: [
      {
        id: "a",
        text: "De 2,1 points de PIB",
        isCorrect: true,
        feedback: "Oui : la référence est de 3 % du PIB, et 5,1 moins 3 font 2,1 points.",
      },
      {
        id: "b",
        text: "De 5,1 points : il faudrait supprimer tout déficit",
        isCorrect: false,
        feedback: "La référence européenne n’est pas l’équilibre : c’est un déficit de 3 % du PIB au plus.",
      },
      {
        id: "c",
        text: "De 55 points, pour revenir à 60 %",
        isCorrect: false,
        feedback: "La référence de 60 % du PIB concerne la dette publique ; celle du déficit est de 3 %.",
      },
    ],
    explanation:
      "Le déficit public atteint 5,1 % du PIB en 2025, soit environ 152 milliards d’euros. Le traité de Maastricht et le pacte de stabilité fixent deux références : 3 % du PIB pour le déficit et 60 % pour la dette. Il manque donc 2,1 points de PIB.",
    source: "insee-compte-apu-2025",
    slide: 5,
  },
  {
    id: "budget-grands-reperes-p4",
    kind: "inférence",
    question:
      "En 2025, les prélèvements obligatoires représentent 43,6 % du PIB et les dépenses publiques environ 57 %. Comment le reste des dépenses est-il financé ?",
    options: [
      {
        id: "a",
        text: "Par d’autres recettes et par l’emprunt",
        isCorrect: true,
        feedback:
          "Oui : les prélèvements financent l’essentiel de la dépense publique ; le reste vient d’autres recettes et de l’emprunt.",
      },
      {
        id: "b",
        text: "Par la TVA, qui ne fait pas partie des prélèvements obligatoires",
        isCorrect: false,
        feedback:
          "La TVA fait partie des prélèvements obligatoires, avec l’impôt sur le revenu, la CSG et les cotisations sociales.",
      },
      {
        id: "c",
        text: "Il n’y a pas de reste : les prélèvements couvrent toutes les dépenses",
        isCorrect: false,
        feedback:
          "Des prélèvements de 43,6 % du PIB ne couvrent pas des dépenses d’environ 57 % : l’écart est comblé par d’autres recettes et par l’emprunt.",
      },
    ],
    explanation:
      "Les prélèvements obligatoires, impôts et cotisations sociales, représentent 43,6 % du PIB en 2025 selon l’INSEE. Ils financent l’essentiel de la dépense publique ; le reste vient d’autres recettes et de l’emprunt.",
    source: "insee-compte-apu-2025",
    slide: 4,
  },
  {
    id: "budget-grands-reperes-p5",
    kind: "rappel",
    question:
      "En janvier 2025, à quelle échéance le Conseil de l’Union européenne a-t-il recommandé à la France de ramener son déficit sous 3 % du PIB ?",
    options: [
      {
        id: "a",
        text: "Dès 2025",
        isCorrect: false,
        feedback: "Le Conseil a retenu une échéance plus lointaine : au plus tard en 2029.",
      },
      {
        id: "b",
        text: "Au plus tard en 2029",
        isCorrect: true,
        feedback:
          "Oui : c’est l’échéance retenue aussi dans le plan du gouvernement, après l’ouverture d’une procédure pour déficit excessif en juillet 2024.",
      },
      {
        id: "c",
        text: "Aucune : les règles européennes ont été supprimées en 2024",
        isCorrect: false,
        feedback: "Les règles ont été réformées en 2024, pas supprimées : chaque pays présente un plan à moyen terme.",
      },
    ],
    explanation:
      "En juillet 2024, le Conseil de l’Union européenne a ouvert une procédure pour déficit excessif à l’encontre de la France. En janvier 2025, il lui a recommandé de ramener son déficit sous 3 % du PIB au plus tard en 2029, l’échéance retenue dans le plan du gouvernement.",
    source: "conseil-ue-recommandations-2025",
    slide: 6,
  },
  {
    id: "budget-grands-reperes-p6",
    kind: "application",
    question:
      "Un député dépose un amendement au budget qui crée une nouvelle dépense publique. Que prévoit la Constitution ?",
    options: [
      {
        id: "a",
        text: "Rien ne l’en empêche, s’il obtient une majorité",
        isCorrect: false,
        feedback:
          "L’article 40 limite le droit d’amendement des parlementaires en matière de finances, quelle que soit la majorité.",
      },
      {
        id: "b",
        text: "L’article 40 interdit qu’un amendement parlementaire crée ou aggrave une charge publique",
        isCorrect: true,
        feedback:
          "Oui : un amendement parlementaire ne peut ni réduire les ressources publiques, ni créer ou aggraver une charge publique.",
      },
      {
        id: "c",
        text: "L’amendement est adopté d’office par ordonnance",
        isCorrect: false,
        feedback:
          "Les ordonnances de l’article 47 concernent un projet de loi de finances non voté dans les délais, pas un amendement.",
      },
    ],
    explanation:
      "Selon l’article 40 de la Constitution, un amendement parlementaire ne peut ni réduire les ressources publiques, ni créer ou aggraver une charge publique. Les articles 47 et 47-1 encadrent les délais d’examen du PLF (70 jours) et du PLFSS (50 jours).",
    source: "constitution-1958",
    slide: 7,
  },
  {
    id: "budget-grands-reperes-p7",
    kind: "application",
    question:
      "Au 1er janvier, aucune loi de finances n’a été adoptée. Comment l’État peut-il continuer à percevoir les impôts ?",
    options: [
      {
        id: "a",
        text: "Il ne le peut pas : les impôts sont suspendus jusqu’au vote",
        isCorrect: false,
        feedback:
          "Les impôts ne sont pas suspendus faute de budget : une loi spéciale permet de continuer à les percevoir, comme jusqu’à la loi de finances du 14 février 2025.",
      },
      {
        id: "b",
        text: "Par une « loi spéciale », comme après la censure du gouvernement Barnier",
        isCorrect: true,
        feedback:
          "Oui : une loi spéciale a permis de percevoir les impôts jusqu’à la loi de finances du 14 février 2025.",
      },
      {
        id: "c",
        text: "En appliquant le budget de l’Union européenne",
        isCorrect: false,
        feedback:
          "Le budget de l’Union européenne ne remplace pas celui de l’État : c’est une loi spéciale qui a pris le relais.",
      },
    ],
    explanation:
      "Le 4 décembre 2024, une motion de censure a renversé le gouvernement Barnier. Une « loi spéciale » a permis de continuer à percevoir les impôts jusqu’à la loi de finances du 14 février 2025.",
    source: "loi-finances-2025",
    slide: 8,
  },
];
