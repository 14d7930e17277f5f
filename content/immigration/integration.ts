import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "immigration",
  number: 4,
  slug: "integration",
  bookmarkId: "immigration-integration",
  topicId: "immigration-integration",
  title: "Intégration",
  subtitle: "Comment la France accompagne les nouveaux arrivants, ce que montrent les données et ce qui fait débat",
  readingTime: 4,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "De quoi parle-t-on ?",
      body: [
        "L’intégration désigne la manière dont les personnes immigrées prennent part à la vie de la société : langue, emploi, école, logement, droits et devoirs.",
        "L’OCDE et la Commission européenne la mesurent en comparant les résultats des immigrés à ceux des personnes nées dans le pays, à caractéristiques comparables.",
      ],
      points: [
        "Immigré : personne née étrangère à l’étranger et résidant en France.",
        "Descendant d’immigré : personne née et résidant en France, dont au moins un parent est immigré.",
      ],
      source: "insee-immigres-descendants-2023",
    },
    {
      title: "Le contrat d’intégration républicaine",
      body: [
        "Depuis la loi du 7 mars 2016, l’étranger d’un pays extérieur à l’Union européenne admis pour la première fois à s’installer durablement signe un contrat d’intégration républicaine (CIR) avec l’État. Il a remplacé le contrat d’accueil et d’intégration.",
        "Le CIR est conclu pour un an. Il concerne aussi les réfugiés. Certains titres, comme le titre « étudiant », en sont dispensés.",
        "Il est mis en œuvre par l’Office français de l’immigration et de l’intégration (OFII), qui reçoit chaque signataire en entretien.",
      ],
      source: "ofii-cir",
    },
    {
      title: "Formation civique et cours de français",
      body: [
        "Le signataire suit une formation civique obligatoire : valeurs et principes de la République, institutions, accès aux droits, emploi et vie pratique.",
        "Un test mesure son niveau de français. S’il est insuffisant, l’OFII peut proposer une formation linguistique gratuite, de 100 à 600 heures selon les besoins.",
        "L’assiduité à ces formations est prise en compte pour obtenir ensuite un titre de séjour de plus longue durée.",
      ],
      keyFigure: { value: "4 jours", label: "durée de la formation civique du CIR, soit 24 heures" },
      source: "ofii-cir",
    },
    {
      title: "Depuis 2026 : un niveau de français et un examen civique exigés",
      body: [
        "La loi du 26 janvier 2024 « pour contrôler l’immigration, améliorer l’intégration », précisée par deux décrets du 15 juillet 2025 (titres de séjour et nationalité) et un arrêté du 10 octobre 2025 sur l’examen civique, a relevé les exigences. Depuis le 1er janvier 2026, pour une première demande :",
      ],
      points: [
        "carte de séjour pluriannuelle : niveau A2 ;",
        "carte de résident (10 ans) : niveau B1 ;",
        "naturalisation : niveau B2, contre B1 auparavant ;",
        "dans les trois cas, un examen civique.",
      ],
      source: "legifrance-decret-2025-647",
    },
    {
      title: "Emploi : des écarts qui persistent",
      body: [
        "En 2021, 61 % des immigrés de 15 à 64 ans occupent un emploi, contre 69 % des personnes sans ascendance migratoire. Pour les descendants d’immigrés, le taux est de 59 %.",
        "Le chômage touche 13 % des immigrés actifs et 12 % des descendants, contre 7 % des personnes sans ascendance migratoire.",
        "Selon la DARES, les écarts de chômage subsistent à âge, diplôme et lieu de vie comparables. Ils sont plus marqués pour les personnes d’origine non européenne.",
      ],
      keyFigure: {
        value: "13 % contre 7 %",
        label: "taux de chômage des immigrés et des personnes sans ascendance migratoire, 15-64 ans, en 2021",
      },
      source: "dares-immigres-marche-travail-2021",
      figure: {
        kind: "bar",
        title: "Taux de chômage des 15-64 ans selon le lien à la migration",
        takeaway:
          "Le chômage touche près de deux fois plus les immigrés et les descendants d’immigrés que les personnes sans ascendance migratoire.",
        period: "2021",
        unit: "% des actifs",
        bars: [
          { label: "Immigrés", value: 13 },
          { label: "Descendants d’immigrés", value: 12 },
          { label: "Personnes sans ascendance migratoire", value: 7 },
        ],
      },
    },
    {
      title: "Niveau de vie et diplômes : une progression d’une génération à l’autre",
      body: [
        "Selon l’INSEE, le niveau de vie des immigrés est inférieur de 22 % à celui des personnes sans lien direct avec la migration. L’écart tombe à 19 % pour les descendants de deux parents immigrés et à 6 % pour ceux qui ont un seul parent immigré.",
        "L’enquête Trajectoires et Origines (2019-2020) montre une forte hausse du niveau de diplôme entre les parents immigrés et leurs enfants nés en France. Les inégalités sociales persistent toutefois.",
      ],
      source: "insee-immigres-descendants-2023",
    },
    {
      title: "Devenir français : les principales voies",
      body: [
        "La naturalisation par décret suppose en principe cinq ans de résidence et une « assimilation à la communauté française » : langue, connaissance de la société, adhésion aux principes de la République.",
      ],
      points: [
        "Mariage avec un Français : déclaration possible après quatre ans de mariage, sous conditions.",
        "Droit du sol : un enfant né en France de parents étrangers devient français à sa majorité s’il y a vécu cinq ans depuis ses 11 ans (ou dès 13 ans, par déclaration). Mayotte a des règles propres.",
      ],
      source: "legifrance-code-civil",
    },
    {
      title: "Les acquisitions de nationalité en chiffres",
      body: [
        "En 2024, environ 103 500 personnes ont acquis la nationalité française, soit 6,4 % de plus qu’en 2023 (environ 97 200), selon le ministère de la Justice.",
      ],
      points: [
        "environ 48 700 par décret (naturalisation ou réintégration) ;",
        "environ 35 900 au titre du droit du sol ;",
        "la plupart des autres par déclaration, surtout à la suite d’un mariage.",
      ],
      keyFigure: { value: "≈ 103 500", label: "acquisitions de la nationalité française en 2024" },
      source: "senat-question-nationalite-2024",
    },
    {
      title: "Discriminations : ce que déclarent les personnes",
      body: [
        "L’enquête Trajectoires et Origines (TeO), menée par l’INED et l’INSEE, interroge un large échantillon sur ses parcours et ses expériences.",
        "En 2019-2020, 18 % des 18-49 ans déclarent avoir subi des traitements inégalitaires ou des discriminations, contre 14 % en 2008-2009. À caractéristiques égales, l’origine immigrée ou ultramarine reste le principal facteur associé à ces expériences.",
        "Il s’agit d’expériences déclarées, et non de faits établis par un juge.",
      ],
      keyFigure: {
        value: "18 %",
        label: "des 18-49 ans déclarent des discriminations en 2019-2020 (14 % en 2008-2009)",
      },
      source: "insee-premiere-1911-discriminations",
    },
    {
      title: "Discriminations : ce que mesurent les tests",
      body: [
        "Le « testing » consiste à envoyer à des recruteurs des candidatures fictives équivalentes, qui ne diffèrent que par un critère, ici le prénom et le nom.",
        "Lors d’une vaste campagne menée de décembre 2019 à avril 2021 sous l’égide de la DARES, les candidatures à consonance maghrébine ont eu en moyenne 31,5 % de chances en moins d’être recontactées que celles à consonance française. L’écart était plus faible dans les métiers qui peinent à recruter.",
      ],
      keyFigure: {
        value: "−31,5 %",
        label: "de chances d’être recontacté pour un nom à consonance maghrébine (testing 2019-2021)",
      },
      source: "testing-dares-2021",
    },
    {
      title: "Assimilation, intégration, inclusion : trois approches",
      body: ["Trois mots reviennent souvent dans ce débat :"],
      points: [
        "Assimilation : le nouveau venu adopte la langue, les normes et le mode de vie du pays d’accueil. Le Code civil l’exige pour la naturalisation (art. 21-24).",
        "Intégration : participation à la société, à égalité de droits et de devoirs, avec des attaches culturelles qui peuvent demeurer. C’est le terme du CIR.",
        "Inclusion : l’accent porte sur la société d’accueil, qui doit lever les obstacles. Le rapport Tuot (2013) et la Commission européenne emploient ce terme.",
      ],
      source: "legifrance-code-civil",
    },
    {
      title: "Le débat : quelles priorités ?",
      body: [
        "Pour le Gouvernement auteur de la loi de 2024 et des décrets de 2025, comme pour Les Républicains et le Rassemblement national, une langue et une culture civique communes fondent la cohésion : l’État doit être plus exigeant.",
        "Pour le rapport Tuot (2013), une partie de la gauche et des associations, l’égalité passe d’abord par la lutte contre les discriminations ; des exigences plus élevées risquent d’écarter les personnes peu scolarisées.",
      ],
      source: "legifrance-decret-2025-648",
    },
  ],
  sources: [
    {
      id: "insee-immigres-descendants-2023",
      publisher: "INSEE",
      title: "Immigrés et descendants d’immigrés, Insee Références, édition 2023",
      dataYear: 2021,
      publishedAt: "2023-03-30",
      url: "https://www.insee.fr/fr/statistiques/6793314?sommaire=6793391",
      recurring: true,
    },
    {
      id: "ofii-cir",
      publisher: "OFII",
      title: "Le contrat d’intégration républicaine, une aide à l’intégration des migrants",
      dataYear: 2016,
      publishedAt: "2016",
      url: "https://www.ofii.fr/le-contrat-dintegration-republicaine-une-aide-a-lintegration-des-migrants/",
      recurring: false,
    },
    sharedSources["legifrance-loi-2024-42"],
    {
      id: "legifrance-decret-2025-647",
      publisher: "Légifrance",
      title:
        "Décret n° 2025-647 du 15 juillet 2025 (contrat d’intégration républicaine, langue et examen civique pour les titres de séjour)",
      dataYear: 2025,
      publishedAt: "2025-07-17",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051900489",
      recurring: false,
    },
    {
      id: "legifrance-decret-2025-648",
      publisher: "Légifrance",
      title: "Décret n° 2025-648 du 15 juillet 2025 (langue et examen civique pour l’acquisition de la nationalité)",
      dataYear: 2025,
      publishedAt: "2025-07-17",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051900519",
      recurring: false,
    },
    {
      id: "dares-immigres-marche-travail-2021",
      publisher: "DARES",
      title: "Quelles situations sur le marché du travail des immigrés et des descendants d’immigrés en 2021 ?",
      dataYear: 2021,
      publishedAt: "2023-03",
      url: "https://dares.travail-emploi.gouv.fr/publication/quelles-situations-sur-le-marche-du-travail-des-immigres-et-des-descendants-dimmigres",
      recurring: false,
    },
    {
      id: "insee-premiere-1911-discriminations",
      publisher: "INSEE et INED",
      title:
        "Insee Première n° 1911 : en dix ans, le sentiment de discrimination augmente (enquête TeO2, version corrigée de 2023)",
      dataYear: 2020,
      publishedAt: "2023-02-23",
      url: "https://www.insee.fr/fr/statistiques/6473349",
      recurring: false,
    },
    {
      id: "testing-dares-2021",
      publisher: "AEF info (d’après la DARES)",
      title:
        "Recrutement : l’intensité de la discrimination basée sur l’origine est plus faible dans les métiers en tension (testing DARES 2019-2021)",
      dataYear: 2021,
      publishedAt: "2021-11",
      url: "https://www.aefinfo.fr/depeche/662889-recrutement-lintensite-de-la-discrimination-basee-sur-lorigine-est-plus-faible-dans-les-metiers-en-tension-dares",
      recurring: false,
    },
    {
      id: "senat-question-nationalite-2024",
      publisher: "Sénat (réponse du ministère de la Justice)",
      title:
        "Question écrite de M. Saïd Omar Oili sur les naturalisations et acquisitions de nationalité, réponse du 21 août 2025",
      dataYear: 2024,
      publishedAt: "2025-08-21",
      url: "https://www.senat.fr/questions/base/2025/qSEQ250303821.html",
      recurring: false,
    },
    {
      id: "legifrance-code-civil",
      publisher: "Légifrance",
      title: "Code civil, articles 21-2, 21-7, 21-17 et 21-24 (version consolidée en vigueur)",
      dataYear: 2026,
      publishedAt: "2026-01-01",
      url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070721/",
      recurring: false,
    },
    {
      id: "rapport-tuot-2013",
      publisher: "ISCRA",
      title:
        "Rapport Refondation de la politique d’intégration (Thierry Tuot, La grande nation : pour une société inclusive, 2013)",
      dataYear: 2013,
      publishedAt: "2013-02-01",
      url: "https://www.iscra.org/articles/rapport-refondation-de-la-politique-dintegration",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-integration-q1",
    question: "Combien de temps dure la formation civique du contrat d’intégration républicaine ?",
    options: [
      {
        id: "a",
        text: "Une demi-journée",
        isCorrect: false,
        feedback:
          "Une demi-journée est bien plus court que la réalité : la formation civique du CIR dure quatre jours, soit 24 heures.",
      },
      {
        id: "b",
        text: "Quatre jours, soit 24 heures",
        isCorrect: true,
        feedback:
          "Exact : valeurs et institutions de la République, accès aux droits, emploi et vie pratique ; l’assiduité compte ensuite pour un titre de séjour plus long.",
      },
      {
        id: "c",
        text: "Six mois",
        isCorrect: false,
        feedback:
          "La formation civique dure quatre jours, pas six mois ; seule la formation en français, si elle est nécessaire, peut aller de 100 à 600 heures.",
      },
    ],
    explanation:
      "La formation civique du CIR dure quatre jours (24 heures). Elle présente les valeurs et les institutions de la République, l’accès aux droits et la vie pratique ; la formation en français, elle, va de 100 à 600 heures selon les besoins.",
    source: "ofii-cir",
    slide: 3,
  },
  {
    id: "immigration-integration-q2",
    question: "Depuis le 1er janvier 2026, quel niveau de français est exigé pour une demande de naturalisation ?",
    options: [
      {
        id: "a",
        text: "A2",
        isCorrect: false,
        feedback:
          "A2 est le niveau demandé pour une première carte de séjour pluriannuelle, pas pour la naturalisation, qui exige B2 depuis 2026.",
      },
      {
        id: "b",
        text: "B1",
        isCorrect: false,
        feedback:
          "B1 était l’exigence d’avant 2026 pour la naturalisation, et reste celle de la carte de résident ; la naturalisation demande désormais B2.",
      },
      {
        id: "c",
        text: "B2",
        isCorrect: true,
        feedback: "Exact : la naturalisation exige désormais B2, contre B1 auparavant, ainsi qu’un examen civique.",
      },
    ],
    explanation:
      "En application de la loi du 26 janvier 2024 et du décret n° 2025-648 du 15 juillet 2025, la naturalisation exige désormais le niveau B2, contre B1 auparavant. A2 est demandé pour une première carte pluriannuelle et B1 pour la carte de résident.",
    source: "legifrance-decret-2025-648",
    slide: 4,
  },
  {
    id: "immigration-integration-q3",
    question: "Qu’a montré le testing à l’embauche mené sous l’égide de la DARES entre 2019 et 2021 ?",
    options: [
      {
        id: "a",
        text: "Les candidatures à consonance maghrébine ont eu en moyenne 31,5 % de chances en moins d’être recontactées",
        isCorrect: true,
        feedback:
          "Exact : à candidatures équivalentes, seul le nom changeait ; l’écart était plus faible dans les métiers qui peinent à recruter.",
      },
      {
        id: "b",
        text: "Aucune différence selon l’origine supposée du nom",
        isCorrect: false,
        feedback:
          "Le test a mesuré un écart net : à candidatures équivalentes, un nom à consonance maghrébine réduisait en moyenne de 31,5 % les chances d’être recontacté.",
      },
      {
        id: "c",
        text: "Un écart seulement pour les postes de cadres dirigeants",
        isCorrect: false,
        feedback:
          "Le test ne portait pas que sur les cadres dirigeants : l’écart de 31,5 % est une moyenne, plus faible dans les métiers qui peinent à recruter.",
      },
    ],
    explanation:
      "À candidatures équivalentes, un nom à consonance maghrébine a réduit en moyenne de 31,5 % les chances d’être recontacté. Le testing isole ainsi l’effet du seul nom, ce qu’une enquête déclarative ne permet pas.",
    source: "testing-dares-2021",
    slide: 10,
  },
  {
    id: "immigration-integration-q4",
    question: "Selon la définition de l’INSEE, qu’est-ce qu’un descendant d’immigré ?",
    options: [
      {
        id: "a",
        text: "Une personne étrangère qui vit en France depuis plus de cinq ans",
        isCorrect: false,
        feedback:
          "Une personne étrangère installée depuis longtemps peut être immigrée, pas descendante d’immigré : le descendant est né en France, d’au moins un parent immigré.",
      },
      {
        id: "b",
        text: "Une personne née et résidant en France dont au moins un parent est immigré",
        isCorrect: true,
        feedback:
          "Exact : né en France, un descendant d’immigré n’est pas lui-même immigré, même si l’un de ses parents l’est.",
      },
      {
        id: "c",
        text: "Une personne née à l’étranger qui a obtenu la nationalité française",
        isCorrect: false,
        feedback:
          "Cette personne, née étrangère à l’étranger, est une immigrée devenue française ; le descendant d’immigré, lui, est né en France.",
      },
    ],
    explanation:
      "Un descendant d’immigré est né en France et y réside, avec au moins un parent immigré. Il n’est donc pas lui-même immigré : un immigré est une personne née étrangère à l’étranger, même si elle est devenue française.",
    source: "insee-immigres-descendants-2023",
    slide: 1,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-integration-g1",
    subtopicId: "immigration-integration",
    question: "Quel organisme met en œuvre le contrat d’intégration républicaine ?",
    options: [
      {
        id: "a",
        text: "L’OFPRA",
        isCorrect: false,
        feedback:
          "L’OFPRA statue sur les demandes d’asile ; c’est l’OFII qui reçoit les signataires du CIR et prescrit leurs formations.",
      },
      {
        id: "b",
        text: "La Cour nationale du droit d’asile",
        isCorrect: false,
        feedback:
          "La CNDA juge les recours en matière d’asile ; le CIR est mis en œuvre par l’OFII, qui reçoit chaque signataire en entretien.",
      },
      {
        id: "c",
        text: "L’OFII",
        isCorrect: true,
        feedback:
          "Exact : l’Office français de l’immigration et de l’intégration reçoit chaque signataire, évalue son français et prescrit les formations.",
      },
    ],
    explanation:
      "L’Office français de l’immigration et de l’intégration (OFII) reçoit les signataires du CIR, évalue leur niveau de français et prescrit les formations. L’OFPRA et la CNDA s’occupent, eux, des demandes d’asile.",
    source: "ofii-cir",
    slide: 2,
  },
  {
    id: "immigration-integration-g2",
    subtopicId: "immigration-integration",
    question: "Combien de personnes ont acquis la nationalité française en 2024, en ordre de grandeur ?",
    options: [
      {
        id: "a",
        text: "Environ 10 000",
        isCorrect: false,
        feedback:
          "Environ dix fois trop peu : selon le ministère de la Justice, environ 103 500 personnes sont devenues françaises en 2024.",
      },
      {
        id: "b",
        text: "Environ 100 000",
        isCorrect: true,
        feedback:
          "Exact : environ 103 500 en 2024, dont près de la moitié par décret de naturalisation et environ 35 900 au titre du droit du sol.",
      },
      {
        id: "c",
        text: "Environ 1 million",
        isCorrect: false,
        feedback:
          "Environ dix fois trop : quelque 103 500 personnes ont acquis la nationalité française en 2024, 6,4 % de plus qu’en 2023.",
      },
    ],
    explanation:
      "Environ 103 500 personnes sont devenues françaises en 2024, dont près de la moitié par décret de naturalisation et environ 35 900 au titre du droit du sol.",
    source: "senat-question-nationalite-2024",
    slide: 8,
  },
  {
    id: "immigration-integration-g3",
    subtopicId: "immigration-integration",
    question: "Quelle approche le rapport remis en 2013 par Thierry Tuot au Premier ministre met-il en avant ?",
    options: [
      {
        id: "a",
        text: "L’inclusion",
        isCorrect: true,
        feedback:
          "Exact : il s’intitule « La grande nation : pour une société inclusive » ; l’inclusion porte l’effort sur la société d’accueil, qui doit lever les obstacles.",
      },
      {
        id: "b",
        text: "L’assimilation",
        isCorrect: false,
        feedback:
          "L’assimilation demande au nouveau venu d’adopter les normes du pays d’accueil ; le rapport Tuot met au contraire l’accent sur la société d’accueil et ses obstacles, comme les discriminations.",
      },
      {
        id: "c",
        text: "La préférence nationale",
        isCorrect: false,
        feedback:
          "Le rapport ne porte pas sur la préférence nationale : son titre appelle à une « société inclusive », qui lève les obstacles comme les discriminations.",
      },
    ],
    explanation:
      "Le rapport s’intitule « La grande nation : pour une société inclusive ». L’inclusion met l’accent sur les obstacles que la société d’accueil doit lever, comme les discriminations.",
    source: "rapport-tuot-2013",
    slide: 11,
  },
];
