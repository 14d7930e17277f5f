import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 3,
  slug: "droit-international",
  bookmarkId: "ukraine-droit-international",
  topicId: "ukraine-droit-international",
  title: "Droit international",
  subtitle:
    "Ce que disent la Charte de l’ONU, les cours internationales et le droit de la guerre, et comment chaque camp les invoque",
  readingTime: 5,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "La règle : l’interdiction du recours à la force",
      body: [
        "La Charte des Nations unies, signée en 1945, est le texte de base du droit international. L’Ukraine (alors république soviétique) et l’URSS, dont la Russie a repris le siège en 1991, comptent parmi ses membres fondateurs.",
        "Son article 2, paragraphe 4, impose à chaque État de s’abstenir de recourir à la menace ou à l’emploi de la force contre l’intégrité territoriale ou l’indépendance politique d’un autre État.",
      ],
      keyFigure: {
        value: "Art. 2, § 4",
        label: "Charte des Nations unies : interdiction de la menace ou de l’emploi de la force",
      },
      source: "onu-charte-1945",
    },
    {
      title: "L’exception : la légitime défense",
      body: [
        "La Charte admet l’usage de la force dans deux cas seulement : une action autorisée par le Conseil de sécurité, ou la légitime défense.",
        "Son article 51 reconnaît à un État victime d’une « agression armée » le droit de se défendre, seul ou avec l’aide d’autres États (légitime défense collective). Ce droit vaut jusqu’à ce que le Conseil de sécurité agisse. L’État doit l’informer aussitôt des mesures prises.",
      ],
      keyFigure: {
        value: "Art. 51",
        label: "Charte des Nations unies : droit de légitime défense, individuelle ou collective",
      },
      source: "onu-charte-1945",
    },
    {
      title: "Ce qu’avance la Russie",
      body: [
        "Le 24 février 2022, la Russie a transmis au Conseil de sécurité l’allocution de Vladimir Poutine annonçant une « opération militaire spéciale ». Elle y invoque l’article 51. Selon Moscou :",
      ],
      points: [
        "il s’agit de défendre les « républiques » de Donetsk et de Louhansk, que la Russie a reconnues le 21 février 2022 ;",
        "leurs habitants seraient victimes d’un « génocide » ;",
        "l’Ukraine doit être « démilitarisée » et « dénazifiée » ;",
        "l’élargissement de l’OTAN menace la sécurité de la Russie.",
      ],
      source: "cij-ordonnance-2022-03-16",
    },
    {
      title: "Ce qu’avancent l’Ukraine et la majorité des États",
      body: [
        "Pour l’Ukraine, elle subit une agression armée et exerce son droit de légitime défense prévu par l’article 51. Les États qui l’aident militairement présentent cette aide comme un soutien à cette légitime défense.",
        "La plupart des États et des juristes rappellent que la légitime défense suppose une attaque armée préalable. Selon eux, reconnaître des régions séparatistes d’un autre pays ne crée pas un tel droit. L’Assemblée générale de l’ONU a qualifié l’invasion d’« agression ».",
      ],
      source: "ag-es-11-1-2022",
    },
    {
      title: "Un Conseil de sécurité bloqué par le veto",
      body: [
        "Le 25 février 2022, un projet de résolution condamnant l’invasion obtient 11 voix sur 15. La Russie, membre permanent, y oppose son veto ; la Chine, l’Inde et les Émirats arabes unis s’abstiennent.",
        "Le 27 février, le Conseil renvoie la question à l’Assemblée générale (résolution 2623, un vote de procédure où le veto ne s’applique pas). Il n’avait plus convoqué ainsi de session extraordinaire d’urgence de l’Assemblée depuis 1982.",
      ],
      source: "cs-resolution-2623-2022",
    },
    {
      title: "2 mars 2022 : l’Assemblée générale dénonce une « agression »",
      body: [
        "Réunie en session extraordinaire d’urgence, l’Assemblée générale adopte la résolution ES-11/1, intitulée « Agression contre l’Ukraine ». Elle déplore dans les termes les plus énergiques l’agression russe, contraire à l’article 2, § 4, de la Charte, et exige le retrait immédiat des troupes russes.",
        "Ont voté contre : la Russie, la Biélorussie, la Corée du Nord, l’Érythrée et la Syrie. Les résolutions de l’Assemblée sont des recommandations, sans force obligatoire, mais elles expriment la position des États.",
      ],
      keyFigure: { value: "141 pour", label: "résolution ES-11/1 du 2 mars 2022 : 141 pour, 5 contre, 35 abstentions" },
      source: "ag-es-11-1-2022",
      figure: {
        kind: "bar",
        title: "Vote de la résolution ES-11/1 à l’Assemblée générale des Nations unies",
        takeaway:
          "La résolution est adoptée par 141 voix pour et 5 contre ; 35 États se sont abstenus, dont la Chine et l’Inde.",
        period: "2 mars 2022",
        unit: "États",
        bars: [
          { label: "Pour", value: 141 },
          { label: "Contre", value: 5 },
          { label: "Abstentions", value: 35 },
        ],
      },
    },
    {
      title: "La Cour internationale de justice ordonne l’arrêt des opérations",
      body: [
        "La Cour internationale de justice (CIJ) règle les différends entre États. Le 26 février 2022, l’Ukraine la saisit au titre de la convention de 1948 sur le génocide : elle conteste l’accusation russe de « génocide », utilisée pour justifier l’invasion.",
        "Le 16 mars 2022, par 13 voix contre 2, la Cour ordonne à la Russie de suspendre immédiatement ses opérations militaires. Elle relève ne disposer d’aucun élément prouvant l’allégation russe de génocide. Cette ordonnance est obligatoire ; les combats ont pourtant continué.",
      ],
      source: "cij-ordonnance-2022-03-16",
    },
    {
      title: "La Cour pénale internationale vise Vladimir Poutine",
      body: [
        "La Cour pénale internationale (CPI) juge des personnes, pas des États. Le 17 mars 2023, elle émet un mandat d’arrêt contre Vladimir Poutine et Maria Lvova-Belova, commissaire russe aux droits de l’enfant, pour la déportation illégale d’enfants de zones occupées d’Ukraine vers la Russie, un crime de guerre.",
        "Un mandat d’arrêt n’est pas une condamnation. La Russie, qui n’est pas partie au Statut de Rome fondant la Cour, juge ces mandats nuls.",
      ],
      source: "cpi-mandats-2023-03-17",
    },
    {
      title: "Le Conseil de l’Europe exclut la Russie",
      body: [
        "Le Conseil de l’Europe, à ne pas confondre avec l’Union européenne, veille au respect de la Convention européenne des droits de l’homme.",
        "Le 25 février 2022, il suspend les droits de représentation de la Russie. Le 16 mars 2022, son Comité des ministres l’exclut, en application de l’article 8 de son Statut. La Russie n’est plus liée par la Convention depuis le 16 septembre 2022. L’organisation compte désormais 46 États.",
      ],
      source: "coe-guerre-ukraine-suivi",
    },
    {
      title: "Recenser les dommages, juger l’agression",
      body: [
        "En mai 2023, le Conseil de l’Europe crée un registre des dommages causés par l’agression russe, comme l’avait recommandé l’Assemblée générale de l’ONU (résolution ES-11/5, novembre 2022). Il recense les demandes d’indemnisation.",
        "En juin 2025, l’Ukraine et le Conseil de l’Europe signent un accord créant un tribunal spécial pour le crime d’agression. Le 16 décembre 2025, une convention créant une commission chargée de fixer les indemnisations est ouverte à la signature : 34 États et l’Union européenne la signent aussitôt.",
      ],
      source: "rd4u-commission-reclamations-2025",
    },
    {
      title: "Le droit de la guerre s’impose à tous",
      body: [
        "Le droit international humanitaire s’applique à toutes les parties, quel que soit l’État qui a déclenché la guerre. Il repose sur les conventions de Genève de 1949 et leurs protocoles additionnels, ratifiés par la Russie et l’Ukraine. Ses grands principes :",
      ],
      points: [
        "distinction : seuls les objectifs militaires peuvent être visés, jamais les civils ;",
        "proportionnalité et précaution : éviter des pertes civiles excessives ;",
        "prisonniers de guerre : traitement humain, torture interdite (troisième convention).",
      ],
      source: "cicr-conventions-geneve",
    },
    {
      title: "Des violations constatées par l’ONU",
      body: [
        "En mars 2022, le Conseil des droits de l’homme de l’ONU crée une commission d’enquête internationale indépendante sur l’Ukraine.",
        "Dans son rapport d’octobre 2022, elle conclut que des crimes de guerre ont été commis et que les forces russes sont responsables de la grande majorité des violations : attaques indiscriminées, exécutions, torture, violences sexuelles, déportations. Elle relève aussi des violations commises par les forces ukrainiennes, dont deux qualifiables de crimes de guerre (mauvais traitements de prisonniers russes).",
      ],
      source: "onu-commission-enquete-2022",
    },
    {
      title: "Les victimes civiles : des minimums vérifiés",
      body: [
        "La mission de surveillance des droits de l’homme de l’ONU en Ukraine ne compte que les victimes qu’elle a pu vérifier une à une. Ses chiffres sont des minimums : selon elle, le bilan réel est plus élevé.",
        "En février 2025, elle avait vérifié plus de 12 654 civils tués et plus de 29 392 blessés depuis le 24 février 2022 : 84 % des victimes en territoire contrôlé par Kyiv, 16 % en territoire occupé par la Russie.",
      ],
      keyFigure: {
        value: "12 654",
        label: "civils tués vérifiés par l’ONU du 24 février 2022 à février 2025 (minimum)",
      },
      source: "onu-hrmmu-civils-2025-02",
    },
    {
      title: "Les annexions de 2022 jugées sans validité",
      body: [
        "Du 23 au 27 septembre 2022, la Russie organise des « référendums » dans les zones qu’elle occupe des régions de Donetsk, Louhansk, Zaporijjia et Kherson. Elle proclame leur annexion le 30 septembre. Moscou y voit l’expression du droit des peuples à disposer d’eux-mêmes.",
        "Le même jour, elle bloque par son veto un projet de résolution du Conseil de sécurité. Le 12 octobre 2022, l’Assemblée générale déclare ces référendums illégaux et l’annexion sans validité.",
      ],
      keyFigure: {
        value: "143 pour",
        label: "résolution ES-11/4 du 12 octobre 2022 : 143 pour, 5 contre, 35 abstentions",
      },
      source: "ag-es-11-4-2022",
    },
    {
      title: "Les sanctions : des décisions d’États, pas de l’ONU",
      body: [
        "Faute d’accord au Conseil de sécurité, les sanctions sont décidées par des États. L’Union européenne les adopte à l’unanimité, par « paquets » ; le 19e a été adopté le 23 octobre 2025. La Russie les juge illégales faute d’autorisation de l’ONU.",
      ],
      points: [
        "immobilisation des réserves de la banque centrale russe dans l’UE ;",
        "prix du pétrole russe plafonné (G7 et UE, depuis décembre 2022) ;",
        "fin programmée des achats de gaz naturel liquéfié russe d’ici 2027 ;",
        "gel d’avoirs et interdictions de visa ciblés.",
      ],
      source: "ue-sanctions-russie-chronologie",
    },
  ],
  sources: [
    {
      id: "onu-charte-1945",
      publisher: "Nations unies",
      title: "United Nations Charter (full text)",
      lang: "en",
      dataYear: 1945,
      publishedAt: "1945-06-26",
      url: "https://www.un.org/en/about-us/un-charter/full-text",
      recurring: false,
    },
    {
      id: "ag-es-11-1-2022",
      publisher: "Centre régional d’information des Nations unies (UNRIC)",
      title: "General Assembly “deplores” Russia’s actions against Ukraine (résolution ES-11/1)",
      lang: { code: "en", text: "General Assembly “deplores” Russia’s actions against Ukraine" },
      dataYear: 2022,
      publishedAt: "2022-03-02",
      url: "https://unric.org/en/general-assembly-deplores-russias-attack-on-ukraine/",
      recurring: false,
    },
    {
      id: "cs-projet-s-2022-155",
      publisher: "Security Council Report",
      title: "S/2022/155 : projet de résolution du Conseil de sécurité, 25 février 2022",
      dataYear: 2022,
      publishedAt: "2022-02-25",
      url: "https://www.securitycouncilreport.org/un-documents/document/s-2022-155.php",
      recurring: false,
    },
    {
      id: "cs-resolution-2623-2022",
      publisher: "Nations unies, Conseil de sécurité (SC/14809)",
      title:
        "Security Council Calls Emergency Special Session of General Assembly on Ukraine Crisis, Adopting Resolution 2623 (2022)",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2022-02-27",
      url: "https://press.un.org/en/2022/sc14809.doc.htm",
      recurring: false,
    },
    {
      id: "ag-es-11-4-2022",
      publisher: "Nations unies, Assemblée générale (GA/12458)",
      title:
        "With 143 Votes in Favour, 5 Against, General Assembly Adopts Resolution Condemning Russian Federation’s Annexation of Four Eastern Ukraine Regions",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2022-10-12",
      url: "https://press.un.org/en/2022/ga12458.doc.htm",
      recurring: false,
    },
    sharedSources["cij-ordonnance-2022-03-16"],
    {
      id: "cpi-mandats-2023-03-17",
      publisher: "Cour pénale internationale",
      title:
        "Situation in Ukraine: ICC judges issue arrest warrants against Vladimir Vladimirovich Putin and Maria Alekseyevna Lvova-Belova",
      lang: "en",
      dataYear: 2023,
      publishedAt: "2023-03-17",
      url: "https://www.icc-cpi.int/news/situation-ukraine-icc-judges-issue-arrest-warrants-against-vladimir-vladimirovich-putin-and",
      recurring: false,
    },
    {
      id: "coe-guerre-ukraine-suivi",
      publisher: "Conseil de l’Europe",
      title: "War in Ukraine: follow-up (exclusion de la Russie, registre des dommages)",
      lang: { code: "en", text: "War in Ukraine: follow-up" },
      dataYear: 2025,
      publishedAt: "2025",
      url: "https://www.coe.int/en/web/portal/war-in-ukraine/follow-up",
      recurring: false,
    },
    {
      id: "rd4u-commission-reclamations-2025",
      publisher: "Conseil de l’Europe, registre des dommages pour l’Ukraine (RD4U)",
      title:
        "Diplomatic Conference Hosted by Council of Europe and the Netherlands Adopts Convention Establishing an International Claims Commission",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-12-16",
      url: "https://rd4u.coe.int/en/-/diplomatic-conference-hosted-by-council-of-europe-and-the-netherlands-adopts-convention-establishing-an-international-claims-commission-to-succeed-the-register-of-damage-for-ukraine",
      recurring: false,
    },
    {
      id: "ue-tribunal-special-2025",
      publisher: "Service européen pour l’action extérieure (SEAE)",
      title: "Ukraine and Council of Europe Sign Landmark Agreement for Special Tribunal on Crime of Aggression",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-06",
      url: "https://eeas.europa.eu/node/454292_fr",
      recurring: false,
    },
    {
      id: "cicr-conventions-geneve",
      publisher: "Comité international de la Croix-Rouge (CICR)",
      title: "The Geneva Conventions and their Commentaries",
      lang: "en",
      dataYear: 1977,
      publishedAt: "1977-06-08",
      url: "https://www.icrc.org/en/law-and-policy/geneva-conventions-and-their-commentaries",
      recurring: false,
    },
    {
      id: "onu-commission-enquete-2022",
      publisher: "Commission d’enquête internationale indépendante sur l’Ukraine (ONU)",
      title: "Report of the Independent International Commission of Inquiry on Ukraine (A/77/533)",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2022-10-18",
      url: "https://reliefweb.int/report/ukraine/report-independent-international-commission-inquiry-ukraine-a77xxxadvance-unedited-version",
      recurring: false,
    },
    {
      id: "onu-hrmmu-civils-2025-02",
      publisher: "Nations unies en Ukraine, mission de surveillance des droits de l’homme (HRMMU)",
      title: "Civilian Harm and Human Rights Abuses Persist in Ukraine as War Enters Fourth Year",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-02-21",
      url: "https://ukraine.un.org/en/289667-civilian-harm-and-human-rights-abuses-persist-ukraine-war-enters-fourth-year",
      recurring: true,
    },
    {
      id: "ue-sanctions-russie-chronologie",
      publisher: "Conseil de l’Union européenne",
      title: "Timeline – EU sanctions against Russia",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-10-23",
      url: "https://www.consilium.europa.eu/en/policies/sanctions-against-russia/timeline-sanctions-against-russia/",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-droit-international-q1",
    question:
      "Le 2 mars 2022, combien d’États ont voté pour la résolution ES-11/1 de l’Assemblée générale de l’ONU, « Agression contre l’Ukraine » ?",
    options: [
      {
        id: "a",
        text: "35",
        isCorrect: false,
        feedback: "Trente-cinq, c’est le nombre d’abstentions : la résolution a recueilli 141 voix pour et 5 contre.",
      },
      {
        id: "b",
        text: "141",
        isCorrect: true,
        feedback:
          "Exact : 141 voix pour, 5 contre et 35 abstentions ; c’est une recommandation sans force obligatoire, qui exprime la position des États.",
      },
      {
        id: "c",
        text: "193, soit tous les membres",
        isCorrect: false,
        feedback: "Le vote n’a pas été unanime : 5 États ont voté contre, dont la Russie, et 35 se sont abstenus.",
      },
    ],
    explanation:
      "La résolution ES-11/1 a été adoptée par 141 voix pour, 5 contre et 35 abstentions. Elle déplore l’agression russe, contraire à l’article 2, § 4, de la Charte, et exige le retrait des troupes. Comme toute résolution de l’Assemblée générale, c’est une recommandation sans force obligatoire.",
    source: "ag-es-11-1-2022",
    slide: 6,
  },
  {
    id: "ukraine-droit-international-q2",
    question: "Pourquoi le Conseil de sécurité n’a-t-il pas pu condamner l’invasion le 25 février 2022 ?",
    options: [
      {
        id: "a",
        text: "Parce que l’Ukraine n’est pas membre de l’ONU",
        isCorrect: false,
        feedback:
          "L’appartenance de l’Ukraine à l’ONU n’est pas en cause : le projet a été bloqué par le veto de la Russie, membre permanent du Conseil.",
      },
      {
        id: "b",
        text: "Parce que le projet n’a obtenu aucune voix",
        isCorrect: false,
        feedback: "Le projet a au contraire obtenu 11 voix sur 15 : il a échoué à cause du veto russe.",
      },
      {
        id: "c",
        text: "Parce que la Russie, membre permanent, a opposé son veto",
        isCorrect: true,
        feedback:
          "Exact : la Russie, l’un des cinq membres permanents, a opposé son veto ; le Conseil a ensuite renvoyé la question à l’Assemblée générale par un vote de procédure.",
      },
    ],
    explanation:
      "Le projet a obtenu 11 voix sur 15, mais la Russie, l’un des cinq membres permanents, a utilisé son droit de veto. Le Conseil a ensuite renvoyé la question à l’Assemblée générale par un vote de procédure, où le veto ne s’applique pas.",
    source: "cs-projet-s-2022-155",
    slide: 5,
  },
  {
    id: "ukraine-droit-international-q3",
    question:
      "Pour quel crime la Cour pénale internationale a-t-elle émis, le 17 mars 2023, un mandat d’arrêt contre Vladimir Poutine ?",
    options: [
      {
        id: "a",
        text: "La déportation et le transfert illégaux d’enfants ukrainiens vers la Russie",
        isCorrect: true,
        feedback:
          "Exact : c’est un crime de guerre ; Maria Lvova-Belova est visée pour les mêmes faits, et un mandat d’arrêt n’est pas une condamnation.",
      },
      {
        id: "b",
        text: "Le crime de génocide dans le Donbass",
        isCorrect: false,
        feedback:
          "Le mandat ne vise pas un génocide : il porte sur la déportation et le transfert illégaux d’enfants de zones occupées vers la Russie.",
      },
      {
        id: "c",
        text: "L’organisation des référendums d’annexion de septembre 2022",
        isCorrect: false,
        feedback:
          "Les référendums d’annexion ne sont pas l’objet du mandat : il vise la déportation illégale d’enfants ukrainiens vers la Russie, un crime de guerre.",
      },
    ],
    explanation:
      "Le mandat vise la déportation et le transfert illégaux d’enfants de zones occupées d’Ukraine vers la Russie, un crime de guerre. Maria Lvova-Belova, commissaire russe aux droits de l’enfant, est visée pour les mêmes faits. Un mandat n’est pas une condamnation, et la Russie juge ces mandats nuls.",
    source: "cpi-mandats-2023-03-17",
    slide: 8,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-droit-international-g1",
    subtopicId: "ukraine-droit-international",
    question:
      "Quel article de la Charte des Nations unies interdit aux États de recourir à la force contre un autre État ?",
    options: [
      {
        id: "a",
        text: "L’article 51",
        isCorrect: false,
        feedback: "L’article 51 ne pose pas l’interdiction : il prévoit son exception, la légitime défense.",
      },
      {
        id: "b",
        text: "L’article 2, paragraphe 4",
        isCorrect: true,
        feedback:
          "Exact : il interdit la menace ou l’emploi de la force contre l’intégrité territoriale ou l’indépendance politique d’un État.",
      },
      {
        id: "c",
        text: "L’article 27",
        isCorrect: false,
        feedback:
          "L’article 27 fixe les règles de vote du Conseil de sécurité, dont le veto ; l’interdiction de la force figure à l’article 2, § 4.",
      },
    ],
    explanation:
      "L’article 2, § 4, interdit la menace ou l’emploi de la force contre l’intégrité territoriale ou l’indépendance politique d’un État. L’article 51, lui, prévoit l’exception de la légitime défense, et l’article 27 fixe les règles de vote du Conseil de sécurité, dont le veto.",
    source: "onu-charte-1945",
    slide: 1,
  },
  {
    id: "ukraine-droit-international-g2",
    subtopicId: "ukraine-droit-international",
    question: "Qu’a ordonné la Cour internationale de justice le 16 mars 2022 ?",
    options: [
      {
        id: "a",
        text: "Que la Russie suspende immédiatement ses opérations militaires en Ukraine",
        isCorrect: true,
        feedback: "Exact : par 13 voix contre 2 ; cette ordonnance est obligatoire, mais les combats ont continué.",
      },
      {
        id: "b",
        text: "L’arrestation de Vladimir Poutine",
        isCorrect: false,
        feedback:
          "La CIJ juge des États, pas des personnes : c’est la Cour pénale internationale qui émet des mandats d’arrêt.",
      },
      {
        id: "c",
        text: "L’exclusion de la Russie de l’ONU",
        isCorrect: false,
        feedback:
          "L’ordonnance n’exclut personne de l’ONU : la CIJ règle des différends entre États, et elle a ordonné ici à la Russie de suspendre ses opérations militaires.",
      },
    ],
    explanation:
      "Par 13 voix contre 2, la CIJ a ordonné à la Russie de suspendre ses opérations militaires, en relevant qu’aucun élément ne prouvait l’allégation russe de génocide. La CIJ juge des États ; c’est la Cour pénale internationale qui émet des mandats d’arrêt contre des personnes.",
    source: "cij-ordonnance-2022-03-16",
    slide: 7,
  },
  {
    id: "ukraine-droit-international-g3",
    subtopicId: "ukraine-droit-international",
    question:
      "Quelle organisation a exclu la Russie en mars 2022, puis créé en 2023 un registre des dommages causés par l’agression ?",
    options: [
      {
        id: "a",
        text: "L’Union européenne",
        isCorrect: false,
        feedback:
          "La Russie n’a jamais été membre de l’Union européenne : c’est le Conseil de l’Europe, organisation distincte, qui l’a exclue.",
      },
      {
        id: "b",
        text: "L’OTAN",
        isCorrect: false,
        feedback:
          "La Russie n’a jamais été membre de l’OTAN : c’est le Conseil de l’Europe qui l’a exclue, le 16 mars 2022.",
      },
      {
        id: "c",
        text: "Le Conseil de l’Europe",
        isCorrect: true,
        feedback:
          "Exact : cette organisation de défense des droits humains, distincte de l’UE, a créé en mai 2023 un registre des demandes d’indemnisation des victimes.",
      },
    ],
    explanation:
      "Le Conseil de l’Europe, organisation de défense des droits humains distincte de l’UE, a décidé le 16 mars 2022 que la Russie cessait d’en être membre. En mai 2023, il a créé un registre qui recense les demandes d’indemnisation des victimes. La Russie n’a jamais été membre de l’UE ni de l’OTAN.",
    source: "coe-guerre-ukraine-suivi",
    slide: 10,
  },
];
