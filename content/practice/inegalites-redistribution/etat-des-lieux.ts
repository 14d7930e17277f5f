import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « État des lieux » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "inegalites-etat-des-lieux-p1",
    kind: "application",
    question:
      "Une mère salariée vit avec son fils étudiant, qui n’a presque pas de revenus. Au sens de l’INSEE, leurs niveaux de vie sont :",
    options: [
      {
        id: "a",
        text: "les mêmes, puisqu’ils vivent dans le même ménage",
        isCorrect: true,
        feedback:
          "Oui : le niveau de vie est le revenu disponible du ménage divisé par ses unités de consommation ; tous ses membres ont le même.",
      },
      {
        id: "b",
        text: "très différents : celui du fils est presque nul",
        isCorrect: false,
        feedback:
          "Le niveau de vie ne se calcule pas personne par personne, mais pour tout le ménage : le fils partage celui de sa mère.",
      },
      {
        id: "c",
        text: "impossibles à calculer, car un étudiant n’a pas de niveau de vie",
        isCorrect: false,
        feedback: "Chaque membre d’un ménage a un niveau de vie, celui du ménage, étudiant compris.",
      },
    ],
    explanation:
      "Le niveau de vie est le revenu disponible d’un ménage (après impôts et prestations) divisé par son nombre d’unités de consommation. Tous les membres d’un même ménage ont le même niveau de vie.",
    source: "insee-niveau-vie-pauvrete-2023",
    slide: 1,
  },
  {
    id: "inegalites-etat-des-lieux-p2",
    kind: "application",
    question:
      "En 2023, une personne seule vit en métropole avec 1 200 euros par mois de niveau de vie. Est-elle pauvre au sens de l’INSEE ?",
    options: [
      {
        id: "a",
        text: "Oui : le seuil de pauvreté d’une personne seule est de 1 288 euros par mois en 2023",
        isCorrect: true,
        feedback: "Oui : 1 200 euros est sous le seuil de 1 288 euros, fixé à 60 % du niveau de vie médian.",
      },
      {
        id: "b",
        text: "Non : le seuil est la moitié du SMIC",
        isCorrect: false,
        feedback:
          "Le seuil de l’INSEE ne dépend pas du SMIC : il vaut 60 % du niveau de vie médian, soit 1 288 euros en 2023.",
      },
      {
        id: "c",
        text: "Non : on n’est pauvre qu’à moins de 600 euros par mois",
        isCorrect: false,
        feedback: "Le seuil de l’INSEE est bien plus haut : 1 288 euros par mois pour une personne seule en 2023.",
      },
    ],
    explanation:
      "Au sens de l’INSEE, une personne est pauvre si son niveau de vie est inférieur à 60 % du niveau de vie médian : 1 288 euros par mois pour une personne seule en 2023. Cette année-là, 15,4 % de la population vit sous ce seuil.",
    source: "insee-niveau-vie-pauvrete-2023",
    slide: 6,
  },
  {
    id: "inegalites-etat-des-lieux-p3",
    kind: "inférence",
    question:
      "Si tous les niveaux de vie doublaient d’un coup, sans rien changer aux écarts, que deviendrait le taux de pauvreté monétaire mesuré par l’INSEE ?",
    options: [
      {
        id: "a",
        text: "Il tomberait à zéro",
        isCorrect: false,
        feedback: "Le seuil doublerait avec le niveau de vie médian : les mêmes personnes resteraient en dessous.",
      },
      {
        id: "b",
        text: "Il ne changerait pas, car la pauvreté mesurée est relative au niveau de vie médian",
        isCorrect: true,
        feedback:
          "Oui : la pauvreté de l’INSEE dépend du niveau de vie médian, pas d’un panier de biens ; elle mesure une position relative.",
      },
      {
        id: "c",
        text: "Il doublerait",
        isCorrect: false,
        feedback:
          "Rien ne ferait passer plus de personnes sous le seuil : le seuil et les niveaux de vie doubleraient ensemble.",
      },
    ],
    explanation:
      "La pauvreté mesurée par l’INSEE est relative : le seuil vaut 60 % du niveau de vie médian. Si tous les niveaux de vie doublaient, le seuil doublerait aussi, et la part de la population en dessous resterait la même.",
    source: "insee-niveau-vie-pauvrete-2023",
    slide: 13,
  },
  {
    id: "inegalites-etat-des-lieux-p4",
    kind: "application",
    question:
      "En 2022, les 10 % les plus aisés perçoivent 24,4 % de la somme des niveaux de vie, et les 40 % les plus modestes 22,4 %. Qu’en lire ?",
    options: [
      {
        id: "a",
        text: "Les 10 % du haut reçoivent un peu plus que les 40 % du bas réunis",
        isCorrect: true,
        feedback: "Oui : 24,4 % contre 22,4 %. C’est ce que résume l’indice de Palma, de 1,09 en 2022.",
      },
      {
        id: "b",
        text: "Les 40 % du bas reçoivent quatre fois plus que les 10 % du haut",
        isCorrect: false,
        feedback:
          "C’est l’inverse : les 40 % du bas réunis reçoivent un peu moins (22,4 %) que les 10 % du haut (24,4 %).",
      },
      {
        id: "c",
        text: "Les deux groupes ont le même niveau de vie moyen",
        isCorrect: false,
        feedback:
          "Des parts voisines pour des groupes de tailles très différentes (10 % et 40 %) signifient des niveaux de vie moyens très différents.",
      },
    ],
    explanation:
      "En 2022, les 10 % les plus aisés perçoivent 24,4 % de la somme des niveaux de vie, les 40 % les plus modestes 22,4 % : les premiers reçoivent un peu plus que les seconds réunis. C’est ce que mesure l’indice de Palma, de 1,09.",
    source: "insee-indicateurs-inegalites",
    slide: 4,
  },
  {
    id: "inegalites-etat-des-lieux-p5",
    kind: "inférence",
    question:
      "Dans le privé en 2022, l’écart de revenu salarial entre femmes et hommes est de 23,5 %, de 14,9 % à temps de travail identique et de 4,0 % à poste comparable. Que montre cette baisse d’un chiffre à l’autre ?",
    options: [
      {
        id: "a",
        text: "Que l’essentiel de l’écart vient du temps de travail et du fait que femmes et hommes n’occupent pas les mêmes emplois",
        isCorrect: true,
        feedback:
          "Oui : chaque comparaison retire une cause. Selon l’INSEE, l’écart s’explique surtout par des emplois différents.",
      },
      {
        id: "b",
        text: "Que l’écart n’existe pas vraiment",
        isCorrect: false,
        feedback:
          "L’écart existe : 23,5 % de revenu salarial en moyenne. Les autres chiffres en décomposent les causes, ils ne l’effacent pas.",
      },
      {
        id: "c",
        text: "Que les femmes sont payées 23,5 % de moins pour le même poste",
        isCorrect: false,
        feedback: "À poste comparable (même profession, même employeur), l’écart est de 4,0 %, pas de 23,5 %.",
      },
    ],
    explanation:
      "En 2022, le revenu salarial moyen des femmes est inférieur de 23,5 % à celui des hommes dans le privé. À temps de travail identique, l’écart est de 14,9 % ; à poste comparable, de 4,0 %. Selon l’INSEE, il s’explique surtout par le fait que femmes et hommes n’occupent pas les mêmes emplois.",
    source: "insee-ecart-salaire-2022",
    slide: 10,
  },
  {
    id: "inegalites-etat-des-lieux-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « D’après le rapport D9/D1, les inégalités de niveau de vie en France n’ont jamais été aussi fortes qu’aujourd’hui. »",
    options: [
      {
        id: "a",
        text: "Exact : le rapport ne cesse de monter depuis 1970",
        isCorrect: false,
        feedback:
          "Selon l’Observatoire des inégalités, le rapport a nettement baissé dans les années 1970, puis oscille depuis les années 1980.",
      },
      {
        id: "b",
        text: "Inexact : il était de 4,6 en 1970, puis oscille autour de 3,45 depuis le milieu des années 1980",
        isCorrect: true,
        feedback: "Oui : un net recul dans les années 1970, puis une relative stabilité, avec un pic en 2011-2012.",
      },
      {
        id: "c",
        text: "Inexact : il est tombé à 1, l’égalité parfaite",
        isCorrect: false,
        feedback:
          "Un rapport D9/D1 de 1 voudrait dire que le haut et le bas de l’échelle se confondent ; il oscille autour de 3,45.",
      },
    ],
    explanation:
      "Selon l’Observatoire des inégalités, qui exploite les séries de l’INSEE, les inégalités de niveau de vie ont nettement reculé dans les années 1970 : le rapport D9/D1 était de 4,6 en 1970 et de 3,45 en 1984. Depuis, il oscille autour de cette valeur, avec un pic en 2011-2012.",
    source: "observatoire-evolution-inegalites",
    slide: 5,
  },
  {
    id: "inegalites-etat-des-lieux-p7",
    kind: "application",
    question:
      "Pourquoi un ménage dont la personne de référence a 60 ans a-t-il en général plus de patrimoine qu’un ménage de 30 ans ?",
    options: [
      {
        id: "a",
        text: "Parce que le patrimoine est un stock, qui s’accumule au fil de la vie",
        isCorrect: true,
        feedback:
          "Oui : selon l’INSEE, le patrimoine brut moyen augmente jusque vers 60 ans, se stabilise, puis diminue à partir de 75 ans.",
      },
      {
        id: "b",
        text: "Parce que le patrimoine se mesure après les dettes, que seuls les jeunes ont",
        isCorrect: false,
        feedback:
          "Les dettes ne sont pas réservées aux jeunes, et le patrimoine brut, celui que mesure ici l’INSEE, ne les retire pas : c’est l’accumulation au fil de la vie qui explique l’écart.",
      },
      {
        id: "c",
        text: "Parce que le patrimoine augmente sans cesse avec l’âge, jusqu’au bout",
        isCorrect: false,
        feedback: "Le patrimoine brut moyen se stabilise après 60 ans, puis diminue à partir de 75 ans.",
      },
    ],
    explanation:
      "Le patrimoine est un stock : il s’accumule au fil de la vie. Selon l’INSEE, en 2024, le patrimoine brut moyen augmente jusque vers 60 ans, se stabilise, puis diminue à partir de 75 ans ; pour la moitié des ménages, l’immobilier en représente l’essentiel.",
    source: "insee-patrimoine-2024",
    slide: 9,
  },
];
