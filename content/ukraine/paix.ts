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
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "2022 : les pourparlers d’Istanbul",
      body: [
        "Fin février 2022, les délégations russe et ukrainienne se rencontrent en Biélorussie, puis à Istanbul le 29 mars. Kyiv y propose une Ukraine neutre, hors de toute alliance militaire, en échange de garanties de sécurité de plusieurs États ; le statut de la Crimée ferait l’objet de consultations pendant 15 ans.",
        "Les discussions s’arrêtent au printemps 2022, pour des raisons débattues : Moscou accuse les Occidentaux d’avoir poussé Kyiv à renoncer ; Kyiv invoque les crimes de Boutcha et des désaccords de fond.",
      ],
      source: "reuters-istanbul-2022",
      figure: {
        kind: "timeline",
        title: "Les principales étapes des négociations",
        takeaway:
          "Entre 2022 et 2025, des accords partiels ont été conclus, sur les céréales et les prisonniers, mais aucun accord de paix.",
        period: "2022-2025",
        events: [
          { date: "2022-03-29", label: "Les délégations russe et ukrainienne se rencontrent à Istanbul." },
          {
            date: "2022-07-22",
            label: "Accords d’Istanbul sur l’exportation des céréales ukrainiennes par la mer Noire.",
            source: "onu-initiative-cerealiere",
          },
          {
            date: "2023-07-17",
            label: "La Russie se retire de l’initiative céréalière.",
            source: "onu-initiative-cerealiere",
          },
          {
            date: "2024-06-15",
            label: "Sommet du Bürgenstock, en Suisse : 92 États représentés, sans la Russie.",
            source: "dfae-burgenstock-2024",
          },
          {
            date: "2025-05-16",
            label: "Premiers pourparlers directs depuis 2022, à Istanbul : échange de 1 000 prisonniers contre 1 000.",
            source: "ap-istanbul-2025-05-16",
          },
          {
            date: "2025-11-23",
            label: "À Genève, Washington et Kyiv annoncent un « cadre de paix actualisé ».",
            source: "euromaidan-geneve-2025-11-24",
          },
        ],
      },
    },
    {
      title: "L’initiative céréalière de la mer Noire",
      body: [
        "Le 22 juillet 2022, l’ONU et la Turquie obtiennent deux accords signés à Istanbul. Le premier ouvre un couloir maritime sûr pour exporter les céréales ukrainiennes depuis trois ports de la région d’Odessa. Le second, entre l’ONU et la Russie, doit faciliter les exportations russes d’aliments et d’engrais.",
        "Plus de 32 millions de tonnes de denrées sont exportées. La Russie se retire le 17 juillet 2023, estimant que le volet sur ses propres exportations n’est pas respecté.",
      ],
      keyFigure: {
        value: "> 32 Mt",
        label: "millions de tonnes (Mt) de denrées exportées grâce à l’initiative, juillet 2022-juillet 2023",
      },
      source: "onu-initiative-cerealiere",
    },
    {
      title: "Les échanges de prisonniers",
      body: [
        "Même sans accord de paix, les deux pays échangent régulièrement des prisonniers de guerre et des corps de soldats tués, souvent avec la médiation des Émirats arabes unis, de la Turquie ou de l’Arabie saoudite.",
        "Le 16 mai 2025, à Istanbul, ont lieu les premiers pourparlers directs depuis 2022. Les deux délégations conviennent du plus grand échange depuis le début de la guerre : 1 000 prisonniers contre 1 000. D’autres échanges suivent.",
      ],
      source: "ap-istanbul-2025-05-16",
    },
    {
      title: "La « formule de paix » ukrainienne",
      body: [
        "En novembre 2022, lors du sommet du G20, Volodymyr Zelensky présente une « formule de paix » en 10 points :",
      ],
      points: [
        "sécurité nucléaire, sécurité alimentaire et sécurité énergétique ;",
        "libération de tous les prisonniers et des personnes déportées ;",
        "respect de la Charte de l’ONU et de l’intégrité territoriale de l’Ukraine, retrait des troupes russes et fin des hostilités ;",
        "justice, protection de l’environnement et prévention d’une nouvelle escalade ;",
        "confirmation de la fin de la guerre par un document signé.",
      ],
      source: "mae-ukraine-formule-paix",
    },
    {
      title: "Juin 2024 : le sommet du Bürgenstock",
      body: [
        "Les 15 et 16 juin 2024, la Suisse accueille au Bürgenstock un sommet sur la paix en Ukraine. Des représentants de 92 États y participent. La Russie n’est pas invitée ; la Chine ne vient pas.",
        "La grande majorité des participants soutiennent le communiqué final, centré sur trois thèmes : sûreté nucléaire, sécurité alimentaire, prisonniers et enfants déportés. Plusieurs participants, dont l’Inde, l’Arabie saoudite et l’Afrique du Sud, ne le signent pas.",
      ],
      source: "dfae-burgenstock-2024",
    },
    {
      title: "La position de la Russie",
      body: [
        "Moscou présente l’élargissement de l’OTAN comme l’une des causes du conflit. Le 14 juin 2024, Vladimir Poutine fixe ses conditions pour un cessez-le-feu et des négociations. Il demande :",
      ],
      points: [
        "le retrait des troupes ukrainiennes de la totalité des régions de Donetsk, Louhansk, Zaporijjia et Kherson ;",
        "la reconnaissance de ces régions et de la Crimée comme russes ;",
        "un statut neutre et non nucléaire pour l’Ukraine, hors de l’OTAN ;",
        "la levée des sanctions occidentales.",
      ],
      source: "reuters-poutine-2024-06-14",
    },
    {
      title: "La position de l’Ukraine",
      body: [
        "L’Ukraine demande le retrait des troupes russes et le respect de ses frontières internationalement reconnues de 1991, Crimée comprise. Elle refuse de reconnaître juridiquement l’annexion de ses territoires. Elle réclame des garanties de sécurité, la justice pour les crimes commis et des réparations.",
        "Le 11 mars 2025, à Djeddah, Kyiv accepte une proposition américaine de cessez-le-feu de 30 jours, à condition que la Russie l’applique aussi. Washington reprend alors son aide de sécurité et le partage de renseignements.",
      ],
      source: "departement-etat-djeddah-2025-03-11",
    },
    {
      title: "La Chine et les autres médiateurs",
      body: [
        "Le 24 février 2023, la Chine publie une position en 12 points. Elle y défend la souveraineté de tous les pays, l’arrêt des combats, la reprise des pourparlers, la sûreté des centrales nucléaires, et rejette les sanctions unilatérales. Elle ne condamne pas l’invasion ; elle s’était abstenue sur la résolution ES-11/1.",
        "D’autres ont tenté une médiation : la Turquie, des dirigeants africains en 2023, le Brésil avec la Chine en 2024, le Vatican.",
      ],
      source: "mae-chine-2023-02-24",
    },
    {
      title: "2025 : l’initiative américaine",
      body: [
        "En 2025, l’administration Trump cherche un accord rapide et renoue le dialogue avec Moscou. Le 24 février 2025, le Conseil de sécurité adopte un texte américain appelant à une fin rapide du conflit, sans désigner d’agresseur ; cinq pays européens s’abstiennent.",
        "Le 23 novembre 2025, à Genève, Washington et Kyiv annoncent avoir rédigé un « cadre de paix actualisé » qui doit « respecter pleinement la souveraineté de l’Ukraine ». Selon leur déclaration commune, les décisions finales reviendront aux deux présidents.",
      ],
      source: "euromaidan-geneve-2025-11-24",
    },
    {
      title: "Ce que tout règlement devra trancher",
      body: ["Quel que soit le calendrier, un accord devra répondre à plusieurs questions :"],
      points: [
        "les territoires occupés et leur statut ;",
        "les garanties de sécurité pour éviter une nouvelle guerre ;",
        "le sort des sanctions et des avoirs russes immobilisés ;",
        "la justice pour les crimes et les réparations ;",
        "la reconstruction : en février 2026, la Banque mondiale, l’ONU, l’UE et Kyiv l’estiment à près de 588 milliards de dollars sur dix ans.",
      ],
      keyFigure: {
        value: "≈ 588 Md$",
        label: "besoins de reconstruction et de relèvement sur dix ans, évaluation RDNA5 (février 2026)",
      },
      source: "bm-rdna5-2026",
    },
  ],
  sources: [
    {
      id: "reuters-istanbul-2022",
      publisher: "The Quint, d’après Reuters",
      title: "Ukraine proposes neutrality, security guarantees at Russia talks in Istanbul",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2022-03-30",
      url: "https://www.thequint.com/amp/story/news/world/ukraine-proposes-neutrality-security-guarantees-at-russia-talks-istanbul",
      recurring: false,
    },
    {
      id: "onu-initiative-cerealiere",
      publisher: "Nations unies, Centre de coordination conjoint",
      title: "Black Sea Grain Initiative: Frequently Asked Questions",
      lang: "en",
      dataYear: 2023,
      publishedAt: "2023-07",
      url: "https://www.un.org/en/black-sea-grain-initiative/faq",
      recurring: false,
    },
    {
      id: "ap-istanbul-2025-05-16",
      publisher: "Hindustan Times, d’après Associated Press",
      title: "Russia, Ukraine agree to swap 1,000 prisoners of war in first direct peace talks in three years",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-05-16",
      url: "https://www.hindustantimes.com/world-news/russia-ukraine-agree-to-swap-1-000-prisoners-of-war-in-first-direct-peace-talks-in-three-years-101747404933556.html",
      recurring: false,
    },
    {
      id: "mae-ukraine-formule-paix",
      publisher: "Ministère des Affaires étrangères d’Ukraine (ambassade au Sénégal)",
      title: "Peace Formula of the President of Ukraine",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2023",
      url: "https://senegal.mfa.gov.ua/en/news/peace-formula-president-ukraine",
      recurring: false,
    },
    {
      id: "dfae-burgenstock-2024",
      publisher: "Département fédéral des affaires étrangères (Suisse)",
      title: "States at Summit on Peace in Ukraine agree on common positions and next steps",
      lang: "en",
      dataYear: 2024,
      publishedAt: "2024-06-16",
      url: "https://www.eda.admin.ch/countries/ukraine/uk/home/aktualne/novini.html/content/eda/en/meta/news/2024/6/16/101439",
      recurring: false,
    },
    {
      id: "reuters-poutine-2024-06-14",
      publisher: "The Business Standard, d’après Reuters",
      title: "Putin says Russia will cease fire if Ukraine pulls troops from four regions",
      lang: "en",
      dataYear: 2024,
      publishedAt: "2024-06-14",
      url: "https://www.tbsnews.net/worldbiz/europe/putin-says-russia-will-cease-fire-if-ukraine-pulls-troops-four-regions-876976",
      recurring: false,
    },
    {
      id: "departement-etat-djeddah-2025-03-11",
      publisher: "Département d’État des États-Unis",
      title: "Joint Statement on the United States-Ukraine Meeting in Jeddah",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-03-11",
      url: "https://www.state.gov/joint-statement-on-the-united-states-ukraine-meeting-in-jeddah/",
      recurring: false,
    },
    {
      id: "mae-chine-2023-02-24",
      publisher: "Ministère chinois des Affaires étrangères",
      title: "China’s Position on the Political Settlement of the Ukraine Crisis",
      lang: "en",
      dataYear: 2023,
      publishedAt: "2023-02-24",
      url: "https://www.mfa.gov.cn/eng/zxxx_662805/202302/t20230224_11030713.html",
      recurring: false,
    },
    {
      id: "xinhua-cs-2774-2025",
      publisher: "Shanghai Daily, d’après Xinhua",
      title: "UN Security Council adopts resolution calling for swift end to Russia-Ukraine conflict (résolution 2774)",
      lang: {
        code: "en",
        text: "UN Security Council adopts resolution calling for swift end to Russia-Ukraine conflict",
      },
      dataYear: 2025,
      publishedAt: "2025-02-25",
      url: "https://www.shine.cn/news/world/2502253581/",
      recurring: false,
    },
    {
      id: "euromaidan-geneve-2025-11-24",
      publisher: "Euromaidan Press, d’après la déclaration commune américano-ukrainienne",
      title: "US and Ukraine report progress in Geneva peace consultations",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-11-24",
      url: "https://euromaidanpress.com/2025/11/24/us-and-ukraine-report-progress-in-geneva-peace-consultations",
      recurring: false,
    },
    {
      id: "bm-rdna5-2026",
      publisher: "Banque mondiale",
      title: "Updated Ukraine Recovery and Reconstruction Needs Assessment Released (RDNA5)",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2026-02-23",
      url: "https://www.worldbank.org/en/news/press-release/2026/02/23/updated-ukraine-recovery-and-reconstruction-needs-assessment-released",
      recurring: true,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-paix-q1",
    question: "Qu’a permis l’initiative céréalière de la mer Noire, de juillet 2022 à juillet 2023 ?",
    options: [
      {
        id: "a",
        text: "Un cessez-le-feu général sur toute la ligne de front",
        isCorrect: false,
        feedback:
          "L’initiative ne portait pas sur les combats : elle ouvrait un couloir maritime sûr pour exporter les céréales ukrainiennes.",
      },
      {
        id: "b",
        text: "L’exportation de plus de 32 millions de tonnes de denrées depuis des ports ukrainiens",
        isCorrect: true,
        feedback: "Exact : négociée par l’ONU et la Turquie, elle a duré jusqu’au retrait russe du 17 juillet 2023.",
      },
      {
        id: "c",
        text: "La levée de toutes les sanctions européennes contre la Russie",
        isCorrect: false,
        feedback:
          "L’initiative n’a levé aucune sanction : un second accord, entre l’ONU et la Russie, devait seulement faciliter les exportations russes d’aliments et d’engrais.",
      },
    ],
    explanation:
      "Négociée par l’ONU et la Turquie, l’initiative a ouvert un couloir maritime sûr pour les céréales ukrainiennes : plus de 32 millions de tonnes ont été exportées. La Russie s’en est retirée le 17 juillet 2023, estimant que le volet sur ses propres exportations n’était pas respecté.",
    source: "onu-initiative-cerealiere",
    slide: 2,
  },
  {
    id: "ukraine-paix-q2",
    question: "Que demandait Vladimir Poutine le 14 juin 2024 comme condition à un cessez-le-feu ?",
    options: [
      {
        id: "a",
        text: "Le retrait ukrainien de la totalité des régions de Donetsk, Louhansk, Zaporijjia et Kherson et la renonciation à l’OTAN",
        isCorrect: true,
        feedback:
          "Exact : il exigeait aussi un statut neutre et non nucléaire, la reconnaissance des annexions et la levée des sanctions.",
      },
      {
        id: "b",
        text: "Le retour aux frontières de 1991",
        isCorrect: false,
        feedback:
          "Le retour aux frontières de 1991 est la demande ukrainienne ; Vladimir Poutine demandait au contraire le retrait ukrainien de quatre régions entières.",
      },
      {
        id: "c",
        text: "Le seul retrait ukrainien de la région de Koursk",
        isCorrect: false,
        feedback:
          "Ses conditions portaient sur le territoire ukrainien : le retrait de la totalité des régions de Donetsk, Louhansk, Zaporijjia et Kherson, et la renonciation à l’OTAN.",
      },
    ],
    explanation:
      "Vladimir Poutine exigeait le retrait ukrainien de ces quatre régions dans leurs limites administratives et l’abandon officiel du projet d’adhésion à l’OTAN ; il demandait aussi un statut neutre et non nucléaire, la reconnaissance des annexions et la levée des sanctions. Le retour aux frontières de 1991 est au contraire la demande ukrainienne.",
    source: "reuters-poutine-2024-06-14",
    slide: 6,
  },
  {
    id: "ukraine-paix-q3",
    question:
      "En février 2026, à combien l’évaluation RDNA5 estimait-elle les besoins de reconstruction de l’Ukraine sur dix ans ?",
    options: [
      {
        id: "a",
        text: "Environ 59 milliards de dollars",
        isCorrect: false,
        feedback:
          "Environ dix fois trop peu : la RDNA5 estime les besoins à près de 588 milliards de dollars sur dix ans ; les dommages directs dépassent à eux seuls 195 milliards.",
      },
      {
        id: "b",
        text: "Environ 5 900 milliards de dollars",
        isCorrect: false,
        feedback:
          "Environ dix fois trop : près de 588 milliards de dollars sur dix ans, soit presque trois fois le PIB nominal estimé de l’Ukraine pour 2025.",
      },
      {
        id: "c",
        text: "Près de 588 milliards de dollars",
        isCorrect: true,
        feedback:
          "Exact : une évaluation menée par la Banque mondiale, le gouvernement ukrainien, la Commission européenne et l’ONU, arrêtée au 31 décembre 2025.",
      },
    ],
    explanation:
      "Menée par la Banque mondiale, le gouvernement ukrainien, la Commission européenne et l’ONU, la RDNA5 estime les besoins à près de 588 milliards de dollars sur dix ans, au 31 décembre 2025, soit presque trois fois le PIB nominal estimé de l’Ukraine pour 2025. Les dommages directs dépassent à eux seuls 195 milliards de dollars.",
    source: "bm-rdna5-2026",
    slide: 10,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-paix-g1",
    subtopicId: "ukraine-paix",
    question: "Quel pays a accueilli en juin 2024 le sommet sur la paix en Ukraine du Bürgenstock ?",
    options: [
      {
        id: "a",
        text: "La Turquie",
        isCorrect: false,
        feedback:
          "Le Bürgenstock est en Suisse : c’est la Suisse qui a réuni des représentants de 92 États les 15 et 16 juin 2024.",
      },
      {
        id: "b",
        text: "La Suisse",
        isCorrect: true,
        feedback:
          "Exact : 92 États représentés, sans la Russie, qui n’était pas invitée ; la grande majorité a soutenu le communiqué final.",
      },
      {
        id: "c",
        text: "La Chine",
        isCorrect: false,
        feedback: "La Chine n’est pas venue à ce sommet, organisé par la Suisse les 15 et 16 juin 2024 au Bürgenstock.",
      },
    ],
    explanation:
      "La Suisse a réuni des représentants de 92 États les 15 et 16 juin 2024 au Bürgenstock. La Russie n’était pas invitée et la Chine n’est pas venue ; la grande majorité des participants a soutenu le communiqué final.",
    source: "dfae-burgenstock-2024",
    slide: 5,
  },
  {
    id: "ukraine-paix-g2",
    subtopicId: "ukraine-paix",
    question: "Que prévoyait le projet discuté à Istanbul fin mars 2022 ?",
    options: [
      {
        id: "a",
        text: "L’adhésion immédiate de l’Ukraine à l’OTAN",
        isCorrect: false,
        feedback:
          "C’est l’inverse : le projet prévoyait une Ukraine neutre, hors de toute alliance militaire, protégée par des garanties de plusieurs États.",
      },
      {
        id: "b",
        text: "Le partage de l’Ukraine en deux États",
        isCorrect: false,
        feedback:
          "Le projet ne prévoyait aucun partage : il portait sur la neutralité de l’Ukraine et renvoyait le statut de la Crimée à des consultations.",
      },
      {
        id: "c",
        text: "Une Ukraine neutre, en échange de garanties de sécurité apportées par plusieurs États",
        isCorrect: true,
        feedback:
          "Exact : les pourparlers se sont arrêtés au printemps 2022, pour des raisons que Moscou et Kyiv présentent différemment.",
      },
    ],
    explanation:
      "Le projet discuté le 29 mars 2022 prévoyait une Ukraine neutre, hors de toute alliance militaire, protégée par des garanties de plusieurs États, le statut de la Crimée étant renvoyé à des consultations. Les pourparlers se sont arrêtés au printemps 2022, pour des raisons que Moscou et Kyiv présentent différemment.",
    source: "reuters-istanbul-2022",
    slide: 1,
  },
  {
    id: "ukraine-paix-g3",
    subtopicId: "ukraine-paix",
    question: "Quel pays a publié le 24 février 2023 une position en 12 points sur le règlement du conflit ?",
    options: [
      {
        id: "a",
        text: "La Chine",
        isCorrect: true,
        feedback:
          "Exact : elle y défend la souveraineté de tous les pays et l’arrêt des combats, et rejette les sanctions unilatérales, sans condamner l’invasion.",
      },
      {
        id: "b",
        text: "L’Inde",
        isCorrect: false,
        feedback:
          "L’Inde n’est pas l’auteur de ce texte : la position en 12 points du 24 février 2023 est celle de la Chine.",
      },
      {
        id: "c",
        text: "Le Brésil",
        isCorrect: false,
        feedback:
          "Le Brésil s’est associé à la Chine pour une proposition commune en 2024, mais la position en 12 points de février 2023 est chinoise.",
      },
    ],
    explanation:
      "La Chine y défend la souveraineté de tous les pays, l’arrêt des combats et la reprise des pourparlers, et rejette les sanctions unilatérales, sans condamner l’invasion. Le Brésil s’est associé à Pékin pour une proposition commune en 2024.",
    source: "mae-chine-2023-02-24",
    slide: 8,
  },
];
