import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "immigration",
  number: 5,
  slug: "human-rights",
  bookmarkId: "immigration-human-rights",
  topicId: "immigration-human-rights",
  title: "Droits humains et éthique",
  subtitle:
    "Asile, Convention européenne, droits de l’enfant : les règles qui encadrent les politiques migratoires et les arguments éthiques",
  readingTime: 4,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Le droit d’asile : la Convention de Genève",
      body: [
        "La Déclaration universelle des droits de l’homme de 1948 affirme, à son article 14, le droit de chercher asile face à la persécution.",
        "La Convention de Genève du 28 juillet 1951 définit le réfugié : une personne qui craint avec raison d’être persécutée du fait de sa « race », de sa religion, de sa nationalité, de son appartenance à un certain groupe social ou de ses opinions politiques.",
        "Le protocole de 1967 a levé ses limites de temps et de lieu.",
      ],
      source: "hcr-convention-1951",
      figure: {
        kind: "timeline",
        title: "Les grands textes de l’asile et des droits de l’homme",
        takeaway:
          "Le droit d’asile en France s’appuie à la fois sur la Constitution, sur des conventions européennes et sur des textes des Nations unies.",
        period: "1946-2024",
        events: [
          {
            date: "1946-10-27",
            label:
              "Le Préambule de la Constitution reconnaît le droit d’asile aux personnes persécutées pour leur action en faveur de la liberté.",
            source: "cc-preambule-1946",
          },
          {
            date: "1948",
            label: "La Déclaration universelle des droits de l’homme affirme le droit de chercher asile (article 14).",
            source: "onu-dudh-1948",
          },
          {
            date: "1950",
            label: "La Convention européenne des droits de l’homme est signée dans le cadre du Conseil de l’Europe.",
            source: "coe-convention-edh",
          },
          { date: "1951-07-28", label: "La Convention de Genève définit le réfugié." },
          {
            date: "1989",
            label: "L’ONU adopte la Convention internationale des droits de l’enfant.",
            source: "onu-cide-1989",
          },
          {
            date: "2024-01-26",
            label: "La loi interdit la rétention des mineurs, avec un régime dérogatoire à Mayotte.",
            source: "legifrance-loi-2024-42",
          },
        ],
      },
    },
    {
      title: "L’asile dans le droit français",
      body: [
        "En France, le droit d’asile a aussi une base constitutionnelle. Le Préambule de la Constitution de 1946, auquel renvoie celle de 1958, dispose : « Tout homme persécuté en raison de son action en faveur de la liberté a droit d’asile sur les territoires de la République. »",
        "L’OFPRA, créé en 1952, statue sur les demandes. La Cour nationale du droit d’asile (CNDA) juge les recours. Trois protections existent : le statut de réfugié, l’asile constitutionnel et la protection subsidiaire.",
      ],
      source: "cc-preambule-1946",
    },
    {
      title: "La Convention européenne des droits de l’homme",
      body: [
        "Signée en 1950 dans le cadre du Conseil de l’Europe, elle lie depuis 2022 ses 46 États membres. La France l’a ratifiée en 1974.",
        "Une personne qui estime ses droits violés peut saisir la Cour européenne des droits de l’homme, à Strasbourg, après avoir épuisé les recours nationaux. Les arrêts de la Cour s’imposent à l’État condamné.",
        "La Convention ne prévoit pas de droit d’asile en tant que tel, mais encadre le traitement des étrangers.",
      ],
      source: "coe-convention-edh",
    },
    {
      title: "Le principe de non-refoulement",
      body: [
        "L’article 33 de la Convention de Genève interdit de renvoyer un réfugié vers un territoire où sa vie ou sa liberté serait menacée. Il prévoit deux exceptions : un danger pour la sécurité du pays d’accueil, ou une condamnation définitive pour un crime particulièrement grave.",
        "L’article 3 de la Convention européenne pose, lui, une interdiction sans exception : « Nul ne peut être soumis à la torture ni à des peines ou traitements inhumains ou dégradants. »",
      ],
      source: "hcr-convention-1951",
    },
    {
      title: "Ce que juge la Cour européenne",
      body: [
        "Depuis l’arrêt Soering c. Royaume-Uni (1989), la Cour juge qu’un État viole l’article 3 s’il envoie une personne vers un pays où elle court un risque réel de torture ou de traitements inhumains. Cette règle vaut même face à une menace pour la sécurité nationale (Saadi c. Italie, 2008).",
        "En 2012, dans l’arrêt Hirsi Jamaa et autres c. Italie, la Cour a condamné l’Italie pour avoir renvoyé vers la Libye des migrants interceptés en haute mer.",
      ],
      source: "cedh-soering-1989",
    },
    {
      title: "Article 8 : le droit à la vie familiale",
      body: [
        "L’article 8 protège le droit au respect de la vie privée et familiale. Ce droit n’est pas absolu : l’État peut le restreindre si la loi le prévoit et si c’est nécessaire, par exemple pour la sûreté publique ou la prévention des infractions.",
        "Face à une expulsion, la Cour met en balance la durée du séjour, les liens familiaux, la gravité des infractions commises et les attaches avec le pays d’origine.",
      ],
      source: "coe-convention-edh",
    },
    {
      title: "Les droits de l’enfant et la rétention",
      body: [
        "La Convention internationale des droits de l’enfant, adoptée par l’ONU en 1989 et ratifiée par la France en 1990, fait de l’intérêt supérieur de l’enfant une considération primordiale. La détention d’un enfant doit rester un dernier ressort (art. 37).",
        "La Cour européenne a condamné la France pour la rétention d’enfants, dès l’arrêt Popov (2012) puis dans cinq arrêts de 2016. La loi du 26 janvier 2024 interdit la rétention des mineurs, avec un régime dérogatoire à Mayotte.",
      ],
      source: "onu-cide-1989",
    },
    {
      title: "Les morts en Méditerranée",
      body: [
        "Le projet « Migrants disparus » de l’Organisation internationale pour les migrations (OIM), rattachée à l’ONU, recense les personnes mortes ou disparues sur les routes migratoires.",
        "Entre 2014 et 2023, il en a compté près de 29 000 en Méditerranée, dont plus de 3 000 pour la seule année 2023.",
        "L’OIM précise que ces chiffres sont des minimums : des naufrages ne sont jamais documentés.",
      ],
      keyFigure: { value: "≈ 29 000", label: "morts et disparus recensés en Méditerranée entre 2014 et 2023" },
      source: "oim-missing-migrants-mediterranee",
    },
    {
      title: "Éthique : souveraineté et contrôle des frontières",
      body: [
        "Pour les tenants de la souveraineté, un État a le droit de décider qui entre sur son territoire. La Cour européenne le reconnaît elle-même depuis l’arrêt Abdulaziz (1985), sous réserve des traités signés.",
        "La Déclaration universelle de 1948 garantit le droit de quitter tout pays, pas celui d’entrer dans un autre. Le philosophe Michael Walzer (Sphères de justice, 1983) défend le droit d’une communauté politique à choisir ses membres. D’autres invoquent la cohésion sociale et les capacités d’accueil.",
      ],
      source: "onu-dudh-1948",
    },
    {
      title: "Éthique : droits universels et hospitalité",
      body: [
        "Pour les défenseurs des droits universels, la dignité d’une personne ne dépend pas de sa nationalité ni de son statut administratif.",
        "Kant, dans Vers la paix perpétuelle (1795), défendait un droit de visite fondé sur l’« hospitalité universelle ». Le philosophe Joseph Carens (1987) plaide, lui, pour des frontières ouvertes.",
        "En 2018, le Conseil constitutionnel a consacré le principe de fraternité : il protège l’aide humanitaire apportée à un étranger, même en séjour irrégulier, mais pas l’aide à l’entrée irrégulière.",
      ],
      source: "cc-2018-717-718-qpc",
    },
    {
      title: "Module complet bientôt disponible",
      body: [
        "Ce module est en cours d’écriture. La version complète, avec davantage d’exemples et de repères, sera bientôt disponible.",
      ],
      closing: true,
    },
  ],
  sources: [
    {
      id: "onu-dudh-1948",
      publisher: "Nations unies",
      title: "Déclaration universelle des droits de l’homme",
      dataYear: 1948,
      publishedAt: "1948-12-10",
      url: "https://www.un.org/fr/universal-declaration-human-rights/",
      recurring: false,
    },
    {
      id: "hcr-convention-1951",
      publisher: "HCR",
      title: "Convention de 1951 relative au statut des réfugiés (et protocole de 1967)",
      dataYear: 1951,
      publishedAt: "1951-07-28",
      url: "https://unhcr.org/africa/fr/4aae621e11f",
      recurring: false,
    },
    {
      id: "cc-preambule-1946",
      publisher: "Conseil constitutionnel",
      title: "Préambule de la Constitution du 27 octobre 1946",
      dataYear: 1946,
      publishedAt: "1946-10-27",
      url: "https://www.conseil-constitutionnel.fr/le-bloc-de-constitutionnalite/preambule-de-la-constitution-du-27-octobre-1946",
      recurring: false,
    },
    {
      id: "coe-convention-edh",
      publisher: "Conseil de l’Europe (Cour européenne des droits de l’homme)",
      title: "Convention de sauvegarde des droits de l’homme et des libertés fondamentales",
      dataYear: 1950,
      publishedAt: "1950-11-04",
      url: "https://www.echr.coe.int/documents/d/echr/convention_FRA",
      recurring: false,
    },
    {
      id: "cedh-soering-1989",
      publisher: "Cour européenne des droits de l’homme (HUDOC)",
      title: "Soering c. Royaume-Uni, arrêt du 7 juillet 1989",
      dataYear: 1989,
      publishedAt: "1989-07-07",
      url: "https://hudoc.echr.coe.int/fre?i=001-62176",
      recurring: false,
    },
    {
      id: "onu-cide-1989",
      publisher: "Haut-Commissariat des Nations unies aux droits de l’homme",
      title: "Convention relative aux droits de l’enfant",
      dataYear: 1989,
      publishedAt: "1989-11-20",
      url: "https://www.ohchr.org/en/instruments-mechanisms/instruments/convention-rights-child",
      recurring: false,
    },
    sharedSources["legifrance-loi-2024-42"],
    {
      id: "oim-missing-migrants-mediterranee",
      publisher: "OIM",
      title: "Missing Migrants Project : Méditerranée (bilan 2014-2023)",
      lang: { code: "en", text: "Missing Migrants Project" },
      dataYear: 2023,
      publishedAt: "2024-03-26",
      url: "https://missingmigrants.iom.int/region/mediterranean",
      recurring: true,
    },
    {
      id: "cc-2018-717-718-qpc",
      publisher: "Conseil constitutionnel",
      title:
        "Décision n° 2018-717/718 QPC du 6 juillet 2018, M. Cédric H. et autre (délit d’aide à l’entrée, à la circulation ou au séjour irréguliers d’un étranger)",
      dataYear: 2018,
      publishedAt: "2018-07-06",
      url: "https://www.conseil-constitutionnel.fr/decision/2018/2018717_718QPC.htm",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "immigration-human-rights-q1",
    question:
      "Quel texte affirme : « Tout homme persécuté en raison de son action en faveur de la liberté a droit d’asile sur les territoires de la République » ?",
    options: [
      {
        id: "a",
        text: "La Déclaration des droits de l’homme et du citoyen de 1789",
        isCorrect: false,
        feedback:
          "La Déclaration de 1789 ne contient pas cette phrase : elle figure à l’alinéa 4 du Préambule de la Constitution de 1946.",
      },
      {
        id: "b",
        text: "Le Préambule de la Constitution de 1946",
        isCorrect: true,
        feedback:
          "Exact : la Constitution de 1958 renvoie à ce Préambule ; la phrase fonde l’« asile constitutionnel », à côté du statut de réfugié.",
      },
      {
        id: "c",
        text: "La Convention européenne des droits de l’homme",
        isCorrect: false,
        feedback:
          "Cette phrase ne vient pas d’un traité européen : c’est l’alinéa 4 du Préambule de 1946, auquel renvoie la Constitution de 1958.",
      },
    ],
    explanation:
      "Cette phrase figure à l’alinéa 4 du Préambule de 1946, auquel renvoie la Constitution de 1958. Elle fonde l’« asile constitutionnel », à côté du statut de réfugié issu de la Convention de Genève.",
    source: "cc-preambule-1946",
    slide: 2,
  },
  {
    id: "immigration-human-rights-q2",
    question: "Qu’interdit le principe de non-refoulement ?",
    options: [
      {
        id: "a",
        text: "De refuser un visa à une personne qui le demande",
        isCorrect: false,
        feedback:
          "Le non-refoulement n’oblige pas à délivrer un visa : il interdit de renvoyer un réfugié là où sa vie ou sa liberté serait menacée.",
      },
      {
        id: "b",
        text: "De contrôler l’identité des personnes aux frontières",
        isCorrect: false,
        feedback:
          "Les contrôles aux frontières restent permis : le principe interdit seulement le renvoi d’un réfugié vers un territoire où il serait menacé.",
      },
      {
        id: "c",
        text: "De renvoyer un réfugié vers un territoire où sa vie ou sa liberté serait menacée",
        isCorrect: true,
        feedback:
          "Exact : l’article 33 de la Convention de Genève l’interdit, sauf danger pour la sécurité du pays ou condamnation pour un crime particulièrement grave.",
      },
    ],
    explanation:
      "L’article 33 de la Convention de Genève interdit ce renvoi, sauf danger pour la sécurité du pays ou condamnation pour un crime particulièrement grave. Il n’interdit ni les contrôles ni les refus de visa.",
    source: "hcr-convention-1951",
    slide: 4,
  },
  {
    id: "immigration-human-rights-q3",
    question: "Que prévoit la Convention internationale des droits de l’enfant sur la détention d’un enfant ?",
    options: [
      {
        id: "a",
        text: "Elle ne doit être qu’une mesure de dernier ressort, aussi brève que possible",
        isCorrect: true,
        feedback:
          "Exact : l’article 37 en fait une mesure de dernier ressort, et la Convention fait de l’intérêt supérieur de l’enfant une considération primordiale.",
      },
      {
        id: "b",
        text: "Elle l’interdit dans tous les cas",
        isCorrect: false,
        feedback:
          "La Convention n’interdit pas toute détention : elle en fait une mesure de dernier ressort, d’une durée aussi brève que possible (art. 37).",
      },
      {
        id: "c",
        text: "Elle est libre dès lors que l’enfant accompagne ses parents",
        isCorrect: false,
        feedback:
          "Accompagner ses parents ne lève pas la règle : la détention d’un enfant reste un dernier ressort, et son intérêt supérieur une considération primordiale.",
      },
    ],
    explanation:
      "L’article 37 fait de la détention d’un enfant une mesure de dernier ressort, d’une durée aussi brève que possible. La France a été condamnée par la Cour européenne pour la rétention d’enfants, dès l’arrêt Popov de 2012.",
    source: "onu-cide-1989",
    slide: 7,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "immigration-human-rights-g1",
    subtopicId: "immigration-human-rights",
    question:
      "Quelle est la particularité de l’article 3 de la Convention européenne des droits de l’homme (interdiction de la torture et des traitements inhumains) ?",
    options: [
      {
        id: "a",
        text: "Il ne protège que les ressortissants des États membres",
        isCorrect: false,
        feedback:
          "L’article 3 protège toute personne, quelle que soit sa nationalité : la Cour l’applique au renvoi d’étrangers vers un pays où ils courent un risque réel.",
      },
      {
        id: "b",
        text: "Il ne souffre aucune exception, même pour la sécurité nationale",
        isCorrect: true,
        feedback:
          "Exact : depuis l’arrêt Soering (1989), aucun renvoi n’est permis vers un risque réel de torture, même pour une personne jugée dangereuse.",
      },
      {
        id: "c",
        text: "Il peut être suspendu en cas d’afflux important de migrants",
        isCorrect: false,
        feedback:
          "Aucune suspension n’est prévue : l’interdiction de la torture et des traitements inhumains est absolue, quelles que soient les circonstances.",
      },
    ],
    explanation:
      "L’interdiction est absolue : depuis l’arrêt Soering (1989), un État ne peut renvoyer personne vers un pays où il court un risque réel de tels traitements, même s’il est jugé dangereux (Saadi c. Italie, 2008).",
    source: "cedh-soering-1989",
    slide: 5,
  },
  {
    id: "immigration-human-rights-g2",
    subtopicId: "immigration-human-rights",
    question: "Combien de morts et de disparus l’OIM a-t-elle recensés en Méditerranée entre 2014 et 2023 ?",
    options: [
      {
        id: "a",
        text: "Près de 29 000",
        isCorrect: true,
        feedback:
          "Exact : c’est un minimum selon l’OIM, car des naufrages ne sont jamais documentés ; plus de 3 000 pour la seule année 2023.",
      },
      {
        id: "b",
        text: "Près de 3 000",
        isCorrect: false,
        feedback:
          "Près de 3 000, c’est l’ordre de grandeur d’une seule année (plus de 3 000 en 2023) : sur 2014-2023, l’OIM en recense près de 29 000.",
      },
      {
        id: "c",
        text: "Près de 290 000",
        isCorrect: false,
        feedback:
          "Environ dix fois trop : l’OIM recense près de 29 000 morts et disparus en Méditerranée de 2014 à 2023, un chiffre qu’elle présente comme un minimum.",
      },
    ],
    explanation:
      "Le projet « Migrants disparus » de l’OIM a recensé près de 29 000 morts et disparus en Méditerranée entre 2014 et 2023. C’est un minimum : des naufrages ne sont jamais documentés.",
    source: "oim-missing-migrants-mediterranee",
    slide: 8,
  },
  {
    id: "immigration-human-rights-g3",
    subtopicId: "immigration-human-rights",
    question:
      "L’article 8 de la Convention européenne (vie privée et familiale) interdit-il toute expulsion d’un étranger qui a une famille en France ?",
    options: [
      {
        id: "a",
        text: "Oui, dès qu’il a un enfant en France",
        isCorrect: false,
        feedback:
          "Avoir un enfant en France ne rend pas l’expulsion impossible : la Cour pèse les liens familiaux avec la durée du séjour, les infractions et les attaches avec le pays d’origine.",
      },
      {
        id: "b",
        text: "Non, ce droit n’est jamais pris en compte",
        isCorrect: false,
        feedback:
          "Ce droit compte bel et bien : l’article 8 protège la vie privée et familiale, et la Cour le met en balance avec les motifs de l’État.",
      },
      {
        id: "c",
        text: "Non, la Cour met en balance la vie familiale et les motifs de l’État",
        isCorrect: true,
        feedback:
          "Exact : l’État peut restreindre ce droit si la loi le prévoit et si c’est nécessaire, par exemple pour la sûreté publique ; la Cour pèse les deux.",
      },
    ],
    explanation:
      "Ce droit n’est pas absolu. La Cour pèse la durée du séjour, les liens familiaux, la gravité des infractions et les attaches avec le pays d’origine (arrêts Boultif, 2001, et Üner, 2006).",
    source: "coe-convention-edh",
    slide: 6,
  },
];
