import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « La guerre » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "ukraine-guerre-p1",
    kind: "application",
    question:
      "L’ONU a documenté le meurtre d’au moins 441 civils dans les régions de Kyiv, Tchernihiv et Soumy du 24 février au 6 avril 2022, dont 73 à Boutcha. Quelle part environ a eu lieu à Boutcha ?",
    options: [
      {
        id: "a",
        text: "Environ un sixième",
        isCorrect: true,
        feedback:
          "Oui : 73 sur 441, soit environ 17 %. Les autres meurtres documentés ont eu lieu dans 101 autres localités.",
      },
      {
        id: "b",
        text: "Environ la moitié",
        isCorrect: false,
        feedback: "La moitié de 441 serait environ 220 : les 73 meurtres documentés à Boutcha en sont bien moins.",
      },
      {
        id: "c",
        text: "Presque tous",
        isCorrect: false,
        feedback:
          "Boutcha est la localité la plus connue, mais l’ONU a documenté ces meurtres dans 102 localités de trois régions.",
      },
    ],
    explanation:
      "L’ONU a documenté le meurtre d’au moins 441 civils dans 102 localités des régions de Kyiv, Tchernihiv et Soumy, du 24 février au 6 avril 2022, dont 73 à Boutcha : environ un sixième. Selon l’ONU, de fortes indications montrent que ces exécutions sommaires sont des crimes de guerre.",
    source: "hcdh-meurtres-nord-2022",
    slide: 3,
  },
  {
    id: "ukraine-guerre-p2",
    kind: "inférence",
    question: "À Marioupol, l’ONU a confirmé 1 348 civils tués jusqu’à fin avril 2022. Que dit-elle du bilan réel ?",
    options: [
      {
        id: "a",
        text: "Qu’il est de 1 348 : c’est un décompte complet",
        isCorrect: false,
        feedback:
          "L’ONU ne compte que ce qu’elle a pu confirmer ; pour Marioupol, elle estime elle-même que le bilan réel est bien plus lourd.",
      },
      {
        id: "b",
        text: "Qu’il se compterait en milliers",
        isCorrect: true,
        feedback:
          "Oui : selon l’ONU, Marioupol a probablement été le lieu le plus meurtrier d’Ukraine jusqu’à fin avril 2022, et le bilan réel se compterait en milliers.",
      },
      {
        id: "c",
        text: "Qu’il est inférieur, car certains décès ont été comptés deux fois",
        isCorrect: false,
        feedback:
          "Rien de tel dans le rapport de l’ONU : ses chiffres confirmés sont des minimums, pas des surestimations.",
      },
    ],
    explanation:
      "Selon l’ONU, Marioupol a probablement été le lieu le plus meurtrier d’Ukraine jusqu’à fin avril 2022. Elle y a confirmé 1 348 civils tués, mais le bilan réel se compterait en milliers ; jusqu’à 90 % des immeubles d’habitation ont été endommagés ou détruits.",
    source: "hcdh-marioupol-2022",
    slide: 4,
  },
  {
    id: "ukraine-guerre-p3",
    kind: "application",
    question:
      "Depuis fin 2023, le front bouge peu : chaque camp cherche à épuiser les hommes, les munitions et l’économie de l’autre plutôt qu’à percer. Comment appelle-t-on cette forme de guerre ?",
    options: [
      {
        id: "a",
        text: "Une guerre éclair",
        isCorrect: false,
        feedback:
          "Une guerre éclair cherche à percer vite ; c’est plutôt l’offensive ukrainienne de septembre 2022 dans la région de Kharkiv.",
      },
      {
        id: "b",
        text: "Une guerre d’usure",
        isCorrect: true,
        feedback:
          "Oui : c’est le terme employé pour cette phase, où la Russie avance lentement en s’appuyant sur sa supériorité en hommes et en obus.",
      },
      {
        id: "c",
        text: "Un cessez-le-feu",
        isCorrect: false,
        feedback: "Un front qui bouge peu n’est pas un cessez-le-feu : les combats continuent, avec de lourdes pertes.",
      },
    ],
    explanation:
      "À partir de fin 2023, le front bouge peu : on parle de guerre d’usure, où chaque camp cherche à épuiser les hommes, les munitions et l’économie de l’autre. La Russie prend Avdiïvka en février 2024, puis avance lentement dans la région de Donetsk.",
    source: "britannica-guerre-russie-ukraine",
    slide: 7,
  },
  {
    id: "ukraine-guerre-p4",
    kind: "inférence",
    question: "Le 6 juin 2023, le barrage de Kakhovka est détruit. Qu’est-ce qui est établi ?",
    options: [
      {
        id: "a",
        text: "Que la Russie l’a détruit",
        isCorrect: false,
        feedback:
          "La source ne tranche pas la question de l’auteur : elle rapporte que Kyiv et Moscou s’accusent mutuellement de cette destruction.",
      },
      {
        id: "b",
        text: "Que sa destruction a provoqué de vastes inondations, et que Kyiv et Moscou s’en accusent mutuellement",
        isCorrect: true,
        feedback:
          "Oui : la destruction et les inondations sont établies ; l’auteur ne l’est pas, puisque chaque camp en accuse l’autre.",
      },
      {
        id: "c",
        text: "Que l’Ukraine l’a détruit",
        isCorrect: false,
        feedback:
          "La source ne tranche pas la question de l’auteur : elle rapporte que Kyiv et Moscou s’accusent mutuellement de cette destruction.",
      },
    ],
    explanation:
      "Le 6 juin 2023, la destruction du barrage de Kakhovka provoque de vastes inondations ; Kyiv et Moscou s’en accusent mutuellement. Il faut séparer le fait établi, la destruction, des accusations de chaque camp.",
    source: "britannica-guerre-russie-ukraine",
    slide: 6,
  },
  {
    id: "ukraine-guerre-p5",
    kind: "application",
    question:
      "En février 2026, selon le HCR, environ 5,9 millions d’Ukrainiens restaient réfugiés à l’étranger et environ 3,7 millions déplacés à l’intérieur du pays. Combien de personnes restaient ainsi loin de chez elles, environ ?",
    options: [
      {
        id: "a",
        text: "Environ 9,6 millions",
        isCorrect: true,
        feedback:
          "Oui : 5,9 millions de réfugiés plus 3,7 millions de déplacés internes, soit environ 9,6 millions de personnes.",
      },
      {
        id: "b",
        text: "Environ 3,7 millions",
        isCorrect: false,
        feedback:
          "Ce chiffre est celui des seules personnes déplacées à l’intérieur de l’Ukraine : il faut y ajouter les réfugiés à l’étranger.",
      },
      {
        id: "c",
        text: "Environ 2,2 millions",
        isCorrect: false,
        feedback:
          "C’est l’écart entre les deux chiffres, pas leur total : réfugiés à l’étranger et déplacés internes s’additionnent.",
      },
    ],
    explanation:
      "En février 2026, selon le HCR, environ 5,9 millions d’Ukrainiens restaient réfugiés à l’étranger, surtout en Europe, et environ 3,7 millions déplacés à l’intérieur du pays : environ 9,6 millions de personnes au total.",
    source: "hcr-refugies-ukraine-2026",
    slide: 12,
  },
  {
    id: "ukraine-guerre-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « En 2025, l’Europe a entièrement compensé l’arrêt des nouvelles aides américaines à l’Ukraine. »",
    options: [
      {
        id: "a",
        text: "Exact, selon le Kiel Institute",
        isCorrect: false,
        feedback:
          "Le Kiel Institute constate une nette hausse de l’aide européenne, mais sans compenser entièrement la baisse de l’aide militaire totale.",
      },
      {
        id: "b",
        text: "Inexact : l’Europe a nettement augmenté son aide, sans compenser entièrement la baisse de l’aide militaire totale",
        isCorrect: true,
        feedback:
          "Oui : en 2025, les États-Unis n’ont plus attribué de nouvelle aide, et la hausse européenne n’a pas comblé toute la baisse de l’aide militaire.",
      },
      {
        id: "c",
        text: "Inexact : l’Europe a elle aussi cessé d’aider l’Ukraine en 2025",
        isCorrect: false,
        feedback: "L’Europe a au contraire nettement augmenté son aide en 2025, selon le Kiel Institute.",
      },
    ],
    explanation:
      "Selon le Kiel Institute, les États-Unis n’ont plus attribué de nouvelle aide à l’Ukraine en 2025. L’Europe a nettement augmenté la sienne, sans compenser entièrement la baisse de l’aide militaire totale.",
    source: "kiel-ukraine-support-tracker",
    slide: 13,
  },
  {
    id: "ukraine-guerre-p7",
    kind: "rappel",
    question: "Selon la mission de l’ONU, comment 2025 se place-t-elle pour les civils tués en Ukraine ?",
    options: [
      {
        id: "a",
        text: "C’est l’année la moins meurtrière depuis l’invasion",
        isCorrect: false,
        feedback:
          "C’est l’inverse : avec au moins 2 514 civils tués, 2025 est l’année la plus meurtrière pour les civils après 2022.",
      },
      {
        id: "b",
        text: "Au moins 2 514 civils tués : l’année la plus meurtrière après 2022",
        isCorrect: true,
        feedback:
          "Oui : les frappes russes à longue portée exposent les civils de tout le pays, et 2025 vient juste après 2022, première année de l’invasion.",
      },
      {
        id: "c",
        text: "Aucun civil n’a été tué en 2025, les combats se limitant au front",
        isCorrect: false,
        feedback:
          "Les frappes à longue portée touchent tout le pays : la mission de l’ONU compte au moins 2 514 civils tués en 2025.",
      },
    ],
    explanation:
      "Selon la mission de l’ONU, au moins 2 514 civils ont été tués en 2025 : l’année la plus meurtrière pour les civils après 2022, première année de l’invasion. Les frappes russes à longue portée exposent les civils de tout le pays.",
    source: "hcdh-civils-2025",
    slide: 15,
  },
];
