import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 3,
  slug: "droit-international",
  bookmarkId: "ukraine-droit-international",
  topicId: "ukraine-droit-international",
  title: "Droit international",
  subtitle:
    "Ce que disent la Charte de l'ONU, les cours internationales et le droit de la guerre, et comment chaque camp les invoque",
  readingTime: 5,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "La règle : l'interdiction du recours à la force",
      body: [
        "La Charte des Nations unies, signée en 1945, est le texte de base du droit international. L'Ukraine (alors république soviétique) et l'URSS, dont la Russie a repris le siège en 1991, comptent parmi ses membres fondateurs.",
        "Son article 2, paragraphe 4, impose à chaque État de s'abstenir de recourir à la menace ou à l'emploi de la force contre l'intégrité territoriale ou l'indépendance politique d'un autre État.",
      ],
      keyFigure: {
        value: "Art. 2 §4",
        label: "Charte des Nations unies : interdiction de la menace ou de l'emploi de la force",
      },
      source: "Charte des Nations unies, 1945",
    },
    {
      title: "L'exception : la légitime défense",
      body: [
        "La Charte admet l'usage de la force dans deux cas seulement : une action autorisée par le Conseil de sécurité, ou la légitime défense.",
        "Son article 51 reconnaît à un État victime d'une « agression armée » le droit de se défendre, seul ou avec l'aide d'autres États (légitime défense collective). Ce droit vaut jusqu'à ce que le Conseil de sécurité agisse. L'État doit l'informer aussitôt des mesures prises.",
      ],
      keyFigure: {
        value: "Art. 51",
        label: "Charte des Nations unies : droit de légitime défense, individuelle ou collective",
      },
      source: "Charte des Nations unies, 1945",
    },
    {
      title: "Ce qu'avance la Russie",
      body: [
        "Le 24 février 2022, la Russie a transmis au Conseil de sécurité l'allocution de Vladimir Poutine annonçant une « opération militaire spéciale ». Elle y invoque l'article 51. Selon Moscou :",
      ],
      points: [
        "il s'agit de défendre les « républiques » de Donetsk et de Louhansk, que la Russie a reconnues le 21 février 2022 ;",
        "leurs habitants seraient victimes d'un « génocide » ;",
        "l'Ukraine doit être « démilitarisée » et « dénazifiée » ;",
        "l'élargissement de l'OTAN menace la sécurité de la Russie.",
      ],
      source: "Allocution de Vladimir Poutine transmise au Conseil de sécurité de l'ONU, 24 février 2022",
    },
    {
      title: "Ce qu'avancent l'Ukraine et la majorité des États",
      body: [
        "Pour l'Ukraine, elle subit une agression armée et exerce son droit de légitime défense prévu par l'article 51. Les États qui l'aident militairement présentent cette aide comme un soutien à cette légitime défense.",
        "La plupart des États et des juristes rappellent que la légitime défense suppose une attaque armée préalable. Selon eux, reconnaître des régions séparatistes d'un autre pays ne crée pas un tel droit. L'Assemblée générale de l'ONU a qualifié l'invasion d'« agression ».",
      ],
      source: "Assemblée générale des Nations unies, résolution ES-11/1, 2022",
    },
    {
      title: "Un Conseil de sécurité bloqué par le veto",
      body: [
        "Le 25 février 2022, un projet de résolution condamnant l'invasion obtient 11 voix sur 15. La Russie, membre permanent, y oppose son veto ; la Chine, l'Inde et les Émirats arabes unis s'abstiennent.",
        "Le 27 février, le Conseil renvoie la question à l'Assemblée générale (résolution 2623, un vote de procédure où le veto ne s'applique pas). En avril 2022, l'Assemblée décide de se réunir après chaque veto pour en débattre.",
      ],
      source: "Conseil de sécurité de l'ONU, 2022 ; Assemblée générale, résolution 76/262, 2022",
    },
    {
      title: "2 mars 2022 : l'Assemblée générale dénonce une « agression »",
      body: [
        "Réunie en session extraordinaire d'urgence, l'Assemblée générale adopte la résolution ES-11/1, intitulée « Agression contre l'Ukraine ». Elle déplore avec la plus grande fermeté l'agression russe, contraire à l'article 2 §4 de la Charte, et exige le retrait immédiat des troupes russes.",
        "Ont voté contre : la Russie, la Biélorussie, la Corée du Nord, l'Érythrée et la Syrie. Les résolutions de l'Assemblée sont des recommandations, sans force obligatoire, mais elles expriment la position des États.",
      ],
      keyFigure: { value: "141 pour", label: "résolution ES-11/1 du 2 mars 2022 : 141 pour, 5 contre, 35 abstentions" },
      source: "Assemblée générale des Nations unies, résolution ES-11/1, 2 mars 2022",
    },
    {
      title: "La Cour internationale de justice ordonne l'arrêt des opérations",
      body: [
        "La Cour internationale de justice (CIJ) règle les différends entre États. Le 26 février 2022, l'Ukraine la saisit au titre de la convention de 1948 sur le génocide : elle conteste l'accusation russe de « génocide », utilisée pour justifier l'invasion.",
        "Le 16 mars 2022, par 13 voix contre 2, la Cour ordonne à la Russie de suspendre immédiatement ses opérations militaires. Elle relève ne disposer d'aucun élément prouvant l'allégation russe de génocide. Cette ordonnance est obligatoire ; les combats ont pourtant continué.",
      ],
      source: "CIJ, ordonnance du 16 mars 2022, Ukraine c. Fédération de Russie",
    },
    {
      title: "La Cour pénale internationale vise Vladimir Poutine",
      body: [
        "La Cour pénale internationale (CPI) juge des personnes, pas des États. Le 17 mars 2023, elle émet un mandat d'arrêt contre Vladimir Poutine et Maria Lvova-Belova, commissaire russe aux droits de l'enfant, pour la déportation illégale d'enfants de zones occupées d'Ukraine vers la Russie, un crime de guerre.",
        "Un mandat d'arrêt n'est pas une condamnation. La Russie, qui ne reconnaît pas la Cour, juge ces mandats nuls. L'Ukraine est membre de la CPI depuis le 1er janvier 2025.",
      ],
      source: "Cour pénale internationale, 2023 ; Statut de Rome, 2025",
    },
    {
      title: "Le Conseil de l'Europe exclut la Russie",
      body: [
        "Le Conseil de l'Europe, à ne pas confondre avec l'Union européenne, veille au respect de la Convention européenne des droits de l'homme.",
        "Le 25 février 2022, il suspend les droits de représentation de la Russie. Le 16 mars 2022, au lendemain de l'annonce russe de son retrait, son Comité des ministres décide qu'elle cesse d'en être membre. La Russie n'est plus liée par la Convention depuis le 16 septembre 2022. L'organisation compte désormais 46 États.",
      ],
      source: "Conseil de l'Europe, Comité des ministres, 2022",
    },
    {
      title: "Recenser les dommages, juger l'agression",
      body: [
        "En mai 2023, le Conseil de l'Europe crée un registre des dommages causés par l'agression russe, comme l'avait recommandé l'Assemblée générale de l'ONU (résolution ES-11/5, novembre 2022). Fin 2025, il avait reçu plus de 80 000 demandes.",
        "En juin 2025, l'Ukraine et le Conseil de l'Europe signent un accord créant un tribunal spécial pour le crime d'agression. En décembre 2025, une convention créant une commission chargée de fixer les indemnisations est ouverte à la signature. La Russie rejette ces mécanismes.",
      ],
      source: "Conseil de l'Europe, 2023 et 2025",
    },
    {
      title: "Le droit de la guerre s'impose à tous",
      body: [
        "Le droit international humanitaire s'applique à toutes les parties, quel que soit l'État qui a déclenché la guerre. Il repose sur les conventions de Genève de 1949 et leurs protocoles additionnels, ratifiés par la Russie et l'Ukraine. Ses grands principes :",
      ],
      points: [
        "distinction : seuls les objectifs militaires peuvent être visés, jamais les civils ;",
        "proportionnalité et précaution : éviter des pertes civiles excessives ;",
        "prisonniers de guerre : traitement humain, torture interdite (troisième convention).",
      ],
      source: "Conventions de Genève, 1949 ; Protocole additionnel I, 1977",
    },
    {
      title: "Des violations constatées par l'ONU",
      body: [
        "En mars 2022, le Conseil des droits de l'homme de l'ONU crée une commission d'enquête internationale indépendante sur l'Ukraine.",
        "Elle conclut que les forces russes ont commis de nombreux crimes de guerre : attaques contre des civils, exécutions, torture, violences sexuelles, transferts illégaux d'enfants. Elle constate aussi des violations, en nombre bien plus réduit, commises par les forces ukrainiennes, notamment envers des prisonniers de guerre russes.",
      ],
      source: "Commission d'enquête internationale indépendante sur l'Ukraine (ONU), rapports 2022-2023",
    },
    {
      title: "Les victimes civiles : des minimums vérifiés",
      body: [
        "La mission de surveillance des droits de l'homme de l'ONU en Ukraine ne compte que les victimes qu'elle a pu vérifier une à une. Ses chiffres sont des minimums : selon elle, le bilan réel est nettement plus élevé, notamment à Marioupol.",
        "Entre le 24 février 2022 et le 31 décembre 2024, elle a vérifié au moins 12 456 civils tués, dont 669 enfants, et plus de 28 000 blessés. Fin octobre 2025, les tués vérifiés dépassaient 14 000.",
      ],
      keyFigure: {
        value: "12 456",
        label: "civils tués vérifiés par l'ONU du 24 février 2022 au 31 décembre 2024 (minimum)",
      },
      source: "HCDH, mission de surveillance des droits de l'homme en Ukraine, 2025",
    },
    {
      title: "Les annexions de 2022 jugées sans validité",
      body: [
        "Du 23 au 27 septembre 2022, la Russie organise des « référendums » dans les zones qu'elle occupe des régions de Donetsk, Louhansk, Zaporijjia et Kherson. Elle proclame leur annexion le 30 septembre. Moscou y voit l'expression du droit des peuples à disposer d'eux-mêmes.",
        "Le même jour, elle bloque par son veto un projet de résolution du Conseil de sécurité. Le 12 octobre 2022, l'Assemblée générale déclare ces référendums illégaux et l'annexion sans validité.",
      ],
      keyFigure: {
        value: "143 pour",
        label: "résolution ES-11/4 du 12 octobre 2022 : 143 pour, 5 contre, 35 abstentions",
      },
      source: "Assemblée générale des Nations unies, résolution ES-11/4, 12 octobre 2022",
    },
    {
      title: "Les sanctions : des décisions d'États, pas de l'ONU",
      body: [
        "Faute d'accord au Conseil de sécurité, les sanctions sont décidées par des États. L'Union européenne les adopte à l'unanimité, par « paquets » ; le 19e date du 23 octobre 2025. La Russie les juge illégales faute d'autorisation de l'ONU.",
      ],
      points: [
        "immobilisation des réserves de la banque centrale russe dans l'UE ;",
        "prix du pétrole russe plafonné (G7 et UE, depuis décembre 2022) ;",
        "fin programmée des achats de gaz naturel liquéfié russe d'ici 2027 ;",
        "gel d'avoirs et interdictions de visa ciblés.",
      ],
      source: "Conseil de l'Union européenne, 2022-2025",
    },
  ],
  sources: [
    { label: "Charte des Nations unies (articles 2 §4 et 51)", year: 1945 },
    {
      label:
        "Assemblée générale des Nations unies, résolutions ES-11/1 (2 mars 2022), ES-11/4 (12 octobre 2022), ES-11/5 (14 novembre 2022) et 76/262",
      year: 2022,
    },
    {
      label: "Conseil de sécurité des Nations unies, votes du 25 février et du 30 septembre 2022, résolution 2623",
      year: 2022,
    },
    {
      label:
        "Cour internationale de justice, Allégations de génocide (Ukraine c. Fédération de Russie), ordonnance en indication de mesures conservatoires du 16 mars 2022",
      year: 2022,
    },
    { label: "Cour pénale internationale, mandats d'arrêt dans la situation en Ukraine, 17 mars 2023", year: 2023 },
    { label: "Conseil de l'Europe, Comité des ministres, décisions des 25 février et 16 mars 2022", year: 2022 },
    {
      label:
        "Conseil de l'Europe, registre des dommages pour l'Ukraine, tribunal spécial et commission des réclamations",
      year: 2025,
    },
    { label: "Conventions de Genève (1949) et Protocole additionnel I (1977)", year: 1977 },
    {
      label: "Commission d'enquête internationale indépendante sur l'Ukraine (Conseil des droits de l'homme), rapports",
      year: 2023,
    },
    {
      label: "HCDH, mission de surveillance des droits de l'homme en Ukraine, mises à jour sur les victimes civiles",
      year: 2025,
    },
    { label: "Conseil de l'Union européenne, 19e paquet de sanctions contre la Russie, 23 octobre 2025", year: 2025 },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-droit-international-q1",
    question:
      "Le 2 mars 2022, combien d'États ont voté pour la résolution ES-11/1 de l'Assemblée générale de l'ONU, « Agression contre l'Ukraine » ?",
    options: [
      { id: "a", text: "35", isCorrect: false },
      { id: "b", text: "141", isCorrect: true },
      { id: "c", text: "193, soit tous les membres", isCorrect: false },
    ],
    explanation:
      "La résolution ES-11/1 a été adoptée par 141 voix pour, 5 contre et 35 abstentions. Elle déplore l'agression russe, contraire à l'article 2 §4 de la Charte, et exige le retrait des troupes. Comme toute résolution de l'Assemblée générale, c'est une recommandation sans force obligatoire. (Source : Assemblée générale des Nations unies, résolution ES-11/1, 2022)",
  },
  {
    id: "ukraine-droit-international-q2",
    question: "Pourquoi le Conseil de sécurité n'a-t-il pas pu condamner l'invasion le 25 février 2022 ?",
    options: [
      { id: "a", text: "Parce que l'Ukraine n'est pas membre de l'ONU", isCorrect: false },
      { id: "b", text: "Parce que le projet n'a obtenu aucune voix", isCorrect: false },
      { id: "c", text: "Parce que la Russie, membre permanent, a opposé son veto", isCorrect: true },
    ],
    explanation:
      "Le projet a obtenu 11 voix sur 15, mais la Russie, l'un des cinq membres permanents, a utilisé son droit de veto. Le Conseil a ensuite renvoyé la question à l'Assemblée générale par un vote de procédure, où le veto ne s'applique pas. (Source : Conseil de sécurité de l'ONU, 2022)",
  },
  {
    id: "ukraine-droit-international-q3",
    question:
      "Pour quel crime la Cour pénale internationale a-t-elle émis, le 17 mars 2023, un mandat d'arrêt contre Vladimir Poutine ?",
    options: [
      { id: "a", text: "La déportation et le transfert illégaux d'enfants ukrainiens vers la Russie", isCorrect: true },
      { id: "b", text: "Le crime de génocide dans le Donbass", isCorrect: false },
      { id: "c", text: "L'organisation des référendums d'annexion de septembre 2022", isCorrect: false },
    ],
    explanation:
      "Le mandat vise la déportation et le transfert illégaux d'enfants de zones occupées d'Ukraine vers la Russie, un crime de guerre. Maria Lvova-Belova, commissaire russe aux droits de l'enfant, est visée pour les mêmes faits. Un mandat n'est pas une condamnation, et la Russie juge ces mandats nuls. (Source : Cour pénale internationale, 2023)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-droit-international-g1",
    subtopicId: "ukraine-droit-international",
    question:
      "Quel article de la Charte des Nations unies interdit aux États de recourir à la force contre un autre État ?",
    options: [
      { id: "a", text: "L'article 51", isCorrect: false },
      { id: "b", text: "L'article 2, paragraphe 4", isCorrect: true },
      { id: "c", text: "L'article 27", isCorrect: false },
    ],
    explanation:
      "L'article 2 §4 interdit la menace ou l'emploi de la force contre l'intégrité territoriale ou l'indépendance politique d'un État. L'article 51, lui, prévoit l'exception de la légitime défense, et l'article 27 fixe les règles de vote du Conseil de sécurité, dont le veto. (Source : Charte des Nations unies, 1945)",
  },
  {
    id: "ukraine-droit-international-g2",
    subtopicId: "ukraine-droit-international",
    question: "Qu'a ordonné la Cour internationale de justice le 16 mars 2022 ?",
    options: [
      { id: "a", text: "Que la Russie suspende immédiatement ses opérations militaires en Ukraine", isCorrect: true },
      { id: "b", text: "L'arrestation de Vladimir Poutine", isCorrect: false },
      { id: "c", text: "L'exclusion de la Russie de l'ONU", isCorrect: false },
    ],
    explanation:
      "Par 13 voix contre 2, la CIJ a ordonné à la Russie de suspendre ses opérations militaires, en relevant qu'aucun élément ne prouvait l'allégation russe de génocide. La CIJ juge des États ; c'est la Cour pénale internationale qui émet des mandats d'arrêt contre des personnes. (Source : CIJ, ordonnance du 16 mars 2022)",
  },
  {
    id: "ukraine-droit-international-g3",
    subtopicId: "ukraine-droit-international",
    question:
      "Quelle organisation a exclu la Russie en mars 2022, puis créé en 2023 un registre des dommages causés par l'agression ?",
    options: [
      { id: "a", text: "L'Union européenne", isCorrect: false },
      { id: "b", text: "L'OTAN", isCorrect: false },
      { id: "c", text: "Le Conseil de l'Europe", isCorrect: true },
    ],
    explanation:
      "Le Conseil de l'Europe, organisation de défense des droits humains distincte de l'UE, a décidé le 16 mars 2022 que la Russie cessait d'en être membre. En mai 2023, il a créé un registre qui recense les demandes d'indemnisation des victimes. La Russie n'a jamais été membre de l'UE ni de l'OTAN. (Source : Conseil de l'Europe, 2022 et 2023)",
  },
];
