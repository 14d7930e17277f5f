import type { Question, Source } from "../schema";
import { sharedSources } from "../shared-sources";

/** The quick test's sources: each question cites one of them by its id (docs/editorial.md#sourced-and-dated). */
export const quickTestSources: Source[] = [
  sharedSources["giec-ar6-gt1"],
  sharedSources["giec-ar6-gt3"],
  sharedSources["insee-immigres-2024"],
  {
    id: "service-public-demande-asile",
    publisher: "Service-Public.fr (DILA)",
    title: "Demande d’asile",
    dataYear: 2024,
    publishedAt: "2024-07",
    url: "https://www.service-public.fr/particuliers/vosdroits/F2232",
    recurring: false,
  },
  sharedSources["insee-finances-publiques-2024"],
  {
    id: "onu-resolution-es-11-1",
    publisher: "Assemblée générale des Nations unies (texte publié sur ReliefWeb, OCHA)",
    title: "Agression contre l’Ukraine (A/ES-11/L.1, adoptée le 2 mars 2022 comme résolution ES-11/1)",
    dataYear: 2022,
    publishedAt: "2022-03",
    url: "https://reliefweb.int/report/ukraine/agression-contre-l-ukraine-aes-11l1",
    recurring: false,
  },
];

/** « Tester ma culture G citoyenne » : five questions, options A, B, C, one per theme of the home page. */
export const quickTestQuestions: (Question & { theme: string })[] = [
  {
    id: "test-rapide-climat",
    theme: "Climat",
    question:
      "Selon le GIEC, de combien la température moyenne de la planète a-t-elle augmenté entre la fin du XIXe siècle (1850-1900) et la décennie 2011-2020 ?",
    options: [
      {
        id: "A",
        text: "Environ +0,3 °C",
        isCorrect: false,
        feedback:
          "C’est bien moins que le réchauffement mesuré : le GIEC l’estime à environ +1,1 °C sur 2011-2020 par rapport à 1850-1900.",
      },
      {
        id: "B",
        text: "Environ +1,1 °C",
        isCorrect: true,
        feedback: "Exact : et le GIEC juge « sans équivoque » que les activités humaines en sont la cause.",
      },
      {
        id: "C",
        text: "Environ +3 °C",
        isCorrect: false,
        feedback:
          "Environ +3 °C correspond plutôt, selon le GIEC, à ce vers quoi mèneraient d’ici 2100 les politiques en place fin 2020 ; le réchauffement mesuré est d’environ +1,1 °C.",
      },
    ],
    explanation:
      "Le GIEC estime le réchauffement à environ +1,1 °C sur 2011-2020 par rapport à 1850-1900, et juge « sans équivoque » que les activités humaines en sont la cause. Environ +3 °C correspond plutôt, selon le GIEC, à ce vers quoi mèneraient d’ici 2100 les politiques en place fin 2020.",
    source: "giec-ar6-gt1",
    module: "climat/objectifs-climatiques",
    slide: 2,
  },
  {
    id: "test-rapide-immigration-part",
    theme: "Immigration",
    question: "Quelle part de la population vivant en France était immigrée en 2024, selon l’INSEE ?",
    options: [
      {
        id: "A",
        text: "Environ 3 %",
        isCorrect: false,
        feedback:
          "C’est bien moins que la mesure : selon l’INSEE, 7,7 millions d’immigrés vivaient en France en 2024, soit 11,3 % de la population.",
      },
      {
        id: "B",
        text: "Environ 25 %",
        isCorrect: false,
        feedback:
          "C’est plus du double de la mesure : les immigrés représentaient 11,3 % de la population en 2024, selon l’INSEE.",
      },
      {
        id: "C",
        text: "Environ 11 %",
        isCorrect: true,
        feedback: "Exact : 11,3 %, soit 7,7 millions de personnes, dont un tiers environ sont devenues françaises.",
      },
    ],
    explanation:
      "En 2024, 7,7 millions d’immigrés vivaient en France, soit 11,3 % de la population. Un immigré est une personne née étrangère à l’étranger ; un tiers d’entre eux environ (2,6 millions) sont devenus français.",
    source: "insee-immigres-2024",
    module: "immigration/chiffres",
    slide: 2,
  },
  {
    id: "test-rapide-immigration-asile",
    theme: "Immigration",
    question: "En France, quel organisme statue en premier sur une demande d’asile ?",
    options: [
      {
        id: "A",
        text: "L’OFPRA, l’Office français de protection des réfugiés et apatrides",
        isCorrect: true,
        feedback:
          "Exact : l’OFPRA examine la demande et accorde ou non une protection ; en cas de refus, un recours est possible devant la CNDA.",
      },
      {
        id: "B",
        text: "La préfecture du lieu de résidence",
        isCorrect: false,
        feedback:
          "La préfecture enregistre la demande, mais ne statue pas : c’est l’OFPRA qui l’examine et décide en premier.",
      },
      {
        id: "C",
        text: "Le Conseil d’État",
        isCorrect: false,
        feedback:
          "Le Conseil d’État ne statue pas en premier : c’est l’OFPRA qui décide, et la Cour nationale du droit d’asile (CNDA) qui juge les recours.",
      },
    ],
    explanation:
      "La préfecture enregistre la demande, mais c’est l’OFPRA qui l’examine et statue en premier, en accordant ou non une protection. En cas de refus, un recours est possible devant la Cour nationale du droit d’asile (CNDA).",
    source: "service-public-demande-asile",
    module: "immigration/definitions",
    slide: 6,
  },
  {
    id: "test-rapide-budget",
    theme: "Budget public",
    question: "Quel était le déficit de l’ensemble des administrations publiques françaises en 2024 ?",
    options: [
      {
        id: "A",
        text: "1,5 % du PIB",
        isCorrect: false,
        feedback:
          "C’est bien en dessous de la mesure : le déficit public a atteint 5,8 % du PIB en 2024, soit près de 170 milliards d’euros.",
      },
      {
        id: "B",
        text: "5,8 % du PIB",
        isCorrect: true,
        feedback: "Exact : près de 170 milliards d’euros, loin de la valeur de référence européenne de 3 % du PIB.",
      },
      {
        id: "C",
        text: "12 % du PIB",
        isCorrect: false,
        feedback: "C’est environ le double de la mesure : le déficit public a atteint 5,8 % du PIB en 2024.",
      },
    ],
    explanation:
      "En 2024, le déficit public a atteint 5,8 % du PIB, soit près de 170 milliards d’euros, loin de la valeur de référence européenne de 3 %.",
    source: "insee-finances-publiques-2024",
    module: "budget-public/grands-reperes",
    slide: 5,
  },
  {
    id: "test-rapide-ukraine",
    theme: "Guerre en Ukraine",
    question: "Quand la Russie a-t-elle lancé son invasion à grande échelle de l’Ukraine ?",
    options: [
      {
        id: "A",
        text: "En mars 2014",
        isCorrect: false,
        feedback:
          "Mars 2014 est la date de l’annexion de la Crimée, qui ouvre le conflit ; l’invasion russe à grande échelle date du 24 février 2022.",
      },
      {
        id: "B",
        text: "En août 2024",
        isCorrect: false,
        feedback:
          "Août 2024 est bien plus tard : l’invasion russe à grande échelle date du 24 février 2022, et dès le 2 mars l’Assemblée générale de l’ONU exige le retrait des troupes russes.",
      },
      {
        id: "C",
        text: "Le 24 février 2022",
        isCorrect: true,
        feedback:
          "Exact : elle prolonge le conflit ouvert en 2014 ; le 2 mars 2022, l’Assemblée générale de l’ONU a exigé le retrait des troupes russes.",
      },
    ],
    explanation:
      "L’invasion à grande échelle commence le 24 février 2022. Elle prolonge le conflit ouvert en 2014 avec l’annexion de la Crimée (mars 2014) et la guerre dans le Donbass. Le 2 mars 2022, l’Assemblée générale de l’ONU a exigé le retrait des troupes russes.",
    source: "onu-resolution-es-11-1",
    module: "ukraine/droit-international",
    slide: 6,
  },
];
