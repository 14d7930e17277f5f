import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "immigration",
  number: 3,
  slug: "politique-migratoire",
  bookmarkId: "immigration-politique",
  topicId: "immigration-politique",
  title: "Politique migratoire",
  subtitle: "Qui décide, quelles règles s’appliquent et sur quoi portent les désaccords",
  readingTime: 4,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Qui décide ? La France et l’Union européenne",
      body: [
        "En France, le Parlement vote les lois et le Gouvernement les applique : le ministère de l’Intérieur et les préfectures délivrent les titres de séjour et décident des éloignements, les consulats délivrent les visas. L’OFPRA et la CNDA statuent sur l’asile, l’OFII organise l’accueil et l’intégration.",
        "L’Union européenne fixe des règles communes sur les visas de court séjour, l’asile et le retour. Chaque État garde le droit de fixer le nombre de travailleurs étrangers qu’il admet.",
      ],
      source: "Traité sur le fonctionnement de l’UE, articles 77 à 80, en vigueur depuis 2009 ; CESEDA, 2025",
    },
    {
      title: "L’espace Schengen",
      body: [
        "Issu des accords de Schengen (1985) et de leur convention d’application (1990), l’espace Schengen supprime les contrôles aux frontières intérieures depuis 1995. Au 1er janvier 2025, il comptait 29 pays : 25 États de l’UE (sans l’Irlande ni Chypre), plus l’Islande, la Norvège, la Suisse et le Liechtenstein.",
        "Un État peut rétablir temporairement des contrôles à ses frontières intérieures. La France l’a fait en novembre 2015 et les a prolongés à plusieurs reprises depuis.",
      ],
      source: "Commission européenne, 2025 ; Cour des comptes, rapport de janvier 2024",
    },
    {
      title: "Le règlement Dublin",
      body: [
        "Le règlement Dublin III (2013) désigne un seul État responsable de chaque demande d’asile dans l’UE. Il applique une liste de critères : famille déjà présente, visa ou titre délivré, puis pays de première entrée irrégulière. C’est donc souvent le pays d’arrivée en Europe.",
        "Une personne qui demande l’asile ailleurs peut être transférée vers l’État responsable. En pratique, une part limitée des transferts est réalisée. Le pacte européen remplace ce règlement à partir du 12 juin 2026.",
      ],
      source: "Règlement (UE) n° 604/2013 ; règlement (UE) 2024/1351 du 14 mai 2024",
    },
    {
      title: "Le pacte européen sur la migration et l’asile",
      body: [
        "Ce paquet de 10 textes a été adopté par le Parlement européen le 10 avril 2024, puis par le Conseil le 14 mai 2024. Selon le calendrier qu’il fixe, il s’applique pour l’essentiel à partir du 12 juin 2026. Il prévoit :",
      ],
      points: [
        "un « filtrage » (identité, santé, sécurité) aux frontières extérieures ;",
        "une procédure rapide à la frontière pour certains demandeurs, notamment de pays où peu de demandes aboutissent ;",
        "une solidarité obligatoire mais flexible : accueillir des demandeurs, payer ou fournir une aide opérationnelle.",
      ],
      source: "Conseil de l’UE, 14 mai 2024 ; Parlement européen, 10 avril 2024",
    },
    {
      title: "Le CESEDA, le code des étrangers",
      body: [
        "Le Code de l’entrée et du séjour des étrangers et du droit d’asile (CESEDA) rassemble les règles sur les visas, les titres de séjour, l’asile et l’éloignement. Créé en 2004 et en vigueur depuis le 1er mars 2005, il a remplacé l’ordonnance du 2 novembre 1945. Il a été entièrement réorganisé le 1er mai 2021.",
        "Il est souvent modifié, notamment par les lois de 2015, 2016, 2018 et 2024. La nationalité relève, elle, du Code civil.",
      ],
      source: "Ordonnance du 24 novembre 2004 ; ordonnance du 16 décembre 2020 ; Légifrance, 2025",
    },
    {
      title: "La loi du 26 janvier 2024 : un parcours mouvementé",
      body: [
        "Présenté en Conseil des ministres le 1er février 2023, le projet de loi a été durci par le Sénat en novembre 2023. Le 11 décembre, l’Assemblée nationale l’a rejeté d’emblée en adoptant une motion de rejet préalable.",
        "Une commission mixte paritaire, réunissant députés et sénateurs, a alors écrit un texte commun, adopté le 19 décembre 2023 par les deux chambres. Après la décision du Conseil constitutionnel, la loi n° 2024-42 a été promulguée le 26 janvier 2024.",
      ],
      source: "Loi n° 2024-42 du 26 janvier 2024 ; dossier législatif, Assemblée nationale et Sénat, 2023-2024",
    },
    {
      title: "Ce que contient la loi de 2024",
      body: ["Présentée par le Gouvernement comme alliant fermeté et intégration, la loi prévoit notamment :"],
      points: [
        "un niveau minimal de français pour la carte pluriannuelle, la carte de résident, la naturalisation ;",
        "un contrat d’engagement à respecter les principes de la République ;",
        "moins de protections contre l’éloignement en cas de menace grave à l’ordre public ;",
        "un titre de séjour expérimental, jusqu’à fin 2026, pour des travailleurs en situation irrégulière des métiers qui recrutent difficilement ;",
        "l’interdiction de placer des mineurs en rétention (différée à Mayotte).",
      ],
      source: "Loi n° 2024-42 du 26 janvier 2024 ; circulaires du ministère de l’Intérieur du 5 février 2024",
    },
    {
      title: "La censure du Conseil constitutionnel",
      body: [
        "Le 25 janvier 2024, le Conseil constitutionnel a censuré, en tout ou partie, 35 des 86 articles. 32 l’ont été comme « cavaliers législatifs » : ajoutés pendant les débats, ils n’avaient pas de lien suffisant avec le projet initial. Ils portaient notamment sur le regroupement familial, les prestations sociales et le droit du sol.",
        "Cette censure porte sur la procédure, pas sur le fond. Sur le fond, le Conseil a notamment censuré la fixation de quotas migratoires par le Parlement.",
      ],
      source: "Conseil constitutionnel, décision n° 2023-863 DC du 25 janvier 2024",
    },
    {
      title: "L’OQTF, obligation de quitter le territoire",
      body: [
        "L’obligation de quitter le territoire français (OQTF) est une décision du préfet qui ordonne à un étranger sans droit au séjour de partir. Elle laisse en général 30 jours pour un départ volontaire, ou s’applique sans délai, par exemple en cas de menace pour l’ordre public.",
        "Elle peut être contestée devant le tribunal administratif et s’accompagner d’une interdiction de retour. Ces dernières années, plus de 100 000 OQTF ont été prononcées chaque année.",
      ],
      source: "CESEDA, 2025 ; rapports budgétaires du Parlement, 2019-2023",
    },
    {
      title: "Combien d’OQTF sont exécutées ?",
      body: [
        "Le taux d’exécution dépend de ce que l’on compte. Selon le calcul des rapports parlementaires, environ 7 % des OQTF prononcées ont été exécutées en 2022. En comptant toutes les formes de départ (forcé, aidé, spontané), des ministres de l’Intérieur ont avancé 15 à 20 %.",
        "En 2024, le ministère a recensé 21 601 éloignements (tous types), 27 % de plus qu’en 2023. La Cour des comptes relève des obstacles : laissez-passer refusés par certains pays d’origine, recours, identification.",
      ],
      source:
        "Rapports budgétaires du Parlement, 2023 ; ministère de l’Intérieur, février 2025 ; Cour des comptes, janvier 2024",
    },
    {
      title: "L’aide médicale de l’État (AME)",
      body: [
        "Créée en 1999, l’AME prend en charge les soins des étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources. Depuis une réforme adoptée fin 2019, certains soins programmés non urgents exigent 9 mois d’ancienneté, sauf accord préalable.",
        "Fin 2023, elle comptait environ 457 000 bénéficiaires, dont un quart de mineurs. Ses crédits avoisinaient 1,2 à 1,3 milliard d’euros par an en 2023-2025, soit moins de 1 % des dépenses d’assurance maladie.",
      ],
      keyFigure: { value: "≈ 457 000", label: "bénéficiaires de l’AME au 31 décembre 2023" },
      source:
        "Sénat, avis sur le projet de loi de finances pour 2025, 2024 ; loi de financement de la sécurité sociale pour 2024 (ONDAM) ; loi du 27 juillet 1999",
    },
    {
      title: "Le débat sur l’AME",
      body: [
        "En novembre 2023, le Sénat a voté son remplacement par une aide médicale d’urgence, limitée aux soins urgents ; la mesure a été retirée du texte final. Le rapport Évin-Stefanini, remis le 4 décembre 2023, a jugé l’AME utile et globalement maîtrisée, tout en proposant des ajustements.",
      ],
      points: [
        "Partisans d’une restriction (Les Républicains, Rassemblement national) : un coût en hausse, un risque d’attirer l’immigration irrégulière.",
        "Défenseurs (gauche, nombreux soignants et associations) : un enjeu de santé publique ; des soins retardés coûtent plus cher.",
      ],
      source: "Rapport Évin-Stefanini, décembre 2023 ; Sénat, novembre 2023",
    },
    {
      title: "Les grandes positions du débat",
      body: ["Programmes et propositions de 2022-2024 :"],
      points: [
        "Les Républicains et le Rassemblement national (RN) veulent réduire nettement l’immigration (référendum, restrictions au regroupement familial, au droit du sol, aux prestations sociales) ; le RN prône aussi la « priorité nationale » ;",
        "le camp présidentiel revendique un équilibre : fermeté envers les délinquants étrangers, intégration par le travail et la langue ;",
        "la gauche et de nombreuses associations défendent le droit d’asile, l’AME, la régularisation de travailleurs ;",
        "les organisations patronales soulignent les besoins de main-d’œuvre de certains secteurs.",
      ],
      source: "Programmes des partis, 2022 ; débats parlementaires sur la loi de 2024, 2023",
    },
  ],
  sources: [
    { label: "Traité sur le fonctionnement de l’Union européenne, articles 77 à 80", year: 2009 },
    { label: "Règlement (UE) n° 604/2013 (« Dublin III »)", year: 2013 },
    {
      label:
        "Règlement (UE) 2024/1351 relatif à la gestion de l’asile et de la migration, et autres textes du pacte sur la migration et l’asile",
      year: 2024,
    },
    { label: "Code de l’entrée et du séjour des étrangers et du droit d’asile (CESEDA)", year: 2025 },
    { label: "Loi n° 2024-42 du 26 janvier 2024 pour contrôler l’immigration, améliorer l’intégration", year: 2024 },
    { label: "Conseil constitutionnel, décision n° 2023-863 DC du 25 janvier 2024", year: 2024 },
    {
      label: "Cour des comptes, La politique de lutte contre l’immigration irrégulière, rapport public thématique",
      year: 2024,
    },
    { label: "Ministère de l’Intérieur (DGEF), Lutte contre l’immigration irrégulière, données 2024", year: 2025 },
    { label: "Claude Évin et Patrick Stefanini, rapport sur l’aide médicale de l’État", year: 2023 },
    { label: "Sénat, avis budgétaire sur la mission « Santé », projet de loi de finances pour 2025", year: 2024 },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-politique-q1",
    question:
      "À partir de quand la plupart des règles du pacte européen sur la migration et l’asile s’appliquent-elles ?",
    options: [
      { id: "a", text: "Dès son adoption, en mai 2024", isCorrect: false },
      { id: "b", text: "À partir du 12 juin 2026", isCorrect: true },
      { id: "c", text: "À partir de 2030", isCorrect: false },
    ],
    explanation:
      "Adopté en avril et mai 2024, le pacte a prévu deux ans de préparation : la plupart de ses règles, dont celles qui remplacent le règlement Dublin, s’appliquent à partir du 12 juin 2026. (Source : Conseil de l’UE, 2024)",
  },
  {
    id: "immigration-politique-q2",
    question: "Pourquoi la plupart des articles de la loi immigration censurés en janvier 2024 l’ont-ils été ?",
    options: [
      { id: "a", text: "Ils étaient contraires au droit européen", isCorrect: false },
      { id: "b", text: "Le Gouvernement avait demandé leur retrait", isCorrect: false },
      {
        id: "c",
        text: "C’étaient des « cavaliers législatifs », sans lien suffisant avec le projet initial",
        isCorrect: true,
      },
    ],
    explanation:
      "32 articles ont été censurés pour une raison de procédure : ajoutés pendant les débats, ils n’avaient pas de lien suffisant avec le texte déposé. Le Conseil ne s’est donc pas prononcé sur leur contenu. (Source : Conseil constitutionnel, 2024)",
  },
  {
    id: "immigration-politique-q3",
    question: "À quoi sert le règlement Dublin ?",
    options: [
      { id: "a", text: "À désigner l’État de l’UE responsable d’une demande d’asile", isCorrect: true },
      { id: "b", text: "À fixer des quotas d’immigration pour chaque pays", isCorrect: false },
      { id: "c", text: "À délivrer les visas de court séjour", isCorrect: false },
    ],
    explanation:
      "Le règlement Dublin désigne un seul État responsable de chaque demande d’asile, souvent le pays d’entrée dans l’UE. Le pacte européen le remplace à partir du 12 juin 2026. (Source : règlement (UE) n° 604/2013)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-politique-g1",
    subtopicId: "immigration-politique",
    question: "Qu’est-ce qu’une OQTF ?",
    options: [
      { id: "a", text: "Une condamnation prononcée par un tribunal pénal", isCorrect: false },
      {
        id: "b",
        text: "Une décision du préfet ordonnant à un étranger sans droit au séjour de quitter la France",
        isCorrect: true,
      },
      { id: "c", text: "Un refus de visa décidé par un consulat", isCorrect: false },
    ],
    explanation:
      "L’obligation de quitter le territoire français est une décision administrative, prise par le préfet et contestable devant le tribunal administratif. Elle laisse en général 30 jours pour partir. (Source : CESEDA, 2025)",
  },
  {
    id: "immigration-politique-g2",
    subtopicId: "immigration-politique",
    question: "À qui s’adresse l’aide médicale de l’État (AME) ?",
    options: [
      { id: "a", text: "À tous les étrangers vivant en France", isCorrect: false },
      { id: "b", text: "Aux seuls demandeurs d’asile", isCorrect: false },
      {
        id: "c",
        text: "Aux étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources",
        isCorrect: true,
      },
    ],
    explanation:
      "L’AME, créée en 1999, couvre les soins des étrangers en situation irrégulière sous conditions de résidence et de ressources. Elle comptait environ 457 000 bénéficiaires fin 2023. (Source : Sénat, 2024)",
  },
  {
    id: "immigration-politique-g3",
    subtopicId: "immigration-politique",
    question: "Quelle mesure de la loi du 26 janvier 2024 s’applique à titre expérimental jusqu’à fin 2026 ?",
    options: [
      {
        id: "a",
        text: "Un titre de séjour pour des travailleurs en situation irrégulière dans les métiers qui peinent à recruter",
        isCorrect: true,
      },
      { id: "b", text: "Des quotas migratoires votés chaque année par le Parlement", isCorrect: false },
      { id: "c", text: "Le remplacement de l’AME par une aide médicale d’urgence", isCorrect: false },
    ],
    explanation:
      "Ce titre, délivré par le préfet, est expérimental jusqu’à fin 2026. Les quotas ont été censurés par le Conseil constitutionnel, et l’aide médicale d’urgence a été retirée du texte final. (Source : loi n° 2024-42, 2024)",
  },
];
