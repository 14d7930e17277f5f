import type { Question } from "../schema";

/** « Tester ma culture G citoyenne » : five questions, options A, B, C, one per theme of the home page. */
export const quickTestQuestions: (Question & { theme: string })[] = [
  {
    id: "test-rapide-climat",
    theme: "Climat",
    question:
      "Selon le GIEC, de combien la température moyenne de la planète a-t-elle augmenté entre la fin du XIXe siècle (1850-1900) et la décennie 2011-2020 ?",
    options: [
      { id: "A", text: "Environ +0,3 °C", isCorrect: false },
      { id: "B", text: "Environ +1,1 °C", isCorrect: true },
      { id: "C", text: "Environ +3 °C", isCorrect: false },
    ],
    explanation:
      "Le GIEC estime le réchauffement à environ +1,1 °C sur 2011-2020 par rapport à 1850-1900, et juge « sans équivoque » que les activités humaines en sont la cause. +3 °C correspond plutôt à ce vers quoi mèneraient les politiques actuelles d'ici 2100. (Source : GIEC, sixième rapport d'évaluation, 2021)",
  },
  {
    id: "test-rapide-immigration-part",
    theme: "Immigration",
    question: "Quelle part de la population vivant en France était immigrée en 2023, selon l'INSEE ?",
    options: [
      { id: "A", text: "Environ 3 %", isCorrect: false },
      { id: "B", text: "Environ 25 %", isCorrect: false },
      { id: "C", text: "Environ 11 %", isCorrect: true },
    ],
    explanation:
      "En 2023, 7,3 millions d'immigrés vivaient en France, soit 10,7 % de la population. Un immigré est une personne née étrangère à l'étranger ; un tiers d'entre eux environ sont devenus français. (Source : INSEE, L'essentiel sur les immigrés et les étrangers, 2024)",
  },
  {
    id: "test-rapide-immigration-asile",
    theme: "Immigration",
    question: "En France, quel organisme examine en premier une demande d'asile ?",
    options: [
      { id: "A", text: "L'OFPRA, l'Office français de protection des réfugiés et apatrides", isCorrect: true },
      { id: "B", text: "La préfecture du lieu de résidence", isCorrect: false },
      { id: "C", text: "Le Conseil d'État", isCorrect: false },
    ],
    explanation:
      "La préfecture enregistre la demande, mais c'est l'OFPRA qui l'examine et décide d'accorder ou non une protection. En cas de refus, un recours est possible devant la Cour nationale du droit d'asile (CNDA). (Source : CESEDA, 2025)",
  },
  {
    id: "test-rapide-budget",
    theme: "Budget public",
    question: "Quel était le déficit de l'ensemble des administrations publiques françaises en 2024 ?",
    options: [
      { id: "A", text: "1,5 % du PIB", isCorrect: false },
      { id: "B", text: "5,8 % du PIB", isCorrect: true },
      { id: "C", text: "12 % du PIB", isCorrect: false },
    ],
    explanation:
      "En 2024, le déficit public a atteint 5,8 % du PIB, soit près de 170 milliards d'euros, loin de la valeur de référence européenne de 3 %. (Source : INSEE, comptes des administrations publiques, 2025)",
  },
  {
    id: "test-rapide-ukraine",
    theme: "Ukraine",
    question: "Quand la Russie a-t-elle lancé son invasion à grande échelle de l'Ukraine ?",
    options: [
      { id: "A", text: "En mars 2014", isCorrect: false },
      { id: "B", text: "En août 2024", isCorrect: false },
      { id: "C", text: "Le 24 février 2022", isCorrect: true },
    ],
    explanation:
      "L'invasion à grande échelle commence le 24 février 2022. Elle prolonge le conflit ouvert en 2014 avec l'annexion de la Crimée (mars 2014) et la guerre dans le Donbass. Le 2 mars 2022, l'Assemblée générale de l'ONU a exigé le retrait des troupes russes. (Source : ONU, résolution ES-11/1, 2022)",
  },
];
