// The glossary (docs/editorial.md#glossary): the words a reader stumbles on, defined once, in plain French, from an
// official definition, with its source. A term's first occurrence in a slide opens its definition; /glossaire lists
// them all. The validator refuses a term that no slide uses and a definition without an https source.
import type { GlossarySource, GlossaryTerm } from "./schema";

const protectionInternationale: GlossarySource = {
  publisher: "Ministère de l’Intérieur",
  title: "La protection internationale",
  url: "https://www.immigration.interieur.gouv.fr/fr/Asile/Le-droit-d-asile/La-protection-internationale",
  publishedAt: "2015-11-02",
};

const charteNationsUnies: GlossarySource = {
  publisher: "Nations unies",
  title: "United Nations Charter (full text)",
  lang: "en",
  url: "https://www.un.org/en/about-us/un-charter/full-text",
  publishedAt: "1945-06-26",
};

const glossaireGiec: GlossarySource = {
  publisher: "GIEC",
  title: "Global Warming of 1.5 °C, Annex I : Glossary",
  lang: "en",
  url: "https://www.ipcc.ch/sr15/chapter/glossary/",
  publishedAt: "2018",
};

function insee(title: string, code: string): GlossarySource {
  return { publisher: "INSEE", title, url: `https://www.insee.fr/fr/metadonnees/definition/${code}` };
}

/** The Constitution in force, on the Conseil constitutionnel's site: the source of the institutional terms. */
const constitution = {
  publisher: "Conseil constitutionnel",
  title: "Constitution du 4 octobre 1958, texte intégral en vigueur",
  url: "https://www.conseil-constitutionnel.fr/le-bloc-de-constitutionnalite/texte-integral-de-la-constitution-du-4-octobre-1958-en-vigueur",
};

const modesDeScrutin = {
  publisher: "Vie-publique.fr (DILA)",
  title: "La diversité des modes de scrutin, par Mathieu Mugnier",
  url: "https://www.vie-publique.fr/parole-dexpert/295712-la-diversite-des-modes-de-scrutin-par-mathieu-mugnier",
};

export const glossary: readonly GlossaryTerm[] = [
  // Immigration
  {
    id: "asile",
    term: "Asile",
    definition:
      "Protection qu’un État accorde à une personne persécutée ou menacée dans son pays. En France, cette protection internationale prend deux formes : le statut de réfugié et la protection subsidiaire.",
    source: protectionInternationale,
  },
  {
    id: "refugie",
    term: "Réfugié",
    variants: ["réfugiée", "réfugiés", "réfugiées"],
    definition:
      "Personne qui, craignant avec raison d’être persécutée du fait de sa « race », de sa religion, de sa nationalité, de son appartenance à un groupe social ou de ses opinions politiques, se trouve hors de son pays et ne peut ou ne veut se réclamer de sa protection (Convention de Genève de 1951). En France, ce statut est aussi reconnu à toute personne persécutée pour son action en faveur de la liberté.",
    source: protectionInternationale,
  },
  {
    id: "protection-subsidiaire",
    term: "Protection subsidiaire",
    definition:
      "Protection accordée à une personne qui ne remplit pas les conditions du statut de réfugié mais qui risque, dans son pays, la peine de mort, la torture ou des traitements inhumains ou dégradants, ou, pour un civil, une menace grave et individuelle contre sa vie ou sa personne, due à une violence liée à un conflit armé qui peut toucher chacun sans considération de sa situation personnelle (CESEDA, art. L512-1).",
    source: {
      publisher: "Légifrance",
      title: "Code de l’entrée et du séjour des étrangers et du droit d’asile, article L512-1",
      url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070158/",
    },
  },
  {
    id: "titre-de-sejour",
    term: "Titre de séjour",
    variants: ["titres de séjour"],
    definition:
      "Document qui autorise un étranger à séjourner en France plus de trois mois. Le code de l’entrée et du séjour des étrangers et du droit d’asile (CESEDA) l’exige des étrangers majeurs, sauf exceptions comme les citoyens de l’Union européenne, et en fixe les catégories, de la carte de séjour temporaire à la carte de résident.",
    source: {
      publisher: "Légifrance",
      title: "Code de l’entrée et du séjour des étrangers et du droit d’asile",
      url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000006070158/",
    },
  },
  {
    id: "oqtf",
    term: "OQTF",
    variants: ["obligation de quitter le territoire français"],
    definition:
      "Obligation de quitter le territoire français : décision du préfet qui ordonne à un étranger sans droit au séjour de quitter la France, en général dans un délai de 30 jours, parfois sans délai. Elle peut être contestée devant le tribunal administratif.",
    source: {
      publisher: "Service-Public.fr (DILA)",
      title: "Obligation de quitter le territoire français (OQTF)",
      url: "https://www.service-public.fr/particuliers/vosdroits/F18362",
    },
  },
  {
    id: "immigre",
    term: "Immigré",
    variants: ["immigrée", "immigrés", "immigrées"],
    definition:
      "Personne née étrangère dans un pays étranger et qui réside en France. Cette qualité est permanente : une personne immigrée qui devient française reste comptée parmi les immigrés. C’est le pays de naissance, et non la nationalité, qui définit son origine.",
    source: insee("Définition : immigré", "c1328"),
  },

  // Ukraine and international law
  {
    id: "droit-international-humanitaire",
    term: "Droit international humanitaire",
    definition:
      "Ensemble de règles qui cherchent à limiter les effets des conflits armés : il protège les personnes qui ne participent pas ou plus aux combats et restreint les moyens et méthodes de guerre. Il repose notamment sur les conventions de Genève de 1949 et leurs protocoles additionnels.",
    source: {
      publisher: "Comité international de la Croix-Rouge (CICR)",
      title: "What is international humanitarian law? (Qu’est-ce que le droit international humanitaire ?)",
      lang: { code: "en", text: "What is international humanitarian law?" },
      url: "https://www.icrc.org/en/document/what-international-humanitarian-law",
    },
  },
  {
    id: "crime-de-guerre",
    term: "Crime de guerre",
    variants: ["crimes de guerre"],
    definition:
      "Violation grave du droit international humanitaire commise pendant un conflit armé, par exemple attaquer délibérément des civils ou maltraiter des prisonniers. Le Statut de la Cour pénale internationale les définit.",
    source: {
      publisher: "Comité international de la Croix-Rouge (CICR)",
      title: "Règle 156. La définition des crimes de guerre (droit international humanitaire coutumier)",
      url: "https://ihl-databases.icrc.org/customary-ihl/fre/docs/v1_rul_rule156",
    },
  },
  {
    id: "legitime-defense",
    term: "Légitime défense",
    definition:
      "Droit d’un État victime d’une agression armée de se défendre, seul ou avec l’aide d’autres États, reconnu par l’article 51 de la Charte des Nations unies. Il vaut jusqu’à ce que le Conseil de sécurité ait pris les mesures nécessaires, et l’État doit l’informer aussitôt des mesures prises.",
    source: charteNationsUnies,
  },
  {
    id: "conseil-de-securite",
    term: "Conseil de sécurité",
    definition:
      "Organe de l’ONU chargé au premier chef du maintien de la paix et de la sécurité internationales. Il compte quinze membres, dont cinq permanents (Chine, États-Unis, France, Royaume-Uni, Russie) qui peuvent bloquer par leur veto ses décisions autres que de procédure ; les États membres s’engagent à appliquer ses décisions.",
    source: charteNationsUnies,
  },
  {
    id: "genocide",
    term: "Génocide",
    definition:
      "Acte commis dans l’intention de détruire, en tout ou en partie, un groupe national, ethnique, racial ou religieux comme tel : meurtre de membres du groupe, atteintes graves à leur intégrité, conditions d’existence devant entraîner sa destruction, entraves aux naissances, transfert forcé d’enfants. La convention de 1948 en fait un crime de droit international.",
    source: {
      publisher: "Haut-Commissariat des Nations unies aux droits de l’homme",
      title: "Convention on the Prevention and Punishment of the Crime of Genocide",
      lang: "en",
      url: "https://www.ohchr.org/en/instruments-mechanisms/instruments/convention-prevention-and-punishment-crime-genocide",
      publishedAt: "1948-12-09",
    },
  },

  // Climate
  {
    id: "budget-carbone",
    term: "Budget carbone",
    definition:
      "Quantité totale de CO₂ que l’humanité peut encore émettre, en net, à partir d’une date donnée, tout en gardant une probabilité donnée de limiter le réchauffement à un niveau choisi, par exemple 1,5 °C. Le GIEC parle de budget carbone « restant ».",
    source: glossaireGiec,
  },
  {
    id: "neutralite-carbone",
    term: "Neutralité carbone",
    definition:
      "Équilibre, sur le territoire national, entre les émissions de tous les gaz à effet de serre dues aux activités humaines et leurs absorptions par les activités humaines (forêts, sols…), sans compter de crédits carbone achetés à l’étranger. C’est l’objectif que la loi fixe à la France pour 2050 (code de l’énergie, art. L100-4).",
    source: {
      publisher: "Légifrance",
      title: "Code de l’énergie, article L100-4 (objectifs de la politique énergétique nationale)",
      url: "https://www.legifrance.gouv.fr/codes/texte_lc/LEGITEXT000023983208/",
    },
  },
  {
    id: "ere-preindustrielle",
    term: "Ère préindustrielle",
    definition:
      "Période de plusieurs siècles qui précède l’essor de l’industrie à grande échelle, vers 1750. Pour la température mondiale, le GIEC prend la moyenne de 1850-1900 comme valeur approchée de l’époque préindustrielle.",
    source: glossaireGiec,
  },

  // Public budget
  {
    id: "pib",
    term: "PIB",
    variants: ["produit intérieur brut"],
    definition:
      "Produit intérieur brut : mesure de la richesse créée pendant une période donnée, en général une année, par tous les producteurs, privés et publics, installés sur le territoire national. C’est l’agrégat clé de la comptabilité nationale.",
    source: insee("Définition : produit intérieur brut aux prix du marché (PIB)", "c1365"),
  },
  {
    id: "deficit-public",
    term: "Déficit public",
    variants: ["déficits publics"],
    definition:
      "Écart, sur une année, entre les dépenses et les recettes (hors opérations financières) de l’ensemble des administrations publiques, quand les dépenses l’emportent. Il est souvent rapporté au PIB et notifié deux fois par an à la Commission européenne.",
    source: insee("Définition : déficit public au sens de Maastricht", "c1750"),
  },
  {
    id: "dette-publique",
    term: "Dette publique",
    definition:
      "Ce que doivent, à une date donnée, l’État et ses organismes, les collectivités locales et la Sécurité sociale : titres émis, crédits, dépôts. La dette « au sens de Maastricht », retenue en Europe, est brute (les avoirs financiers ne sont pas déduits) et ne compte pas les dettes entre administrations.",
    source: insee("Définition : dette au sens de Maastricht (dette publique notifiée)", "c1091"),
  },
  {
    id: "solde-primaire",
    term: "Solde primaire",
    variants: ["déficit primaire"],
    definition:
      "Différence entre les recettes et les dépenses publiques, sans compter les intérêts versés sur la dette. Négatif, on parle de déficit primaire ; positif, d’excédent primaire.",
    source: {
      publisher: "Sénat",
      title: "Rapport général n° 99 (2005-2006) sur le projet de loi de finances pour 2006, tome I",
      url: "https://www.senat.fr/rap/l05-099-1/l05-099-135.html",
      publishedAt: "2005-11",
    },
  },
  {
    id: "administrations-publiques",
    term: "Administrations publiques",
    definition:
      "Ensemble des organismes dont la fonction principale est de produire des services non marchands, de redistribuer les richesses ou de réguler l’économie : l’État et ses organismes, les collectivités locales et les administrations de sécurité sociale. Leurs ressources sont surtout publiques.",
    source: {
      publisher: "Direction du Budget",
      title: "Les administrations publiques",
      url: "https://www.performance-publique.budget.gouv.fr/finances-publiques/grandes-caracteristiques-finances-publiques/s-informer/administrations-publiques",
      publishedAt: "2014-01-29",
    },
  },

  // Inequality and redistribution
  {
    id: "niveau-de-vie",
    term: "Niveau de vie",
    variants: ["niveaux de vie"],
    definition:
      "Revenu disponible d’un ménage divisé par son nombre d’unités de consommation. Il est donc le même pour toutes les personnes d’un même ménage.",
    source: insee("Définition : niveau de vie", "c1890"),
  },
  {
    id: "revenu-disponible",
    term: "Revenu disponible",
    definition:
      "Revenus d’un ménage une fois payés les impôts directs : revenus d’activité (nets des cotisations sociales), revenus du patrimoine, sommes reçues d’autres ménages et prestations sociales, y compris les pensions de retraite et les indemnités de chômage.",
    source: insee("Définition : revenu disponible", "c1458"),
  },
  {
    id: "unite-de-consommation",
    term: "Unité de consommation",
    variants: ["unités de consommation"],
    definition:
      "Coefficient qui permet de comparer le niveau de vie de ménages de tailles différentes, car les besoins ne croissent pas en proportion du nombre de personnes : 1 pour le premier adulte, 0,5 pour chaque autre personne de 14 ans ou plus, 0,3 pour chaque enfant de moins de 14 ans.",
    source: insee("Définition : unité de consommation", "c1802"),
  },
  {
    id: "indice-de-gini",
    term: "Indice de Gini",
    variants: ["coefficient de Gini"],
    definition:
      "Indicateur qui résume en un seul nombre les inégalités d’une répartition, des revenus par exemple. Il vaut 0 en cas d’égalité parfaite et 1 en cas d’inégalité extrême, quand une seule personne a tout.",
    source: insee("Définition : indice de Gini", "c1551"),
  },
  {
    id: "decile",
    term: "Décile",
    variants: ["déciles"],
    definition:
      "Si l’on classe une population selon son revenu, les déciles sont les valeurs qui la partagent en dix tranches de même effectif. Le premier décile (D1) sépare les 10 % aux revenus les plus faibles du reste ; le neuvième (D9), les 10 % aux revenus les plus élevés.",
    source: insee("Définition : décile", "c1265"),
  },
  {
    id: "article-49-3",
    term: "Article 49.3",
    variants: ["49.3"],
    definition:
      "Procédure par laquelle le Premier ministre engage la responsabilité du Gouvernement sur un texte : celui-ci est considéré comme adopté sans vote, sauf si une motion de censure, déposée dans les 24 heures, est adoptée. Depuis 2008, elle est limitée aux budgets et à un autre texte par session.",
    source: constitution,
  },
  {
    id: "motion-de-censure",
    term: "Motion de censure",
    variants: ["motions de censure"],
    definition:
      "Texte par lequel les députés mettent en cause la responsabilité du Gouvernement. Signée par au moins un dixième des députés, elle n’est adoptée qu’à la majorité absolue des membres de l’Assemblée nationale ; le Gouvernement doit alors démissionner.",
    source: constitution,
  },
  {
    id: "dissolution",
    term: "Dissolution",
    definition:
      "Décision du Président de la République qui met fin au mandat de tous les députés avant son terme, après consultation du Premier ministre et des présidents des assemblées. De nouvelles élections législatives ont lieu 20 à 40 jours plus tard.",
    source: constitution,
  },
  {
    id: "parrainage",
    term: "Parrainage",
    variants: ["parrainages", "présentations d’élus"],
    definition:
      "Nom courant de la « présentation » d’un candidat à l’élection présidentielle par un élu. Un candidat doit en réunir au moins 500, venues d’au moins 30 départements ou collectivités d’outre-mer, que le Conseil constitutionnel vérifie et rend publiques.",
    source: {
      publisher: "Légifrance",
      title:
        "Loi n° 62-1292 du 6 novembre 1962 relative à l’élection du Président de la République au suffrage universel",
      url: "https://www.legifrance.gouv.fr/affichTexte.do?cidTexte=LEGITEXT000006068219&dateTexte=vig",
    },
  },
  {
    id: "commission-mixte-paritaire",
    term: "Commission mixte paritaire",
    variants: ["CMP"],
    definition:
      "Réunion de sept députés et sept sénateurs, convoquée par le Premier ministre (ou, pour une proposition de loi, par les présidents des deux assemblées) quand les deux assemblées ne s’accordent pas sur un texte, pour proposer une version commune. En cas d’échec, l’Assemblée nationale peut avoir le dernier mot.",
    source: {
      publisher: "Assemblée nationale",
      title: "Commission mixte paritaire : présentation",
      url: "https://questions.assemblee-nationale.fr/dyn/14/organes/cmp/octroi-de-mer",
    },
  },
  {
    id: "qpc",
    term: "QPC",
    variants: ["question prioritaire de constitutionnalité"],
    definition:
      "Question prioritaire de constitutionnalité : droit, pour une partie à un procès, de soutenir qu’une loi en vigueur porte atteinte aux droits et libertés garantis par la Constitution. Transmise par le Conseil d’État ou la Cour de cassation, elle est jugée par le Conseil constitutionnel.",
    source: constitution,
  },
  {
    id: "cohabitation",
    term: "Cohabitation",
    definition:
      "Situation où le Président de la République et la majorité de l’Assemblée nationale sont de camps opposés : le Président nomme alors un Premier ministre issu de cette majorité. La France l’a connue en 1986-1988, 1993-1995 et 1997-2002.",
    source: {
      publisher: "Le Monde",
      title:
        "Chirac, Balladur, Jospin : ces premiers ministres de cohabitation qui ont réussi à manœuvrer face à un président hostile",
      url: "https://www.lemonde.fr/politique/article/2024/06/18/chirac-balladur-jospin-des-premiers-ministres-de-cohabitation-ayant-reussi-a-man-uvrer-face-a-un-president-hostile_6240991_823448.html",
      publishedAt: "2024-06-18",
    },
  },
  {
    id: "referendum-d-initiative-partagee",
    term: "Référendum d’initiative partagée",
    variants: ["RIP"],
    definition:
      "Procédure créée en 2008 : une proposition de loi signée par un cinquième des parlementaires et soutenue par un dixième des électeurs inscrits est soumise au référendum si les assemblées ne l’examinent pas dans le délai prévu.",
    source: constitution,
  },
  {
    id: "scrutin-majoritaire",
    term: "Scrutin majoritaire",
    definition:
      "Mode de scrutin où le candidat ou la liste qui arrive en tête remporte le ou les sièges en jeu. Il facilite l’émergence d’une majorité pour gouverner, au risque de sous-représenter les opinions minoritaires.",
    source: modesDeScrutin,
  },
  {
    id: "proportionnelle",
    term: "Proportionnelle",
    variants: ["scrutin proportionnel", "représentation proportionnelle"],
    definition:
      "Mode de scrutin où les sièges sont répartis entre les listes en proportion des voix obtenues. Il représente mieux les courants d’opinion, au risque de compliquer la formation d’une majorité pour gouverner.",
    source: modesDeScrutin,
  },
];
