import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "budget-public",
  number: 1,
  slug: "grands-reperes",
  bookmarkId: "budget-grands-reperes",
  topicId: "budget-grands-reperes",
  title: "Grands repères",
  subtitle:
    "Ce que recouvre la dépense publique, comment elle est financée, comment le budget est voté et ce qui est en débat pour 2026.",
  readingTime: 3,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "Budget de l'État ou dépense publique ?",
      body: [
        "Le « budget » débattu chaque automne est d'abord celui de l'État, voté par le Parlement dans la loi de finances. Mais il ne couvre qu'une partie de la dépense publique.",
        "Les statisticiens regroupent toutes les administrations publiques (APU) en trois ensembles :",
      ],
      points: [
        "l'État et les organismes qui en dépendent (universités, agences…) ;",
        "les administrations de sécurité sociale : retraites, assurance maladie, hôpitaux publics, assurance chômage ;",
        "les administrations publiques locales : communes, départements, régions…",
      ],
    },
    {
      title: "La dépense publique : environ 57 % du PIB",
      body: [
        "En 2024, les dépenses de l'ensemble des administrations publiques représentent environ 57 % du produit intérieur brut (PIB), la richesse produite en un an, soit près de 1 700 milliards d'euros.",
        "Ce ratio ne signifie pas que l'État « consomme » 57 % de la richesse : une grande partie est reversée aux ménages sous forme de retraites, de remboursements de soins ou d'allocations. C'est l'un des niveaux les plus élevés de l'Union européenne.",
      ],
      keyFigure: { value: "57 %", label: "dépenses publiques rapportées au PIB en 2024" },
      source:
        "INSEE, comptes des administrations publiques, 2025 ; INSEE, dépenses publiques par fonction, 2026 ; Eurostat, 2025",
    },
    {
      title: "À quoi sert la dépense publique ?",
      body: [
        "Les dépenses sont classées par grande fonction, selon une nomenclature internationale (COFOG). En 2024, selon l'INSEE, les ordres de grandeur sont les suivants :",
      ],
      points: [
        "protection sociale (retraites, famille, chômage, handicap…) : environ 4 euros sur 10 ; les retraites pèsent à elles seules environ un quart de la dépense publique ;",
        "santé : environ 1,5 euro sur 10 ;",
        "enseignement : environ 1 euro sur 10 ;",
        "le reste : services généraux (dont les intérêts de la dette), affaires économiques, défense, sécurité…",
      ],
      source: "INSEE, Insee Première n° 2093, dépenses publiques par fonction en 2024, 2026",
    },
    {
      title: "Les prélèvements obligatoires",
      body: [
        "Les prélèvements obligatoires sont les impôts (TVA, impôt sur le revenu, CSG…) et les cotisations sociales versés aux administrations publiques et à l'Union européenne.",
        "En 2024, ils représentent 42,8 % du PIB selon l'INSEE, après environ 43 % en 2023. Ce taux est l'un des plus élevés de l'Union européenne. Ils financent l'essentiel de la dépense publique ; le reste vient d'autres recettes et de l'emprunt.",
      ],
      keyFigure: { value: "42,8 %", label: "taux de prélèvements obligatoires en 2024" },
      source: "INSEE, comptes des administrations publiques, 2025 ; Eurostat, 2025",
    },
    {
      title: "Le déficit public et la référence des 3 %",
      body: [
        "Le déficit public est l'écart, sur une année, entre les dépenses et les recettes de toutes les administrations publiques. En 2024, il atteint 5,8 % du PIB, soit près de 170 milliards d'euros, selon l'INSEE.",
        "Le traité de Maastricht (1992), complété par le pacte de stabilité et de croissance (1997), fixe deux valeurs de référence dans l'Union européenne : 3 % du PIB pour le déficit public et 60 % du PIB pour la dette publique.",
      ],
      keyFigure: { value: "5,8 %", label: "déficit public rapporté au PIB en 2024" },
      source:
        "INSEE, comptes des administrations publiques, 2025 ; traité de Maastricht, 1992 ; pacte de stabilité et de croissance, 1997",
    },
    {
      title: "La France face aux règles européennes",
      body: [
        "Les règles budgétaires européennes ont été réformées en 2024 : chaque pays présente désormais un plan à moyen terme, centré sur l'évolution de ses dépenses.",
        "En juillet 2024, le Conseil de l'Union européenne a ouvert une « procédure pour déficit excessif » à l'encontre de la France. Dans le plan transmis à l'automne 2024, le gouvernement s'est engagé à ramener le déficit sous 3 % du PIB en 2029.",
      ],
      source:
        "Conseil de l'Union européenne, 2024 ; gouvernement français, plan budgétaire et structurel à moyen terme, 2024",
    },
    {
      title: "Deux textes votés chaque automne",
      body: [
        "Le gouvernement dépose le projet de loi de finances (PLF), au plus tard le premier mardi d'octobre, et le projet de loi de financement de la sécurité sociale (PLFSS), qui existe depuis 1996.",
      ],
      points: [
        "article 47 : sans décision du Parlement en 70 jours, le PLF peut être mis en vigueur par ordonnance ;",
        "article 47-1 : même règle pour le PLFSS, en 50 jours ;",
        "article 40 : un amendement parlementaire ne peut ni réduire les ressources publiques, ni créer ou aggraver une charge publique.",
      ],
      source: "Constitution de 1958, art. 40, 47 et 47-1 ; loi organique relative aux lois de finances (LOLF), 2001",
    },
    {
      title: "LOLF, 49.3 et « loi spéciale »",
      body: [
        "La loi organique relative aux lois de finances (LOLF) du 1er août 2001 organise le budget de l'État en missions (grandes politiques publiques) et en programmes.",
        "L'article 49.3 permet au gouvernement de faire adopter un texte sans vote, sauf si une motion de censure est adoptée. Le 4 décembre 2024, une censure a ainsi renversé le gouvernement Barnier. Une « loi spéciale » a permis de continuer à percevoir les impôts jusqu'à la loi de finances du 14 février 2025.",
      ],
      source:
        "LOLF, 2001 ; Constitution de 1958, art. 49 ; Assemblée nationale, 2024 ; loi de finances pour 2025, 2025",
    },
    {
      title: "Budget 2026 : l'ampleur de l'effort",
      body: [
        "Le débat sur le budget 2026 porte d'abord sur l'effort : de combien réduire le déficit, et à quel rythme ?",
        "En juillet 2025, le Premier ministre François Bayrou a présenté un effort d'environ 44 milliards d'euros pour 2026, mesuré par rapport à une évolution sans mesure nouvelle, pour viser un déficit de 4,6 % du PIB. L'Assemblée nationale lui a refusé sa confiance le 8 septembre 2025 ; le débat s'est poursuivi à l'automne sur un nouveau projet de loi de finances.",
      ],
      source: "Gouvernement, plan présenté le 15 juillet 2025 ; Assemblée nationale, vote du 8 septembre 2025",
    },
    {
      title: "Économies ou impôts : les positions en présence",
      body: [
        "En 2025, les positions diffèrent surtout sur le partage entre baisses de dépenses et hausses de recettes :",
      ],
      points: [
        "les gouvernements, le centre et la droite privilégient les économies, jugeant les prélèvements déjà élevés, tout en acceptant des hausses ciblées ;",
        "la gauche demande davantage de recettes sur les plus hauts patrimoines et les grandes entreprises, par exemple une « taxe Zucman » ;",
        "le Rassemblement national refuse les hausses d'impôts pour les ménages et propose d'autres économies (budget européen, immigration, agences de l'État).",
      ],
      source: "Déclarations et propositions publiques des gouvernements et des partis, 2025",
    },
  ],
  sources: [
    {
      label:
        "INSEE, Comptes nationaux des administrations publiques, premiers résultats, année 2024 (Informations rapides)",
      year: 2025,
    },
    {
      label: "INSEE, Le compte des administrations publiques en 2024, Insee Première n° 2054",
      year: 2025,
      url: "https://www.insee.fr/fr/statistiques/8574492",
    },
    {
      label: "INSEE, Usage de l'argent public : les dépenses publiques par fonction en 2024, Insee Première n° 2093",
      year: 2026,
      url: "https://www.insee.fr/fr/statistiques/8735252",
    },
    {
      label: "Eurostat, statistiques de finances publiques (dépenses et recettes des administrations publiques)",
      year: 2025,
    },
    { label: "Constitution du 4 octobre 1958, articles 40, 47, 47-1 et 49", year: 1958 },
    { label: "Loi organique n° 2001-692 du 1er août 2001 relative aux lois de finances (LOLF)", year: 2001 },
    {
      label:
        "Traité sur l'Union européenne (traité de Maastricht) et protocole sur la procédure concernant les déficits excessifs",
      year: 1992,
    },
    {
      label: "Conseil de l'Union européenne, ouverture d'une procédure pour déficit excessif à l'encontre de la France",
      year: 2024,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "budget-grands-reperes-q1",
    question: "Quelles administrations les statisticiens regroupent-ils sous le nom d'« administrations publiques » ?",
    options: [
      { id: "a", text: "L'État seul, avec ses ministères", isCorrect: false },
      { id: "b", text: "L'État et les collectivités locales, mais pas la Sécurité sociale", isCorrect: false },
      { id: "c", text: "L'État et ses organismes, la Sécurité sociale et les collectivités locales", isCorrect: true },
    ],
    explanation:
      "Les administrations publiques (APU) comprennent l'État et ses organismes, les administrations de sécurité sociale (retraites, assurance maladie, hôpitaux…) et les administrations locales. Le budget de l'État n'est donc qu'une partie de la dépense publique. (Source : INSEE, comptes des administrations publiques, 2025)",
  },
  {
    id: "budget-grands-reperes-q2",
    question: "Quel est le premier poste de la dépense publique en France ?",
    options: [
      { id: "a", text: "La protection sociale (retraites, famille, chômage…)", isCorrect: true },
      { id: "b", text: "L'enseignement", isCorrect: false },
      { id: "c", text: "Les intérêts de la dette", isCorrect: false },
    ],
    explanation:
      "En 2024, la protection sociale représente environ 4 euros sur 10 de dépense publique, loin devant la santé (environ 1,5 sur 10) et l'enseignement (environ 1 sur 10). Les retraites en pèsent à elles seules environ un quart. (Source : INSEE, dépenses publiques par fonction, 2026)",
  },
  {
    id: "budget-grands-reperes-q3",
    question:
      "Selon l'article 47 de la Constitution, que se passe-t-il si le Parlement ne s'est pas prononcé sur le projet de loi de finances dans un délai de 70 jours ?",
    options: [
      { id: "a", text: "Le budget de l'année précédente s'applique automatiquement", isCorrect: false },
      { id: "b", text: "Le gouvernement peut mettre le projet en vigueur par ordonnance", isCorrect: true },
      { id: "c", text: "Le Conseil constitutionnel fixe lui-même le budget", isCorrect: false },
    ],
    explanation:
      "L'article 47 prévoit que, passé 70 jours sans décision du Parlement, les dispositions du projet de loi de finances peuvent être mises en vigueur par ordonnance. Pour le budget de la Sécurité sociale, l'article 47-1 fixe ce délai à 50 jours. (Source : Constitution de 1958, art. 47 et 47-1)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "budget-grands-reperes-g1",
    subtopicId: "budget-grands-reperes",
    question: "Selon l'INSEE, quel était le déficit public de la France en 2024 ?",
    options: [
      { id: "a", text: "Environ 3 % du PIB", isCorrect: false },
      { id: "b", text: "Environ 10 % du PIB", isCorrect: false },
      { id: "c", text: "5,8 % du PIB", isCorrect: true },
    ],
    explanation:
      "En 2024, le déficit de l'ensemble des administrations publiques atteint 5,8 % du PIB, soit près de 170 milliards d'euros : c'est l'écart, sur l'année, entre leurs dépenses et leurs recettes. (Source : INSEE, comptes des administrations publiques, 2025)",
  },
  {
    id: "budget-grands-reperes-g2",
    subtopicId: "budget-grands-reperes",
    question: "Quelle valeur de référence les règles européennes fixent-elles pour le déficit public ?",
    options: [
      { id: "a", text: "3 % du PIB", isCorrect: true },
      { id: "b", text: "0 % du PIB : le budget doit être à l'équilibre", isCorrect: false },
      { id: "c", text: "60 % du PIB", isCorrect: false },
    ],
    explanation:
      "Le traité de Maastricht et le pacte de stabilité et de croissance fixent une référence de 3 % du PIB pour le déficit public. Le chiffre de 60 % du PIB est la référence pour la dette publique, pas pour le déficit. (Source : traité de Maastricht, 1992 ; pacte de stabilité et de croissance, 1997)",
  },
  {
    id: "budget-grands-reperes-g3",
    subtopicId: "budget-grands-reperes",
    question: "Que permet l'article 49.3 de la Constitution lors de l'examen d'un budget ?",
    options: [
      { id: "a", text: "Au Sénat d'adopter seul le budget si l'Assemblée nationale le rejette", isCorrect: false },
      { id: "b", text: "Au Président de la République de promulguer le budget sans le Parlement", isCorrect: false },
      {
        id: "c",
        text: "Au gouvernement de faire adopter le texte sans vote, sauf si une motion de censure est adoptée",
        isCorrect: true,
      },
    ],
    explanation:
      "Avec l'article 49.3, le gouvernement engage sa responsabilité sur le texte : il est considéré comme adopté, sauf si une motion de censure est votée. Le 4 décembre 2024, une telle motion a renversé le gouvernement Barnier après un 49.3 sur le budget de la Sécurité sociale. (Source : Constitution de 1958, art. 49 ; Assemblée nationale, 2024)",
  },
];
