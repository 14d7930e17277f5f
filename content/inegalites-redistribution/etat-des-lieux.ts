import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "inegalites-redistribution",
  number: 1,
  slug: "etat-des-lieux",
  bookmarkId: "inegalites-etat-des-lieux",
  topicId: "inegalites-etat-des-lieux",
  title: "État des lieux",
  subtitle: "Revenus, pauvreté, patrimoine, chances : ce que mesurent l'INSEE et les autres sources publiques",
  readingTime: 5,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Le niveau de vie médian",
      body: [
        "Le niveau de vie est le revenu disponible d'un ménage (après impôts et prestations sociales) divisé par son nombre d'unités de consommation. Tous les membres d'un même ménage ont le même niveau de vie.",
        "En 2023, en France métropolitaine, la moitié des personnes vivent avec moins de 25 760 euros par an, soit environ 2 150 euros par mois pour une personne seule : c'est le niveau de vie médian.",
      ],
      keyFigure: { value: "25 760 €", label: "niveau de vie annuel médian en 2023 (France métropolitaine)" },
      source: "INSEE, enquête Revenus fiscaux et sociaux 2023, Insee Première n° 2063, juillet 2025",
    },
    {
      title: "L'écart entre le haut et le bas : le rapport D9/D1",
      body: [
        "On classe la population selon son niveau de vie, puis on la coupe en dix parts égales : les déciles. Le rapport D9/D1 compare le seuil d'entrée des 10 % les plus aisés au plafond des 10 % les plus modestes.",
        "En 2022, les 10 % les plus modestes ont moins de 12 970 euros par an, les 10 % les plus aisés plus de 43 840 euros : le rapport est de 3,4. En 2023, il atteint environ 3,5.",
      ],
      keyFigure: { value: "3,4", label: "rapport D9/D1 du niveau de vie en 2022 (France métropolitaine)" },
      source:
        "INSEE, France, portrait social, édition 2024 (données 2022) ; Insee Première n° 2063, 2025 (données 2023)",
    },
    {
      title: "Deux autres mesures : S80/S20 et indice de Gini",
      body: [
        "Le rapport S80/S20 compare la part des revenus perçue par les 20 % les plus aisés à celle des 20 % les plus modestes. En 2022, les premiers reçoivent 38,3 % de la somme des niveaux de vie, les seconds 8,7 % : 4,4 fois moins.",
        "L'indice de Gini résume toute la distribution. Il vaut 0 en cas d'égalité parfaite et 1 si une seule personne a tout. En 2022, il est de 0,294.",
      ],
      source: "INSEE, France, portrait social, édition 2024 ; Niveau de vie et indicateurs d'inégalités, données 2022",
    },
    {
      title: "La France, proche de la moyenne européenne",
      body: [
        "Eurostat compare les pays de l'Union européenne avec une même enquête, EU-SILC. Il exprime l'indice de Gini sur une échelle de 0 à 100.",
        "En 2024, l'indice de Gini de l'UE vaut 29,4. Celui de la France est du même ordre, autour de 30. Les inégalités sont plus fortes en Bulgarie (38,4) et plus faibles en Slovaquie (21,7).",
        "Selon l'OCDE, la France est moins inégalitaire que les États-Unis ou le Royaume-Uni.",
      ],
      source: "Eurostat, EU-SILC 2024 (publié en 2025) ; OCDE, base de données sur la distribution des revenus",
    },
    {
      title: "Sur le long terme : une baisse, puis une relative stabilité",
      body: [
        "Selon les séries de l'INSEE, les inégalités de niveau de vie ont nettement reculé dans les années 1970 : le rapport D9/D1 passe d'environ 4,6 en 1970 à environ 3,3 au milieu des années 1980.",
        "Depuis, il oscille entre 3,3 et 3,6 environ, avec un pic en 2011. En 2023, selon l'INSEE, la baisse du niveau de vie des plus modestes et la hausse de celui des plus aisés portent les indicateurs d'inégalités parmi les plus élevés depuis 30 ans.",
      ],
      source: "INSEE, séries longues des niveaux de vie (1970-2023) ; Insee Première n° 2063, 2025",
    },
    {
      title: "La pauvreté monétaire à son plus haut depuis 1996",
      body: [
        "Au sens de l'INSEE, une personne est pauvre si son niveau de vie est inférieur à 60 % du niveau de vie médian. En 2023, ce seuil vaut 1 288 euros par mois pour une personne seule.",
        "En 2023, 15,4 % de la population vit sous ce seuil, soit 9,8 millions de personnes, contre 14,4 % en 2022. C'est le niveau le plus élevé depuis le début de la série, en 1996.",
      ],
      keyFigure: {
        value: "9,8 millions",
        label: "personnes sous le seuil de pauvreté en 2023 (France métropolitaine)",
      },
      source: "INSEE, enquête Revenus fiscaux et sociaux 2023, Insee Première n° 2063, juillet 2025",
    },
    {
      title: "Pourquoi cette hausse, et qui est touché ?",
      body: [
        "L'INSEE explique la hausse de 2023 surtout par la fin des aides exceptionnelles versées en 2022 face à l'inflation et par la baisse de revenus de certains travailleurs indépendants modestes.",
        "Selon l'INSEE, la pauvreté touche en particulier :",
      ],
      points: [
        "les chômeurs : plus d'un tiers d'entre eux sont pauvres ;",
        "les familles monoparentales et les enfants, les plus concernés par la hausse de 2023 ;",
        "moins les retraités, dont le taux de pauvreté progresse moins.",
      ],
      source: "INSEE, Insee Première n° 2063, juillet 2025 (données 2023)",
    },
    {
      title: "Le patrimoine, bien plus concentré que les revenus",
      body: [
        "Le patrimoine, c'est ce que l'on possède : logement, épargne, biens professionnels. Le patrimoine brut ne retire pas les dettes ; le patrimoine net les déduit.",
        "Début 2024, la moitié des ménages ont plus de 205 100 euros de patrimoine brut. Les 10 % les mieux dotés en détiennent près de la moitié, environ 48 %. Par comparaison, les 10 % les plus aisés perçoivent environ un quart de la somme des niveaux de vie.",
      ],
      keyFigure: {
        value: "≈ 48 %",
        label: "part du patrimoine brut détenue par les 10 % de ménages les mieux dotés, début 2024",
      },
      source: "INSEE, enquête Histoire de vie et Patrimoine 2023-2024, publiée en décembre 2025",
    },
    {
      title: "Âge, logement, héritage : d'où viennent ces écarts ?",
      body: [
        "Le patrimoine s'accumule au fil de la vie. Selon l'INSEE, il augmente jusque vers 60 ans, puis diminue après 75 ans. L'immobilier, surtout la résidence principale, en représente environ 60 %.",
        "L'héritage pèse aussi. Selon le Conseil d'analyse économique (CAE), la part héritée atteint environ 60 % du patrimoine total, contre 35 % au début des années 1970.",
      ],
      source:
        "INSEE, patrimoine des ménages, 2025 (données 2024) ; Conseil d'analyse économique, note n° 69, décembre 2021",
    },
    {
      title: "Femmes et hommes : des écarts de salaire",
      body: [
        "En 2022, dans le secteur privé, le revenu salarial moyen des femmes est inférieur de 23,5 % à celui des hommes. Une partie de l'écart vient du temps de travail : les femmes sont plus souvent à temps partiel.",
        "À temps de travail identique, l'écart est de 14,9 %. À poste comparable (même profession, même employeur), il tombe à 4,0 %. Selon l'INSEE, il s'explique surtout par le fait que femmes et hommes n'occupent pas les mêmes emplois.",
      ],
      keyFigure: {
        value: "14,9 %",
        label: "écart de salaire femmes-hommes en équivalent temps plein, secteur privé, 2022",
      },
      source: "INSEE, Insee Focus n° 320, mars 2024 (données 2022)",
    },
    {
      title: "Des inégalités entre territoires",
      body: [
        "Les niveaux de vie varient fortement d'un territoire à l'autre. En métropole, la Seine-Saint-Denis a le taux de pauvreté le plus élevé : plus d'un quart de ses habitants en 2021. L'Île-de-France réunit à la fois des départements parmi les plus aisés et les plus pauvres.",
        "Les départements d'outre-mer sont beaucoup plus touchés : environ 36 % de personnes pauvres à La Réunion en 2021, et environ trois quarts de la population à Mayotte en 2018.",
      ],
      source: "INSEE, dispositif Filosofi 2021 ; Insee Analyses Mayotte n° 25, juillet 2020 (données 2018)",
    },
    {
      title: "L'inégalité des chances",
      body: [
        "L'inégalité des chances désigne le poids de l'origine sociale sur la situation à l'âge adulte.",
        "Selon France Stratégie (2018), un enfant de cadre supérieur a 4,5 fois plus de chances qu'un enfant d'ouvrier de faire partie des 20 % les plus aisés. L'OCDE (2018) estime qu'il faudrait environ six générations pour que les descendants d'une famille des 10 % les plus modestes atteignent le revenu moyen, contre 4 à 5 en moyenne dans l'OCDE.",
      ],
      source: "France Stratégie, note d'analyse n° 68, juillet 2018 ; OCDE, rapport sur la mobilité sociale, juin 2018",
    },
    {
      title: "Lire les chiffres : ce qu'ils mesurent, et ce qu'ils laissent de côté",
      body: [
        "Les niveaux de vie de l'INSEE sont mesurés après impôts et prestations : ils intègrent déjà la redistribution. Avant redistribution, les écarts sont bien plus grands.",
      ],
      points: [
        "La pauvreté mesurée est relative : elle dépend du niveau de vie médian, pas d'un panier de biens.",
        "Les enquêtes captent mal les très hauts revenus ; des chercheurs, comme ceux du World Inequality Lab, utilisent aussi données fiscales et comptes nationaux.",
        "Les personnes sans domicile ou vivant en institution sont hors du champ.",
      ],
      source: "INSEE, définitions de l'enquête Revenus fiscaux et sociaux, 2025",
    },
    {
      title: "Le débat : des inégalités trop fortes ?",
      body: ["Les constats chiffrés sont largement partagés ; leur interprétation divise."],
      points: [
        "Pour la gauche, de nombreux syndicats et des associations comme Oxfam ou l'Observatoire des inégalités, la hausse de la pauvreté en 2023 et la concentration du patrimoine appellent plus de redistribution.",
        "Pour des partis de droite et du centre, les organisations patronales et des économistes libéraux, la France redistribue déjà beaucoup ; ils misent d'abord sur l'emploi et la croissance.",
        "Presque tous jugent l'égalité des chances essentielle, mais divergent sur les moyens.",
      ],
      source: "INSEE, 2025 (données 2023) ; positions publiques des acteurs cités",
    },
  ],
  note: {
    title: "Périmètre, indicateurs et sources",
    body: [
      "Périmètre. Les chiffres nationaux de revenus et de pauvreté viennent de l'enquête Revenus fiscaux et sociaux (ERFS) de l'INSEE. Elle couvre les personnes vivant dans un logement ordinaire en France métropolitaine, dans un ménage dont le revenu déclaré est positif ou nul et dont la personne de référence n'est pas étudiante. Les personnes sans domicile et celles qui vivent en collectivité (maisons de retraite, foyers, prisons…) n'y figurent pas. Les données locales (départements, communes) viennent du dispositif Filosofi de l'INSEE, qui couvre aussi une partie des départements d'outre-mer ; Mayotte fait l'objet d'études spécifiques. Les comparaisons européennes reposent sur l'enquête EU-SILC d'Eurostat, dont les chiffres diffèrent un peu de ceux de l'INSEE.",
      "Niveau de vie. Le revenu disponible d'un ménage comprend les revenus d'activité, les retraites, les allocations chômage, les revenus du patrimoine et les prestations sociales, moins les impôts directs (impôt sur le revenu, CSG, CRDS…). Le niveau de vie est ce revenu divisé par le nombre d'unités de consommation (UC) : 1 UC pour le premier adulte, 0,5 pour chaque autre personne de 14 ans ou plus, 0,3 pour chaque enfant de moins de 14 ans. La médiane partage la population en deux moitiés égales ; les déciles (D1 à D9) la partagent en dix.",
      "Indicateurs d'inégalité. Le rapport interdécile D9/D1 compare le niveau de vie plancher des 10 % les plus aisés au plafond des 10 % les plus modestes. Le rapport S80/S20 compare les masses de niveau de vie détenues par les 20 % les plus aisés et les 20 % les plus modestes. L'indice de Gini va de 0 (égalité parfaite) à 1 (une seule personne détient tout) ; Eurostat l'exprime de 0 à 100.",
      "Pauvreté. Le taux de pauvreté monétaire est la part des personnes dont le niveau de vie est inférieur à 60 % du niveau de vie médian, convention retenue en Europe. C'est une mesure relative : si tous les revenus augmentaient dans la même proportion, le taux ne changerait pas. L'INSEE publie aussi des taux au seuil de 50 %, plus bas.",
      "Patrimoine. Le patrimoine est un stock (ce que l'on possède à une date donnée), le revenu un flux (ce que l'on perçoit sur une année). Le patrimoine brut ne déduit pas les emprunts en cours, le patrimoine net les retire. Les chiffres viennent de l'enquête Histoire de vie et Patrimoine de l'INSEE, menée tous les trois ans ; les travaux du World Inequality Lab, qui croisent données fiscales et comptes nationaux, ne sont pas repris en chiffres ici.",
      "Sources principales : INSEE, Insee Première n° 2063 (2025, données 2023) ; France, portrait social, édition 2024 (données 2022) ; Filosofi 2021 ; enquête Histoire de vie et Patrimoine 2023-2024 (publiée en 2025) ; Insee Focus n° 320 (2024). Eurostat, EU-SILC 2024. OCDE, 2018. France Stratégie, 2018. Conseil d'analyse économique, note n° 69, 2021.",
    ],
  },
  sources: [
    {
      label: "INSEE, Insee Première n° 2063, « Niveau de vie et pauvreté en 2023 »",
      year: 2025,
      url: "https://www.insee.fr/fr/statistiques/8600989",
    },
    {
      label: "INSEE, France, portrait social, édition 2024 (fiches Niveaux de vie et Pauvreté monétaire, données 2022)",
      year: 2024,
    },
    {
      label: "INSEE, Niveau de vie et indicateurs d'inégalités, données annuelles (chiffres-clés)",
      year: 2024,
      url: "https://www.insee.fr/fr/statistiques/2491918",
    },
    {
      label: "INSEE, montants de patrimoine détenus par les ménages en 2024 (enquête Histoire de vie et Patrimoine)",
      year: 2025,
    },
    {
      label: "INSEE, Insee Focus n° 320, « Écart de salaire entre femmes et hommes en 2022 »",
      year: 2024,
      url: "https://www.insee.fr/fr/statistiques/7766515",
    },
    { label: "INSEE, Filosofi, taux de pauvreté par département (données 2021)", year: 2024 },
    { label: "INSEE, Insee Analyses Mayotte n° 25, « Revenus et pauvreté à Mayotte en 2018 »", year: 2020 },
    {
      label: "Eurostat, Living conditions in Europe – income distribution and income inequality (EU-SILC 2024)",
      year: 2025,
    },
    {
      label: "France Stratégie, note d'analyse n° 68, « Nés sous la même étoile ? Origine sociale et niveau de vie »",
      year: 2018,
    },
    {
      label: "OCDE, rapport sur la mobilité sociale (A Broken Social Elevator? How to Promote Social Mobility)",
      year: 2018,
    },
    { label: "Conseil d'analyse économique, note n° 69, « Repenser l'héritage »", year: 2021 },
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
      },
      {
        id: "b",
        text: "Le niveau de vie plancher des 10 % les plus aisés et le plafond des 10 % les plus modestes",
        isCorrect: true,
      },
      { id: "c", text: "Le patrimoine des 10 % les mieux dotés et celui des 90 % restants", isCorrect: false },
    ],
    explanation:
      "D9 est le niveau de vie au-dessus duquel se trouvent les 10 % les plus aisés, D1 celui au-dessous duquel se trouvent les 10 % les plus modestes. En 2022, D9 dépasse 43 840 euros et D1 est inférieur à 12 970 euros : le rapport est de 3,4. (Source : INSEE, France, portrait social, 2024)",
  },
  {
    id: "inegalites-etat-des-lieux-q2",
    question:
      "Selon l'INSEE, quelle part de la population de France métropolitaine vit sous le seuil de pauvreté en 2023 ?",
    options: [
      { id: "a", text: "Environ 8 %", isCorrect: false },
      { id: "b", text: "Environ 25 %", isCorrect: false },
      { id: "c", text: "15,4 %, soit 9,8 millions de personnes", isCorrect: true },
    ],
    explanation:
      "En 2023, 15,4 % de la population vit avec moins de 60 % du niveau de vie médian (1 288 euros par mois pour une personne seule), contre 14,4 % en 2022. C'est le taux le plus élevé depuis le début de la série, en 1996. (Source : INSEE, Insee Première n° 2063, 2025)",
  },
  {
    id: "inegalites-etat-des-lieux-q3",
    question: "Début 2024, quelle part du patrimoine brut des ménages les 10 % les mieux dotés détiennent-ils ?",
    options: [
      { id: "a", text: "Près de la moitié", isCorrect: true },
      { id: "b", text: "Environ un quart", isCorrect: false },
      { id: "c", text: "Plus de 90 %", isCorrect: false },
    ],
    explanation:
      "Les 10 % de ménages les mieux dotés détiennent près de la moitié (environ 48 %) du patrimoine brut, alors que les 10 % les plus aisés en niveau de vie perçoivent environ un quart des revenus : le patrimoine est bien plus concentré que le revenu. (Source : INSEE, enquête Histoire de vie et Patrimoine, 2025)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "inegalites-etat-des-lieux-g1",
    subtopicId: "inegalites-etat-des-lieux",
    question: "Comment l'INSEE fixe-t-il le seuil de pauvreté monétaire ?",
    options: [
      { id: "a", text: "À 50 % du revenu moyen", isCorrect: false },
      { id: "b", text: "Au montant du RSA pour une personne seule", isCorrect: false },
      { id: "c", text: "À 60 % du niveau de vie médian", isCorrect: true },
    ],
    explanation:
      "Le seuil de pauvreté retenu par l'INSEE, comme en Europe, est de 60 % du niveau de vie médian : 1 288 euros par mois pour une personne seule en 2023. C'est une mesure relative, qui dépend du niveau de vie de l'ensemble de la population. (Source : INSEE, 2025)",
  },
  {
    id: "inegalites-etat-des-lieux-g2",
    subtopicId: "inegalites-etat-des-lieux",
    question:
      "Dans le secteur privé en 2022, quel est l'écart de salaire entre femmes et hommes à poste comparable (même profession, même employeur) ?",
    options: [
      { id: "a", text: "Environ 4 %", isCorrect: true },
      { id: "b", text: "Environ 15 %", isCorrect: false },
      { id: "c", text: "Environ 24 %", isCorrect: false },
    ],
    explanation:
      "L'écart de revenu salarial est de 23,5 %, de 14,9 % à temps de travail identique et de 4,0 % à poste comparable. Selon l'INSEE, l'écart tient surtout à ce que femmes et hommes n'occupent pas les mêmes emplois. (Source : INSEE, Insee Focus n° 320, 2024)",
  },
  {
    id: "inegalites-etat-des-lieux-g3",
    subtopicId: "inegalites-etat-des-lieux",
    question: "Selon Eurostat, où se situe la France pour les inégalités de revenus dans l'Union européenne en 2024 ?",
    options: [
      { id: "a", text: "C'est le pays le plus inégalitaire de l'UE", isCorrect: false },
      { id: "b", text: "Près de la moyenne de l'UE", isCorrect: true },
      { id: "c", text: "C'est le pays le moins inégalitaire de l'UE", isCorrect: false },
    ],
    explanation:
      "En 2024, l'indice de Gini de l'UE vaut 29,4 et celui de la France est du même ordre, autour de 30. La Bulgarie (38,4) est la plus inégalitaire, la Slovaquie (21,7) la moins inégalitaire. (Source : Eurostat, EU-SILC 2024)",
  },
];
