import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 4,
  slug: "guerre",
  bookmarkId: "ukraine-guerre",
  topicId: "ukraine-guerre",
  title: "La guerre",
  subtitle:
    "Les grandes étapes du conflit depuis février 2022, son coût humain et l’aide internationale, chiffres datés à l’appui",
  readingTime: 5,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "24 février 2022 : l’invasion à grande échelle",
      body: [
        "Le 24 février 2022, l’armée russe entre en Ukraine par le nord, y compris depuis la Biélorussie, par l’est et par le sud, depuis la Crimée annexée en 2014. Vladimir Poutine parle d’une « opération militaire spéciale ».",
        "Cette invasion prolonge la guerre commencée en 2014 dans le Donbass, entre l’armée ukrainienne et des forces séparatistes soutenues par Moscou. Elle vise plusieurs grandes villes à la fois, dont la capitale, Kyiv.",
      ],
      source: "onu-ag-es-11-1",
      figure: {
        kind: "timeline",
        title: "Les grandes phases de la guerre",
        takeaway:
          "Après l’échec devant Kyiv et les contre-offensives ukrainiennes de 2022, le front bouge peu à partir de fin 2023 : on parle de guerre d’usure.",
        period: "2022-2025",
        events: [
          { date: "2022-02-24", label: "L’armée russe envahit l’Ukraine par le nord, l’est et le sud." },
          {
            date: "2022-04",
            label: "Les troupes russes ont quitté les régions de Kyiv, Tchernihiv et Soumy.",
            source: "hcdh-meurtres-nord-2022",
          },
          {
            date: "2022-09",
            label: "Offensive ukrainienne éclair dans la région de Kharkiv.",
            source: "britannica-guerre-russie-ukraine",
          },
          {
            date: "2022-11-11",
            label: "Les forces ukrainiennes entrent dans Kherson.",
            source: "britannica-guerre-russie-ukraine",
          },
          {
            date: "2023-06",
            label:
              "L’Ukraine lance une contre-offensive, surtout dans la région de Zaporijjia ; elle ne reprend que quelques villages.",
            source: "britannica-guerre-russie-ukraine",
          },
          {
            date: "2024-08-06",
            label: "L’armée ukrainienne entre dans la région russe de Koursk.",
            source: "britannica-guerre-russie-ukraine",
          },
          {
            date: "2025-04-26",
            label: "Moscou annonce avoir repris toute la région de Koursk ; Kyiv le conteste alors.",
            source: "britannica-guerre-russie-ukraine",
          },
        ],
      },
    },
    {
      title: "Printemps 2022 : l’échec devant Kyiv",
      body: [
        "Les forces russes atteignent les banlieues nord-ouest de Kyiv (Hostomel, Boutcha, Irpin) mais ne parviennent pas à prendre la capitale, face à la résistance ukrainienne.",
        "Fin mars 2022, Moscou annonce réduire ses opérations autour de Kyiv et de Tchernihiv. Début avril, ses troupes ont quitté les régions de Kyiv, Tchernihiv et Soumy. La Russie concentre alors son effort sur l’est et le sud.",
      ],
      source: "hcdh-meurtres-nord-2022",
    },
    {
      title: "Boutcha et les régions du nord",
      body: [
        "Après le retrait russe, début avril 2022, des corps de civils sont découverts à Boutcha et dans d’autres localités. Moscou nie toute responsabilité et parle de mise en scène.",
        "L’ONU a documenté le meurtre d’au moins 441 civils dans 102 localités des régions de Kyiv, Tchernihiv et Soumy, du 24 février au 6 avril 2022, dont 73 à Boutcha. Selon l’ONU, de fortes indications montrent que ces exécutions sommaires sont des crimes de guerre.",
      ],
      keyFigure: {
        value: "441",
        label: "civils tués documentés par l’ONU dans trois régions du nord, 24 février-6 avril 2022 (minimum)",
      },
      source: "hcdh-meurtres-nord-2022",
    },
    {
      title: "Marioupol, ville assiégée",
      body: [
        "Le port de Marioupol est assiégé dès début mars 2022. Le théâtre où s’abritaient des civils est frappé le 16 mars. Les derniers défenseurs, retranchés dans l’usine Azovstal, sont faits prisonniers en mai.",
        "Selon l’ONU, Marioupol a probablement été le lieu le plus meurtrier d’Ukraine jusqu’à fin avril 2022. Elle y a confirmé 1 348 civils tués, mais le bilan réel se compterait en milliers. Jusqu’à 90 % des immeubles d’habitation ont été endommagés ou détruits.",
      ],
      source: "hcdh-marioupol-2022",
    },
    {
      title: "Automne 2022 : les contre-offensives ukrainiennes",
      body: [
        "Début septembre 2022, l’Ukraine lance une offensive éclair dans la région de Kharkiv et reprend notamment Izioum et Koupiansk, puis Lyman début octobre.",
        "Le 21 septembre, la Russie décrète une « mobilisation partielle » de 300 000 réservistes, selon les autorités russes. Le 11 novembre, après l’annonce du retrait russe de la rive droite du Dniepr, les forces ukrainiennes entrent dans Kherson, seule capitale régionale prise par la Russie depuis février.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "2023 : une contre-offensive sans percée",
      body: [
        "En mai 2023, le groupe paramilitaire russe Wagner revendique la prise de Bakhmout, après des mois de combats. Fin juin, il se mutine brièvement contre l’état-major russe.",
        "En juin 2023, l’Ukraine lance une contre-offensive, surtout dans la région de Zaporijjia. Elle bute sur des lignes russes fortifiées et minées et ne reprend que quelques villages. Le 6 juin, la destruction du barrage de Kakhovka provoque de vastes inondations ; Kyiv et Moscou s’en accusent mutuellement.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "Une guerre d’usure",
      body: [
        "À partir de fin 2023, le front bouge peu. On parle de guerre d’usure : chaque camp cherche à épuiser les hommes, les munitions et l’économie de l’autre, plus qu’à percer.",
        "La Russie prend Avdiïvka en février 2024, puis avance lentement dans la région de Donetsk, en s’appuyant sur sa supériorité en hommes et en obus. L’Ukraine manque de munitions début 2024, jusqu’au vote d’une nouvelle aide par le Congrès américain en avril 2024.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "La guerre des drones",
      body: [
        "Les drones sont devenus une arme centrale. Près du front, de petits drones pilotés à distance frappent soldats et véhicules. Selon l’ONU, ils font aussi de plus en plus de victimes civiles et rendent des zones proches du front presque inhabitables.",
        "À longue distance, la Russie lance des vagues de drones de conception iranienne (Shahed) sur les villes ukrainiennes. L’Ukraine frappe des raffineries et des aérodromes en Russie, et a créé une branche de son armée consacrée aux drones.",
      ],
      source: "hcdh-civils-2025",
    },
    {
      title: "La bataille de la mer Noire",
      body: [
        "En 2022, la marine russe bloque les ports ukrainiens, vitaux pour les exportations de céréales. Le 14 avril 2022, le croiseur russe Moskva coule : Kyiv revendique un tir de missiles, Moscou évoque un incendie.",
        "Sans véritable flotte, l’Ukraine frappe avec des missiles et des drones maritimes. Selon Kyiv et plusieurs armées occidentales, la flotte russe a dû éloigner une grande partie de ses navires de Sébastopol. Depuis août 2023, l’Ukraine exporte par son propre corridor maritime.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "L’énergie prise pour cible",
      body: [
        "Depuis octobre 2022, la Russie frappe massivement centrales et réseaux électriques ukrainiens, provoquant de longues coupures de courant et de chauffage. Moscou affirme viser des infrastructures utiles à l’armée. En mars 2024, la CPI a émis des mandats d’arrêt contre deux commandants russes pour ces frappes.",
        "La centrale nucléaire de Zaporijjia, la plus grande d’Europe, est occupée depuis mars 2022 ; l’AIEA y maintient une équipe depuis septembre 2022.",
      ],
      source: "cpi-kobylash-2024",
    },
    {
      title: "Août 2024 : l’incursion ukrainienne dans la région de Koursk",
      body: [
        "Le 6 août 2024, l’armée ukrainienne franchit la frontière et occupe une partie de la région russe de Koursk. Kyiv dit vouloir éloigner la menace et obtenir un levier pour de futures négociations.",
        "La Russie reprend progressivement le terrain, avec l’appui de soldats nord-coréens, dont Moscou et Pyongyang reconnaissent la présence en avril 2025. Le 26 avril 2025, Moscou annonce avoir repris toute la région ; Kyiv le conteste alors.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "Des millions de réfugiés et de déplacés",
      body: [
        "Selon le HCR, plus de 2 millions de personnes avaient fui l’Ukraine dans les 12 premiers jours de l’invasion, surtout vers cinq pays voisins, dont plus de la moitié vers la Pologne.",
        "En février 2026, selon le HCR, environ 5,9 millions d’Ukrainiens restaient réfugiés à l’étranger, surtout en Europe. Environ 3,7 millions de personnes restaient déplacées à l’intérieur du pays.",
      ],
      keyFigure: { value: "5,9 millions", label: "réfugiés d’Ukraine à l’étranger selon le HCR, février 2026" },
      source: "hcr-refugies-ukraine-2026",
    },
    {
      title: "L’aide militaire et financière",
      body: [
        "Le Kiel Institute (Allemagne) recense l’aide publique des gouvernements à l’Ukraine. De janvier 2022 à février 2025, l’Europe a attribué environ 138 milliards d’euros d’aide militaire, financière et humanitaire, les États-Unis environ 115 milliards.",
        "En 2025, les États-Unis n’ont plus attribué de nouvelle aide. L’Europe a nettement augmenté la sienne, sans compenser entièrement la baisse de l’aide militaire totale. Fin 2025, l’UE a convenu d’un prêt de 90 milliards d’euros.",
      ],
      keyFigure: {
        value: "≈ 250 Md€",
        label: "aide attribuée par l’Europe et les États-Unis, janvier 2022-février 2025",
      },
      source: "kiel-ukraine-support-tracker",
    },
    {
      title: "Des pertes militaires incertaines",
      body: [
        "Ni la Russie ni l’Ukraine ne publient de bilan complet. Les chiffres de chaque camp sur les pertes adverses sont invérifiables.",
        "Fin 2025, la BBC en russe et le média indépendant Mediazona avaient identifié par leur nom près de 160 000 militaires russes tués, un minimum selon eux. Kyiv ne communique que des chiffres partiels sur ses propres morts, eux aussi invérifiables. Au total, les estimations publiées se comptent en centaines de milliers de tués et blessés.",
      ],
      source: "mediazona-bbc-pertes-russes",
    },
    {
      title: "Une situation qui continue d’évoluer",
      body: [
        "Cette chronologie s’arrête aux derniers faits établis avec certitude. En 2025, les combats se poursuivent le long du front, et les frappes russes à longue portée exposent les civils de tout le pays.",
        "Selon la mission de l’ONU, au moins 2 514 civils ont été tués en 2025 : l’année la plus meurtrière pour les civils après 2022, première année de l’invasion. Pour l’état actuel du front, consultez une source d’actualité récente.",
      ],
      source: "hcdh-civils-2025",
    },
  ],
  sources: [
    {
      id: "onu-ag-es-11-1",
      publisher: "Assemblée générale des Nations unies",
      title: "Résolution ES-11/1, Agression contre l’Ukraine (A/RES/ES-11/1)",
      dataYear: 2022,
      publishedAt: "2022-03-02",
      url: "https://docs.un.org/en/A/RES/ES-11/1",
      recurring: false,
    },
    {
      id: "hcdh-meurtres-nord-2022",
      publisher: "Haut-Commissariat des Nations unies aux droits de l’homme (HCDH)",
      title:
        "Killings of civilians: summary executions and attacks on individual civilians in Kyiv, Chernihiv, and Sumy regions",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2022-12-07",
      url: "https://www.ohchr.org/sites/default/files/documents/countries/ukraine/2022/2022-12-07-OHCHR-Thematic-Report-Killings-EN.pdf",
      recurring: false,
    },
    {
      id: "hcdh-marioupol-2022",
      publisher: "Haut-Commissariat des Nations unies aux droits de l’homme (HCDH)",
      title: "High Commissioner updates the Human Rights Council on Mariupol, Ukraine (16 juin 2022)",
      lang: { code: "en", text: "High Commissioner updates the Human Rights Council on Mariupol, Ukraine" },
      dataYear: 2022,
      publishedAt: "2022-06-16",
      url: "https://www.ohchr.org/en/statements/2022/06/high-commissioner-updates-human-rights-council-mariupol-ukraine",
      recurring: false,
    },
    {
      id: "hcdh-civils-2025",
      publisher: "HCDH, mission de surveillance des droits de l’homme en Ukraine (HRMMU)",
      title: "2025 deadliest year for civilians in Ukraine since 2022, UN human rights monitors find",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2026-01-12",
      url: "https://ukraine.ohchr.org/en/2025-deadliest-year-for-civilians-in-Ukraine-since-2022-UN-human-rights-monitors-find",
      recurring: true,
    },
    sharedSources["britannica-guerre-russie-ukraine"],
    {
      id: "cpi-kobylash-2024",
      publisher: "Cour pénale internationale",
      title:
        "Situation en Ukraine (ICC-01/22) : mandats d’arrêt, dont ceux du 5 mars 2024 contre Sergueï Kobylach et Viktor Sokolov (frappes sur les infrastructures électriques)",
      dataYear: 2024,
      publishedAt: "2024-03-05",
      url: "https://www.icc-cpi.int/situations/ukraine",
      recurring: false,
    },
    {
      id: "aiea-ukraine-2023",
      publisher: "Agence internationale de l’énergie atomique (AIEA)",
      title: "Annual Report 2023 : Nuclear safety, security and safeguards in Ukraine",
      lang: "en",
      dataYear: 2023,
      publishedAt: "2024",
      url: "https://www.iaea.org/publications/reports/annual-report/2023/in-focus/nuclear-safety-security-and-safeguards-in-ukraine",
      recurring: false,
    },
    {
      id: "hcr-grandi-2-millions-2022",
      publisher: "HCR (UNHCR)",
      title: "UNHCR’s Grandi praises Europe’s welcome for refugees fleeing Ukraine",
      lang: "en",
      dataYear: 2022,
      publishedAt: "2022-03-08",
      url: "https://unhcr.org/neu/76557-news-comment-unhcrs-grandi-praises-europes-welcome-for-refugees-fleeing-ukraine.html",
      recurring: false,
    },
    {
      id: "hcr-refugies-ukraine-2026",
      publisher: "Anadolu (aNews), d’après le HCR",
      title: "Millions of Ukrainians face hardship after harsh winter: UNHCR",
      lang: "en",
      dataYear: 2026,
      publishedAt: "2026-02-24",
      url: "https://www.anews.com.tr/world/2026/02/24/millions-of-ukrainians-face-hardship-after-harsh-winter-unhcr",
      recurring: true,
      secondary: true,
    },
    {
      id: "kiel-ukraine-support-tracker",
      publisher: "Kiel Institute for the World Economy",
      title: "Ukraine Support Tracker",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2026",
      url: "https://www.ifw-kiel.de/topics/war-against-ukraine/ukraine-support-tracker/",
      recurring: true,
    },
    {
      id: "conseil-europeen-pret-2025",
      publisher: "Conseil européen",
      title: "Conclusions du Conseil européen du 18 décembre 2025 sur l’Ukraine (prêt de 90 milliards d’euros)",
      dataYear: 2025,
      publishedAt: "2025-12-18",
      url: "https://www.eeas.europa.eu/delegations/ukraine/european-council-18-december-2025-ukraine_en",
      recurring: false,
    },
    {
      id: "mediazona-bbc-pertes-russes",
      publisher: "Mediazona et BBC News (service russe)",
      title: "Russian casualties in Ukraine : décompte nominatif des militaires russes tués",
      lang: { code: "en", text: "Russian casualties in Ukraine" },
      dataYear: 2025,
      publishedAt: "2025-12",
      url: "https://en.zona.media/article/2022/05/20/casualties_eng",
      recurring: true,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-guerre-q1",
    question: "Quand l’armée ukrainienne a-t-elle lancé son incursion dans la région russe de Koursk ?",
    options: [
      {
        id: "a",
        text: "En février 2022",
        isCorrect: false,
        feedback:
          "Février 2022 est le mois de l’invasion russe ; l’incursion ukrainienne dans la région de Koursk commence le 6 août 2024.",
      },
      {
        id: "b",
        text: "En juin 2023",
        isCorrect: false,
        feedback:
          "Juin 2023 correspond au début de la contre-offensive ukrainienne dans le sud ; l’incursion à Koursk commence le 6 août 2024.",
      },
      {
        id: "c",
        text: "En août 2024",
        isCorrect: true,
        feedback:
          "Exact : le 6 août 2024 ; Kyiv disait vouloir éloigner la menace et obtenir un levier pour de futures négociations.",
      },
    ],
    explanation:
      "L’incursion a commencé le 6 août 2024. La Russie a repris progressivement le terrain, avec l’appui de soldats nord-coréens, et a annoncé fin avril 2025 avoir repris toute la région, ce que Kyiv contestait alors. Juin 2023 correspond au début de la contre-offensive ukrainienne dans le sud.",
    source: "britannica-guerre-russie-ukraine",
    slide: 11,
  },
  {
    id: "ukraine-guerre-q2",
    question: "Pourquoi faut-il être prudent avec les chiffres de pertes militaires ?",
    options: [
      {
        id: "a",
        text: "Parce que ni la Russie ni l’Ukraine ne publient de bilan complet, et que les chiffres sur les pertes adverses sont invérifiables",
        isCorrect: true,
        feedback:
          "Exact : même les décomptes indépendants, comme celui de la BBC et de Mediazona, ne donnent que des minimums.",
      },
      {
        id: "b",
        text: "Parce que l’ONU publie chaque mois un bilan officiel des soldats tués, souvent corrigé",
        isCorrect: false,
        feedback: "L’ONU ne publie pas de bilan des soldats tués : elle compte les victimes civiles, pas militaires.",
      },
      {
        id: "c",
        text: "Parce que les deux armées ont signé un accord interdisant de les publier",
        isCorrect: false,
        feedback:
          "La prudence ne vient pas d’une interdiction convenue entre les armées : aucun des deux pays ne publie de bilan complet, et les chiffres sur les pertes adverses sont invérifiables.",
      },
    ],
    explanation:
      "Aucun des deux pays ne publie de bilan complet. Des décomptes indépendants, comme celui de la BBC et de Mediazona (près de 160 000 militaires russes tués identifiés par leur nom fin 2025), ne donnent que des minimums. L’ONU, elle, compte les victimes civiles, pas militaires.",
    source: "mediazona-bbc-pertes-russes",
    slide: 14,
  },
  {
    id: "ukraine-guerre-q3",
    question: "Selon le Kiel Institute, qui a attribué le plus d’aide à l’Ukraine entre janvier 2022 et février 2025 ?",
    options: [
      {
        id: "a",
        text: "Les États-Unis, avec environ le double de l’Europe",
        isCorrect: false,
        feedback:
          "C’est l’inverse : selon le Kiel Institute, l’Europe a attribué environ 138 milliards d’euros, les États-Unis environ 115 milliards.",
      },
      {
        id: "b",
        text: "L’Europe, avec environ 138 milliards d’euros contre environ 115 milliards pour les États-Unis",
        isCorrect: true,
        feedback:
          "Exact : aide militaire, financière et humanitaire cumulées ; en 2025, les États-Unis n’ont plus attribué de nouvelle aide.",
      },
      {
        id: "c",
        text: "La Chine",
        isCorrect: false,
        feedback:
          "Les premiers donateurs recensés par le Kiel Institute sont l’Europe, environ 138 milliards d’euros, et les États-Unis, environ 115 milliards.",
      },
    ],
    explanation:
      "Le Kiel Institute compte environ 138 milliards d’euros d’aide attribuée par l’Europe (UE et pays européens) contre environ 115 milliards pour les États-Unis, en cumulant aide militaire, financière et humanitaire. En 2025, les États-Unis n’ont plus attribué de nouvelle aide.",
    source: "kiel-ukraine-support-tracker",
    slide: 13,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-guerre-g1",
    subtopicId: "ukraine-guerre",
    question: "Que se passe-t-il au nord de l’Ukraine au printemps 2022 ?",
    options: [
      {
        id: "a",
        text: "La Russie prend Kyiv et y installe un nouveau gouvernement",
        isCorrect: false,
        feedback:
          "La Russie n’a pas pris Kyiv : ses forces ont atteint les banlieues nord-ouest sans pouvoir prendre la capitale, face à la résistance ukrainienne.",
      },
      {
        id: "b",
        text: "Après avoir échoué à prendre Kyiv, les troupes russes se retirent des régions du nord début avril",
        isCorrect: true,
        feedback:
          "Exact : début avril 2022, les troupes russes avaient quitté les régions de Kyiv, Tchernihiv et Soumy pour concentrer leur effort sur l’est et le sud.",
      },
      {
        id: "c",
        text: "L’Ukraine entre en Biélorussie",
        isCorrect: false,
        feedback:
          "Au printemps 2022, le mouvement est celui des troupes russes, qui se retirent du nord de l’Ukraine après avoir échoué devant Kyiv.",
      },
    ],
    explanation:
      "Les forces russes ont atteint les banlieues de Kyiv sans pouvoir prendre la ville. Début avril 2022, elles ont quitté les régions de Kyiv, Tchernihiv et Soumy ; la découverte de civils tués à Boutcha a suivi.",
    source: "hcdh-meurtres-nord-2022",
    slide: 2,
  },
  {
    id: "ukraine-guerre-g2",
    subtopicId: "ukraine-guerre",
    question: "Quelle ville l’armée ukrainienne reprend-elle le 11 novembre 2022 ?",
    options: [
      {
        id: "a",
        text: "Kherson",
        isCorrect: true,
        feedback:
          "Exact : seule capitale régionale prise par la Russie depuis février 2022, reprise après l’annonce du retrait russe de la rive droite du Dniepr.",
      },
      {
        id: "b",
        text: "Marioupol",
        isCorrect: false,
        feedback:
          "Marioupol est tombée en mai 2022 ; le 11 novembre 2022, c’est Kherson que l’armée ukrainienne reprend.",
      },
      {
        id: "c",
        text: "Bakhmout",
        isCorrect: false,
        feedback:
          "Bakhmout a été revendiquée par Wagner en mai 2023 ; le 11 novembre 2022, c’est Kherson que l’armée ukrainienne reprend.",
      },
    ],
    explanation:
      "Après l’annonce du retrait russe de la rive droite du Dniepr, les forces ukrainiennes sont entrées dans Kherson, seule capitale régionale prise par la Russie depuis février 2022. Marioupol est tombée en mai 2022 et Bakhmout a été revendiquée par Wagner en mai 2023.",
    source: "britannica-guerre-russie-ukraine",
    slide: 5,
  },
  {
    id: "ukraine-guerre-g3",
    subtopicId: "ukraine-guerre",
    question: "Combien d’Ukrainiens restaient réfugiés à l’étranger en février 2026, selon le HCR ?",
    options: [
      {
        id: "a",
        text: "Environ 600 000",
        isCorrect: false,
        feedback:
          "Environ dix fois trop peu : selon le HCR, environ 5,9 millions d’Ukrainiens restaient réfugiés à l’étranger en février 2026.",
      },
      {
        id: "b",
        text: "Environ 5,9 millions",
        isCorrect: true,
        feedback: "Exact : surtout en Europe ; s’y ajoutaient environ 3,7 millions de déplacés à l’intérieur du pays.",
      },
      {
        id: "c",
        text: "Environ 20 millions",
        isCorrect: false,
        feedback:
          "Plus de trois fois trop : environ 5,9 millions de réfugiés à l’étranger, auxquels s’ajoutaient environ 3,7 millions de déplacés internes.",
      },
    ],
    explanation:
      "En février 2026, selon le HCR, environ 5,9 millions d’Ukrainiens restaient réfugiés à l’étranger, surtout en Europe. S’y ajoutaient environ 3,7 millions de déplacés à l’intérieur du pays.",
    source: "hcr-refugies-ukraine-2026",
    slide: 12,
  },
];
