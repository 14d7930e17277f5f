import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "immigration",
  number: 1,
  slug: "definitions",
  bookmarkId: "immigration-definitions",
  topicId: "immigration-definitions",
  title: "Définitions",
  subtitle: "Immigré, étranger, réfugié, migrant : les mots du débat et ce qu’ils désignent vraiment",
  readingTime: 4,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Des mots qui ne sont pas synonymes",
      body: [
        "Dans le débat public, « immigré », « étranger », « migrant » ou « réfugié » sont souvent employés l’un pour l’autre. Pourtant, chacun a un sens précis.",
        "Certains reposent sur le lieu de naissance, d’autres sur la nationalité, d’autres encore sur un statut juridique. Confondre ces mots, c’est risquer de comparer des chiffres qui ne mesurent pas la même chose.",
      ],
    },
    {
      title: "Immigré : né étranger, à l’étranger",
      body: [
        "Un immigré est une personne née étrangère dans un pays étranger et qui réside en France. Cette définition, fixée au début des années 1990 par le Haut Conseil à l’intégration, est celle de l’INSEE.",
        "La qualité d’immigré est permanente : une personne reste immigrée même si elle devient française. C’est le pays de naissance qui définit son origine géographique.",
      ],
      keyFigure: {
        value: "33 %",
        label: "des immigrés vivant en France en 2024 avaient acquis la nationalité française",
      },
      source: "insee-immigres-2024",
    },
    {
      title: "Étranger : une question de nationalité",
      body: [
        "Un étranger est une personne qui réside en France sans avoir la nationalité française. Le critère est la nationalité, pas le lieu de naissance. Les deux notions se recoupent sans se confondre :",
      ],
      points: [
        "un immigré peut être étranger ou devenu français ;",
        "un étranger peut être né en France (c’était le cas d’environ 0,9 million de personnes en 2024, surtout des mineurs) ;",
        "une personne née française à l’étranger n’est ni immigrée ni étrangère.",
      ],
      source: "insee-immigres-2024",
    },
    {
      title: "Descendant d’immigré",
      body: [
        "Pour l’INSEE, un descendant d’immigré est une personne née et résidant en France dont au moins un parent est immigré. Il n’est donc pas lui-même immigré, et il est le plus souvent français.",
        "Selon l’enquête Trajectoires et Origines (INSEE-INED, 2019-2020), seuls 34 % des descendants d’immigrés vivant en couple ont un conjoint immigré ou descendant d’immigré, contre 73 % des immigrés.",
      ],
      source: "ined-mixite-unions",
    },
    {
      title: "Devenir français",
      body: ["Le Code civil prévoit trois voies principales :"],
      points: [
        "la naturalisation, par décret, en principe après 5 ans de résidence, sous conditions (langue, adhésion aux valeurs républicaines) ; l’État peut la refuser ;",
        "la déclaration, notamment après 4 ans de mariage avec un Français ;",
        "la naissance et la résidence en France : l’enfant né en France de parents étrangers devient français à 18 ans s’il y a vécu 5 ans depuis ses 11 ans, ou dès 13 ans par déclaration (règles plus strictes à Mayotte).",
      ],
      source: "code-civil-21-7",
    },
    {
      title: "Demandeur d’asile et réfugié",
      body: [
        "Un demandeur d’asile a demandé la protection de la France et attend la réponse. L’OFPRA statue sur la demande ; en cas de refus, un recours est possible devant la Cour nationale du droit d’asile (CNDA).",
        "Un réfugié s’est vu reconnaître ce statut. Selon la Convention de Genève du 28 juillet 1951, il craint avec raison d’être persécuté du fait de sa « race », de sa religion, de sa nationalité, de son groupe social ou de ses opinions politiques.",
      ],
      source: "sp-statut-refugie",
      figure: {
        kind: "steps",
        title: "Du demandeur d’asile au réfugié",
        takeaway: "Un demandeur d’asile attend une réponse ; un réfugié s’est vu reconnaître ce statut.",
        period: "Droit en vigueur en 2026",
        steps: [
          {
            label: "La demande",
            detail: "La personne demande la protection de la France : elle est demandeur d’asile.",
          },
          {
            label: "La décision de l’OFPRA",
            detail: "L’Office français de protection des réfugiés et apatrides statue sur la demande.",
          },
          {
            label: "Le recours devant la CNDA",
            detail: "En cas de refus, la personne peut saisir la Cour nationale du droit d’asile.",
          },
          { label: "La protection accordée", detail: "Si le statut lui est reconnu, la personne est réfugiée." },
        ],
      },
    },
    {
      title: "La protection subsidiaire",
      body: [
        "La protection subsidiaire vise une personne qui ne remplit pas les critères de la Convention de Genève, mais risque chez elle des atteintes graves : peine de mort, torture, violence d’un conflit armé.",
        "Elle ouvre droit à une carte de séjour pluriannuelle de 4 ans au plus, qui permet de travailler. À distinguer de la protection temporaire, activée par l’UE pour les personnes fuyant la guerre en Ukraine.",
      ],
      source: "sp-protection-subsidiaire",
    },
    {
      title: "Visa et titre de séjour",
      body: [
        "Le visa est une autorisation d’entrer, délivrée par un consulat ; certaines nationalités en sont dispensées pour un court séjour. Le visa Schengen de court séjour permet de rester au plus 90 jours sur 180.",
        "Le titre de séjour permet à un étranger majeur de rester plus de 3 mois en France. Trois grandes familles : carte temporaire (1 an au plus), carte pluriannuelle (jusqu’à 4 ans), carte de résident (10 ans). Les citoyens de l’Union européenne n’en ont pas besoin.",
      ],
      source: "france-visas-court-sejour",
    },
    {
      title: "Personne en situation irrégulière",
      body: [
        "Une personne est en situation irrégulière si elle n’a pas ou plus le droit de séjourner en France : entrée sans autorisation, maintien après la fin d’un visa ou d’un titre, rejet définitif d’une demande d’asile.",
        "La Cour des comptes parle d’une « catégorie mouvante » : on peut entrer ou sortir de cette situation. Son nombre est incertain. On l’estime souvent à partir des bénéficiaires de l’aide médicale de l’État (439 000 en juin 2023), une méthode aux nombreuses limites.",
      ],
      source: "ccomptes-irreguliere-2024",
    },
    {
      title: "Migrant : un mot sans définition juridique",
      body: [
        "Le mot « migrant » n’a pas de définition en droit international. L’Organisation internationale pour les migrations (OIM), agence de l’ONU, l’emploie comme un terme générique : toute personne qui quitte son lieu de résidence habituelle, dans son pays ou vers un autre pays, quelle qu’en soit la raison.",
        "Le HCR recommande de ne pas l’utiliser comme un mot fourre-tout qui englobe les réfugiés, car ceux-ci ont droit à une protection particulière.",
      ],
      source: "oim-migrant",
    },
    {
      title: "Le regroupement familial",
      body: [
        "Le regroupement familial est la procédure qui permet à un étranger installé régulièrement en France de faire venir son conjoint et ses enfants mineurs.",
        "Il faut en principe 18 mois de séjour régulier, des ressources stables au moins égales au SMIC et un logement adapté. L’OFII et le maire vérifient les conditions, le préfet décide. Les conjoints de Français relèvent d’une autre procédure : le « motif familial » des statistiques est donc plus large que le seul regroupement familial.",
      ],
      source: "sp-regroupement-familial",
    },
    {
      title: "Le solde migratoire",
      body: [
        "Le solde migratoire est la différence entre les entrées et les sorties du territoire au cours d’une année, quelle que soit la nationalité : il compte aussi les Français qui partent ou reviennent.",
        "Ce n’est donc pas le nombre d’arrivées, qui est bien plus élevé : le solde déduit les départs. L’INSEE l’estime, de façon provisoire, à environ +176 000 personnes par an de 2023 à 2025.",
      ],
      source: "insee-bilan-demographique-2025",
    },
  ],
  sources: [
    sharedSources["insee-immigres-2024"],
    sharedSources["ined-mixite-unions"],
    {
      id: "code-civil-21-7",
      publisher: "Légifrance",
      title: "Article 21-7 du Code civil (nationalité française, naissance et résidence en France)",
      dataYear: 2019,
      publishedAt: "2020-01-01",
      url: "https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000006419825",
      recurring: false,
    },
    {
      id: "sp-statut-refugie",
      publisher: "Service-Public.fr (DILA)",
      title: "Statut de réfugié, protection subsidiaire ou temporaire : quelles différences ?",
      dataYear: 1951,
      publishedAt: "2022-04-04",
      url: "https://www.service-public.fr/particuliers/vosdroits/F299",
      recurring: false,
    },
    {
      id: "sp-protection-subsidiaire",
      publisher: "Service-Public.fr (DILA)",
      title: "Protection subsidiaire : statut, titre de séjour et document de voyage",
      dataYear: 2018,
      publishedAt: "2020-03-01",
      url: "https://www.service-public.fr/particuliers/vosdroits/F2689",
      recurring: false,
    },
    {
      id: "france-visas-court-sejour",
      publisher: "France-Visas, portail officiel des visas pour la France",
      title: "Visa de court séjour",
      dataYear: 2009,
      publishedAt: "2009",
      url: "https://france-visas.gouv.fr/fr/web/france-visas/visa-de-court-sejour",
      recurring: false,
    },
    {
      id: "ccomptes-irreguliere-2024",
      publisher: "Cour des comptes",
      title: "La politique de lutte contre l’immigration irrégulière, rapport public thématique (synthèse)",
      dataYear: 2023,
      publishedAt: "2024-01-04",
      url: "https://www.ccomptes.fr/fr/documents/67931",
      recurring: false,
    },
    {
      id: "oim-migrant",
      publisher: "Organisation internationale pour les migrations (OIM)",
      title: "À propos de la migration : définition d’un « migrant » selon l’OIM",
      dataYear: 2019,
      publishedAt: "2019",
      url: "https://www.iom.int/fr/propos-de-la-migration",
      recurring: false,
    },
    {
      id: "sp-regroupement-familial",
      publisher: "Service-Public.fr (DILA)",
      title: "Regroupement familial",
      dataYear: 2023,
      publishedAt: "2023-05-01",
      url: "https://www.service-public.fr/particuliers/vosdroits/F11166",
      recurring: false,
    },
    {
      id: "insee-bilan-demographique-2025",
      publisher: "INSEE",
      title: "Bilan démographique 2025",
      dataYear: 2025,
      publishedAt: "2026-01-13",
      url: "https://www.insee.fr/fr/statistiques/8721209",
      recurring: true,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-definitions-q1",
    question:
      "Une personne née au Maroc de nationalité marocaine, installée en France et devenue française en 2010, est-elle comptée comme immigrée ?",
    options: [
      {
        id: "a",
        text: "Non, elle est française, donc elle n’est plus immigrée",
        isCorrect: false,
        feedback:
          "Devenir français ne change pas la qualité d’immigré : elle dépend du lieu et de la nationalité de naissance, et reste acquise après une naturalisation.",
      },
      {
        id: "b",
        text: "Oui, car la qualité d’immigré est permanente",
        isCorrect: true,
        feedback:
          "Oui : c’est le pays de naissance qui fixe l’origine géographique, et un tiers des immigrés vivant en France en 2024 étaient devenus français.",
      },
      {
        id: "c",
        text: "Seulement si elle est arrivée en France après l’âge de 18 ans",
        isCorrect: false,
        feedback:
          "L’âge d’arrivée n’entre pas dans la définition : est immigrée toute personne née étrangère à l’étranger et résidant en France, quel que soit son âge à l’arrivée.",
      },
    ],
    explanation:
      "Est immigrée toute personne née étrangère à l’étranger et résidant en France. Cette qualité ne change pas avec l’acquisition de la nationalité : en 2024, 33 % des immigrés étaient français.",
    source: "insee-immigres-2024",
    slide: 2,
  },
  {
    id: "immigration-definitions-q2",
    question: "Qu’est-ce qui distingue la protection subsidiaire du statut de réfugié ?",
    options: [
      {
        id: "a",
        text: "Elle est accordée par la préfecture et non par l’OFPRA",
        isCorrect: false,
        feedback:
          "Comme le statut de réfugié, la protection subsidiaire est accordée par l’OFPRA, ou par la CNDA sur recours : ce n’est pas la préfecture qui l’accorde.",
      },
      {
        id: "b",
        text: "Elle ne concerne que les mineurs",
        isCorrect: false,
        feedback:
          "L’âge ne compte pas : la protection subsidiaire vise toute personne exposée chez elle à la peine de mort, à la torture ou à la violence d’un conflit armé.",
      },
      {
        id: "c",
        text: "Elle protège des personnes exposées à des atteintes graves sans remplir les critères de persécution de la Convention de Genève",
        isCorrect: true,
        feedback:
          "C’est bien la différence : pas de persécution au sens de la Convention de Genève, mais un risque d’atteintes graves, qui ouvre droit à une carte de séjour pluriannuelle.",
      },
    ],
    explanation:
      "La protection subsidiaire vise les personnes menacées de peine de mort, de torture ou de la violence d’un conflit armé, sans être persécutées pour l’un des motifs de la Convention de Genève. Comme le statut de réfugié, elle est accordée par l’OFPRA ou la CNDA.",
    source: "sp-protection-subsidiaire",
    slide: 7,
  },
  {
    id: "immigration-definitions-q3",
    question: "Que mesure le solde migratoire ?",
    options: [
      {
        id: "a",
        text: "La différence entre les entrées et les sorties du territoire, Français compris",
        isCorrect: true,
        feedback:
          "C’est bien cela : le solde compte aussi les Français qui partent ou reviennent, et il déduit tous les départs des arrivées.",
      },
      {
        id: "b",
        text: "Le nombre d’étrangers arrivés en France dans l’année",
        isCorrect: false,
        feedback:
          "Ce chiffre ne compte que des arrivées, et seulement d’étrangers : le solde migratoire déduit les départs et inclut les Français, il est donc bien plus faible.",
      },
      {
        id: "c",
        text: "Le nombre de titres de séjour délivrés dans l’année",
        isCorrect: false,
        feedback:
          "Le solde migratoire ne compte pas des papiers délivrés mais des personnes : les entrées sur le territoire moins les sorties, Français compris.",
      },
    ],
    explanation:
      "Le solde migratoire soustrait les sorties aux entrées, quelle que soit la nationalité. Il ne se confond donc pas avec le nombre d’arrivées : l’INSEE l’estime à environ +176 000 personnes par an de 2023 à 2025.",
    source: "insee-bilan-demographique-2025",
    slide: 12,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-definitions-g1",
    subtopicId: "immigration-definitions",
    question: "Un enfant né en France de deux parents étrangers, et qui a leur nationalité, est :",
    options: [
      {
        id: "a",
        text: "immigré",
        isCorrect: false,
        feedback:
          "Pour être immigré, il faut être né à l’étranger : né en France, cet enfant n’est pas immigré, quelle que soit sa nationalité.",
      },
      {
        id: "b",
        text: "étranger, mais pas immigré",
        isCorrect: true,
        feedback:
          "C’est bien cela : l’étranger se définit par la nationalité, l’immigré par la naissance à l’étranger ; en 2024, environ 0,9 million d’étrangers vivant en France y étaient nés.",
      },
      {
        id: "c",
        text: "ni étranger ni immigré",
        isCorrect: false,
        feedback:
          "Il n’a pas la nationalité française : il est donc étranger, même né en France. Seule la qualité d’immigré, liée à la naissance à l’étranger, ne s’applique pas à lui.",
      },
    ],
    explanation:
      "Il est étranger, car il n’a pas la nationalité française, mais il n’est pas immigré, car il est né en France. En 2024, environ 0,9 million d’étrangers vivant en France y étaient nés.",
    source: "insee-immigres-2024",
    slide: 3,
  },
  {
    id: "immigration-definitions-g2",
    subtopicId: "immigration-definitions",
    question: "Quel texte définit juridiquement le mot « migrant » ?",
    options: [
      {
        id: "a",
        text: "La Convention de Genève de 1951",
        isCorrect: false,
        feedback:
          "La Convention de Genève de 1951 définit le réfugié, pas le migrant : selon l’OIM, « migrant » reste un terme générique, sans définition en droit international.",
      },
      {
        id: "b",
        text: "Le Code civil",
        isCorrect: false,
        feedback:
          "Aucun texte de droit ne définit le migrant : l’OIM emploie ce mot comme un terme générique, pour toute personne qui quitte son lieu de résidence habituelle.",
      },
      {
        id: "c",
        text: "Aucun : le mot n’a pas de définition en droit international",
        isCorrect: true,
        feedback:
          "Exact : l’OIM, agence de l’ONU, l’emploie pour toute personne qui quitte son lieu de résidence habituelle, dans son pays ou vers un autre, quelle qu’en soit la raison.",
      },
    ],
    explanation:
      "« Migrant » est un terme générique sans définition juridique internationale, selon l’OIM. La Convention de Genève définit le réfugié, pas le migrant.",
    source: "oim-migrant",
    slide: 10,
  },
  {
    id: "immigration-definitions-g3",
    subtopicId: "immigration-definitions",
    question: "Quelle durée de séjour régulier est en principe exigée pour demander le regroupement familial ?",
    options: [
      {
        id: "a",
        text: "6 mois",
        isCorrect: false,
        feedback:
          "Six mois ne suffisent pas : il faut en principe 18 mois de séjour régulier, avec des ressources au moins égales au SMIC et un logement adapté.",
      },
      {
        id: "b",
        text: "18 mois",
        isCorrect: true,
        feedback:
          "Exact : à ces 18 mois s’ajoutent des ressources stables au moins égales au SMIC et un logement adapté, vérifiés par l’OFII et le maire avant la décision du préfet.",
      },
      {
        id: "c",
        text: "5 ans",
        isCorrect: false,
        feedback:
          "La durée exigée est bien plus courte : en principe 18 mois de séjour régulier, et non cinq ans, avec des ressources et un logement adaptés.",
      },
    ],
    explanation:
      "L’étranger doit en principe résider régulièrement en France depuis au moins 18 mois, disposer de ressources au moins égales au SMIC et d’un logement adapté.",
    source: "sp-regroupement-familial",
    slide: 11,
  },
  {
    id: "immigration-definitions-g4",
    subtopicId: "immigration-definitions",
    question: "Quel organisme statue en premier sur une demande d’asile en France ?",
    options: [
      {
        id: "a",
        text: "L’OFPRA",
        isCorrect: true,
        feedback:
          "Exact : l’Office français de protection des réfugiés et apatrides (OFPRA) examine la demande et statue en premier.",
      },
      {
        id: "b",
        text: "La Cour nationale du droit d’asile (CNDA)",
        isCorrect: false,
        feedback:
          "La CNDA est une cour de recours : elle n’intervient qu’après un refus de l’OFPRA, quand le demandeur conteste cette décision.",
      },
      {
        id: "c",
        text: "Le consulat de France dans le pays d’origine",
        isCorrect: false,
        feedback:
          "Le consulat ne statue pas sur la demande d’asile : c’est l’OFPRA qui l’examine, puis la CNDA en cas de recours.",
      },
    ],
    explanation:
      "L’Office français de protection des réfugiés et apatrides (OFPRA) statue sur la demande. La CNDA n’intervient qu’en cas de recours contre sa décision.",
    source: "sp-statut-refugie",
    slide: 6,
  },
];
