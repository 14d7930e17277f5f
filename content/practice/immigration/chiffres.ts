import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Chiffres » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "immigration-chiffres-p1",
    kind: "inférence",
    question:
      "Affirmation à juger : « Environ 434 000 immigrés sont arrivés en 2024, donc la France compte 434 000 immigrés de plus qu’en 2023. »",
    options: [
      {
        id: "a",
        text: "Exact : chaque arrivée s’ajoute au nombre d’immigrés",
        isCorrect: false,
        feedback:
          "C’est additionner un flux à un stock sans rien retrancher : chaque année, d’autres immigrés repartent ou décèdent.",
      },
      {
        id: "b",
        text: "Inexact : les arrivées sont un flux, et d’autres immigrés repartent ou décèdent",
        isCorrect: true,
        feedback:
          "Oui : flux et stocks ne s’additionnent pas simplement. Le stock change des arrivées moins les départs et les décès.",
      },
      {
        id: "c",
        text: "Inexact : les 434 000 arrivées comptent aussi les touristes",
        isCorrect: false,
        feedback:
          "Rien de tel dans la source : le chiffre de l’INSEE porte sur des immigrés arrivés en France. L’erreur est ailleurs, dans la confusion entre flux et stock.",
      },
    ],
    explanation:
      "Un flux (les arrivées d’une année) ne s’ajoute pas tel quel à un stock (les immigrés présents à une date) : chaque année, d’autres immigrés repartent ou décèdent. Environ 434 000 immigrés sont arrivés en 2024, pour un stock de 7,7 millions.",
    source: "insee-immigres-2024",
    slide: 1,
  },
  {
    id: "immigration-chiffres-p2",
    kind: "application",
    question:
      "En 2024, 7,7 millions d’immigrés vivaient en France, dont 2,6 millions devenus français. Combien étaient restés étrangers ?",
    options: [
      {
        id: "a",
        text: "Environ 5,1 millions",
        isCorrect: true,
        feedback:
          "Oui : 7,7 millions moins 2,6 millions devenus français, soit les 5,1 millions d’immigrés restés étrangers.",
      },
      {
        id: "b",
        text: "Environ 6,0 millions",
        isCorrect: false,
        feedback:
          "C’est le nombre total d’étrangers, qui compte aussi 0,9 million de personnes nées en France : tous les étrangers ne sont pas immigrés.",
      },
      {
        id: "c",
        text: "Environ 7,7 millions",
        isCorrect: false,
        feedback:
          "C’est le nombre total d’immigrés : il compte aussi ceux qui ont acquis la nationalité française, qui ne sont plus étrangers.",
      },
    ],
    explanation:
      "Sur 7,7 millions d’immigrés, 2,6 millions avaient acquis la nationalité française : 5,1 millions étaient restés étrangers. Avec 0,9 million d’étrangers nés en France, on retrouve les 6,0 millions d’étrangers.",
    source: "insee-immigres-2024",
    slide: 5,
  },
  {
    id: "immigration-chiffres-p3",
    kind: "inférence",
    question: "Affirmation à juger : « La plupart des immigrés vivant en France en 2024 étaient nés en Europe. »",
    options: [
      {
        id: "a",
        text: "Vrai : plus de la moitié sont nés en Europe",
        isCorrect: false,
        feedback: "Les immigrés nés en Europe étaient 30,9 % en 2024 : c’est moins d’un tiers, pas la majorité.",
      },
      {
        id: "b",
        text: "Faux : le continent de naissance le plus fréquent était l’Afrique, avec 48,9 %",
        isCorrect: true,
        feedback:
          "Oui : 48,9 % des immigrés étaient nés en Afrique, 30,9 % en Europe, 14,3 % en Asie, 5,9 % en Amérique ou en Océanie.",
      },
      {
        id: "c",
        text: "Faux : le continent de naissance le plus fréquent était l’Asie",
        isCorrect: false,
        feedback: "L’Asie ne représentait que 14,3 % des immigrés en 2024, loin derrière l’Afrique et l’Europe.",
      },
    ],
    explanation:
      "En 2024, 48,9 % des immigrés vivant en France étaient nés en Afrique, 30,9 % en Europe, 14,3 % en Asie et 5,9 % en Amérique ou en Océanie ; les pays de naissance les plus fréquents étaient l’Algérie et le Maroc.",
    source: "insee-immigres-2024",
    slide: 4,
  },
  {
    id: "immigration-chiffres-p4",
    kind: "inférence",
    question:
      "Pour 2025, l’OFPRA et les préfectures publient des totaux différents de demandes d’asile. Qu’en conclure ?",
    options: [
      {
        id: "a",
        text: "L’un des deux chiffres est forcément faux",
        isCorrect: false,
        feedback:
          "Deux chiffres différents peuvent être exacts tous les deux : ils ne comptent pas la même chose au même moment de la procédure.",
      },
      {
        id: "b",
        text: "Ils ne comptent pas la même chose : une même personne peut figurer dans plusieurs statistiques",
        isCorrect: true,
        feedback:
          "Oui : les préfectures enregistrent d’abord les demandes, et une même personne peut être comptée plusieurs fois (procédure « Dublin », réexamen).",
      },
      {
        id: "c",
        text: "Les préfectures ne comptent que les demandes acceptées",
        isCorrect: false,
        feedback:
          "Les préfectures enregistrent les demandes avant toute décision ; c’est l’OFPRA, puis la CNDA, qui statuent.",
      },
    ],
    explanation:
      "Les préfectures, qui enregistrent d’abord les demandes, publient d’autres totaux que l’OFPRA (145 210 demandes en 2025) : une même personne peut figurer dans plusieurs statistiques, avec la procédure « Dublin » ou un réexamen.",
    source: "ofpra-bilan-2025",
    slide: 8,
  },
  {
    id: "immigration-chiffres-p5",
    kind: "inférence",
    question:
      "En 2024, l’OFPRA a accordé une protection dans 38,8 % des cas, et le taux global, recours compris, atteint 50,1 %. Que montre l’écart ?",
    options: [
      {
        id: "a",
        text: "Que des personnes refusées par l’OFPRA obtiennent une protection devant la CNDA",
        isCorrect: true,
        feedback:
          "Oui : un refus peut être contesté devant la Cour nationale du droit d’asile, et ses décisions relèvent le taux global.",
      },
      {
        id: "b",
        text: "Que l’OFPRA s’est trompé dans ses calculs",
        isCorrect: false,
        feedback:
          "Les deux taux ne mesurent pas la même chose : l’un porte sur les décisions de l’OFPRA, l’autre y ajoute celles de la CNDA.",
      },
      {
        id: "c",
        text: "Que la moitié des demandeurs deviennent français",
        isCorrect: false,
        feedback:
          "Une protection (statut de réfugié ou protection subsidiaire) n’est pas la nationalité française : ce sont deux choses distinctes.",
      },
    ],
    explanation:
      "Le taux de protection de l’OFPRA (38,8 % en 2024) ne compte que ses décisions. Un refus peut être contesté devant la CNDA : en comptant ses décisions, le taux global de protection atteint 50,1 %.",
    source: "senat-avis-asile-2026",
    slide: 9,
  },
  {
    id: "immigration-chiffres-p6",
    kind: "application",
    question:
      "Un pays de l’UE reçoit plus de premières demandes d’asile qu’un autre. Pour comparer ce que cela représente pour chacun, que faut-il faire ?",
    options: [
      {
        id: "a",
        text: "Comparer les totaux : le plus grand est le plus sollicité",
        isCorrect: false,
        feedback:
          "Un total élevé peut correspondre à une faible part des habitants dans un pays très peuplé : les totaux seuls ne suffisent pas.",
      },
      {
        id: "b",
        text: "Rapporter les demandes à la population de chaque pays",
        isCorrect: true,
        feedback:
          "Oui : rapporter les demandes au nombre d’habitants permet de comparer des pays de tailles différentes ; un total élevé peut correspondre à une faible part des habitants.",
      },
      {
        id: "c",
        text: "Ajouter les demandes répétées aux premières demandes",
        isCorrect: false,
        feedback:
          "Cela changerait le champ du chiffre sans régler le problème de la taille des pays : la comparaison passe par la population.",
      },
    ],
    explanation:
      "Les chiffres d’Eurostat (669 400 premières demandes dans l’UE en 2025) ne comptent que les premières demandes. Pour comparer les pays, il faut rapporter les demandes à la population : un total élevé peut correspondre à une faible part des habitants.",
    source: "eurostat-asile-2025",
    slide: 12,
  },
  {
    id: "immigration-chiffres-p7",
    kind: "application",
    question: "D’après les chiffres de l’INSEE pour 2024, qui était le plus nombreux en France ?",
    options: [
      {
        id: "a",
        text: "Les étrangers, car ils comptent aussi des personnes nées en France",
        isCorrect: false,
        feedback:
          "Les étrangers nés en France (0,9 million) ne compensent pas les 2,6 millions d’immigrés devenus français : il y avait 6,0 millions d’étrangers.",
      },
      {
        id: "b",
        text: "Les immigrés : 7,7 millions, contre 6,0 millions d’étrangers",
        isCorrect: true,
        feedback:
          "Oui : 11,3 % de la population était immigrée, 8,8 % étrangère. Beaucoup d’immigrés sont devenus français.",
      },
      {
        id: "c",
        text: "Ils étaient aussi nombreux, puisque ce sont les mêmes personnes",
        isCorrect: false,
        feedback:
          "Les deux groupes se recoupent sans se confondre : un immigré peut être français, un étranger peut être né en France.",
      },
    ],
    explanation:
      "En 2024, 7,7 millions d’immigrés (11,3 % de la population) et 6,0 millions d’étrangers (8,8 %) vivaient en France : 2,6 millions d’immigrés étaient devenus français, et 0,9 million d’étrangers étaient nés en France.",
    source: "insee-immigres-2024",
    slide: 5,
  },
];
