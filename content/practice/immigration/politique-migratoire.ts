import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Politique migratoire » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "immigration-politique-p1",
    kind: "application",
    question: "Une Irlandaise prend l’avion de Dublin pour Paris. Son pays fait-il partie de l’espace Schengen ?",
    options: [
      {
        id: "a",
        text: "Oui, comme tous les États de l’Union européenne",
        isCorrect: false,
        feedback:
          "L’espace Schengen et l’Union européenne ne se confondent pas : 25 États de l’UE en font partie, sans l’Irlande ni Chypre.",
      },
      {
        id: "b",
        text: "Non : l’Irlande est dans l’UE mais pas dans l’espace Schengen",
        isCorrect: true,
        feedback:
          "Oui : depuis le 1er janvier 2025, l’espace compte 29 pays, 25 États de l’UE sans l’Irlande ni Chypre, plus quatre États hors UE.",
      },
      {
        id: "c",
        text: "Non, car seuls les pays fondateurs de 1985 en font partie",
        isCorrect: false,
        feedback:
          "L’espace s’est élargi depuis les accords de 1985 : il compte 29 pays depuis le 1er janvier 2025, dont la Suisse et la Norvège.",
      },
    ],
    explanation:
      "Depuis le 1er janvier 2025, l’espace Schengen compte 29 pays : 25 États de l’Union européenne (sans l’Irlande ni Chypre), plus l’Islande, la Norvège, la Suisse et le Liechtenstein.",
    source: "commission-europeenne-schengen",
    slide: 2,
  },
  {
    id: "immigration-politique-p2",
    kind: "application",
    question:
      "En 2025, une personne entrée irrégulièrement dans l’UE par l’Italie, sans famille ni visa en Europe, demande l’asile en France. Selon le règlement Dublin III, quel État est en principe responsable de sa demande ?",
    options: [
      {
        id: "a",
        text: "La France, où elle a déposé sa demande",
        isCorrect: false,
        feedback:
          "Le lieu de la demande ne décide pas seul : Dublin III applique une liste de critères, et la première entrée irrégulière passe avant.",
      },
      {
        id: "b",
        text: "L’Italie, pays de sa première entrée irrégulière",
        isCorrect: true,
        feedback:
          "Oui : sans famille ni visa, c’est le pays de première entrée irrégulière. La France peut demander son transfert vers l’Italie.",
      },
      {
        id: "c",
        text: "L’État de son choix parmi ceux qu’elle a traversés",
        isCorrect: false,
        feedback:
          "Le règlement désigne un seul État responsable selon des critères fixés ; le demandeur ne le choisit pas.",
      },
    ],
    explanation:
      "Le règlement Dublin III désigne un seul État responsable de chaque demande d’asile : famille déjà présente, visa ou titre délivré, puis pays de première entrée irrégulière. Le règlement (UE) 2024/1351 du pacte européen le remplace depuis le 1er juillet 2026.",
    source: "ue-reglement-dublin-2013",
    slide: 3,
  },
  {
    id: "immigration-politique-p3",
    kind: "application",
    question:
      "Un projet de loi veut changer les conditions pour acquérir la nationalité française. Quel code modifie-t-il ?",
    options: [
      {
        id: "a",
        text: "Le CESEDA, le code des étrangers",
        isCorrect: false,
        feedback:
          "Le CESEDA règle les visas, les titres de séjour, l’asile et l’éloignement ; la nationalité n’en relève pas.",
      },
      {
        id: "b",
        text: "Le Code civil",
        isCorrect: true,
        feedback: "Oui : la nationalité française relève du Code civil, pas du code des étrangers.",
      },
      {
        id: "c",
        text: "L’ordonnance du 2 novembre 1945",
        isCorrect: false,
        feedback:
          "Cette ordonnance portait sur les étrangers et a été remplacée par le CESEDA, en vigueur depuis le 1er mars 2005.",
      },
    ],
    explanation:
      "Le CESEDA rassemble les règles sur les visas, les titres de séjour, l’asile et l’éloignement ; il a remplacé l’ordonnance du 2 novembre 1945. La nationalité relève, elle, du Code civil.",
    source: "legifrance-ceseda",
    slide: 5,
  },
  {
    id: "immigration-politique-p4",
    kind: "inférence",
    question:
      "Affirmation à juger : « Toutes les censures de la loi immigration de 2024 par le Conseil constitutionnel portaient sur la procédure. »",
    options: [
      {
        id: "a",
        text: "Vrai : le Conseil n’a jugé que des cavaliers législatifs",
        isCorrect: false,
        feedback:
          "Les cavaliers sont la majorité (32 articles sur 35), pas la totalité : d’autres censures portent sur le fond.",
      },
      {
        id: "b",
        text: "Faux : sur le fond, il a notamment censuré la fixation de quotas migratoires par le Parlement",
        isCorrect: true,
        feedback:
          "Oui : 32 des 35 articles censurés l’ont été comme cavaliers, mais le Conseil a aussi censuré des mesures sur le fond, dont les quotas.",
      },
      {
        id: "c",
        text: "Faux : le Conseil a censuré la loi entière",
        isCorrect: false,
        feedback:
          "Le Conseil a censuré 35 des 86 articles, en tout ou partie ; la loi a été promulguée le 26 janvier 2024.",
      },
    ],
    explanation:
      "Le 25 janvier 2024, le Conseil constitutionnel a censuré 35 des 86 articles : 32 comme « cavaliers législatifs », une raison de procédure. Sur le fond, il a notamment censuré la fixation de quotas migratoires par le Parlement.",
    source: "conseil-constitutionnel-2023-863-dc",
    slide: 8,
  },
  {
    id: "immigration-politique-p5",
    kind: "application",
    question:
      "Selon la commission des finances du Sénat, 11,4 % des OQTF ont été exécutées en 2024. Sur 100 OQTF prononcées, combien ont donc été exécutées, environ ?",
    options: [
      {
        id: "a",
        text: "Environ 11",
        isCorrect: true,
        feedback: "Oui : le taux d’exécution rapporte les OQTF exécutées à celles prononcées, soit environ 11 sur 100.",
      },
      {
        id: "b",
        text: "Environ 89",
        isCorrect: false,
        feedback: "C’est l’inverse : 89 sur 100 environ sont les OQTF qui n’ont pas été exécutées.",
      },
      {
        id: "c",
        text: "Impossible à dire sans le nombre de retours forcés",
        isCorrect: false,
        feedback:
          "Le taux suffit : il rapporte déjà les OQTF exécutées à celles prononcées, quel que soit leur nombre.",
      },
    ],
    explanation:
      "Le taux d’exécution rapporte les OQTF exécutées à celles prononcées. Selon la commission des finances du Sénat, il est tombé à 5,7 % au premier semestre 2021, puis a remonté à 11,4 % en 2024 : environ 11 sur 100.",
    source: "senat-plf-2026-immigration",
    slide: 10,
  },
  {
    id: "immigration-politique-p6",
    kind: "application",
    question:
      "Une personne en situation irrégulière, aux faibles ressources, vit en France depuis deux mois. Peut-elle déjà bénéficier de l’AME ?",
    options: [
      {
        id: "a",
        text: "Oui, dès son arrivée en France",
        isCorrect: false,
        feedback: "L’AME exige une résidence en France de plus de 3 mois : deux mois ne suffisent pas.",
      },
      {
        id: "b",
        text: "Non : il faut résider en France depuis plus de 3 mois",
        isCorrect: true,
        feedback:
          "Oui : l’AME prend en charge les soins des étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources.",
      },
      {
        id: "c",
        text: "Non : l’AME est réservée aux demandeurs d’asile",
        isCorrect: false,
        feedback:
          "L’AME s’adresse justement aux étrangers en situation irrégulière, sous conditions de résidence et de ressources.",
      },
    ],
    explanation:
      "Créée en 1999, l’AME prend en charge les soins des étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources ; certains soins programmés non urgents exigent 9 mois d’ancienneté.",
    source: "senat-rapport-ame-2025",
    slide: 11,
  },
  {
    id: "immigration-politique-p7",
    kind: "inférence",
    question: "Affirmation à juger : « L’AME a été remplacée par une aide médicale d’urgence en 2023. »",
    options: [
      {
        id: "a",
        text: "Vrai : le Sénat l’a voté en novembre 2023",
        isCorrect: false,
        feedback:
          "Un vote du Sénat ne suffit pas à faire la loi : la mesure votée en novembre 2023 ne figure pas dans la loi finale.",
      },
      {
        id: "b",
        text: "Faux : votée par le Sénat, la mesure ne figure pas dans la loi finale",
        isCorrect: true,
        feedback:
          "Oui : le Sénat a voté ce remplacement en novembre 2023, mais la mesure n’a pas été retenue dans la loi finale ; l’AME existe toujours.",
      },
      {
        id: "c",
        text: "Faux : l’AME a été supprimée sans être remplacée",
        isCorrect: false,
        feedback:
          "Personne n’a supprimé l’AME sans la remplacer : le Sénat a voté en novembre 2023 son remplacement par une aide médicale d’urgence, et cette mesure ne figure pas dans la loi finale.",
      },
    ],
    explanation:
      "En novembre 2023, le Sénat a voté le remplacement de l’AME par une aide médicale d’urgence ; la mesure ne figure pas dans la loi finale. Le débat continue, entre ceux qui veulent resserrer le dispositif et ceux qui veulent le préserver.",
    source: "senat-plf-2026-sante",
    slide: 12,
  },
];
