import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "inegalites-redistribution",
  number: 1,
  slug: "etat-des-lieux",
  bookmarkId: "inegalites-etat-des-lieux",
  topicId: "inegalites-etat-des-lieux",
  title: "État des lieux",
  subtitle: "Revenus, pauvreté, patrimoine, chances : ce que mesurent l’INSEE et les autres sources publiques",
  readingTime: 5,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-25",
  slides: [
    {
      title: "Le niveau de vie médian",
      body: [
        "Le niveau de vie est le revenu disponible d’un ménage (après impôts et prestations sociales) divisé par son nombre d’unités de consommation. Tous les membres d’un même ménage ont le même niveau de vie.",
        "En 2023, en France métropolitaine, la moitié des personnes vivent avec moins de 25 760 euros par an, soit environ 2 150 euros par mois pour une personne seule : c’est le niveau de vie médian.",
      ],
      keyFigure: { value: "25 760 €", label: "niveau de vie annuel médian en 2023 (France métropolitaine)" },
      source: "insee-niveau-vie-pauvrete-2023",
    },
    {
      title: "L’écart entre le haut et le bas : le rapport D9/D1",
      body: [
        "On classe la population selon son niveau de vie, puis on la coupe en dix parts égales : les déciles. Le rapport D9/D1 compare le seuil d’entrée des 10 % les plus aisés au plafond des 10 % les plus modestes.",
        "En 2022, les 10 % les plus modestes ont moins de 12 970 euros par an, les 10 % les plus aisés plus de 43 840 euros : le rapport est de 3,4.",
      ],
      keyFigure: { value: "3,4", label: "rapport D9/D1 du niveau de vie en 2022 (France métropolitaine)" },
      source: "insee-fps-2024-niveaux-de-vie",
    },
    {
      title: "Deux autres mesures : S80/S20 et indice de Gini",
      body: [
        "Le rapport S80/S20 compare la part des revenus perçue par les 20 % les plus aisés à celle des 20 % les plus modestes. En 2022, les premiers reçoivent 38,3 % de la somme des niveaux de vie, les seconds 8,7 % : 4,4 fois moins.",
        "L’indice de Gini résume toute la distribution. Il vaut 0 en cas d’égalité parfaite et 1 si une seule personne a tout. En 2022, il est de 0,294.",
      ],
      source: "insee-indicateurs-inegalites",
    },
    {
      title: "Les 10 % les plus aisés : un quart des niveaux de vie",
      body: [
        "Les indicateurs de l’INSEE permettent aussi de comparer le sommet et la base de l’échelle. En 2022, les 10 % de personnes les plus aisées perçoivent 24,4 % de la somme des niveaux de vie.",
        "Les 40 % les plus modestes en perçoivent ensemble 22,4 %. Les 10 % du haut reçoivent donc un peu plus que les 40 % du bas réunis : c’est ce que mesure l’indice de Palma, de 1,09 en 2022.",
      ],
      keyFigure: { value: "24,4 %", label: "part des niveaux de vie perçue par les 10 % les plus aisés en 2022" },
      source: "insee-indicateurs-inegalites",
      figure: {
        kind: "bar",
        title: "Part de la somme des niveaux de vie perçue par…",
        takeaway: "Les 10 % les plus aisés perçoivent un peu plus que les 40 % les plus modestes réunis.",
        period: "2022, France métropolitaine",
        unit: "%",
        bars: [
          { label: "les 40 % de personnes les plus modestes", value: 22.4 },
          { label: "les 10 % de personnes les plus aisées", value: 24.4 },
        ],
      },
    },
    {
      title: "Sur le long terme : une baisse, puis une relative stabilité",
      body: [
        "Selon l’Observatoire des inégalités, association indépendante qui exploite les séries de l’INSEE, les inégalités de niveau de vie ont nettement reculé dans les années 1970 : en 1970, le rapport D9/D1 était de 4,6.",
        "Ce recul s’est arrêté au cours des années 1980 : en 1984, le rapport était de 3,45. Depuis, il oscille autour de cette valeur, avec un pic en 2011-2012.",
      ],
      source: "observatoire-evolution-inegalites",
    },
    {
      title: "La pauvreté monétaire à son plus haut depuis 1996",
      body: [
        "Au sens de l’INSEE, une personne est pauvre si son niveau de vie est inférieur à 60 % du niveau de vie médian. En 2023, ce seuil vaut 1 288 euros par mois pour une personne seule.",
        "En 2023, 15,4 % de la population vit sous ce seuil, soit 9,8 millions de personnes, contre 14,4 % en 2022. C’est le niveau le plus élevé depuis le début de la série, en 1996.",
      ],
      keyFigure: {
        value: "9,8 millions",
        label: "personnes sous le seuil de pauvreté en 2023 (France métropolitaine)",
      },
      source: "insee-niveau-vie-pauvrete-2023",
    },
    {
      title: "Pourquoi cette hausse, et qui est touché ?",
      body: [
        "L’INSEE explique la hausse de 2023 surtout par la fin des aides exceptionnelles versées en 2022 face à l’inflation et par la hausse du nombre de ménages déclarant de faibles revenus d’activité indépendante. Le niveau de vie des plus modestes recule, celui des plus aisés progresse : les inégalités augmentent aussi.",
        "Selon l’INSEE, la hausse de la pauvreté touche surtout :",
      ],
      points: [
        "les familles monoparentales et les enfants ;",
        "moins les retraités, dont le taux de pauvreté progresse moins.",
      ],
      source: "insee-niveau-vie-pauvrete-2023",
    },
    {
      title: "Le patrimoine, bien plus concentré que les revenus",
      body: [
        "Le patrimoine, c’est ce que l’on possède : logement, épargne, biens professionnels. Le patrimoine brut ne retire pas les dettes ; le patrimoine net les déduit.",
        "Début 2024, la moitié des ménages ont plus de 205 100 euros de patrimoine brut. Les 10 % les mieux dotés en détiennent près de la moitié, 48 %. Par comparaison, les 10 % les plus aisés perçoivent environ un quart de la somme des niveaux de vie.",
      ],
      keyFigure: {
        value: "48 %",
        label: "part du patrimoine brut détenue par les 10 % de ménages les mieux dotés, début 2024",
      },
      source: "insee-patrimoine-2024",
    },
    {
      title: "Âge et logement : d’où viennent ces écarts ?",
      body: [
        "Le patrimoine est un stock : il s’accumule au fil de la vie. Selon l’INSEE, en 2024, le patrimoine brut moyen augmente jusque vers 60 ans, se stabilise, puis diminue à partir de 75 ans.",
        "Pour la moitié des ménages, l’immobilier, surtout la résidence principale, en représente l’essentiel. Les 30 % les moins dotés possèdent moins de 40 000 euros, surtout des comptes et livrets. Le patrimoine des 10 % les mieux dotés est plus diversifié, avec plus de biens professionnels et financiers.",
      ],
      source: "insee-patrimoine-2024",
    },
    {
      title: "Femmes et hommes : des écarts de salaire",
      body: [
        "En 2022, dans le secteur privé, le revenu salarial moyen des femmes est inférieur de 23,5 % à celui des hommes. Une partie de l’écart vient du temps de travail : les femmes sont plus souvent à temps partiel.",
        "À temps de travail identique, l’écart est de 14,9 %. À poste comparable (même profession, même employeur), il tombe à 4,0 %. Selon l’INSEE, il s’explique surtout par le fait que femmes et hommes n’occupent pas les mêmes emplois.",
      ],
      keyFigure: {
        value: "14,9 %",
        label: "écart de salaire femmes-hommes en équivalent temps plein, secteur privé, 2022",
      },
      source: "insee-ecart-salaire-2022",
    },
    {
      title: "Des inégalités entre territoires",
      body: [
        "Les niveaux de vie varient fortement d’un territoire à l’autre, et plus encore entre la métropole et certains départements d’outre-mer.",
        "Selon l’INSEE, à Mayotte en 2018, la moitié de la population vit avec moins de 260 euros par mois et par unité de consommation, un niveau de vie médian six fois plus faible qu’en métropole. Environ 77 % des habitants vivent sous le seuil de pauvreté national, cinq fois plus qu’en métropole.",
      ],
      source: "insee-mayotte-2018",
    },
    {
      title: "L’inégalité des chances",
      body: [
        "L’inégalité des chances désigne le poids de l’origine sociale sur la situation à l’âge adulte.",
        "Selon l’OCDE (2018), il faudrait en France environ six générations pour que les descendants d’une famille des 10 % les plus modestes atteignent le revenu moyen, contre 4 à 5 en moyenne dans les pays étudiés. L’OCDE relève que la mobilité est la plus faible en bas et en haut de l’échelle sociale.",
      ],
      source: "ocde-ascenseur-social-2018",
    },
    {
      title: "Lire les chiffres : ce qu’ils mesurent, et ce qu’ils laissent de côté",
      body: [
        "Les niveaux de vie de l’INSEE sont mesurés après impôts et prestations : ils intègrent déjà la redistribution. Avant redistribution, les écarts sont bien plus grands.",
      ],
      points: [
        "La pauvreté mesurée est relative : elle dépend du niveau de vie médian, pas d’un panier de biens.",
        "Les enquêtes captent mal les très hauts revenus ; des chercheurs, comme ceux du World Inequality Lab, utilisent aussi données fiscales et comptes nationaux.",
        "Les personnes sans domicile ou vivant en institution sont hors du champ.",
      ],
      source: "insee-niveau-vie-pauvrete-2023",
    },
    {
      title: "Le débat : des inégalités trop fortes ?",
      body: ["Les constats chiffrés sont largement partagés ; leur interprétation divise."],
      points: [
        "Pour des partis de gauche, de nombreux syndicats et des ONG comme Oxfam, la hausse récente de la pauvreté et la concentration du patrimoine appellent plus de redistribution.",
        "Pour des partis de droite et du centre, les organisations patronales et des économistes libéraux, la France redistribue déjà beaucoup ; ils misent d’abord sur l’emploi et la croissance.",
        "Presque tous jugent l’égalité des chances essentielle, mais divergent sur les moyens.",
      ],
    },
  ],
  note: {
    title: "Périmètre, indicateurs et sources",
    body: [
      "Périmètre. Les chiffres nationaux de revenus et de pauvreté viennent de l’enquête Revenus fiscaux et sociaux (ERFS) de l’INSEE. Elle couvre les personnes vivant dans un logement ordinaire en France métropolitaine, dans un ménage dont le revenu déclaré est positif ou nul et dont la personne de référence n’est pas étudiante. Les personnes sans domicile et celles qui vivent en collectivité (maisons de retraite, foyers, prisons…) n’y figurent pas. Les départements d’outre-mer font l’objet d’études spécifiques de l’INSEE, comme celle sur Mayotte.",
      "Niveau de vie. Le revenu disponible d’un ménage comprend les revenus d’activité, les retraites, les allocations chômage, les revenus du patrimoine et les prestations sociales, moins les impôts directs (impôt sur le revenu, CSG, CRDS…). Le niveau de vie est ce revenu divisé par le nombre d’unités de consommation (UC) : 1 UC pour le premier adulte, 0,5 pour chaque autre personne de 14 ans ou plus, 0,3 pour chaque enfant de moins de 14 ans. La médiane partage la population en deux moitiés égales ; les déciles (D1 à D9) la partagent en dix.",
      "Indicateurs d’inégalité. Le rapport interdécile D9/D1 compare le niveau de vie plancher des 10 % les plus aisés au plafond des 10 % les plus modestes. Le rapport S80/S20 compare les masses de niveau de vie détenues par les 20 % les plus aisés et les 20 % les plus modestes. L’indice de Palma rapporte la masse détenue par les 10 % les plus aisés à celle des 40 % les plus modestes. L’indice de Gini va de 0 (égalité parfaite) à 1 (une seule personne détient tout) ; Eurostat l’exprime de 0 à 100.",
      "Pauvreté. Le taux de pauvreté monétaire est la part des personnes dont le niveau de vie est inférieur à 60 % du niveau de vie médian, convention retenue en Europe. C’est une mesure relative : si tous les revenus augmentaient dans la même proportion, le taux ne changerait pas. L’INSEE publie aussi des taux au seuil de 50 %, plus bas.",
      "Patrimoine. Le patrimoine est un stock (ce que l’on possède à une date donnée), le revenu un flux (ce que l’on perçoit sur une année). Le patrimoine brut ne déduit pas les emprunts en cours, le patrimoine net les retire. Les chiffres viennent de l’enquête Histoire de vie et Patrimoine de l’INSEE ; les travaux du World Inequality Lab, qui croisent données fiscales et comptes nationaux, ne sont pas repris en chiffres ici.",
      "Les sources de chaque chiffre sont indiquées sous chaque diapositive et dans la liste des sources du module.",
    ],
  },
  sources: [
    {
      id: "insee-niveau-vie-pauvrete-2023",
      publisher: "INSEE",
      title: "Niveau de vie et pauvreté en 2023 (Insee Première n° 2063)",
      dataYear: 2023,
      publishedAt: "2025-07-07",
      url: "https://insee.fr/fr/statistiques/8600989",
      recurring: true,
    },
    {
      id: "insee-fps-2024-niveaux-de-vie",
      publisher: "INSEE",
      title: "France, portrait social, édition 2024 – fiche Niveaux de vie",
      dataYear: 2022,
      publishedAt: "2024-11-21",
      url: "https://www.insee.fr/fr/statistiques/8242355?sommaire=8242421",
      recurring: true,
    },
    {
      id: "insee-indicateurs-inegalites",
      publisher: "INSEE",
      title: "Niveau de vie et indicateurs d’inégalités – données annuelles de 1975 à 2022",
      dataYear: 2022,
      publishedAt: "2024",
      url: "https://www.insee.fr/fr/statistiques/2491918",
      recurring: true,
    },
    {
      id: "observatoire-evolution-inegalites",
      publisher: "Observatoire des inégalités",
      title: "Les inégalités de revenus se stabilisent",
      dataYear: 2020,
      publishedAt: "2022-10-26",
      url: "https://www.inegalites.fr/evol-inegalites-long",
      recurring: true,
    },
    {
      id: "insee-patrimoine-2024",
      publisher: "INSEE",
      title: "Les montants de patrimoine détenus par les ménages en 2024 (Insee Focus n° 371)",
      dataYear: 2024,
      publishedAt: "2025-12-09",
      url: "https://insee.fr/fr/statistiques/8672665",
      recurring: true,
    },
    {
      id: "insee-ecart-salaire-2022",
      publisher: "INSEE",
      title: "Écart de salaire entre femmes et hommes en 2022 (Insee Focus n° 320)",
      dataYear: 2022,
      publishedAt: "2024-03-05",
      url: "https://insee.fr/fr/statistiques/7766515",
      recurring: true,
    },
    {
      id: "insee-mayotte-2018",
      publisher: "INSEE",
      title: "Revenus et pauvreté à Mayotte en 2018 (Insee Analyses Mayotte n° 25)",
      dataYear: 2018,
      publishedAt: "2020-07-01",
      url: "https://insee.fr/fr/statistiques/4622454",
      recurring: false,
    },
    {
      id: "ocde-ascenseur-social-2018",
      publisher: "OCDE",
      title: "A Broken Social Elevator? How to Promote Social Mobility",
      lang: "en",
      dataYear: 2018,
      publishedAt: "2018-06-15",
      url: "https://doi.org/10.1787/9789264301085-en",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "inegalites-etat-des-lieux-q1",
    question: "Que compare le rapport interdécile D9/D1 ?",
    options: [
      {
        id: "a",
        text: "Le revenu moyen des 10 % les plus riches et celui des 10 % les plus pauvres, avant impôts",
        isCorrect: false,
        feedback:
          "Le rapport D9/D1 ne compare pas des moyennes avant impôts : il rapporte deux seuils de niveau de vie, l’entrée des 10 % les plus aisés et le plafond des 10 % les plus modestes.",
      },
      {
        id: "b",
        text: "Le niveau de vie plancher des 10 % les plus aisés et le plafond des 10 % les plus modestes",
        isCorrect: true,
        feedback:
          "Exact : en 2022, D9 dépasse 43 840 euros par an et D1 est inférieur à 12 970 euros, soit un rapport de 3,4.",
      },
      {
        id: "c",
        text: "Le patrimoine des 10 % les mieux dotés et celui des 90 % restants",
        isCorrect: false,
        feedback:
          "Il porte sur le niveau de vie, pas sur le patrimoine, et compare deux seuils de déciles, pas les 10 % du haut aux 90 % restants.",
      },
    ],
    explanation:
      "D9 est le niveau de vie au-dessus duquel se trouvent les 10 % les plus aisés, D1 celui au-dessous duquel se trouvent les 10 % les plus modestes. En 2022, D9 dépasse 43 840 euros et D1 est inférieur à 12 970 euros : le rapport est de 3,4.",
    source: "insee-fps-2024-niveaux-de-vie",
    slide: 2,
  },
  {
    id: "inegalites-etat-des-lieux-q2",
    question:
      "Selon l’INSEE, quelle part de la population de France métropolitaine vit sous le seuil de pauvreté en 2023 ?",
    options: [
      {
        id: "a",
        text: "Environ 8 %",
        isCorrect: false,
        feedback:
          "C’est environ moitié moins que la mesure : en 2023, 15,4 % de la population vit sous le seuil de pauvreté, soit 9,8 millions de personnes.",
      },
      {
        id: "b",
        text: "Environ 25 %",
        isCorrect: false,
        feedback:
          "Environ un quart surestime nettement : l’INSEE mesure 15,4 % en 2023, le taux le plus élevé depuis le début de la série, en 1996.",
      },
      {
        id: "c",
        text: "15,4 %, soit 9,8 millions de personnes",
        isCorrect: true,
        feedback: "Exact : contre 14,4 % en 2022 ; le seuil vaut 1 288 euros par mois pour une personne seule.",
      },
    ],
    explanation:
      "En 2023, 15,4 % de la population vit avec moins de 60 % du niveau de vie médian (1 288 euros par mois pour une personne seule), contre 14,4 % en 2022. C’est le taux le plus élevé depuis le début de la série, en 1996.",
    source: "insee-niveau-vie-pauvrete-2023",
    slide: 6,
  },
  {
    id: "inegalites-etat-des-lieux-q3",
    question: "Début 2024, quelle part du patrimoine brut des ménages les 10 % les mieux dotés détiennent-ils ?",
    options: [
      {
        id: "a",
        text: "Près de la moitié",
        isCorrect: true,
        feedback:
          "Exact : 48 % du patrimoine brut, alors que les 10 % les plus aisés perçoivent environ un quart des niveaux de vie : le patrimoine est bien plus concentré que le revenu.",
      },
      {
        id: "b",
        text: "Environ un quart",
        isCorrect: false,
        feedback:
          "Un quart, c’est la part des niveaux de vie perçue par les 10 % les plus aisés ; pour le patrimoine brut, les 10 % les mieux dotés en détiennent 48 %.",
      },
      {
        id: "c",
        text: "Plus de 90 %",
        isCorrect: false,
        feedback:
          "C’est bien au-delà de la mesure : les 10 % de ménages les mieux dotés détiennent 48 % du patrimoine brut, près de la moitié.",
      },
    ],
    explanation:
      "Les 10 % de ménages les mieux dotés détiennent près de la moitié (48 %) du patrimoine brut, alors que les 10 % les plus aisés en niveau de vie perçoivent environ un quart des niveaux de vie : le patrimoine est bien plus concentré que le revenu.",
    source: "insee-patrimoine-2024",
    slide: 8,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "inegalites-etat-des-lieux-g1",
    subtopicId: "inegalites-etat-des-lieux",
    question: "Comment l’INSEE fixe-t-il le seuil de pauvreté monétaire ?",
    options: [
      {
        id: "a",
        text: "À 50 % du revenu moyen",
        isCorrect: false,
        feedback:
          "Le seuil de référence ne se calcule pas sur le revenu moyen : l’INSEE le fixe, comme en Europe, à 60 % du niveau de vie médian.",
      },
      {
        id: "b",
        text: "Au montant du RSA pour une personne seule",
        isCorrect: false,
        feedback:
          "Le seuil de pauvreté ne dépend pas d’une prestation : c’est 60 % du niveau de vie médian, soit 1 288 euros par mois pour une personne seule en 2023.",
      },
      {
        id: "c",
        text: "À 60 % du niveau de vie médian",
        isCorrect: true,
        feedback: "Exact : c’est une mesure relative, qui dépend du niveau de vie de l’ensemble de la population.",
      },
    ],
    explanation:
      "Le seuil de pauvreté retenu par l’INSEE, comme en Europe, est de 60 % du niveau de vie médian : 1 288 euros par mois pour une personne seule en 2023. C’est une mesure relative, qui dépend du niveau de vie de l’ensemble de la population.",
    source: "insee-niveau-vie-pauvrete-2023",
    slide: 6,
  },
  {
    id: "inegalites-etat-des-lieux-g2",
    subtopicId: "inegalites-etat-des-lieux",
    question:
      "Dans le secteur privé en 2022, quel est l’écart de salaire entre femmes et hommes à poste comparable (même profession, même employeur) ?",
    options: [
      {
        id: "a",
        text: "Environ 4 %",
        isCorrect: true,
        feedback:
          "Exact : à poste comparable, l’écart tombe à 4,0 % ; selon l’INSEE, il tient surtout à ce que femmes et hommes n’occupent pas les mêmes emplois.",
      },
      {
        id: "b",
        text: "Environ 15 %",
        isCorrect: false,
        feedback:
          "Environ 15 % (14,9 %), c’est l’écart à temps de travail identique, tous postes confondus ; à poste comparable, il tombe à 4,0 %.",
      },
      {
        id: "c",
        text: "Environ 24 %",
        isCorrect: false,
        feedback:
          "Environ 24 % (23,5 %), c’est l’écart de revenu salarial, temps partiel compris ; à poste comparable, il tombe à 4,0 %.",
      },
    ],
    explanation:
      "L’écart de revenu salarial est de 23,5 %, de 14,9 % à temps de travail identique et de 4,0 % à poste comparable. Selon l’INSEE, l’écart tient surtout à ce que femmes et hommes n’occupent pas les mêmes emplois.",
    source: "insee-ecart-salaire-2022",
    slide: 10,
  },
  {
    id: "inegalites-etat-des-lieux-g3",
    subtopicId: "inegalites-etat-des-lieux",
    question: "Selon l’INSEE, quelle part de la somme des niveaux de vie perçoivent les 10 % les plus aisés en 2022 ?",
    options: [
      {
        id: "a",
        text: "Environ 10 %",
        isCorrect: false,
        feedback:
          "Ce serait une répartition égale ; en 2022, les 10 % les plus aisés perçoivent 24,4 % de la somme des niveaux de vie, environ un quart.",
      },
      {
        id: "b",
        text: "Environ un quart",
        isCorrect: true,
        feedback:
          "Exact : 24,4 %, un peu plus que les 40 % les plus modestes réunis (22,4 %) ; l’indice de Palma vaut 1,09.",
      },
      {
        id: "c",
        text: "Environ la moitié",
        isCorrect: false,
        feedback:
          "C’est environ le double de la mesure : en 2022, les 10 % les plus aisés perçoivent 24,4 % de la somme des niveaux de vie.",
      },
    ],
    explanation:
      "En 2022, les 10 % les plus aisés perçoivent 24,4 % de la somme des niveaux de vie, un peu plus que les 40 % les plus modestes réunis (22,4 %). L’indice de Palma, qui rapporte ces deux masses, vaut 1,09.",
    source: "insee-indicateurs-inegalites",
    slide: 4,
  },
];
