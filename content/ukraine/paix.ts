import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 5,
  slug: "paix",
  bookmarkId: "ukraine-paix",
  topicId: "ukraine-paix",
  title: "Les voies de la paix",
  subtitle:
    "Les négociations tentées depuis 2022, les positions de chacun et les questions que tout accord devra trancher",
  readingTime: 3,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "2022 : les pourparlers d'Istanbul",
      body: [
        "Dès le 28 février 2022, des délégations russe et ukrainienne se rencontrent en Biélorussie, puis à Istanbul le 29 mars. Le projet discuté prévoit une Ukraine neutre, hors de toute alliance militaire, en échange de garanties de sécurité de plusieurs États. Le sort de la Crimée serait discuté à part.",
        "Les discussions s'arrêtent au printemps 2022, pour des raisons débattues : Moscou accuse les Occidentaux d'avoir poussé Kyiv à renoncer ; Kyiv invoque les crimes de Boutcha et des désaccords de fond.",
      ],
      source: "Déclarations publiques des délégations russe et ukrainienne, 2022",
    },
    {
      title: "L'initiative céréalière de la mer Noire",
      body: [
        "Le 22 juillet 2022, l'ONU et la Turquie obtiennent deux accords signés à Istanbul. Le premier ouvre un couloir maritime sûr pour exporter les céréales ukrainiennes depuis trois ports de la région d'Odessa. Le second, entre l'ONU et la Russie, doit faciliter les exportations russes d'aliments et d'engrais.",
        "Près de 33 millions de tonnes de denrées sont exportées. La Russie se retire le 17 juillet 2023, estimant que le volet sur ses propres exportations n'est pas respecté.",
      ],
      keyFigure: {
        value: "≈ 33 Mt",
        label: "millions de tonnes (Mt) de denrées exportées grâce à l'initiative, juillet 2022-juillet 2023",
      },
      source: "ONU, Centre de coordination conjoint de l'initiative, 2023",
    },
    {
      title: "Les échanges de prisonniers",
      body: [
        "Même sans accord de paix, les deux pays échangent régulièrement des prisonniers de guerre et des corps de soldats tués, souvent avec la médiation des Émirats arabes unis, de la Turquie ou de l'Arabie saoudite.",
        "Le 16 mai 2025, à Istanbul, ont lieu les premiers pourparlers directs depuis 2022. Les deux délégations conviennent du plus grand échange depuis le début de la guerre : 1 000 prisonniers contre 1 000. D'autres échanges suivent.",
      ],
      source: "Déclarations des délégations russe et ukrainienne, Istanbul, 16 mai 2025",
    },
    {
      title: "La « formule de paix » ukrainienne",
      body: [
        "En novembre 2022, lors du sommet du G20, Volodymyr Zelensky présente une « formule de paix » en 10 points :",
      ],
      points: [
        "sécurité nucléaire, sécurité alimentaire et sécurité énergétique ;",
        "libération de tous les prisonniers et des personnes déportées ;",
        "respect de la Charte de l'ONU et de l'intégrité territoriale de l'Ukraine, retrait des troupes russes et fin des hostilités ;",
        "justice, protection de l'environnement et prévention d'une nouvelle escalade ;",
        "confirmation de la fin de la guerre par un document signé.",
      ],
      source: "Présidence ukrainienne, sommet du G20, novembre 2022",
    },
    {
      title: "Juin 2024 : le sommet du Bürgenstock",
      body: [
        "Les 15 et 16 juin 2024, la Suisse accueille au Bürgenstock un sommet sur la paix en Ukraine. 92 États et 8 organisations y participent. La Russie n'est pas invitée ; la Chine ne vient pas.",
        "Plus de 80 États et organisations soutiennent le communiqué final, centré sur trois thèmes : sûreté nucléaire, sécurité alimentaire, prisonniers et enfants déportés. Plusieurs participants, dont l'Inde, l'Arabie saoudite et l'Afrique du Sud, ne le signent pas.",
      ],
      source: "Département fédéral des affaires étrangères (Suisse), 2024",
    },
    {
      title: "La position de la Russie",
      body: [
        "Moscou présente l'élargissement de l'OTAN comme l'une des causes du conflit. Le 14 juin 2024, Vladimir Poutine fixe ses conditions pour un cessez-le-feu et des négociations. Il demande :",
      ],
      points: [
        "le retrait des troupes ukrainiennes de la totalité des régions de Donetsk, Louhansk, Zaporijjia et Kherson ;",
        "la reconnaissance de ces régions et de la Crimée comme russes ;",
        "un statut neutre et non nucléaire pour l'Ukraine, hors de l'OTAN ;",
        "la levée des sanctions occidentales.",
      ],
      source: "Discours de Vladimir Poutine au ministère russe des Affaires étrangères, 14 juin 2024",
    },
    {
      title: "La position de l'Ukraine",
      body: [
        "L'Ukraine demande le retrait des troupes russes et le respect de ses frontières internationalement reconnues de 1991, Crimée comprise. Elle refuse de reconnaître juridiquement l'annexion de ses territoires. Elle réclame des garanties de sécurité solides contre une nouvelle attaque, la justice pour les crimes commis et des réparations.",
        "Le 11 mars 2025, à Djeddah, Kyiv accepte une proposition américaine de cessez-le-feu de 30 jours. La Russie y pose des conditions préalables.",
      ],
      source: "Présidence ukrainienne, 2022-2025 ; déclaration conjointe États-Unis-Ukraine, Djeddah, 11 mars 2025",
    },
    {
      title: "La Chine et les autres médiateurs",
      body: [
        "Le 24 février 2023, la Chine publie une position en 12 points. Elle y défend la souveraineté de tous les pays, l'arrêt des combats, la reprise des pourparlers, la sûreté des centrales nucléaires, et rejette les sanctions unilatérales. Elle ne condamne pas l'invasion ; elle s'était abstenue sur la résolution ES-11/1.",
        "D'autres ont tenté une médiation : la Turquie, des dirigeants africains en 2023, le Brésil avec la Chine en 2024, le Vatican.",
      ],
      source: "Ministère chinois des Affaires étrangères, 2023 ; Assemblée générale de l'ONU, 2022",
    },
    {
      title: "2025 : l'initiative américaine",
      body: [
        "En 2025, l'administration Trump cherche un accord rapide et renoue le dialogue avec Moscou. Le 24 février 2025, le Conseil de sécurité adopte un texte américain appelant à une fin rapide du conflit, sans désigner d'agresseur ; cinq pays européens s'abstiennent.",
        "Le 15 août 2025, Donald Trump et Vladimir Poutine se rencontrent en Alaska, sans accord. En novembre 2025, un plan américain critiqué à Kyiv et en Europe est révisé avec l'Ukraine à Genève. Les discussions ont évolué depuis.",
      ],
      source: "Conseil de sécurité de l'ONU, résolution 2774, 2025 ; Maison-Blanche, 2025",
    },
    {
      title: "Ce que tout règlement devra trancher",
      body: ["Quel que soit le calendrier, un accord devra répondre à plusieurs questions :"],
      points: [
        "les territoires occupés et leur statut ;",
        "les garanties de sécurité pour éviter une nouvelle guerre ;",
        "le sort des sanctions et des avoirs russes immobilisés ;",
        "la justice pour les crimes et les réparations ;",
        "la reconstruction : en février 2026, la Banque mondiale, l'ONU, l'UE et Kyiv l'estiment à près de 590 milliards de dollars sur dix ans.",
      ],
      keyFigure: {
        value: "≈ 590 Md$",
        label: "besoins de reconstruction sur dix ans, évaluation RDNA5 (février 2026)",
      },
      source: "Banque mondiale, gouvernement ukrainien, Commission européenne et ONU, RDNA5, 2026",
    },
  ],
  sources: [
    { label: "ONU, Initiative céréalière de la mer Noire, Centre de coordination conjoint", year: 2023 },
    { label: "Présidence ukrainienne, formule de paix en 10 points présentée au G20", year: 2022 },
    {
      label:
        "Département fédéral des affaires étrangères (Suisse), Sommet sur la paix en Ukraine, communiqué conjoint du 16 juin 2024",
      year: 2024,
    },
    { label: "Discours de Vladimir Poutine au ministère russe des Affaires étrangères, 14 juin 2024", year: 2024 },
    {
      label:
        "Ministère chinois des Affaires étrangères, Position de la Chine sur le règlement politique de la crise ukrainienne, 24 février 2023",
      year: 2023,
    },
    { label: "Conseil de sécurité des Nations unies, résolution 2774 du 24 février 2025", year: 2025 },
    {
      label:
        "Banque mondiale, gouvernement de l'Ukraine, Commission européenne et ONU, quatrième et cinquième évaluations rapides des dommages et des besoins (RDNA4, RDNA5)",
      year: 2026,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-paix-q1",
    question: "Qu'a permis l'initiative céréalière de la mer Noire, de juillet 2022 à juillet 2023 ?",
    options: [
      { id: "a", text: "Un cessez-le-feu général sur toute la ligne de front", isCorrect: false },
      {
        id: "b",
        text: "L'exportation de près de 33 millions de tonnes de denrées depuis des ports ukrainiens",
        isCorrect: true,
      },
      { id: "c", text: "La levée de toutes les sanctions européennes contre la Russie", isCorrect: false },
    ],
    explanation:
      "Négociée par l'ONU et la Turquie, l'initiative a ouvert un couloir maritime sûr pour les céréales ukrainiennes : près de 33 millions de tonnes ont été exportées. La Russie s'en est retirée le 17 juillet 2023, estimant que le volet sur ses propres exportations n'était pas respecté. (Source : ONU, 2023)",
  },
  {
    id: "ukraine-paix-q2",
    question: "Que demandait Vladimir Poutine le 14 juin 2024 comme condition à un cessez-le-feu ?",
    options: [
      {
        id: "a",
        text: "Le retrait ukrainien de la totalité des régions de Donetsk, Louhansk, Zaporijjia et Kherson et la renonciation à l'OTAN",
        isCorrect: true,
      },
      { id: "b", text: "Le retour aux frontières de 1991", isCorrect: false },
      { id: "c", text: "Le seul retrait ukrainien de la région de Koursk", isCorrect: false },
    ],
    explanation:
      "Vladimir Poutine exigeait le retrait ukrainien de ces quatre régions dans leurs limites administratives, un statut neutre et non nucléaire hors de l'OTAN, la reconnaissance des annexions et la levée des sanctions. Le retour aux frontières de 1991 est au contraire la demande ukrainienne. (Source : discours de Vladimir Poutine, 14 juin 2024)",
  },
  {
    id: "ukraine-paix-q3",
    question:
      "En février 2026, à combien l'évaluation RDNA5 estimait-elle les besoins de reconstruction de l'Ukraine sur dix ans ?",
    options: [
      { id: "a", text: "Environ 59 milliards de dollars", isCorrect: false },
      { id: "b", text: "Environ 5 900 milliards de dollars", isCorrect: false },
      { id: "c", text: "Près de 590 milliards de dollars", isCorrect: true },
    ],
    explanation:
      "Menée par la Banque mondiale, le gouvernement ukrainien, la Commission européenne et l'ONU, la RDNA5 estime les besoins à près de 590 milliards de dollars sur dix ans, contre environ 524 milliards un an plus tôt (RDNA4), soit presque trois fois le PIB prévu de l'Ukraine pour 2025. (Source : RDNA5, 2026)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-paix-g1",
    subtopicId: "ukraine-paix",
    question: "Quel pays a accueilli en juin 2024 le sommet sur la paix en Ukraine du Bürgenstock ?",
    options: [
      { id: "a", text: "La Turquie", isCorrect: false },
      { id: "b", text: "La Suisse", isCorrect: true },
      { id: "c", text: "La Chine", isCorrect: false },
    ],
    explanation:
      "La Suisse a réuni 92 États et 8 organisations les 15 et 16 juin 2024 au Bürgenstock. La Russie n'était pas invitée et la Chine n'est pas venue ; plus de 80 États et organisations ont soutenu le communiqué final. (Source : Département fédéral des affaires étrangères suisse, 2024)",
  },
  {
    id: "ukraine-paix-g2",
    subtopicId: "ukraine-paix",
    question: "Que prévoyait le projet discuté à Istanbul fin mars 2022 ?",
    options: [
      { id: "a", text: "L'adhésion immédiate de l'Ukraine à l'OTAN", isCorrect: false },
      { id: "b", text: "Le partage de l'Ukraine en deux États", isCorrect: false },
      {
        id: "c",
        text: "Une Ukraine neutre, en échange de garanties de sécurité apportées par plusieurs États",
        isCorrect: true,
      },
    ],
    explanation:
      "Le projet discuté le 29 mars 2022 prévoyait une Ukraine neutre, hors de toute alliance militaire, protégée par des garanties de plusieurs États, le sort de la Crimée étant traité à part. Les pourparlers se sont arrêtés au printemps 2022, pour des raisons que Moscou et Kyiv présentent différemment. (Source : délégations russe et ukrainienne, 2022)",
  },
  {
    id: "ukraine-paix-g3",
    subtopicId: "ukraine-paix",
    question: "Quel pays a publié le 24 février 2023 une position en 12 points sur le règlement du conflit ?",
    options: [
      { id: "a", text: "La Chine", isCorrect: true },
      { id: "b", text: "L'Inde", isCorrect: false },
      { id: "c", text: "Le Brésil", isCorrect: false },
    ],
    explanation:
      "La Chine y défend la souveraineté de tous les pays, l'arrêt des combats et la reprise des pourparlers, et rejette les sanctions unilatérales, sans condamner l'invasion. Le Brésil s'est associé à Pékin pour une proposition commune en 2024. (Source : ministère chinois des Affaires étrangères, 2023)",
  },
];
