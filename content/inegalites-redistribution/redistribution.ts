import type { Module, Question } from "../schema";

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
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Redistribuer : de quoi parle-t-on ?",
      body: [
        "La redistribution désigne les transferts organisés par les pouvoirs publics : ils prélèvent impôts et cotisations, puis versent des prestations ou financent des services.",
        "Elle est monétaire quand elle passe par de l'argent (impôts directs, allocations), en nature quand elle passe par des services publics gratuits ou peu coûteux : école, hôpital, remboursement des soins. Elle va des plus aisés vers les plus modestes, mais aussi des ménages sans enfant vers les familles, ou des bien-portants vers les malades.",
      ],
    },
    {
      title: "L'impôt sur le revenu, un impôt progressif",
      body: [
        "L'impôt sur le revenu est progressif : son taux augmente avec le revenu. En 2025, le barème compte cinq tranches, taxées à 0 %, 11 %, 30 %, 41 % et 45 %.",
        "Chaque taux ne s'applique qu'à la part du revenu située dans sa tranche. Le quotient familial tient compte de la taille du foyer : à revenu égal, une famille avec enfants paie moins qu'une personne seule.",
      ],
      source: "Code général des impôts, art. 197, barème 2025 (revenus 2024)",
    },
    {
      title: "CSG et cotisations sociales",
      body: [
        "La contribution sociale généralisée (CSG), créée en 1991, porte sur presque tous les revenus : salaires, retraites, revenus du patrimoine. Sur les revenus d'activité, son taux est de 9,2 %, quel que soit le montant : elle est proportionnelle, non progressive.",
        "Les cotisations sociales, assises sur les salaires, financent surtout les retraites et l'assurance chômage. Elles suivent une logique d'assurance : elles ouvrent des droits à pension ou à indemnités.",
      ],
      source: "Loi de finances pour 1991 ; Code de la sécurité sociale, art. L136-8 (taux en vigueur en 2025)",
    },
    {
      title: "Prestations familiales et aides au logement",
      body: [
        "En métropole, les allocations familiales sont versées à partir du deuxième enfant. Depuis juillet 2015, leur montant dépend des revenus du foyer.",
        "Les aides personnelles au logement (APL et allocations de logement) réduisent le loyer ou les mensualités des ménages modestes. Depuis 2021, elles sont calculées sur les revenus des douze derniers mois, réévalués chaque trimestre.",
      ],
      source:
        "Loi de financement de la sécurité sociale pour 2015 ; réforme des aides au logement de janvier 2021 (Caisse nationale des allocations familiales)",
    },
    {
      title: "Les minima sociaux et le RSA",
      body: [
        "Les minima sociaux garantissent un revenu minimal aux personnes aux ressources très faibles. Le plus connu, le revenu de solidarité active (RSA), a remplacé en 2009 le revenu minimum d'insertion (RMI), créé en 1988.",
        "La loi pour le plein emploi du 18 décembre 2023 prévoit, depuis le 1er janvier 2025, l'inscription des allocataires du RSA à France Travail et un accompagnement comprenant en principe au moins 15 heures d'activité par semaine, avec des exceptions.",
      ],
      source: "Loi n° 2008-1249 du 1er décembre 2008 ; loi n° 2023-1196 du 18 décembre 2023 pour le plein emploi",
    },
    {
      title: "La prime d'activité",
      body: [
        "Créée le 1er janvier 2016, la prime d'activité complète les revenus des travailleurs modestes, salariés ou indépendants. Elle a remplacé le volet « activité » du RSA et la prime pour l'emploi.",
        "Son objectif est que reprendre un emploi, même à temps partiel, augmente nettement le revenu du ménage. Son montant dépend des revenus d'activité et de la composition du foyer. Elle a été fortement revalorisée en 2019.",
      ],
      source:
        "Loi n° 2015-994 du 17 août 2015 relative au dialogue social et à l'emploi ; Caisse nationale des allocations familiales, 2019",
    },
    {
      title: "Avant et après redistribution : les 20 % aux extrémités",
      body: [
        "L'INSEE compare le niveau de vie des ménages avant et après impôts directs et prestations sociales.",
        "En 2022, avant redistribution, les 20 % les plus aisés ont un niveau de vie moyen 7,9 fois plus élevé que celui des 20 % les plus modestes (67 100 euros contre 8 450 euros par an). Après, l'écart tombe à 3,9 : le niveau de vie des plus modestes augmente de 59 %, celui des plus aisés baisse de 22 %.",
      ],
      keyFigure: {
        value: "7,9 → 3,9",
        label:
          "rapport entre les 20 % les plus aisés et les 20 % les plus modestes, avant et après redistribution (2022)",
      },
      source: "INSEE, France, portrait social, édition 2023 (données 2022)",
    },
    {
      title: "Aux deux bouts de l'échelle",
      body: [
        "L'effet est plus fort encore aux extrémités. En 2022, avant redistribution, les 10 % les plus aisés ont un niveau de vie moyen 19,5 fois supérieur à celui des 10 % les plus modestes. Après, le rapport est de 5,6.",
        "Attention : dans ce calcul, retraites et allocations chômage sont comptées avant redistribution, car elles relèvent de l'assurance. L'INSEE ne retient que les prélèvements directs et les prestations familiales, de logement, les minima sociaux et la prime d'activité.",
      ],
      source: "INSEE, France, portrait social, édition 2023 (données 2022)",
    },
    {
      title: "La « redistribution élargie »",
      body: [
        "En 2023, l'INSEE a publié une mesure plus large. Elle ajoute aux transferts monétaires les retraites et les services publics : éducation, santé, mais aussi défense ou recherche.",
        "En 2019, ces transferts représentent environ 500 milliards d'euros, soit 25 % du revenu national net. Avant transferts, les ménages aisés, au sens de l'INSEE, ont un revenu 18 fois plus élevé que les ménages pauvres ; après, l'écart est de 1 à 3.",
      ],
      source: "INSEE, Insee Analyses n° 88, septembre 2023 (données 2019)",
    },
    {
      title: "Qui reçoit plus qu'il ne verse ?",
      body: [
        "Selon la même étude, en 2019, 57 % des personnes reçoivent plus qu'elles ne versent. C'est le cas de plus de 85 % des 30 % les plus modestes, de 49 % des personnes autour du niveau de vie médian et de 13 % des 5 % les plus aisées.",
        "L'âge compte beaucoup : 90 % des personnes vivant dans un ménage dont la personne de référence a 65 ans ou plus sont bénéficiaires nettes, surtout grâce aux retraites et aux dépenses de santé.",
      ],
      keyFigure: {
        value: "57 %",
        label: "part des personnes bénéficiaires nettes de la redistribution élargie en 2019",
      },
      source: "INSEE, Insee Analyses n° 88, septembre 2023 (données 2019)",
    },
    {
      title: "Le poids de la protection sociale",
      body: [
        "La protection sociale regroupe les prestations liées à la vieillesse, à la santé, à la famille, à l'emploi, au logement et à la pauvreté.",
        "En 2023, ces prestations représentent 31,5 % du PIB en France, contre 26,6 % en moyenne dans l'Union européenne. La France est le pays d'Europe qui y consacre la plus grande part de sa richesse. En 2022, retraites et santé en forment environ 80 %.",
      ],
      keyFigure: {
        value: "31,5 % du PIB",
        label: "prestations de protection sociale en France en 2023 (26,6 % dans l'UE)",
      },
      source: "DREES, comptes de la protection sociale et comparaisons européennes (données 2022 et 2023)",
    },
    {
      title: "Qui paie l'impôt sur le revenu ?",
      body: [
        "En 2024, sur un peu plus de 41 millions de foyers fiscaux, environ 18,7 millions ont payé l'impôt sur le revenu au titre de leurs revenus de 2023, soit environ 45 %. Les 10 % de foyers les plus aisés en acquittent environ les trois quarts.",
        "Les foyers non imposés paient toutefois d'autres prélèvements : la CSG sur leurs revenus, la TVA sur leurs achats.",
      ],
      source:
        "Direction générale des finances publiques (DGFiP), statistiques de l'impôt sur le revenu, 2025 (revenus 2023)",
    },
    {
      title: "Le niveau des prélèvements obligatoires",
      body: [
        "Les prélèvements obligatoires regroupent les impôts et les cotisations sociales obligatoires. Rapportés au produit intérieur brut (PIB), ils donnent le taux de prélèvements obligatoires.",
        "Selon l'INSEE, ce taux atteint environ 45 % du PIB en 2022, puis environ 43 % en 2023. Selon l'OCDE, la France fait partie des pays développés où il est le plus élevé.",
      ],
      source:
        "INSEE, comptes des administrations publiques, 2023 et 2024 ; OCDE, Statistiques des recettes publiques, 2024",
    },
    {
      title: "Comment l'héritage est-il taxé ?",
      body: [
        "Les droits de succession dépendent du lien de parenté. En ligne directe, chaque enfant bénéficie d'un abattement de 100 000 euros par parent, qui se reconstitue tous les 15 ans pour les donations. Au-delà, le barème va de 5 % à 45 %.",
        "Le conjoint marié ou le partenaire de PACS est exonéré de droits de succession depuis 2007. L'assurance-vie et la transmission d'entreprises (pacte Dutreil) bénéficient de régimes plus favorables.",
      ],
      source:
        "Code général des impôts, art. 777, 779 et 796-0 bis (règles en vigueur en 2025) ; loi du 21 août 2007 (TEPA)",
    },
    {
      title: "Faut-il taxer davantage l'héritage ?",
      body: [
        "Selon le Conseil d'analyse économique (CAE, 2021), la part héritée du patrimoine est passée d'environ 35 % au début des années 1970 à 60 %, et les exonérations profitent surtout aux grosses transmissions. Il propose de taxer l'ensemble des héritages et donations reçus au cours d'une vie.",
        "D'autres, notamment à droite et parmi les entreprises familiales, jugent que cet impôt frappe un patrimoine déjà taxé et freine la transmission des entreprises. Il est d'ailleurs peu accepté par l'opinion, note le CAE.",
      ],
      source: "Conseil d'analyse économique, note n° 69, « Repenser l'héritage », décembre 2021",
    },
    {
      title: "Le débat : trop ou pas assez de redistribution ?",
      body: ["Que la redistribution réduise les écarts est admis ; son niveau souhaitable divise."],
      points: [
        "Pour la gauche, de nombreux syndicats et des associations comme Oxfam, il faut redistribuer davantage, en taxant plus les hauts revenus et patrimoines.",
        "Pour des partis de droite et du centre, le patronat et des économistes libéraux, les prélèvements pèsent déjà sur l'emploi et l'investissement ; il faut d'abord réduire la dépense publique.",
        "La Cour des comptes et des économistes de divers bords demandent de mieux évaluer les aides.",
      ],
    },
    {
      title: "Redistribution et incitation au travail",
      body: [
        "Pour certains économistes et responsables politiques, surtout à droite et au centre, des aides mal articulées avec les salaires peuvent décourager la reprise d'un emploi. La prime d'activité (2016) et la réforme du RSA de 2023 répondent en partie à cet argument.",
        "D'autres, notamment les associations de lutte contre la pauvreté, soulignent le non-recours : selon la DREES, environ un tiers des foyers éligibles au RSA ne le perçoivent pas (données 2018).",
      ],
      source:
        "DREES, Les Dossiers de la DREES n° 92, février 2022 (données 2018) ; loi n° 2023-1196 du 18 décembre 2023",
    },
    {
      title: "Taxer les plus riches et le capital ?",
      body: [
        "En 2018, l'impôt sur la fortune immobilière (IFI) a remplacé l'impôt de solidarité sur la fortune (ISF), et un prélèvement forfaitaire unique, alors de 30 %, a été créé pour les revenus du capital.",
        "Un impôt minimal de 2 % sur les patrimoines de plus de 100 millions d'euros, proposé par l'économiste Gabriel Zucman, a été adopté par l'Assemblée nationale en février 2025, puis rejeté par le Sénat en juin. Ses partisans invoquent la justice fiscale ; ses opposants, un risque d'exil fiscal.",
      ],
      source: "Loi de finances pour 2018 ; Assemblée nationale, 20 février 2025 ; Sénat, 12 juin 2025",
    },
  ],
  sources: [
    {
      label: "INSEE, France, portrait social, édition 2023, fiche « Redistribution monétaire » (données 2022)",
      year: 2023,
      url: "https://www.insee.fr/fr/statistiques/7666861?sommaire=7666953",
    },
    {
      label:
        "INSEE, Insee Analyses n° 88, « La redistribution élargie, incluant l'ensemble des transferts monétaires et les services publics, améliore le niveau de vie de 57 % des personnes »",
      year: 2023,
      url: "https://www.insee.fr/fr/statistiques/7669723",
    },
    { label: "DREES, La protection sociale en France et en Europe en 2022", year: 2023 },
    { label: "DREES, comparaison européenne des dépenses de protection sociale (données 2023)", year: 2025 },
    {
      label:
        "DREES, Les Dossiers de la DREES n° 92, « Mesurer régulièrement le non-recours au RSA et à la prime d'activité »",
      year: 2022,
    },
    {
      label: "Direction générale des finances publiques, statistiques de l'impôt sur le revenu (revenus 2023)",
      year: 2025,
    },
    { label: "INSEE, comptes des administrations publiques (taux de prélèvements obligatoires)", year: 2024 },
    { label: "OCDE, Statistiques des recettes publiques", year: 2024 },
    { label: "Conseil d'analyse économique, note n° 69, « Repenser l'héritage »", year: 2021 },
    {
      label: "Code général des impôts, art. 197, 777, 779 et 796-0 bis ; Code de la sécurité sociale, art. L136-8",
      year: 2025,
    },
    { label: "Loi n° 2023-1196 du 18 décembre 2023 pour le plein emploi", year: 2023 },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "inegalites-redistribution-q1",
    question:
      "Selon l'INSEE, en 2022, de combien de fois le niveau de vie moyen des 20 % les plus aisés dépasse-t-il celui des 20 % les plus modestes, avant puis après redistribution monétaire ?",
    options: [
      { id: "a", text: "3,9 fois avant, 1,5 fois après", isCorrect: false },
      { id: "b", text: "20 fois avant, 10 fois après", isCorrect: false },
      { id: "c", text: "7,9 fois avant, 3,9 fois après", isCorrect: true },
    ],
    explanation:
      "Les impôts directs et les prestations sociales augmentent de 59 % le niveau de vie moyen des 20 % les plus modestes et réduisent de 22 % celui des 20 % les plus aisés : l'écart passe de 7,9 à 3,9. (Source : INSEE, France, portrait social, 2023)",
  },
  {
    id: "inegalites-redistribution-q2",
    question: "Qu'ajoute la « redistribution élargie » mesurée par l'INSEE à la redistribution monétaire ?",
    options: [
      { id: "a", text: "Les retraites et les services publics, comme l'éducation et la santé", isCorrect: true },
      { id: "b", text: "Les dons des particuliers aux associations", isCorrect: false },
      { id: "c", text: "Les salaires versés par les entreprises privées", isCorrect: false },
    ],
    explanation:
      "La redistribution élargie intègre les retraites et les services publics, individualisables (éducation, santé) ou collectifs (défense, recherche). Avec elle, 57 % des personnes reçoivent plus qu'elles ne versent en 2019. (Source : INSEE, Insee Analyses n° 88, 2023)",
  },
  {
    id: "inegalites-redistribution-q3",
    question:
      "Lors d'une succession, de quel abattement bénéficie chaque enfant sur ce qu'il reçoit de chacun de ses parents ?",
    options: [
      { id: "a", text: "15 000 euros", isCorrect: false },
      { id: "b", text: "100 000 euros", isCorrect: true },
      { id: "c", text: "1 million d'euros", isCorrect: false },
    ],
    explanation:
      "En ligne directe, l'abattement est de 100 000 euros par parent et par enfant ; il se reconstitue tous les 15 ans pour les donations. Au-delà, le barème va de 5 % à 45 %. (Source : Code général des impôts, art. 779 et 777, 2025)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "inegalites-redistribution-g1",
    subtopicId: "inegalites-redistribution",
    question: "En 2024, quelle part des foyers fiscaux a payé l'impôt sur le revenu (revenus de 2023) ?",
    options: [
      { id: "a", text: "Environ 20 %", isCorrect: false },
      { id: "b", text: "Environ 80 %", isCorrect: false },
      { id: "c", text: "Environ 45 %", isCorrect: true },
    ],
    explanation:
      "Environ 18,7 millions de foyers sur un peu plus de 41 millions ont payé l'impôt sur le revenu, soit environ 45 %. Les foyers non imposés paient cependant d'autres prélèvements, comme la CSG et la TVA. (Source : DGFiP, 2025)",
  },
  {
    id: "inegalites-redistribution-g2",
    subtopicId: "inegalites-redistribution",
    question: "Quelle part de son PIB la France consacre-t-elle aux prestations de protection sociale en 2023 ?",
    options: [
      { id: "a", text: "31,5 %, la part la plus élevée d'Europe", isCorrect: true },
      { id: "b", text: "15 %, dans la moyenne européenne", isCorrect: false },
      { id: "c", text: "50 %, le double de la moyenne européenne", isCorrect: false },
    ],
    explanation:
      "En 2023, les prestations de protection sociale représentent 31,5 % du PIB en France, contre 26,6 % en moyenne dans l'Union européenne. Retraites et santé en forment l'essentiel. (Source : DREES, données 2023)",
  },
  {
    id: "inegalites-redistribution-g3",
    subtopicId: "inegalites-redistribution",
    question: "À quoi sert la prime d'activité, créée en 2016 ?",
    options: [
      { id: "a", text: "À verser une prime aux entreprises qui embauchent", isCorrect: false },
      { id: "b", text: "À compléter les revenus des travailleurs modestes", isCorrect: true },
      { id: "c", text: "À remplacer les allocations chômage", isCorrect: false },
    ],
    explanation:
      "La prime d'activité complète les revenus des salariés et indépendants modestes, pour que reprendre un emploi augmente nettement le revenu du ménage. Elle a remplacé le volet « activité » du RSA et la prime pour l'emploi. (Source : loi du 17 août 2015, entrée en vigueur en 2016)",
  },
];
