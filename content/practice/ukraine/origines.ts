import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Origines du conflit » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "ukraine-origines-p1",
    kind: "inférence",
    question:
      "Au recensement ukrainien de 2001, 17,3 % des habitants se déclarent Russes, mais 29,6 % ont le russe pour langue maternelle. Qu’en déduire ?",
    options: [
      {
        id: "a",
        text: "Que des habitants qui ne se déclarent pas Russes ont le russe pour langue maternelle",
        isCorrect: true,
        feedback: "Oui : 29,6 % est plus que 17,3 %. Langue maternelle et appartenance déclarée ne se recouvrent pas.",
      },
      {
        id: "b",
        text: "Que le recensement s’est trompé, puisque les deux chiffres devraient être égaux",
        isCorrect: false,
        feedback:
          "Les deux questions ne mesurent pas la même chose : on peut se déclarer Ukrainien et avoir le russe pour langue maternelle.",
      },
      {
        id: "c",
        text: "Que 29,6 % des habitants se déclarent Russes",
        isCorrect: false,
        feedback:
          "C’est confondre les deux questions : 17,3 % se déclarent Russes ; 29,6 % ont le russe pour langue maternelle.",
      },
    ],
    explanation:
      "Au recensement de 2001, 77,8 % des habitants se déclarent Ukrainiens et 17,3 % Russes, tandis que 29,6 % ont le russe pour langue maternelle : une partie des habitants qui ne se déclarent pas Russes parlent russe depuis l’enfance. En Crimée, 58,3 % se déclarent Russes.",
    source: "recensement-ukraine-2001",
    slide: 1,
  },
  {
    id: "ukraine-origines-p2",
    kind: "inférence",
    question:
      "Le pouvoir russe affirme que les Occidentaux avaient promis en 1990 de ne pas étendre l’OTAN vers l’est. Qu’est-ce qui est établi ?",
    options: [
      {
        id: "a",
        text: "Qu’un traité signé en 1990 interdisait tout élargissement",
        isCorrect: false,
        feedback:
          "Il n’est pas question d’un traité : le débat porte sur la portée d’assurances orales données en 1990, et l’OTAN nie tout engagement de ce type.",
      },
      {
        id: "b",
        text: "Que l’OTAN le nie, et que les historiens débattent de la portée d’assurances orales données en 1990",
        isCorrect: true,
        feedback:
          "Oui : les deux lectures s’opposent, et les historiens débattent de la portée d’assurances orales données pendant les négociations sur l’Allemagne.",
      },
      {
        id: "c",
        text: "Qu’aucune discussion n’a eu lieu en 1990",
        isCorrect: false,
        feedback:
          "Des assurances orales ont été données en 1990, pendant les négociations sur l’Allemagne ; c’est leur portée qui est débattue.",
      },
    ],
    explanation:
      "Le pouvoir russe affirme qu’une promesse de non-élargissement avait été faite en 1990 ; l’OTAN répond qu’aucun engagement de ce type n’a été pris et que chaque État choisit ses alliances. Les historiens débattent de la portée d’assurances orales données en 1990, pendant les négociations sur l’Allemagne.",
    source: "otan-porte-ouverte-2008",
    slide: 4,
  },
  {
    id: "ukraine-origines-p3",
    kind: "inférence",
    question:
      "Affirmation à juger : « L’OSCE a jugé de la même façon les présidentielles ukrainiennes de 2004 et de 2010. »",
    options: [
      {
        id: "a",
        text: "Exact : elle a relevé de graves irrégularités les deux fois",
        isCorrect: false,
        feedback:
          "En 2010, l’OSCE a jugé le scrutin globalement conforme ; les graves irrégularités concernent le second tour de 2004.",
      },
      {
        id: "b",
        text: "Inexact : graves irrégularités au second tour de 2004, scrutin globalement conforme en 2010",
        isCorrect: true,
        feedback:
          "Oui : en 2004, le second tour est annulé par la Cour suprême ; en 2010, Ianoukovitch est élu lors d’un scrutin jugé globalement conforme.",
      },
      {
        id: "c",
        text: "Inexact : l’OSCE n’a observé aucun de ces scrutins",
        isCorrect: false,
        feedback:
          "L’OSCE a observé les deux : elle a relevé des irrégularités en 2004 et jugé le vote de 2010 globalement conforme.",
      },
    ],
    explanation:
      "En novembre 2004, de graves irrégularités relevées par l’OSCE déclenchent des manifestations ; la Cour suprême annule le second tour, et Iouchtchenko remporte le vote organisé à nouveau. En 2010, Ianoukovitch est élu lors d’un scrutin jugé globalement conforme par l’OSCE.",
    source: "osce-odihr-presidentielle-2010",
    slide: 6,
  },
  {
    id: "ukraine-origines-p4",
    kind: "application",
    question:
      "La résolution 68/262 du 27 mars 2014 a été adoptée par 100 voix pour, 11 contre et 58 abstentions. S’impose-t-elle juridiquement aux États ?",
    options: [
      {
        id: "a",
        text: "Oui, puisqu’elle a obtenu la majorité des votants",
        isCorrect: false,
        feedback:
          "Une majorité ne rend pas une résolution de l’Assemblée générale obligatoire : ses résolutions sont des recommandations.",
      },
      {
        id: "b",
        text: "Non : comme toute résolution de l’Assemblée générale, elle n’est pas contraignante",
        isCorrect: true,
        feedback:
          "Oui : elle affirme l’intégrité territoriale de l’Ukraine et l’absence de validité du référendum, mais sans force obligatoire.",
      },
      {
        id: "c",
        text: "Oui, car le Conseil de sécurité l’a approuvée",
        isCorrect: false,
        feedback:
          "Le Conseil de sécurité n’a rien adopté : la Russie y avait bloqué un projet de résolution par son veto, le 15 mars 2014.",
      },
    ],
    explanation:
      "Le 15 mars 2014, la Russie bloque par son veto un projet du Conseil de sécurité. Le 27 mars, l’Assemblée générale adopte la résolution 68/262 (100 pour, 11 contre, 58 abstentions), qui affirme l’intégrité territoriale de l’Ukraine ; comme toute résolution de l’Assemblée, elle n’est pas contraignante.",
    source: "onu-ag-68-262",
    slide: 10,
  },
  {
    id: "ukraine-origines-p5",
    kind: "inférence",
    question:
      "De 2014 à 2022, la Russie nie engager son armée dans le Donbass. Qu’a jugé la Cour européenne des droits de l’homme en 2023 puis en 2025 ?",
    options: [
      {
        id: "a",
        text: "Que ces zones étaient sous le contrôle effectif de la Russie dès mai 2014",
        isCorrect: true,
        feedback:
          "Oui : malgré les dénégations de Moscou, la Cour a jugé que la Russie y exerçait un contrôle effectif dès mai 2014.",
      },
      {
        id: "b",
        text: "Que les « républiques » de Donetsk et de Louhansk étaient des États indépendants",
        isCorrect: false,
        feedback:
          "Aucun État membre de l’ONU ne les reconnaissait avant 2022, et la Cour a jugé qu’elles étaient sous contrôle russe.",
      },
      {
        id: "c",
        text: "Qu’elle ne pouvait rien dire, faute de preuves",
        isCorrect: false,
        feedback:
          "La Cour s’est prononcée, en 2023 puis en 2025 : ces zones étaient sous le contrôle effectif de la Russie.",
      },
    ],
    explanation:
      "Dès avril 2014, des groupes armés prorusses proclament des « républiques populaires » à Donetsk et Louhansk, qu’aucun État membre de l’ONU ne reconnaît avant 2022. La Russie nie engager son armée ; la Cour européenne des droits de l’homme juge pourtant, en 2023 puis en 2025, que ces zones étaient sous son contrôle effectif dès mai 2014.",
    source: "britannica-guerre-russie-ukraine",
    slide: 11,
  },
  {
    id: "ukraine-origines-p6",
    kind: "inférence",
    question:
      "Le pouvoir russe invoque un « génocide » commis dans le Donbass. Qu’a indiqué la Cour internationale de justice en mars 2022 ?",
    options: [
      {
        id: "a",
        text: "Qu’elle disposait de preuves de ce génocide",
        isCorrect: false,
        feedback:
          "C’est l’inverse : la Cour a indiqué ne disposer, à ce stade, d’aucun élément prouvant cette allégation.",
      },
      {
        id: "b",
        text: "Qu’elle ne disposait, à ce stade, d’aucun élément prouvant cette allégation",
        isCorrect: true,
        feedback:
          "Oui : saisie par l’Ukraine, la Cour a aussi ordonné à la Russie de suspendre immédiatement ses opérations militaires.",
      },
      {
        id: "c",
        text: "Qu’elle refusait d’examiner la question",
        isCorrect: false,
        feedback: "La Cour a examiné la demande de l’Ukraine et rendu une ordonnance dès mars 2022.",
      },
    ],
    explanation:
      "Les instances internationales n’ont pas retenu les accusations russes. Saisie par l’Ukraine, la Cour internationale de justice indique en mars 2022 ne disposer, à ce stade, d’aucun élément prouvant l’allégation russe de génocide, et ordonne à la Russie de suspendre ses opérations ; Moscou ne s’y conforme pas.",
    source: "cij-ordonnance-2022-03-16",
    slide: 16,
  },
  {
    id: "ukraine-origines-p7",
    kind: "rappel",
    question: "Qu’est-ce qui déclenche les manifestations de l’Euromaïdan, à Kyiv, fin novembre 2013 ?",
    options: [
      {
        id: "a",
        text: "La suspension par le gouvernement de la préparation de l’accord d’association avec l’UE",
        isCorrect: true,
        feedback:
          "Oui : le 21 novembre 2013, une semaine avant le sommet de Vilnius ; la dispersion violente du 30 novembre élargit ensuite la contestation.",
      },
      {
        id: "b",
        text: "L’annexion de la Crimée",
        isCorrect: false,
        feedback: "L’annexion de la Crimée vient après, en février-mars 2014, après la chute de Ianoukovitch.",
      },
      {
        id: "c",
        text: "Une demande d’adhésion à l’OTAN",
        isCorrect: false,
        feedback:
          "Le Maïdan naît de la suspension de l’accord avec l’Union européenne, pas d’une question liée à l’OTAN.",
      },
    ],
    explanation:
      "Le 21 novembre 2013, une semaine avant le sommet de Vilnius, le gouvernement de Ianoukovitch suspend la préparation de l’accord d’association avec l’UE. Des manifestants pro-européens occupent la place de l’Indépendance ; la dispersion violente du 30 novembre élargit la contestation.",
    source: "coe-gci-maidan-2015",
    slide: 7,
  },
];
