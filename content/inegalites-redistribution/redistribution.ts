import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "inegalites-redistribution",
  number: 2,
  slug: "redistribution",
  bookmarkId: "inegalites-redistribution",
  topicId: "inegalites-redistribution",
  title: "Redistribution",
  subtitle:
    "Impôts, cotisations, prestations et services publics : comment ils réduisent les écarts, et ce qui fait débat",
  readingTime: 5,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Redistribuer : de quoi parle-t-on ?",
      body: [
        "La redistribution désigne les transferts organisés par les pouvoirs publics : ils prélèvent impôts et cotisations, puis versent des prestations ou financent des services.",
        "Elle est monétaire quand elle passe par de l’argent (impôts directs, allocations), en nature quand elle passe par des services publics gratuits ou peu coûteux : école, hôpital, remboursement des soins. Elle va des plus aisés vers les plus modestes, mais aussi des ménages sans enfant vers les familles, ou des bien-portants vers les malades.",
      ],
    },
    {
      title: "L’impôt sur le revenu, un impôt progressif",
      body: [
        "L’impôt sur le revenu est progressif : le revenu est découpé en tranches, taxées à des taux croissants, du taux zéro pour la première tranche au taux le plus élevé pour la dernière. Chaque taux ne s’applique qu’à la part du revenu située dans sa tranche.",
        "Le quotient familial tient compte de la taille du foyer. Pour l’impôt sur les revenus de 2024, les seuils des tranches ont été relevés de 1,8 %, selon la DGFiP.",
      ],
      source: "dgfip-impot-revenu-2024",
    },
    {
      title: "CSG et cotisations sociales",
      body: [
        "La contribution sociale généralisée (CSG), introduite par la loi de finances pour 1991, porte sur presque tous les revenus : salaires, retraites, revenus du patrimoine. Sur les revenus d’activité, son taux est de 9,2 %, quel que soit le montant : elle est proportionnelle, non progressive.",
        "Les cotisations sociales, assises sur les salaires, financent surtout les retraites et l’assurance chômage. Elles suivent une logique d’assurance : elles ouvrent des droits à pension ou à indemnités.",
      ],
      source: "vie-publique-csg",
    },
    {
      title: "Prestations familiales et aides au logement",
      body: [
        "En métropole, les allocations familiales sont versées à partir du deuxième enfant, et leur montant dépend des revenus du foyer.",
        "Les aides personnelles au logement (APL et allocations de logement) réduisent le loyer ou les mensualités des ménages modestes. Elles sont calculées sur les revenus récents du foyer, réévalués régulièrement, et non plus sur ceux d’il y a deux ans.",
      ],
    },
    {
      title: "Les minima sociaux et le RSA",
      body: [
        "Les minima sociaux garantissent un revenu minimal aux personnes aux ressources très faibles. Le plus connu, le revenu de solidarité active (RSA), a remplacé le revenu minimum d’insertion (RMI).",
        "La loi pour le plein emploi de décembre 2023 s’applique pleinement depuis le 1er janvier 2025 : les allocataires du RSA sont inscrits à France Travail et signent un contrat d’engagement, qui prévoit en principe au moins quinze heures d’activité par semaine, avec des exceptions.",
      ],
      source: "banque-territoires-plein-emploi",
    },
    {
      title: "La prime d’activité",
      body: [
        "Instituée par la loi du 17 août 2015, la prime d’activité complète les revenus des travailleurs modestes, salariés ou indépendants. Elle a remplacé le volet « activité » du RSA et la prime pour l’emploi.",
        "Son objectif est que reprendre un emploi, même à temps partiel, augmente nettement le revenu du ménage. Son montant dépend des revenus d’activité et de la composition du foyer.",
      ],
      source: "drees-prime-activite",
    },
    {
      title: "Avant et après redistribution : les 20 % aux extrémités",
      body: [
        "L’INSEE compare le niveau de vie des ménages avant et après impôts directs et prestations sociales.",
        "En 2022, avant redistribution, les 20 % les plus aisés ont un niveau de vie moyen 7,9 fois plus élevé que celui des 20 % les plus modestes (67 100 euros contre 8 450 euros par an). Après, l’écart tombe à 3,9 : le niveau de vie des plus modestes augmente de 59 %, celui des plus aisés baisse de 22 %.",
      ],
      keyFigure: {
        value: "7,9 → 3,9",
        label:
          "rapport entre les 20 % les plus aisés et les 20 % les plus modestes, avant et après redistribution (2022)",
      },
      source: "insee-fps-2023-redistribution",
      figure: {
        kind: "bar",
        title: "Niveau de vie moyen des 20 % les plus aisés, rapporté à celui des 20 % les plus modestes",
        takeaway: "Une fois les impôts directs payés et les prestations sociales reçues, l’écart passe de 7,9 à 3,9.",
        period: "2022",
        unit: "fois",
        bars: [
          { label: "Avant redistribution", value: 7.9 },
          { label: "Après redistribution", value: 3.9 },
        ],
      },
    },
    {
      title: "Aux deux bouts de l’échelle",
      body: [
        "L’effet est plus fort encore aux extrémités. En 2022, avant redistribution, les 10 % les plus aisés ont un niveau de vie moyen 19,5 fois supérieur à celui des 10 % les plus modestes. Après, le rapport est de 5,6.",
        "Attention : dans ce calcul, retraites et allocations chômage sont comptées avant redistribution, car elles relèvent de l’assurance. L’INSEE ne retient que les prélèvements directs et les prestations familiales, de logement, les minima sociaux et la prime d’activité.",
      ],
      source: "insee-fps-2023-redistribution",
    },
    {
      title: "La « redistribution élargie »",
      body: [
        "En 2023, l’INSEE a publié une mesure plus large. Elle ajoute aux transferts monétaires les retraites et les services publics : éducation, santé, mais aussi défense ou recherche.",
        "En 2019, ces transferts représentent environ 500 milliards d’euros, soit 25 % du revenu national net. Avant transferts, les ménages aisés, au sens de l’INSEE, ont un revenu 18 fois plus élevé que les ménages pauvres ; après, l’écart est de 1 à 3.",
      ],
      source: "insee-redistribution-elargie-2019",
    },
    {
      title: "Qui reçoit plus qu’il ne verse ?",
      body: [
        "Selon la même étude, en 2019, 57 % des personnes reçoivent plus qu’elles ne versent. C’est le cas de plus de 85 % des 30 % les plus modestes, de 49 % des personnes autour du niveau de vie médian et de 13 % des 5 % les plus aisées.",
        "L’âge compte beaucoup : 90 % des personnes vivant dans un ménage dont la personne de référence a 65 ans ou plus sont bénéficiaires nettes, surtout grâce aux retraites et aux dépenses de santé.",
      ],
      keyFigure: {
        value: "57 %",
        label: "part des personnes bénéficiaires nettes de la redistribution élargie en 2019",
      },
      source: "insee-redistribution-elargie-2019",
    },
    {
      title: "Le poids des dépenses publiques",
      body: [
        "Les dépenses publiques financent les prestations sociales, les services publics et le fonctionnement de l’État et des collectivités. Elles sont financées par les recettes, surtout les impôts et cotisations, et par l’emprunt.",
        "Selon l’INSEE, en 2024, les dépenses publiques représentent 57,3 % du PIB et les recettes 51,4 %. Le déficit public atteint 5,8 % du PIB, après 5,4 % en 2023.",
      ],
      keyFigure: {
        value: "57,3 % du PIB",
        label: "dépenses des administrations publiques en 2024",
      },
      source: "insee-finances-publiques-2024",
    },
    {
      title: "Qui paie l’impôt sur le revenu ?",
      body: [
        "En 2025, sur 41,5 millions de foyers fiscaux, 19,6 millions ont payé l’impôt sur le revenu au titre de leurs revenus de 2024, soit 47 %, selon des données provisoires de la DGFiP. Leur nombre a augmenté de 5,1 % en un an.",
        "Les foyers non imposés paient toutefois d’autres prélèvements : la CSG sur leurs revenus, la TVA sur leurs achats.",
      ],
      keyFigure: { value: "47 %", label: "part des foyers fiscaux imposés sur leurs revenus de 2024" },
      source: "dgfip-impot-revenu-2024",
    },
    {
      title: "Le niveau des prélèvements obligatoires",
      body: [
        "Les prélèvements obligatoires regroupent les impôts et les cotisations sociales obligatoires. Rapportés au produit intérieur brut (PIB), ils donnent le taux de prélèvements obligatoires.",
        "Selon l’INSEE, ce taux atteint 45,0 % du PIB en 2022, puis 43,2 % en 2023 et 42,8 % en 2024. Il a donc reculé de plus de deux points en deux ans ; son niveau nourrit le débat sur la redistribution.",
      ],
      source: "insee-finances-publiques-2024",
    },
    {
      title: "Comment l’héritage est-il taxé ?",
      body: [
        "Les droits de succession dépendent du lien de parenté. En ligne directe, chaque enfant bénéficie d’un abattement sur ce qu’il reçoit de chacun de ses parents ; au-delà, un barème progressif s’applique.",
        "Le conjoint marié ou le partenaire de PACS est exonéré de droits de succession. L’assurance-vie et la transmission d’entreprises (pacte Dutreil) bénéficient de régimes plus favorables.",
      ],
    },
    {
      title: "Faut-il taxer davantage l’héritage ?",
      body: [
        "Le Conseil d’analyse économique (CAE), rattaché au Premier ministre, juge que le poids de l’héritage dans le patrimoine a fortement augmenté depuis les années soixante-dix et que les exonérations profitent surtout aux grosses transmissions. Il propose de taxer l’ensemble des héritages et donations reçus au cours d’une vie.",
        "D’autres, notamment à droite et parmi les entreprises familiales, jugent que cet impôt frappe un patrimoine déjà taxé et freine la transmission des entreprises.",
      ],
    },
    {
      title: "Le débat : trop ou pas assez de redistribution ?",
      body: ["Que la redistribution réduise les écarts est admis ; son niveau souhaitable divise."],
      points: [
        "Pour des partis de gauche, de nombreux syndicats et des ONG comme Oxfam, il faut redistribuer davantage, en taxant plus les hauts revenus et patrimoines.",
        "Pour des partis de droite et du centre, les organisations patronales et des économistes libéraux, les prélèvements pèsent sur l’emploi et l’investissement ; il faut d’abord réduire la dépense publique.",
        "La Cour des comptes et des économistes de tous bords demandent d’évaluer les aides.",
      ],
    },
    {
      title: "Redistribution et incitation au travail",
      body: [
        "Pour certains économistes et responsables politiques, surtout à droite et au centre, des aides mal articulées avec les salaires peuvent décourager la reprise d’un emploi. La prime d’activité et la réforme du RSA répondent en partie à cet argument.",
        "D’autres, notamment les associations de lutte contre la pauvreté, soulignent le non-recours : selon la DREES, en 2018, environ un tiers (34 %) des foyers éligibles au RSA ne le percevaient pas chaque trimestre.",
      ],
      source: "drees-non-recours-rsa-2018",
    },
    {
      title: "Taxer les plus grandes fortunes ?",
      body: [
        "Un impôt plancher de 2 % sur les patrimoines de plus de 100 millions d’euros, inspiré des travaux de l’économiste Gabriel Zucman, viserait environ 4 000 contribuables. Proposé par les écologistes, il a été adopté par l’Assemblée nationale le 20 février 2025, puis rejeté par le Sénat le 12 juin 2025.",
        "Ses partisans invoquent la justice fiscale ; le gouvernement et la majorité sénatoriale, le risque pour l’investissement, l’emploi et la croissance.",
      ],
      source: "public-senat-zucman-2025",
    },
  ],
  sources: [
    {
      id: "dgfip-impot-revenu-2024",
      publisher: "Direction générale des finances publiques (DGFiP)",
      title: "L’impôt sur le revenu 2024 a été plus dynamique que les revenus (DGFiP Statistiques n° 41)",
      dataYear: 2024,
      publishedAt: "2025-11-18",
      url: "https://www.impots.gouv.fr/node/27783",
      recurring: true,
    },
    {
      id: "vie-publique-csg",
      publisher: "Vie-publique.fr (DILA)",
      title: "Qu’est-ce que la CSG ?",
      dataYear: 2024,
      publishedAt: "2024",
      url: "https://www.vie-publique.fr/node/21973",
      recurring: false,
    },
    {
      id: "banque-territoires-plein-emploi",
      publisher: "Banque des Territoires (Caisse des dépôts)",
      title: "Loi « pour le plein emploi » : ce qui change depuis le 1er janvier",
      dataYear: 2025,
      publishedAt: "2025-01",
      url: "https://banquedesterritoires.fr/loi-pour-le-plein-emploi-ce-qui-change-depuis-le-1er-janvier",
      recurring: false,
    },
    {
      id: "drees-prime-activite",
      publisher: "DREES",
      title: "La prime d’activité",
      dataYear: 2015,
      publishedAt: "2015",
      url: "https://drees.solidarites-sante.gouv.fr/prime-dactivite",
      recurring: false,
    },
    {
      id: "insee-fps-2023-redistribution",
      publisher: "INSEE",
      title: "France, portrait social, édition 2023 – fiche Redistribution monétaire",
      dataYear: 2022,
      publishedAt: "2023-11-23",
      url: "https://www.insee.fr/fr/statistiques/7666861?sommaire=7666953",
      recurring: true,
    },
    {
      id: "insee-redistribution-elargie-2019",
      publisher: "INSEE",
      title:
        "La redistribution élargie, incluant l’ensemble des transferts monétaires et les services publics, améliore le niveau de vie de 57 % des personnes (Insee Analyses n° 88)",
      dataYear: 2019,
      publishedAt: "2023-09-19",
      url: "https://www.insee.fr/fr/statistiques/7669723",
      recurring: false,
    },
    sharedSources["insee-finances-publiques-2024"],
    {
      id: "drees-non-recours-rsa-2018",
      publisher: "DREES",
      title: "Mesurer régulièrement le non-recours au RSA et à la prime d’activité (Les Dossiers de la DREES n° 92)",
      dataYear: 2018,
      publishedAt: "2022-02",
      url: "https://drees.solidarites-sante.gouv.fr/sites/default/files/2022-02/DD92.pdf",
      recurring: false,
    },
    {
      id: "public-senat-zucman-2025",
      publisher: "Public Sénat",
      title: "Taxe Zucman : quand le Sénat rejetait la proposition de loi",
      dataYear: 2025,
      publishedAt: "2025-08-25",
      url: "https://www.publicsenat.fr/emission/100-senat/taxe-zucman-quand-le-senat-rejetait-la-proposition-de-loi-e3",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "inegalites-redistribution-q1",
    question:
      "Selon l’INSEE, en 2022, de combien de fois le niveau de vie moyen des 20 % les plus aisés dépasse-t-il celui des 20 % les plus modestes, avant puis après redistribution monétaire ?",
    options: [
      {
        id: "a",
        text: "3,9 fois avant, 1,5 fois après",
        isCorrect: false,
        feedback:
          "Ces chiffres mélangent les deux étapes : 3,9 est l’écart après redistribution ; avant, il est de 7,9.",
      },
      {
        id: "b",
        text: "20 fois avant, 10 fois après",
        isCorrect: false,
        feedback: "Les écarts mesurés sont bien plus faibles : 7,9 fois avant redistribution, 3,9 fois après, en 2022.",
      },
      {
        id: "c",
        text: "7,9 fois avant, 3,9 fois après",
        isCorrect: true,
        feedback:
          "Exact : le niveau de vie des 20 % les plus modestes augmente de 59 %, celui des 20 % les plus aisés baisse de 22 %.",
      },
    ],
    explanation:
      "Les impôts directs et les prestations sociales augmentent de 59 % le niveau de vie moyen des 20 % les plus modestes et réduisent de 22 % celui des 20 % les plus aisés : l’écart passe de 7,9 à 3,9.",
    source: "insee-fps-2023-redistribution",
    slide: 7,
  },
  {
    id: "inegalites-redistribution-q2",
    question: "Qu’ajoute la « redistribution élargie » mesurée par l’INSEE à la redistribution monétaire ?",
    options: [
      {
        id: "a",
        text: "Les retraites et les services publics, comme l’éducation et la santé",
        isCorrect: true,
        feedback:
          "Exact : retraites et services publics individualisables (éducation, santé) ou collectifs (défense, recherche) ; en 2019, 57 % des personnes reçoivent plus qu’elles ne versent.",
      },
      {
        id: "b",
        text: "Les dons des particuliers aux associations",
        isCorrect: false,
        feedback:
          "Les dons privés ne font pas partie de cette mesure : elle ajoute aux transferts monétaires les retraites et les services publics.",
      },
      {
        id: "c",
        text: "Les salaires versés par les entreprises privées",
        isCorrect: false,
        feedback:
          "Les salaires sont des revenus avant transferts, pas une redistribution : la mesure élargie ajoute les retraites et les services publics.",
      },
    ],
    explanation:
      "La redistribution élargie intègre les retraites et les services publics, individualisables (éducation, santé) ou collectifs (défense, recherche). Avec elle, 57 % des personnes reçoivent plus qu’elles ne versent en 2019.",
    source: "insee-redistribution-elargie-2019",
    slide: 9,
  },
  {
    id: "inegalites-redistribution-q3",
    question:
      "Selon la DREES, quelle part des foyers éligibles au RSA ne le percevaient pas, en moyenne chaque trimestre, en 2018 ?",
    options: [
      {
        id: "a",
        text: "Moins de 5 %",
        isCorrect: false,
        feedback:
          "Le non-recours est bien plus fréquent : selon la DREES, 34 % des foyers éligibles au RSA ne le percevaient pas chaque trimestre en 2018.",
      },
      {
        id: "b",
        text: "Environ un tiers",
        isCorrect: true,
        feedback:
          "Exact : 34 % chaque trimestre, et 20 % de façon durable, trois trimestres de suite ; c’est ce qu’on appelle le non-recours.",
      },
      {
        id: "c",
        text: "Environ les trois quarts",
        isCorrect: false,
        feedback:
          "C’est plus du double de la mesure : 34 % des foyers éligibles ne percevaient pas le RSA chaque trimestre en 2018, environ un tiers.",
      },
    ],
    explanation:
      "En 2018, 34 % des foyers éligibles au RSA ne le percevaient pas chaque trimestre, et 20 % ne le percevaient pas de façon durable, trois trimestres de suite. C’est ce qu’on appelle le non-recours.",
    source: "drees-non-recours-rsa-2018",
    slide: 17,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "inegalites-redistribution-g1",
    subtopicId: "inegalites-redistribution",
    question: "Quelle part des foyers fiscaux a payé l’impôt sur le revenu au titre de leurs revenus de 2024 ?",
    options: [
      {
        id: "a",
        text: "Environ 20 %",
        isCorrect: false,
        feedback:
          "C’est bien plus : selon des données provisoires de la DGFiP, 19,6 millions de foyers sur 41,5 millions ont payé l’impôt sur le revenu, soit 47 %.",
      },
      {
        id: "b",
        text: "Environ 80 %",
        isCorrect: false,
        feedback:
          "C’est moins : 47 % des foyers fiscaux ont payé l’impôt sur le revenu au titre de 2024 ; les autres paient toutefois la CSG et la TVA.",
      },
      {
        id: "c",
        text: "Un peu moins de la moitié (47 %)",
        isCorrect: true,
        feedback:
          "Exact : 19,6 millions de foyers sur 41,5 millions ; les foyers non imposés paient d’autres prélèvements, comme la CSG et la TVA.",
      },
    ],
    explanation:
      "Selon des données provisoires de la DGFiP, 19,6 millions de foyers sur 41,5 millions se sont acquittés d’un impôt net en 2025, soit 47 %. Les foyers non imposés paient cependant d’autres prélèvements, comme la CSG et la TVA.",
    source: "dgfip-impot-revenu-2024",
    slide: 12,
  },
  {
    id: "inegalites-redistribution-g2",
    subtopicId: "inegalites-redistribution",
    question: "Selon l’INSEE, quel est le taux de prélèvements obligatoires en France en 2024 ?",
    options: [
      {
        id: "a",
        text: "42,8 % du PIB",
        isCorrect: true,
        feedback: "Exact : après 43,2 % en 2023 et 45,0 % en 2022, soit un recul de plus de deux points en deux ans.",
      },
      {
        id: "b",
        text: "25 % du PIB",
        isCorrect: false,
        feedback:
          "C’est bien en dessous de la mesure : impôts et cotisations sociales obligatoires représentent 42,8 % du PIB en 2024.",
      },
      {
        id: "c",
        text: "60 % du PIB",
        isCorrect: false,
        feedback:
          "Ce chiffre est proche de la dépense publique (57,3 % du PIB) ; les prélèvements obligatoires, eux, atteignent 42,8 % du PIB en 2024.",
      },
    ],
    explanation:
      "Les impôts et cotisations sociales obligatoires représentent 42,8 % du PIB en 2024, après 43,2 % en 2023 et 45,0 % en 2022. Les dépenses publiques atteignent 57,3 % du PIB.",
    source: "insee-finances-publiques-2024",
    slide: 13,
  },
  {
    id: "inegalites-redistribution-g3",
    subtopicId: "inegalites-redistribution",
    question: "À quoi sert la prime d’activité, instituée par une loi de 2015 ?",
    options: [
      {
        id: "a",
        text: "À verser une prime aux entreprises qui embauchent",
        isCorrect: false,
        feedback:
          "La prime d’activité n’est pas versée aux entreprises : elle complète les revenus des travailleurs modestes, salariés ou indépendants.",
      },
      {
        id: "b",
        text: "À compléter les revenus des travailleurs modestes",
        isCorrect: true,
        feedback:
          "Exact : elle vise à ce que reprendre un emploi, même à temps partiel, augmente nettement le revenu du ménage.",
      },
      {
        id: "c",
        text: "À remplacer les allocations chômage",
        isCorrect: false,
        feedback:
          "Elle ne remplace pas les allocations chômage : elle a remplacé le volet « activité » du RSA et la prime pour l’emploi, et s’adresse à des personnes qui travaillent.",
      },
    ],
    explanation:
      "La prime d’activité complète les revenus des salariés et indépendants modestes, pour que reprendre un emploi augmente nettement le revenu du ménage. Elle a remplacé le volet « activité » du RSA et la prime pour l’emploi.",
    source: "drees-prime-activite",
    slide: 6,
  },
];
