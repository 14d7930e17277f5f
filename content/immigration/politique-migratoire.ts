import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "immigration",
  number: 3,
  slug: "politique-migratoire",
  bookmarkId: "immigration-politique",
  topicId: "immigration-politique",
  title: "Politique migratoire",
  subtitle: "Qui décide, quelles règles s’appliquent et sur quoi portent les désaccords",
  readingTime: 4,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Qui décide ? La France et l’Union européenne",
      body: [
        "En France, le Parlement vote les lois et le Gouvernement les applique : le ministère de l’Intérieur et les préfectures délivrent les titres de séjour et décident des éloignements, les consulats délivrent les visas. L’OFPRA et la CNDA statuent sur l’asile, l’OFII organise l’accueil et l’intégration.",
        "L’Union européenne fixe des règles communes sur les visas de court séjour, l’asile et le retour. Chaque État garde le droit de fixer le nombre de travailleurs étrangers qu’il admet.",
      ],
      source: "legifrance-ceseda",
    },
    {
      title: "L’espace Schengen",
      body: [
        "Issu des accords de Schengen (1985) et de leur convention d’application (1990), l’espace Schengen supprime les contrôles aux frontières intérieures depuis 1995. Depuis le 1er janvier 2025, il compte 29 pays : 25 États de l’UE (sans l’Irlande ni Chypre), plus l’Islande, la Norvège, la Suisse et le Liechtenstein.",
        "Un État peut rétablir temporairement des contrôles à ses frontières intérieures. La France l’a fait en novembre 2015 et les a prolongés à plusieurs reprises depuis.",
      ],
      source: "commission-europeenne-schengen",
    },
    {
      title: "Le règlement Dublin",
      body: [
        "Le règlement Dublin III (2013) désigne un seul État responsable de chaque demande d’asile dans l’UE. Il applique une liste de critères : famille déjà présente, visa ou titre délivré, puis pays de première entrée irrégulière. C’est donc souvent le pays d’arrivée en Europe.",
        "Une personne qui demande l’asile ailleurs peut être transférée vers l’État responsable. En pratique, une part limitée des transferts est réalisée. Le règlement (UE) 2024/1351 du pacte européen le remplace depuis le 1er juillet 2026.",
      ],
      source: "ue-reglement-dublin-2013",
    },
    {
      title: "Le pacte européen sur la migration et l’asile",
      body: [
        "Ce paquet de 10 textes a été adopté par le Parlement européen le 10 avril 2024, puis par le Conseil le 14 mai 2024. Selon le calendrier qu’il fixe, il s’applique pour l’essentiel depuis le 12 juin 2026. Il prévoit :",
      ],
      points: [
        "un « filtrage » (identité, santé, sécurité) aux frontières extérieures ;",
        "une procédure rapide à la frontière pour certains demandeurs, notamment de pays où peu de demandes aboutissent ;",
        "une solidarité obligatoire mais flexible : accueillir des demandeurs, payer ou fournir une aide opérationnelle.",
      ],
      source: "conseil-ue-pacte-migration-asile",
    },
    {
      title: "Le CESEDA, le code des étrangers",
      body: [
        "Le Code de l’entrée et du séjour des étrangers et du droit d’asile (CESEDA) rassemble les règles sur les visas, les titres de séjour, l’asile et l’éloignement. Créé en 2004 et en vigueur depuis le 1er mars 2005, il a remplacé l’ordonnance du 2 novembre 1945. Il a été entièrement réorganisé le 1er mai 2021.",
        "Il est souvent modifié, notamment par les lois de 2015, 2016, 2018 et 2024. La nationalité relève, elle, du Code civil.",
      ],
      source: "legifrance-ceseda",
    },
    {
      title: "La loi du 26 janvier 2024 : un parcours mouvementé",
      body: [
        "Présenté en Conseil des ministres le 1er février 2023, le projet de loi a été durci par le Sénat en novembre 2023. Le 11 décembre, l’Assemblée nationale l’a rejeté d’emblée en adoptant une motion de rejet préalable.",
        "Une commission mixte paritaire, réunissant députés et sénateurs, a alors écrit un texte commun, adopté le 19 décembre 2023 par les deux chambres. Après la décision du Conseil constitutionnel, la loi n° 2024-42 a été promulguée le 26 janvier 2024.",
      ],
      source: "legifrance-loi-2024-42",
      figure: {
        kind: "timeline",
        title: "Le parcours de la loi « immigration »",
        takeaway:
          "Présenté en février 2023, le texte est promulgué en janvier 2024, après un rejet à l’Assemblée, un accord en commission mixte paritaire et une censure partielle.",
        period: "2023-2024",
        events: [
          { date: "2023-02-01", label: "Le projet de loi est présenté en Conseil des ministres." },
          { date: "2023-11", label: "Le Sénat adopte un texte durci." },
          { date: "2023-12-11", label: "L’Assemblée nationale le rejette en adoptant une motion de rejet préalable." },
          { date: "2023-12-19", label: "Le texte de la commission mixte paritaire est adopté par les deux chambres." },
          {
            date: "2024-01-25",
            label: "Le Conseil constitutionnel censure, en tout ou partie, 35 des 86 articles.",
            source: "conseil-constitutionnel-2023-863-dc",
          },
          { date: "2024-01-26", label: "La loi n° 2024-42 est promulguée." },
        ],
      },
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
      source: "legifrance-loi-2024-42",
    },
    {
      title: "La censure du Conseil constitutionnel",
      body: [
        "Le 25 janvier 2024, le Conseil constitutionnel a censuré, en tout ou partie, 35 des 86 articles. Parmi eux, 32 l’ont été comme « cavaliers législatifs » : ajoutés pendant les débats, ils n’avaient pas de lien suffisant avec le projet initial. Ils portaient notamment sur le regroupement familial, les prestations sociales et le droit du sol.",
        "Cette censure porte sur la procédure, pas sur le fond. Sur le fond, le Conseil a notamment censuré la fixation de quotas migratoires par le Parlement.",
      ],
      source: "conseil-constitutionnel-2023-863-dc",
    },
    {
      title: "L’OQTF, obligation de quitter le territoire",
      body: [
        "L’obligation de quitter le territoire français (OQTF) est une décision du préfet qui ordonne à un étranger sans droit au séjour de partir. Elle laisse en général 30 jours pour un départ volontaire, ou s’applique sans délai, par exemple en cas de menace pour l’ordre public.",
        "Elle peut être contestée devant le tribunal administratif et s’accompagner d’une interdiction de retour. Selon la commission des finances du Sénat, le nombre d’OQTF prononcées a augmenté de 13 % entre 2019 et 2023.",
      ],
      source: "senat-plf-2026-immigration",
    },
    {
      title: "Combien d’OQTF sont exécutées ?",
      body: [
        "Le taux d’exécution rapporte les OQTF exécutées à celles prononcées. Selon la commission des finances du Sénat, il est tombé à 5,7 % au premier semestre 2021, puis a remonté à 11,4 % en 2024.",
        "En 2024, 12 856 retours forcés ont été exécutés, 9,7 % de plus qu’en 2023. La Cour des comptes relève des obstacles : laissez-passer refusés par certains pays d’origine, recours, identification des personnes.",
      ],
      keyFigure: { value: "11,4 %", label: "des OQTF exécutées en 2024, selon la commission des finances du Sénat" },
      source: "senat-plf-2026-immigration",
    },
    {
      title: "L’aide médicale de l’État (AME)",
      body: [
        "Créée en 1999, l’AME prend en charge les soins des étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources. Depuis une réforme adoptée fin 2019, certains soins programmés non urgents exigent 9 mois d’ancienneté, sauf accord préalable.",
        "Au 30 septembre 2024, elle comptait 465 744 bénéficiaires, selon la commission des finances du Sénat. Les mineurs en représentaient 26 % en 2023.",
      ],
      keyFigure: { value: "≈ 466 000", label: "bénéficiaires de l’AME au 30 septembre 2024" },
      source: "senat-rapport-ame-2025",
    },
    {
      title: "Le débat sur l’AME",
      body: [
        "En novembre 2023, le Sénat a voté son remplacement par une aide médicale d’urgence ; la mesure ne figure pas dans la loi finale.",
      ],
      points: [
        "Pour le sénateur Vincent Delahaye (Union centriste), rapporteur spécial, les dépenses réelles (1,39 milliard d’euros en 2024) ont crû de 68,5 % en dix ans : il demande de resserrer le dispositif.",
        "Pour la sénatrice Céline Brulin (communiste), citant le rapport Évin-Stefanini de 2023, la restreindre nuirait à la santé publique et chargerait les hôpitaux.",
      ],
      source: "senat-plf-2026-sante",
    },
    {
      title: "Les grandes positions du débat",
      body: ["Lors des débats sur la dernière loi immigration :"],
      points: [
        "Les Républicains et le Rassemblement national veulent réduire nettement l’immigration (regroupement familial, droit du sol, prestations), au nom de la maîtrise des flux ;",
        "le camp présidentiel revendique un équilibre : fermeté envers les délinquants, intégration par le travail et la langue ;",
        "la gauche et des associations veulent préserver l’AME et régulariser des travailleurs, au nom des droits et de la santé ;",
        "le patronat met en avant les besoins de main-d’œuvre de certains secteurs.",
      ],
    },
  ],
  sources: [
    {
      id: "legifrance-ceseda",
      publisher: "Légifrance",
      title: "Code de l’entrée et du séjour des étrangers et du droit d’asile (CESEDA)",
      dataYear: 2004,
      publishedAt: "2004-11-24",
      url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070158/",
      recurring: false,
    },
    {
      id: "commission-europeenne-schengen",
      publisher: "Commission européenne",
      title: "Schengen area",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025",
      url: "https://home-affairs.ec.europa.eu/policies/schengen-borders-and-visa/schengen-area_en",
      recurring: false,
    },
    {
      id: "ue-reglement-dublin-2013",
      publisher: "Union européenne (EUR-Lex)",
      title: "Règlement (UE) n° 604/2013 du 26 juin 2013 (« Dublin III »)",
      dataYear: 2013,
      publishedAt: "2013-06-29",
      url: "https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=celex:32013R0604",
      recurring: false,
    },
    {
      id: "ue-reglement-2024-1351",
      publisher: "Union européenne (EUR-Lex)",
      title:
        "Règlement (UE) 2024/1351 du 14 mai 2024 relatif à la gestion de l’asile et de la migration (applicable à partir du 1er juillet 2026, art. 85)",
      dataYear: 2024,
      publishedAt: "2024-05-22",
      url: "https://eur-lex.europa.eu/legal-content/FR/TXT/?uri=CELEX%3A32024R1351",
      recurring: false,
    },
    {
      id: "conseil-ue-pacte-migration-asile",
      publisher: "Conseil de l’Union européenne",
      title: "Le pacte sur la migration et l’asile",
      dataYear: 2024,
      publishedAt: "2024-05",
      url: "https://www.consilium.europa.eu/fr/policies/eu-migration-policy/eu-migration-asylum-reform-pact/",
      recurring: false,
    },
    sharedSources["legifrance-loi-2024-42"],
    {
      id: "conseil-constitutionnel-2023-863-dc",
      publisher: "Conseil constitutionnel",
      title: "Décision n° 2023-863 DC du 25 janvier 2024, Loi pour contrôler l’immigration, améliorer l’intégration",
      dataYear: 2024,
      publishedAt: "2024-01-25",
      url: "https://www.conseil-constitutionnel.fr/decision/2024/2023863DC.htm",
      recurring: false,
    },
    {
      id: "cour-des-comptes-immigration-irreguliere-2024",
      publisher: "Cour des comptes",
      title: "La politique de lutte contre l’immigration irrégulière, rapport public thématique (synthèse)",
      dataYear: 2023,
      publishedAt: "2024-01-04",
      url: "https://www.ccomptes.fr/fr/documents/67931",
      recurring: false,
    },
    {
      id: "senat-plf-2026-immigration",
      publisher: "Sénat, commission des finances",
      title:
        "Rapport général sur le projet de loi de finances pour 2026, mission « Immigration, asile et intégration »",
      dataYear: 2024,
      publishedAt: "2025-11-24",
      url: "https://www.senat.fr/rap/l25-139-315/l25-139-3152.html",
      recurring: true,
    },
    {
      id: "senat-rapport-ame-2025",
      publisher: "Sénat, commission des finances",
      title: "Rapport d’information n° 841 (2024-2025) sur l’aide médicale d’État",
      dataYear: 2024,
      publishedAt: "2025-07-09",
      url: "https://www.senat.fr/rap/r24-841/r24-8416.html",
      recurring: false,
    },
    {
      id: "senat-plf-2026-sante",
      publisher: "Sénat, commission des finances",
      title: "Rapport général sur le projet de loi de finances pour 2026, mission « Santé »",
      dataYear: 2024,
      publishedAt: "2025-11-24",
      url: "https://www.senat.fr/rap/l25-139-327/l25-139-327_mono.html",
      recurring: true,
    },
    {
      id: "senat-seance-2024-12-02",
      publisher: "Sénat",
      title: "Compte rendu de la séance du 2 décembre 2024, projet de loi de finances pour 2025, mission « Santé »",
      dataYear: 2024,
      publishedAt: "2024-12-02",
      url: "https://senat.fr/seances/s202412/s20241202/s20241202012.html",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-politique-q1",
    question:
      "À partir de quand la plupart des règles du pacte européen sur la migration et l’asile s’appliquent-elles ?",
    options: [
      {
        id: "a",
        text: "Dès son adoption, en mai 2024",
        isCorrect: false,
        feedback:
          "Adopté en avril et mai 2024, le pacte a prévu deux ans de préparation : ses règles ne s’appliquaient pas dès son adoption.",
      },
      {
        id: "b",
        text: "À partir du 12 juin 2026",
        isCorrect: true,
        feedback:
          "Exact : la plupart de ses règles s’appliquent depuis le 12 juin 2026 ; le règlement qui remplace Dublin (UE 2024/1351), depuis le 1er juillet 2026.",
      },
      {
        id: "c",
        text: "À partir de 2030",
        isCorrect: false,
        feedback:
          "L’échéance est plus proche : le calendrier fixé par le pacte prévoit une application pour l’essentiel à partir du 12 juin 2026.",
      },
    ],
    explanation:
      "Adopté en avril et mai 2024, le pacte a prévu deux ans de préparation : la plupart de ses règles s’appliquent à partir du 12 juin 2026, et le règlement (UE) 2024/1351, qui remplace le règlement Dublin, à partir du 1er juillet 2026.",
    source: "conseil-ue-pacte-migration-asile",
    slide: 4,
  },
  {
    id: "immigration-politique-q2",
    question: "Pourquoi la plupart des articles de la loi immigration censurés en janvier 2024 l’ont-ils été ?",
    options: [
      {
        id: "a",
        text: "Ils étaient contraires au droit européen",
        isCorrect: false,
        feedback:
          "La plupart des censures ne portent pas sur le fond : 32 articles l’ont été pour une raison de procédure, faute de lien suffisant avec le projet initial.",
      },
      {
        id: "b",
        text: "Le Gouvernement avait demandé leur retrait",
        isCorrect: false,
        feedback:
          "Ce n’est pas le Gouvernement qui les a retirés : c’est le Conseil constitutionnel qui les a censurés, comme « cavaliers législatifs ».",
      },
      {
        id: "c",
        text: "C’étaient des « cavaliers législatifs », sans lien suffisant avec le projet initial",
        isCorrect: true,
        feedback:
          "Exact : ajoutés pendant les débats, ces 32 articles n’avaient pas de lien suffisant avec le texte déposé ; le Conseil ne s’est pas prononcé sur leur contenu.",
      },
    ],
    explanation:
      "Au total, 32 articles ont été censurés pour une raison de procédure : ajoutés pendant les débats, ils n’avaient pas de lien suffisant avec le texte déposé. Le Conseil ne s’est donc pas prononcé sur leur contenu.",
    source: "conseil-constitutionnel-2023-863-dc",
    slide: 8,
  },
  {
    id: "immigration-politique-q3",
    question: "À quoi sert le règlement Dublin ?",
    options: [
      {
        id: "a",
        text: "À désigner l’État de l’UE responsable d’une demande d’asile",
        isCorrect: true,
        feedback:
          "Exact : il applique une liste de critères (famille, visa ou titre, pays de première entrée) ; depuis le 1er juillet 2026, le règlement (UE) 2024/1351 du pacte européen le remplace.",
      },
      {
        id: "b",
        text: "À fixer des quotas d’immigration pour chaque pays",
        isCorrect: false,
        feedback:
          "Le règlement Dublin ne fixe aucun quota : il désigne, pour chaque demande d’asile, un seul État responsable de l’examiner.",
      },
      {
        id: "c",
        text: "À délivrer les visas de court séjour",
        isCorrect: false,
        feedback:
          "Le règlement Dublin ne délivre aucun visa (un visa déjà délivré n’y sert que de critère) : il désigne l’État responsable d’une demande d’asile.",
      },
    ],
    explanation:
      "Le règlement Dublin désigne un seul État responsable de chaque demande d’asile, souvent le pays d’entrée dans l’UE. Le règlement (UE) 2024/1351 du pacte européen le remplace depuis le 1er juillet 2026.",
    source: "ue-reglement-dublin-2013",
    slide: 3,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-politique-g1",
    subtopicId: "immigration-politique",
    question: "Qu’est-ce qu’une OQTF ?",
    options: [
      {
        id: "a",
        text: "Une condamnation prononcée par un tribunal pénal",
        isCorrect: false,
        feedback:
          "Une OQTF n’est pas une peine : c’est une décision administrative du préfet, contestable devant le tribunal administratif, non devant un tribunal pénal.",
      },
      {
        id: "b",
        text: "Une décision du préfet ordonnant à un étranger sans droit au séjour de quitter la France",
        isCorrect: true,
        feedback:
          "Exact : elle laisse en général 30 jours pour partir, ou s’applique sans délai, par exemple en cas de menace pour l’ordre public.",
      },
      {
        id: "c",
        text: "Un refus de visa décidé par un consulat",
        isCorrect: false,
        feedback:
          "Un refus de visa intervient avant l’arrivée ; l’OQTF vise un étranger déjà en France et sans droit au séjour, et elle est décidée par le préfet.",
      },
    ],
    explanation:
      "L’obligation de quitter le territoire français est une décision administrative, prise par le préfet et contestable devant le tribunal administratif. Elle laisse en général 30 jours pour partir.",
    source: "legifrance-ceseda",
    slide: 9,
  },
  {
    id: "immigration-politique-g2",
    subtopicId: "immigration-politique",
    question: "À qui s’adresse l’aide médicale de l’État (AME) ?",
    options: [
      {
        id: "a",
        text: "À tous les étrangers vivant en France",
        isCorrect: false,
        feedback:
          "L’AME ne vise pas tous les étrangers : elle couvre les soins des étrangers en situation irrégulière, sous conditions de résidence et de ressources.",
      },
      {
        id: "b",
        text: "Aux seuls demandeurs d’asile",
        isCorrect: false,
        feedback:
          "L’AME n’est pas réservée aux demandeurs d’asile : elle vise les étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources.",
      },
      {
        id: "c",
        text: "Aux étrangers en situation irrégulière résidant en France depuis plus de 3 mois, avec de faibles ressources",
        isCorrect: true,
        feedback:
          "Exact : créée en 1999, elle comptait 465 744 bénéficiaires au 30 septembre 2024, selon la commission des finances du Sénat.",
      },
    ],
    explanation:
      "L’AME, créée en 1999, couvre les soins des étrangers en situation irrégulière sous conditions de résidence et de ressources. Elle comptait 465 744 bénéficiaires au 30 septembre 2024.",
    source: "senat-rapport-ame-2025",
    slide: 11,
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
        feedback:
          "Exact : ce titre, délivré par le préfet aux travailleurs des métiers qui recrutent difficilement, est expérimental jusqu’à fin 2026.",
      },
      {
        id: "b",
        text: "Des quotas migratoires votés chaque année par le Parlement",
        isCorrect: false,
        feedback:
          "Les quotas votés chaque année ne figurent pas dans la loi promulguée : cette disposition a été censurée par le Conseil constitutionnel.",
      },
      {
        id: "c",
        text: "Le remplacement de l’AME par une aide médicale d’urgence",
        isCorrect: false,
        feedback: "L’aide médicale d’urgence ne figure pas dans le texte final : cette loi n’a pas remplacé l’AME.",
      },
    ],
    explanation:
      "Ce titre, délivré par le préfet, est expérimental jusqu’à fin 2026. Les quotas ont été censurés par le Conseil constitutionnel, et l’aide médicale d’urgence ne figure pas dans le texte final.",
    source: "legifrance-loi-2024-42",
    slide: 7,
  },
];
