import type { Module, Question } from "../schema";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 4,
  slug: "guerre",
  bookmarkId: "ukraine-guerre",
  topicId: "ukraine-guerre",
  title: "La guerre",
  subtitle:
    "Les grandes étapes du conflit depuis février 2022, son coût humain et l'aide internationale, chiffres datés à l'appui",
  readingTime: 5,
  updatedAt: "2026-11-22",
  slides: [
    {
      title: "24 février 2022 : l'invasion à grande échelle",
      body: [
        "Le 24 février 2022, l'armée russe entre en Ukraine par le nord, y compris depuis la Biélorussie, par l'est et par le sud, depuis la Crimée annexée en 2014. Vladimir Poutine parle d'une « opération militaire spéciale ».",
        "Cette invasion prolonge la guerre commencée en 2014 dans le Donbass, entre l'armée ukrainienne et des forces séparatistes soutenues par Moscou. Elle vise plusieurs grandes villes à la fois, dont la capitale, Kyiv.",
      ],
      source: "Assemblée générale des Nations unies, résolution ES-11/1, 2022",
    },
    {
      title: "Printemps 2022 : l'échec devant Kyiv",
      body: [
        "Les forces russes atteignent les banlieues nord-ouest de Kyiv (Hostomel, Boutcha, Irpin) mais ne parviennent pas à prendre la capitale, face à la résistance ukrainienne.",
        "Le 29 mars 2022, Moscou annonce réduire ses opérations autour de Kyiv et de Tchernihiv. Début avril, ses troupes ont quitté les régions de Kyiv, Tchernihiv et Soumy. La Russie concentre alors son effort sur l'est et le sud.",
      ],
      source: "HCDH (ONU), rapport sur les régions de Kyiv, Tchernihiv et Soumy, décembre 2022",
    },
    {
      title: "Boutcha et les régions du nord",
      body: [
        "Après le retrait russe, début avril 2022, des corps de civils sont découverts à Boutcha et dans d'autres localités. Moscou nie toute responsabilité et parle de mise en scène.",
        "L'ONU a documenté le meurtre d'au moins 441 civils dans 102 localités des régions de Kyiv, Tchernihiv et Soumy, du 24 février au 6 avril 2022, dont 73 à Boutcha. Selon l'ONU, de fortes indications montrent que ces exécutions sommaires sont des crimes de guerre.",
      ],
      keyFigure: {
        value: "441",
        label: "civils tués documentés par l'ONU dans trois régions du nord, 24 février-6 avril 2022 (minimum)",
      },
      source: "HCDH (ONU), rapport sur les meurtres de civils, décembre 2022",
    },
    {
      title: "Marioupol, ville assiégée",
      body: [
        "Le port de Marioupol est assiégé dès début mars 2022. Une maternité est frappée le 9 mars, le théâtre où s'abritaient des civils le 16 mars. Les derniers défenseurs, retranchés dans l'usine Azovstal, sont faits prisonniers en mai.",
        "Selon l'ONU, Marioupol a probablement été le lieu le plus meurtrier d'Ukraine jusqu'à fin avril 2022. Elle y a confirmé 1 348 civils tués, mais le bilan réel serait supérieur de plusieurs milliers. Jusqu'à 90 % des immeubles ont été touchés.",
      ],
      source: "HCDH (ONU), point sur Marioupol devant le Conseil des droits de l'homme, juin 2022",
    },
    {
      title: "Automne 2022 : les contre-offensives ukrainiennes",
      body: [
        "Début septembre 2022, l'Ukraine lance une offensive éclair dans la région de Kharkiv et reprend notamment Izioum et Koupiansk, puis Lyman début octobre.",
        "Le 21 septembre, la Russie décrète une « mobilisation partielle » de 300 000 réservistes, selon les autorités russes. Le 11 novembre, après l'annonce du retrait russe de la rive droite du Dniepr, les forces ukrainiennes entrent dans Kherson, seule capitale régionale prise par la Russie depuis février.",
      ],
      source: "Annonces officielles russes et ukrainiennes, 2022",
    },
    {
      title: "2023 : une contre-offensive sans percée",
      body: [
        "En mai 2023, le groupe paramilitaire russe Wagner revendique la prise de Bakhmout, après des mois de combats. Fin juin, il se mutine brièvement contre l'état-major russe.",
        "En juin 2023, l'Ukraine lance une contre-offensive, surtout dans la région de Zaporijjia. Elle bute sur des lignes russes fortifiées et minées et ne reprend que quelques villages. Le 6 juin, la destruction du barrage de Kakhovka provoque de vastes inondations ; Kyiv et Moscou s'en accusent mutuellement.",
      ],
      source: "Annonces officielles russes et ukrainiennes, 2023 ; ONU (OCHA), 2023",
    },
    {
      title: "Une guerre d'usure",
      body: [
        "À partir de fin 2023, le front bouge peu. On parle de guerre d'usure : chaque camp cherche à épuiser les hommes, les munitions et l'économie de l'autre, plus qu'à percer.",
        "La Russie prend Avdiïvka en février 2024, puis avance lentement dans la région de Donetsk, en s'appuyant sur sa supériorité en hommes et en obus. L'Ukraine manque de munitions début 2024, jusqu'au vote d'une nouvelle aide par le Congrès américain en avril 2024.",
      ],
      source: "Kiel Institute, Ukraine Support Tracker, 2024 ; annonces officielles, 2024",
    },
    {
      title: "La guerre des drones",
      body: [
        "Les drones sont devenus une arme centrale. Près du front, de petits drones pilotés à distance repèrent et frappent soldats et véhicules. Selon l'ONU, ils causent aussi de plus en plus de victimes civiles dans les zones proches du front.",
        "À longue distance, la Russie lance des vagues de drones de conception iranienne (Shahed) sur les villes ukrainiennes. L'Ukraine frappe des raffineries et des aérodromes en Russie, et a créé en 2024 une branche de son armée consacrée aux drones.",
      ],
      source: "HCDH (ONU), 2025 ; présidence ukrainienne, 2024",
    },
    {
      title: "La bataille de la mer Noire",
      body: [
        "En 2022, la marine russe bloque les ports ukrainiens, vitaux pour les exportations de céréales. Le 14 avril 2022, le croiseur russe Moskva coule : Kyiv revendique un tir de missiles, Moscou évoque un incendie.",
        "Sans véritable flotte, l'Ukraine frappe avec des missiles et des drones maritimes. Selon Kyiv et plusieurs armées occidentales, la flotte russe a dû éloigner une grande partie de ses navires de Sébastopol. Depuis août 2023, l'Ukraine exporte par son propre corridor maritime.",
      ],
      source: "Annonces officielles russes et ukrainiennes, 2022-2024",
    },
    {
      title: "L'énergie prise pour cible",
      body: [
        "Depuis octobre 2022, la Russie frappe massivement centrales et réseaux électriques ukrainiens, provoquant de longues coupures de courant et de chauffage. Moscou affirme viser des infrastructures utiles à l'armée. En mars 2024, la CPI a émis des mandats d'arrêt contre deux commandants russes pour ces frappes.",
        "La centrale nucléaire de Zaporijjia, la plus grande d'Europe, est occupée depuis mars 2022 ; l'AIEA y maintient une équipe depuis septembre 2022.",
      ],
      source: "Cour pénale internationale, 2024 ; AIEA, 2022",
    },
    {
      title: "Août 2024 : l'incursion ukrainienne dans la région de Koursk",
      body: [
        "Le 6 août 2024, l'armée ukrainienne franchit la frontière et occupe une partie de la région russe de Koursk. Kyiv dit vouloir éloigner la menace et obtenir un levier pour de futures négociations.",
        "La Russie reprend progressivement le terrain, avec l'appui de soldats nord-coréens, dont Moscou et Pyongyang reconnaissent la présence en avril 2025. Le 26 avril 2025, Moscou annonce avoir repris toute la région ; Kyiv le conteste alors.",
      ],
      source: "Annonces officielles ukrainiennes, russes et nord-coréennes, 2024-2025",
    },
    {
      title: "Des millions de réfugiés et de déplacés",
      body: [
        "Selon le HCR, la guerre a provoqué en 2022 le déplacement de population le plus rapide depuis la Seconde Guerre mondiale : plus de 200 000 personnes par jour quittaient le pays dans les premiers jours.",
        "En février 2025, le HCR recensait environ 6,9 millions de réfugiés d'Ukraine dans le monde, dont environ 6,3 millions en Europe. Environ 3,7 millions de personnes restaient déplacées à l'intérieur du pays.",
      ],
      keyFigure: { value: "6,9 millions", label: "réfugiés d'Ukraine recensés dans le monde, février 2025" },
      source: "HCR (UNHCR), 2022 et 2025",
    },
    {
      title: "L'aide militaire et financière",
      body: [
        "Le Kiel Institute (Allemagne) recense l'aide publique des gouvernements à l'Ukraine. De janvier 2022 à février 2025, l'Europe a attribué environ 138 milliards d'euros d'aide militaire, financière et humanitaire, les États-Unis environ 115 milliards.",
        "En 2025, les États-Unis n'ont plus attribué de nouvelle aide. L'Europe a nettement augmenté la sienne, sans compenser entièrement la baisse de l'aide militaire totale. Fin 2025, l'UE a convenu d'un prêt de 90 milliards d'euros.",
      ],
      keyFigure: {
        value: "≈ 250 Md€",
        label: "aide attribuée par l'Europe et les États-Unis, janvier 2022-février 2025",
      },
      source: "Kiel Institute, Ukraine Support Tracker, 2025 et 2026",
    },
    {
      title: "Des pertes militaires incertaines",
      body: [
        "Ni la Russie ni l'Ukraine ne publient de bilan complet. Les chiffres de chaque camp sur les pertes adverses sont invérifiables.",
        "En août 2025, la BBC en russe et le média indépendant Mediazona avaient identifié par leur nom plus de 120 000 militaires russes tués, un minimum selon eux. En février 2025, Volodymyr Zelensky évoquait plus de 46 000 soldats ukrainiens tués, chiffre invérifiable. Au total, les estimations publiées se comptent en centaines de milliers de tués et blessés.",
      ],
      source: "BBC et Mediazona, 2025 ; présidence ukrainienne, 2025",
    },
    {
      title: "Une situation qui continue d'évoluer",
      body: [
        "Cette chronologie s'arrête aux derniers faits établis avec certitude. En 2025, les combats se poursuivent surtout dans la région de Donetsk. Le 1er juin 2025, l'Ukraine frappe avec des drones, lancés depuis des camions, des bombardiers sur plusieurs bases en Russie ; Moscou reconnaît des dégâts.",
        "Selon l'ONU, 2025 a été l'année la plus meurtrière pour les civils depuis 2022. Pour l'état actuel du front, consultez une source d'actualité récente.",
      ],
      source: "HCDH (ONU), 2026 ; annonces officielles ukrainiennes et russes, 2025",
    },
  ],
  sources: [
    { label: "Assemblée générale des Nations unies, résolution ES-11/1", year: 2022 },
    {
      label:
        "HCDH, Meurtres de civils : exécutions sommaires et attaques contre des civils dans les régions de Kyiv, Tchernihiv et Soumy",
      year: 2022,
    },
    {
      label: "HCDH, point de la Haute-Commissaire sur Marioupol devant le Conseil des droits de l'homme, 16 juin 2022",
      year: 2022,
    },
    {
      label:
        "HCDH, mission de surveillance des droits de l'homme en Ukraine, mises à jour et rapport annuel sur les victimes civiles",
      year: 2026,
    },
    {
      label: "Cour pénale internationale, mandats d'arrêt du 5 mars 2024 (frappes sur les infrastructures électriques)",
      year: 2024,
    },
    {
      label: "HCR (UNHCR), portail de données sur la situation des réfugiés d'Ukraine",
      year: 2025,
      url: "https://data.unhcr.org/en/situations/ukraine",
    },
    {
      label: "Kiel Institute for the World Economy, Ukraine Support Tracker",
      year: 2026,
      url: "https://www.ifw-kiel.de/topics/war-against-ukraine/ukraine-support-tracker/",
    },
    { label: "BBC News (service russe) et Mediazona, décompte nominatif des militaires russes tués", year: 2025 },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-guerre-q1",
    question: "Quand l'armée ukrainienne a-t-elle lancé son incursion dans la région russe de Koursk ?",
    options: [
      { id: "a", text: "En février 2022", isCorrect: false },
      { id: "b", text: "En juin 2023", isCorrect: false },
      { id: "c", text: "En août 2024", isCorrect: true },
    ],
    explanation:
      "L'incursion a commencé le 6 août 2024. La Russie a repris progressivement le terrain, avec l'appui de soldats nord-coréens, et a annoncé fin avril 2025 avoir repris toute la région, ce que Kyiv contestait alors. Juin 2023 correspond au début de la contre-offensive ukrainienne dans le sud. (Source : annonces officielles ukrainiennes et russes, 2024-2025)",
  },
  {
    id: "ukraine-guerre-q2",
    question: "Pourquoi faut-il être prudent avec les chiffres de pertes militaires ?",
    options: [
      {
        id: "a",
        text: "Parce que ni la Russie ni l'Ukraine ne publient de bilan complet, et que les chiffres sur les pertes adverses sont invérifiables",
        isCorrect: true,
      },
      {
        id: "b",
        text: "Parce que l'ONU publie chaque mois un bilan officiel des soldats tués, souvent corrigé",
        isCorrect: false,
      },
      { id: "c", text: "Parce que les deux armées ont signé un accord interdisant de les publier", isCorrect: false },
    ],
    explanation:
      "Aucun des deux pays ne publie de bilan complet. Des décomptes indépendants, comme celui de la BBC et de Mediazona (plus de 120 000 militaires russes tués identifiés par leur nom en août 2025), ne donnent que des minimums. L'ONU, elle, compte les victimes civiles, pas militaires. (Source : BBC et Mediazona, 2025)",
  },
  {
    id: "ukraine-guerre-q3",
    question: "Selon le Kiel Institute, qui a attribué le plus d'aide à l'Ukraine entre janvier 2022 et février 2025 ?",
    options: [
      { id: "a", text: "Les États-Unis, avec environ le double de l'Europe", isCorrect: false },
      {
        id: "b",
        text: "L'Europe, avec environ 138 milliards d'euros contre environ 115 milliards pour les États-Unis",
        isCorrect: true,
      },
      { id: "c", text: "La Chine", isCorrect: false },
    ],
    explanation:
      "Le Kiel Institute compte environ 138 milliards d'euros d'aide attribuée par l'Europe (UE et pays européens) contre environ 115 milliards pour les États-Unis, en cumulant aide militaire, financière et humanitaire. En 2025, les États-Unis n'ont plus attribué de nouvelle aide. (Source : Kiel Institute, Ukraine Support Tracker, 2025)",
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-guerre-g1",
    subtopicId: "ukraine-guerre",
    question: "Que se passe-t-il au nord de l'Ukraine au printemps 2022 ?",
    options: [
      { id: "a", text: "La Russie prend Kyiv et y installe un nouveau gouvernement", isCorrect: false },
      {
        id: "b",
        text: "Après avoir échoué à prendre Kyiv, les troupes russes se retirent des régions du nord début avril",
        isCorrect: true,
      },
      { id: "c", text: "L'Ukraine entre en Biélorussie", isCorrect: false },
    ],
    explanation:
      "Les forces russes ont atteint les banlieues de Kyiv sans pouvoir prendre la ville. Début avril 2022, elles ont quitté les régions de Kyiv, Tchernihiv et Soumy ; la découverte de civils tués à Boutcha a suivi. (Source : HCDH, 2022)",
  },
  {
    id: "ukraine-guerre-g2",
    subtopicId: "ukraine-guerre",
    question: "Quelle ville l'armée ukrainienne reprend-elle le 11 novembre 2022 ?",
    options: [
      { id: "a", text: "Kherson", isCorrect: true },
      { id: "b", text: "Marioupol", isCorrect: false },
      { id: "c", text: "Bakhmout", isCorrect: false },
    ],
    explanation:
      "Après l'annonce du retrait russe de la rive droite du Dniepr, les forces ukrainiennes sont entrées dans Kherson, seule capitale régionale prise par la Russie depuis février 2022. Marioupol est tombée en mai 2022 et Bakhmout a été revendiquée par Wagner en mai 2023. (Source : annonces officielles russes et ukrainiennes, 2022)",
  },
  {
    id: "ukraine-guerre-g3",
    subtopicId: "ukraine-guerre",
    question: "Combien de réfugiés d'Ukraine le HCR recensait-il dans le monde en février 2025 ?",
    options: [
      { id: "a", text: "Environ 700 000", isCorrect: false },
      { id: "b", text: "Environ 6,9 millions", isCorrect: true },
      { id: "c", text: "Environ 20 millions", isCorrect: false },
    ],
    explanation:
      "Le HCR recensait environ 6,9 millions de réfugiés d'Ukraine, dont environ 6,3 millions en Europe. S'y ajoutaient environ 3,7 millions de déplacés à l'intérieur du pays. (Source : HCR, 2025)",
  },
];
