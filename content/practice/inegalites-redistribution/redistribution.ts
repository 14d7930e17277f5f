import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Redistribution » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "inegalites-redistribution-p1",
    kind: "application",
    question:
      "Une hausse de salaire fait passer une partie du revenu d’un contribuable dans la tranche supérieure de l’impôt sur le revenu. Tout son revenu est-il alors taxé au taux de cette tranche ?",
    options: [
      {
        id: "a",
        text: "Oui : le taux de la nouvelle tranche s’applique à tout le revenu",
        isCorrect: false,
        feedback: "C’est une idée reçue : chaque taux ne s’applique qu’à la part du revenu située dans sa tranche.",
      },
      {
        id: "b",
        text: "Non : seule la part du revenu située dans cette tranche est taxée à ce taux",
        isCorrect: true,
        feedback:
          "Oui : l’impôt progressif découpe le revenu en tranches ; passer dans une tranche supérieure ne fait pas baisser le revenu après impôt.",
      },
      {
        id: "c",
        text: "Non : le taux ne change qu’à partir de l’année suivante",
        isCorrect: false,
        feedback:
          "Le calendrier n’est pas la question : le taux d’une tranche ne s’applique qu’à la part du revenu qui s’y trouve.",
      },
    ],
    explanation:
      "L’impôt sur le revenu est progressif : le revenu est découpé en tranches taxées à des taux croissants, et chaque taux ne s’applique qu’à la part du revenu située dans sa tranche. Le quotient familial tient compte de la taille du foyer.",
    source: "dgfip-impot-revenu-2024",
    slide: 2,
  },
  {
    id: "inegalites-redistribution-p2",
    kind: "application",
    question:
      "Deux salariés paient la CSG sur leurs revenus d’activité ; l’un gagne deux fois plus que l’autre. Que paie-t-il de CSG ?",
    options: [
      {
        id: "a",
        text: "Deux fois plus en euros, au même taux de 9,2 %",
        isCorrect: true,
        feedback: "Oui : la CSG est proportionnelle. Le taux est le même, le montant suit le revenu.",
      },
      {
        id: "b",
        text: "Plus de deux fois plus, car la CSG est progressive",
        isCorrect: false,
        feedback:
          "La CSG n’est pas progressive : son taux sur les revenus d’activité est de 9,2 % quel que soit le montant.",
      },
      {
        id: "c",
        text: "Le même montant en euros",
        isCorrect: false,
        feedback: "Un même taux appliqué à un revenu double donne un montant double, pas un montant égal.",
      },
    ],
    explanation:
      "La CSG porte sur presque tous les revenus. Sur les revenus d’activité, son taux est de 9,2 %, quel que soit le montant : elle est proportionnelle, non progressive. Qui gagne deux fois plus en paie donc deux fois plus.",
    source: "vie-publique-csg",
    slide: 3,
  },
  {
    id: "inegalites-redistribution-p3",
    kind: "inférence",
    question:
      "Dans le calcul de l’INSEE où l’écart entre les 10 % les plus aisés et les 10 % les plus modestes passe de 19,5 à 5,6, les retraites sont-elles comptées comme de la redistribution ?",
    options: [
      {
        id: "a",
        text: "Oui : ce sont les premières prestations sociales",
        isCorrect: false,
        feedback:
          "Dans ce calcul, retraites et allocations chômage sont comptées avant redistribution, car elles relèvent de l’assurance.",
      },
      {
        id: "b",
        text: "Non : elles sont comptées avant redistribution, parce qu’elles relèvent de l’assurance",
        isCorrect: true,
        feedback:
          "Oui : l’INSEE ne retient que les prélèvements directs, les prestations familiales, de logement, les minima sociaux et la prime d’activité.",
      },
      {
        id: "c",
        text: "Non : elles ne sont comptées nulle part",
        isCorrect: false,
        feedback: "Elles sont comptées, mais dans le revenu avant redistribution, comme les allocations chômage.",
      },
    ],
    explanation:
      "En 2022, avant redistribution, les 10 % les plus aisés ont un niveau de vie moyen 19,5 fois supérieur à celui des 10 % les plus modestes ; après, 5,6 fois. Dans ce calcul, retraites et allocations chômage sont comptées avant redistribution, car elles relèvent de l’assurance.",
    source: "insee-fps-2023-redistribution",
    slide: 8,
  },
  {
    id: "inegalites-redistribution-p4",
    kind: "application",
    question:
      "Selon l’INSEE, en 2019, 90 % des personnes vivant dans un ménage dont la personne de référence a 65 ans ou plus reçoivent plus qu’elles ne versent. Surtout grâce à quoi ?",
    options: [
      {
        id: "a",
        text: "Aux retraites et aux dépenses de santé",
        isCorrect: true,
        feedback: "Oui : la redistribution élargie compte les retraites et les services publics, dont la santé.",
      },
      {
        id: "b",
        text: "Aux allocations familiales",
        isCorrect: false,
        feedback:
          "Les allocations familiales vont aux familles avec enfants ; chez les 65 ans ou plus, ce sont les retraites et la santé qui pèsent.",
      },
      {
        id: "c",
        text: "À la prime d’activité",
        isCorrect: false,
        feedback:
          "La prime d’activité complète les revenus des travailleurs modestes ; ce n’est pas elle qui explique ce chiffre.",
      },
    ],
    explanation:
      "Selon la « redistribution élargie » de l’INSEE, 57 % des personnes reçoivent plus qu’elles ne versent en 2019. L’âge compte beaucoup : 90 % des personnes d’un ménage dont la personne de référence a 65 ans ou plus sont bénéficiaires nettes, surtout grâce aux retraites et aux dépenses de santé.",
    source: "insee-redistribution-elargie-2019",
    slide: 10,
  },
  {
    id: "inegalites-redistribution-p5",
    kind: "inférence",
    question: "Affirmation à juger : « Les foyers qui ne paient pas l’impôt sur le revenu ne paient aucun impôt. »",
    options: [
      {
        id: "a",
        text: "Exact : l’impôt sur le revenu est leur seul prélèvement possible",
        isCorrect: false,
        feedback: "D’autres prélèvements touchent tout le monde : la CSG sur les revenus, la TVA sur les achats.",
      },
      {
        id: "b",
        text: "Inexact : ils paient d’autres prélèvements, comme la CSG sur leurs revenus et la TVA sur leurs achats",
        isCorrect: true,
        feedback:
          "Oui : en 2025, 47 % des foyers ont payé l’impôt sur le revenu, mais les foyers non imposés paient d’autres prélèvements.",
      },
      {
        id: "c",
        text: "Inexact : tous les foyers paient l’impôt sur le revenu",
        isCorrect: false,
        feedback:
          "Seuls 19,6 millions de foyers sur 41,5 millions ont payé l’impôt sur le revenu au titre de 2024, soit 47 %.",
      },
    ],
    explanation:
      "En 2025, 19,6 millions de foyers fiscaux sur 41,5 millions ont payé l’impôt sur le revenu au titre de leurs revenus de 2024, soit 47 %. Les foyers non imposés paient toutefois d’autres prélèvements : la CSG sur leurs revenus, la TVA sur leurs achats.",
    source: "dgfip-impot-revenu-2024",
    slide: 12,
  },
  {
    id: "inegalites-redistribution-p6",
    kind: "application",
    question:
      "En 2024, selon l’INSEE, les dépenses publiques représentent 57,3 % du PIB et les recettes 51,4 %. Quel est l’ordre de grandeur du déficit public ?",
    options: [
      {
        id: "a",
        text: "Environ 6 % du PIB : 5,8 % selon l’INSEE",
        isCorrect: true,
        feedback:
          "Oui : le déficit est l’écart entre dépenses et recettes, environ 6 points de PIB ; l’INSEE le chiffre à 5,8 %.",
      },
      {
        id: "b",
        text: "Environ 51 % du PIB",
        isCorrect: false,
        feedback: "C’est le niveau des recettes ; le déficit est l’écart entre dépenses et recettes.",
      },
      {
        id: "c",
        text: "Aucun : les recettes couvrent les dépenses",
        isCorrect: false,
        feedback: "Les dépenses (57,3 % du PIB) dépassent les recettes (51,4 %) : l’écart est financé par l’emprunt.",
      },
    ],
    explanation:
      "Les dépenses publiques sont financées par les recettes, surtout les impôts et cotisations, et par l’emprunt. En 2024, elles représentent 57,3 % du PIB et les recettes 51,4 % : le déficit public atteint 5,8 % du PIB, après 5,4 % en 2023.",
    source: "insee-finances-publiques-2024",
    slide: 11,
  },
  {
    id: "inegalites-redistribution-p7",
    kind: "inférence",
    question: "Affirmation à juger : « Le taux de prélèvements obligatoires n’a cessé d’augmenter depuis 2022. »",
    options: [
      {
        id: "a",
        text: "Exact, selon l’INSEE",
        isCorrect: false,
        feedback:
          "Les chiffres de l’INSEE montrent une baisse : 45,0 % du PIB en 2022, 43,2 % en 2023, 42,8 % en 2024.",
      },
      {
        id: "b",
        text: "Inexact : il est passé de 45,0 % du PIB en 2022 à 42,8 % en 2024",
        isCorrect: true,
        feedback: "Oui : il a reculé de plus de deux points en deux ans, selon l’INSEE.",
      },
      {
        id: "c",
        text: "Inexact : il est resté exactement le même",
        isCorrect: false,
        feedback: "Il a changé : 45,0 % en 2022, 43,2 % en 2023, 42,8 % en 2024.",
      },
    ],
    explanation:
      "Les prélèvements obligatoires regroupent les impôts et les cotisations sociales obligatoires. Selon l’INSEE, leur taux atteint 45,0 % du PIB en 2022, 43,2 % en 2023 et 42,8 % en 2024 : un recul de plus de deux points en deux ans.",
    source: "insee-finances-publiques-2024",
    slide: 13,
  },
];
