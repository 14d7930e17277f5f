import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Objectifs climatiques et réchauffement » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "climat-objectifs-p1",
    kind: "inférence",
    question:
      "Début 2020, selon le GIEC, il restait environ 500 Gt de CO₂ à émettre pour une chance sur deux de rester sous 1,5 °C ; le monde en émettait plus de 40 Gt en 2019. À ce rythme, ce budget durerait :",
    options: [
      {
        id: "a",
        text: "Au plus une douzaine d’années",
        isCorrect: true,
        feedback: "Oui : 500 divisé par plus de 40 donne moins de 12,5 ans, si les émissions restent à ce niveau.",
      },
      {
        id: "b",
        text: "Environ un demi-siècle",
        isCorrect: false,
        feedback:
          "Il faudrait des émissions d’environ 10 Gt par an pour que 500 Gt durent cinquante ans ; le monde en émettait plus de 40 en 2019.",
      },
      {
        id: "c",
        text: "Indéfiniment, puisque ce budget se renouvelle chaque année",
        isCorrect: false,
        feedback:
          "Le budget carbone est un total : le réchauffement croît en proportion du CO₂ émis au total, et chaque tonne émise l’entame.",
      },
    ],
    explanation:
      "Le réchauffement croît à peu près en proportion du CO₂ émis au total. Début 2020, il restait environ 500 Gt pour une chance sur deux de rester sous 1,5 °C ; avec plus de 40 Gt émises en 2019, ce budget serait épuisé en une douzaine d’années au plus à rythme constant.",
    source: "giec-ar6-gt1",
    slide: 5,
  },
  {
    id: "climat-objectifs-p2",
    kind: "rappel",
    question:
      "Selon l’accord de Paris, à quel rythme chaque pays doit-il actualiser sa contribution déterminée au niveau national (CDN) ?",
    options: [
      {
        id: "a",
        text: "Chaque année",
        isCorrect: false,
        feedback: "L’accord prévoit une actualisation tous les cinq ans, pas chaque année.",
      },
      {
        id: "b",
        text: "Tous les cinq ans, en progressant à chaque fois",
        isCorrect: true,
        feedback:
          "Oui : chaque pays fixe ses engagements et les relève tous les cinq ans ; un bilan mondial fait le point au même rythme.",
      },
      {
        id: "c",
        text: "Jamais : elle est fixée une fois pour toutes en 2015",
        isCorrect: false,
        feedback: "Les CDN doivent être actualisées tous les cinq ans, en progressant à chaque fois.",
      },
    ],
    explanation:
      "Dans l’accord de Paris, chaque pays fixe ses propres engagements, les CDN, et doit les actualiser tous les cinq ans en progressant à chaque fois. Un bilan mondial fait le point tous les cinq ans ; le premier a eu lieu en 2023.",
    source: "accord-de-paris",
    slide: 1,
  },
  {
    id: "climat-objectifs-p3",
    kind: "application",
    question:
      "En 2023, les émissions nettes de l’UE étaient inférieures d’environ 36 % à celles de 1990. Combien de points de baisse manque-t-il pour atteindre l’objectif de 2030 ?",
    options: [
      {
        id: "a",
        text: "Environ 19 points",
        isCorrect: true,
        feedback: "Oui : l’objectif est d’au moins −55 % en 2030 ; de −36 % à −55 %, il reste environ 19 points.",
      },
      {
        id: "b",
        text: "Aucun : l’objectif est déjà atteint",
        isCorrect: false,
        feedback: "L’objectif de 2030 est d’au moins −55 % par rapport à 1990 : −36 % en 2023 n’y est pas encore.",
      },
      {
        id: "c",
        text: "Environ 54 points",
        isCorrect: false,
        feedback: "C’est l’écart avec l’objectif de 2040 (−90 %), pas avec celui de 2030 (au moins −55 %).",
      },
    ],
    explanation:
      "La loi européenne sur le climat fixe au moins −55 % d’émissions nettes en 2030 par rapport à 1990, −90 % en 2040 et la neutralité en 2050. En 2023, les émissions nettes étaient inférieures d’environ 36 % à celles de 1990 : il reste environ 19 points pour 2030.",
    source: "eurlex-loi-climat-2026",
    slide: 6,
  },
  {
    id: "climat-objectifs-p4",
    kind: "inférence",
    question:
      "Les émissions brutes de la France ont baissé de 1,8 % en 2024, alors que l’objectif 2030 du projet de SNBC 3 suppose environ 5 % de baisse par an. Qu’en conclure ?",
    options: [
      {
        id: "a",
        text: "Que la France est en avance sur sa trajectoire",
        isCorrect: false,
        feedback: "C’est l’inverse : 1,8 % de baisse est bien moins que les 5 % par an que suppose l’objectif.",
      },
      {
        id: "b",
        text: "Que le rythme de 2024 est environ trois fois trop lent pour l’objectif 2030",
        isCorrect: true,
        feedback: "Oui : 1,8 % contre environ 5 % par an. La baisse a ralenti après les −6,8 % de 2023.",
      },
      {
        id: "c",
        text: "Que les émissions françaises ont augmenté en 2024",
        isCorrect: false,
        feedback: "Elles ont baissé, de 1,8 % : c’est le rythme de la baisse qui est insuffisant, pas son sens.",
      },
    ],
    explanation:
      "Selon le Citepa, les émissions brutes de la France ont baissé de 6,8 % en 2023, puis de 1,8 % seulement en 2024. L’objectif 2030 du projet de SNBC 3 suppose environ 5 % de baisse par an : le rythme de 2024 en est loin.",
    source: "citepa-barometre-2025",
    slide: 8,
  },
  {
    id: "climat-objectifs-p5",
    kind: "inférence",
    question: "Affirmation à juger : « Depuis 1990, la France a divisé par deux ses émissions territoriales. »",
    options: [
      {
        id: "a",
        text: "Exact : elles ont baissé de moitié",
        isCorrect: false,
        feedback: "La baisse était de 31 % en 2023 par rapport à 1990 : loin d’une division par deux.",
      },
      {
        id: "b",
        text: "Inexact : elles avaient baissé de 31 % en 2023, à 376 millions de tonnes équivalent CO₂",
        isCorrect: true,
        feedback:
          "Oui : −31 % par rapport à 1990, selon le ministère de la Transition écologique. Une baisse réelle, mais loin d’une division par deux.",
      },
      {
        id: "c",
        text: "Inexact : elles ont augmenté depuis 1990",
        isCorrect: false,
        feedback: "Elles ont baissé : 376 millions de tonnes équivalent CO₂ en 2023, 31 % de moins qu’en 1990.",
      },
    ],
    explanation:
      "Les émissions territoriales de la France atteignaient 376 millions de tonnes équivalent CO₂ en 2023, 31 % de moins qu’en 1990, selon le ministère de la Transition écologique : une baisse réelle, mais loin d’une division par deux.",
    source: "chiffres-cles-climat-2025",
    slide: 8,
  },
  {
    id: "climat-objectifs-p6",
    kind: "inférence",
    question:
      "Selon le GIEC, les 10 % de ménages les plus émetteurs produisent 34 à 45 % des émissions liées à la consommation des ménages. Qu’en lire ?",
    options: [
      {
        id: "a",
        text: "Qu’ils émettent une part des émissions trois à quatre fois et demie plus grande que leur part des ménages",
        isCorrect: true,
        feedback:
          "Oui : 10 % des ménages, 34 à 45 % des émissions liées à la consommation. Cette concentration nourrit le débat sur l’équité.",
      },
      {
        id: "b",
        text: "Qu’ils émettent 10 % des émissions, comme les autres",
        isCorrect: false,
        feedback:
          "Si les émissions étaient également réparties, 10 % des ménages en produiraient 10 % ; ils en produisent 34 à 45 %.",
      },
      {
        id: "c",
        text: "Qu’ils produisent la totalité des émissions des pays riches",
        isCorrect: false,
        feedback:
          "Le chiffre porte sur les émissions liées à la consommation des ménages, et il n’en donne que 34 à 45 %, pas la totalité.",
      },
    ],
    explanation:
      "Selon le GIEC, les 10 % de ménages les plus émetteurs produisent 34 à 45 % des émissions liées à la consommation des ménages : une part bien plus grande que leur poids. La question de l’équité traverse le débat, entre pays comme entre ménages.",
    source: "giec-ar6-gt3",
    slide: 10,
  },
  {
    id: "climat-objectifs-p7",
    kind: "application",
    question:
      "La France vise la neutralité carbone en 2050. Cela veut-il dire qu’elle n’émettra plus aucun gaz à effet de serre ?",
    options: [
      {
        id: "a",
        text: "Oui : neutralité veut dire zéro émission",
        isCorrect: false,
        feedback:
          "La neutralité n’est pas le zéro émission : les émissions restantes doivent être absorbées par les forêts et les sols.",
      },
      {
        id: "b",
        text: "Non : les émissions doivent être divisées par plus de six par rapport à 1990, le reste étant absorbé par les forêts et les sols",
        isCorrect: true,
        feedback: "Oui : c’est ce que fixe la loi énergie-climat du 8 novembre 2019.",
      },
      {
        id: "c",
        text: "Non : la France pourra émettre autant qu’en 1990 en achetant des crédits",
        isCorrect: false,
        feedback:
          "La loi prévoit une division des émissions par plus de six par rapport à 1990, pas un maintien à leur niveau.",
      },
    ],
    explanation:
      "La loi énergie-climat du 8 novembre 2019 fixe la neutralité carbone en 2050 : les émissions doivent être divisées par plus de six par rapport à 1990, le reste étant absorbé par les forêts et les sols. La stratégie nationale bas-carbone trace la trajectoire.",
    source: "loi-energie-climat-2019",
    slide: 7,
  },
];
