import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 1,
  slug: "histoire",
  bookmarkId: "ukraine-histoire",
  topicId: "ukraine-histoire",
  title: "Histoire",
  subtitle: "De la Rus’ de Kyiv à l’indépendance de 1991 : les faits établis et les récits qui s’opposent",
  readingTime: 5,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "Pourquoi l’histoire est au cœur du conflit",
      body: [
        "Russes et Ukrainiens invoquent le passé pour défendre leurs positions. Dans un article de juillet 2021, Vladimir Poutine affirme que Russes et Ukrainiens forment « un seul peuple », héritier de la Rus’ médiévale.",
        "Les autorités ukrainiennes et l’historiographie ukrainienne décrivent au contraire une nation distincte, à l’histoire propre. De nombreux historiens rappellent enfin que les nations modernes se sont formées aux XIXe et XXe siècles : les projeter sur le Moyen Âge est un anachronisme.",
      ],
      source: "kremlin-unite-historique-2021",
    },
    {
      title: "La Rus’ de Kyiv et le baptême de 988",
      body: [
        "À la fin du IXe siècle se forme autour de Kyiv (Kiev) un vaste État, la Rus’. En 988, selon la chronique médiévale, son prince Volodymyr (Vladimir en russe) se fait baptiser et impose le christianisme de rite byzantin.",
        "Ce baptême fonde l’Église orthodoxe dans la région. L’Ukraine, la Russie et la Biélorussie revendiquent toutes trois l’héritage de la Rus’, chacune à sa manière.",
      ],
      keyFigure: { value: "988", label: "baptême du prince Volodymyr, date retenue par la Chronique des temps passés" },
      source: "britannica-ukraine-histoire",
      figure: {
        kind: "timeline",
        title: "Mille ans d’histoire en quelques dates",
        takeaway:
          "De la Rus’ de Kyiv à l’indépendance de 1991, plusieurs de ces dates sont lues différemment en Ukraine et en Russie.",
        period: "988-1991",
        events: [
          {
            date: "988",
            label: "Selon la chronique médiévale, le prince Volodymyr de la Rus’ de Kyiv se fait baptiser.",
          },
          {
            date: "1654-01",
            label: "À Pereïaslav, les Cosaques de Khmelnytsky prêtent serment au tsar de Moscou.",
          },
          {
            date: "1954-02-19",
            label: "L’URSS transfère la Crimée de la république de Russie à la RSS d’Ukraine.",
          },
          {
            date: "1991-08-24",
            label: "Après l’échec du putsch de Moscou, le Parlement ukrainien proclame l’indépendance.",
            source: "novyny-referendum-1991",
          },
          {
            date: "1991-12-01",
            label: "Un référendum confirme l’indépendance avec plus de 90 % de « oui ».",
            source: "novyny-referendum-1991",
          },
        ],
      },
    },
    {
      title: "L’invasion mongole et le partage de la Rus’",
      body: [
        "En 1240, les Mongols prennent et ravagent Kyiv. La Rus’, déjà divisée en principautés, se disloque. À l’ouest, la principauté de Galicie-Volhynie subsiste jusqu’au XIVe siècle.",
        "Au nord-est, Moscou s’affirme peu à peu. L’historiographie russe traditionnelle voit en elle l’héritière de la Rus’. L’historien ukrainien Mykhaïlo Hrouchevsky (1866-1934) soutient au contraire que cet héritage passe par les terres ukrainiennes.",
      ],
      source: "britannica-ukraine-histoire",
    },
    {
      title: "Sous la Lituanie et la Pologne",
      body: [
        "Au XIVe siècle, la plupart des terres ukrainiennes passent au grand-duché de Lituanie ; la Galicie revient à la Pologne. En 1569, l’union de Lublin fusionne les deux États en une seule République et rattache l’essentiel de ces terres à la couronne polonaise.",
        "En 1596, l’union de Brest crée l’Église gréco-catholique : rite byzantin, mais fidélité au pape. Le servage s’alourdit. Des paysans fuient vers les steppes du Dniepr, où se forment les communautés cosaques.",
      ],
      source: "britannica-ukraine-histoire",
    },
    {
      title: "Les Cosaques et l’Hetmanat",
      body: [
        "Au XVIe siècle, des Cosaques libres s’organisent au-delà des rapides du Dniepr, autour d’un camp fortifié, la Sitch zaporogue.",
        "En 1648, le chef cosaque Bohdan Khmelnytsky lance un grand soulèvement contre la domination polonaise, marqué aussi par des massacres de Juifs et de Polonais. Il en naît un État cosaque dirigé par un hetman (chef élu) : l’Hetmanat. L’historiographie ukrainienne y voit une étape majeure de son histoire étatique.",
      ],
      source: "britannica-ukraine-histoire",
    },
    {
      title: "Pereïaslav (1654) : un accord, deux lectures",
      body: [
        "En janvier 1654, à Pereïaslav, Khmelnytsky et les Cosaques prêtent serment au tsar de Moscou, qui leur promet sa protection contre la Pologne. Les envoyés du tsar refusent de prêter un serment réciproque.",
        "L’historiographie russe, puis soviétique, y voit la « réunification » de l’Ukraine avec la Russie. Les historiens ukrainiens y lisent plutôt une alliance conditionnelle, que Moscou a ensuite transformée en domination.",
      ],
      keyFigure: { value: "1654", label: "accord de Pereïaslav entre les Cosaques et le tsar de Moscou" },
      source: "britannica-ukraine-histoire",
    },
    {
      title: "De l’Hetmanat à l’Empire russe",
      body: [
        "En 1667, la trêve d’Androussovo partage l’Ukraine le long du Dniepr : la rive gauche et Kyiv à Moscou, la rive droite à la Pologne. En 1709, l’hetman Ivan Mazepa, allié à la Suède contre Pierre le Grand, est vaincu à Poltava.",
        "Catherine II supprime la fonction d’hetman en 1764 et fait détruire la Sitch en 1775. Après les partages de la Pologne (1772-1795), la plupart des terres ukrainiennes sont russes ; la Galicie est autrichienne.",
      ],
      source: "britannica-ukraine-histoire",
    },
    {
      title: "La langue ukrainienne sous censure",
      body: [
        "Dans l’Empire, l’Ukraine est appelée « Petite-Russie ». En 1863, la circulaire du ministre de l’Intérieur Piotr Valouïev interdit d’imprimer en ukrainien les livres religieux et scolaires. Elle affirme qu’une langue « petite-russienne » distincte n’a jamais existé.",
        "En 1876, l’oukase d’Ems, signé par Alexandre II, étend l’interdit à presque toutes les publications, à l’importation de livres en ukrainien et au théâtre. Ces restrictions ne s’assouplissent qu’après la révolution de 1905.",
      ],
      source: "wikipedia-oukase-ems",
    },
    {
      title: "1917-1921 : les tentatives d’indépendance",
      body: [
        "Après la révolution russe de 1917, une assemblée, la Rada centrale, proclame à Kyiv la République populaire ukrainienne, puis son indépendance en janvier 1918. En Galicie naît en 1918 une République populaire d’Ukraine occidentale. Les deux s’unissent le 22 janvier 1919.",
        "Suivent des guerres entre bolcheviks, armées blanches, Polonais et forces ukrainiennes, marquées par de nombreux pogroms. En 1921, la paix de Riga partage les terres ukrainiennes entre la Pologne et les républiques soviétiques.",
      ],
      source: "encyclopedie-ukraine-independance-1917",
    },
    {
      title: "La république soviétique d’Ukraine",
      body: [
        "Proclamée par les bolcheviks dès décembre 1917, la République socialiste soviétique (RSS) d’Ukraine est en 1922 l’une des fondatrices de l’URSS. Dans les années 1920, Moscou favorise l’« ukrainisation » de l’école et de l’administration, puis l’abandonne au début des années 1930 et réprime les élites intellectuelles.",
        "En février 2022, Vladimir Poutine affirme que l’Ukraine moderne a été entièrement créée par la Russie bolchevique. De nombreux historiens soulignent qu’elle répondait à un mouvement national déjà existant.",
      ],
      source: "kremlin-allocution-2022-02-21",
    },
    {
      title: "Le Holodomor (1932-1933) : les faits",
      body: [
        "Holodomor signifie « extermination par la faim ». La collectivisation forcée et des réquisitions de céréales impossibles à satisfaire provoquent une famine massive en Ukraine soviétique. Les villages qui ne remplissent pas leurs quotas sont mis sur « liste noire ». À partir de janvier 1933, les paysans n’ont plus le droit de partir chercher de la nourriture ailleurs.",
        "D’autres régions de l’URSS, surtout le Kazakhstan, sont aussi frappées par la famine.",
      ],
      keyFigure: {
        value: "≈ 3,9 millions",
        label: "morts de la famine en Ukraine soviétique (1932-1934), selon une reconstitution démographique",
      },
      source: "demographie-holodomor-2015",
    },
    {
      title: "Le Holodomor : un génocide ?",
      body: [
        "L’Ukraine qualifie le Holodomor de génocide par une loi de 2006. Plusieurs parlements ont fait de même, dont le Bundestag allemand et le Parlement européen en 2022, puis l’Assemblée nationale française, par une résolution du 28 mars 2023.",
        "La Russie rejette ce terme : elle présente la famine comme une tragédie commune à plusieurs peuples soviétiques. Les historiens s’accordent sur la responsabilité du pouvoir stalinien, mais débattent d’une intention de détruire les Ukrainiens en tant que nation.",
      ],
      source: "tf1-holodomor-2023",
    },
    {
      title: "La Seconde Guerre mondiale",
      body: [
        "En 1939, en vertu du pacte germano-soviétique, l’URSS annexe la Galicie et la Volhynie, jusque-là polonaises. En juin 1941, l’Allemagne nazie envahit l’URSS et occupe bientôt toute l’Ukraine, libérée en 1943-1944.",
        "Les nazis y exterminent les Juifs : à Babi Yar, près de Kyiv, 33 771 Juifs sont assassinés les 29 et 30 septembre 1941. Des millions d’Ukrainiens combattent dans l’Armée rouge. En mai 1944, Staline fait déporter tous les Tatars de Crimée vers l’Asie centrale.",
      ],
      keyFigure: { value: "33 771", label: "Juifs assassinés à Babi Yar les 29 et 30 septembre 1941" },
      source: "brockhaus-babi-yar",
    },
    {
      title: "Des mémoires de guerre qui s’opposent",
      body: [
        "Des nationalistes ukrainiens de l’OUN, dont Stepan Bandera, espèrent d’abord de l’Allemagne un État indépendant ; les nazis arrêtent Bandera dès 1941. L’Armée insurrectionnelle ukrainienne (UPA) combat Allemands et Soviétiques, et massacre des dizaines de milliers de civils polonais en Volhynie en 1943-1944.",
        "Une partie des Ukrainiens voit en eux des combattants de l’indépendance. Le pouvoir russe les présente comme des « nazis » et invoque en 2022 la « dénazification » de l’Ukraine.",
      ],
      source: "britannica-ukraine-histoire",
    },
    {
      title: "La Crimée, rattachée à l’Ukraine en 1954",
      body: [
        "Annexée par l’Empire russe en 1783, la Crimée fait partie, dans l’URSS, de la république de Russie. Le 19 février 1954, le Présidium du Soviet suprême de l’URSS la transfère à la RSS d’Ukraine, en invoquant la proximité géographique et les liens économiques.",
        "En 2014, Vladimir Poutine juge ce transfert contraire aux règles constitutionnelles de l’époque. Après 1991, la Russie a pourtant reconnu par traité les frontières de l’Ukraine, Crimée comprise.",
      ],
      keyFigure: {
        value: "1954",
        label: "transfert de la Crimée de la république de Russie à la RSS d’Ukraine, au sein de l’URSS",
      },
      source: "britannica-ukraine-histoire",
    },
    {
      title: "De Tchernobyl à l’indépendance (1986-1991)",
      body: [
        "Le 26 avril 1986, un réacteur de la centrale de Tchernobyl explose. Le silence initial des autorités soviétiques nourrit la contestation. Le 24 août 1991, après l’échec du putsch de Moscou, le Parlement ukrainien proclame l’indépendance.",
        "Le 1er décembre 1991, un référendum la confirme avec plus de 90 % de « oui », majoritaire dans toutes les régions, Crimée comprise (54 %). Le 8 décembre, la Russie, l’Ukraine et la Biélorussie constatent la fin de l’URSS.",
      ],
      keyFigure: {
        value: "90,3 %",
        label: "de « oui » à l’indépendance, référendum du 1er décembre 1991 (participation : 84 %)",
      },
      source: "novyny-referendum-1991",
    },
  ],
  sources: [
    {
      id: "kremlin-unite-historique-2021",
      publisher: "Présidence de la Fédération de Russie",
      title: "Article de Vladimir Poutine « On the Historical Unity of Russians and Ukrainians » (12 juillet 2021)",
      lang: { code: "en", text: "On the Historical Unity of Russians and Ukrainians" },
      dataYear: 2021,
      publishedAt: "2021-07-12",
      url: "https://en.kremlin.ru/events/president/news/66181",
      recurring: false,
    },
    sharedSources["kremlin-allocution-2022-02-21"],
    {
      id: "britannica-ukraine-histoire",
      publisher: "Encyclopædia Britannica",
      title: "History of Ukraine",
      lang: "en",
      dataYear: 1991,
      publishedAt: "2025",
      url: "https://www.britannica.com/topic/history-of-Ukraine",
      recurring: false,
    },
    {
      id: "wikipedia-oukase-ems",
      publisher: "Wikipédia (en anglais)",
      title: "Ems Ukaz (la circulaire Valouïev de 1863 et l’oukase d’Ems de 1876)",
      dataYear: 1876,
      publishedAt: "2025",
      url: "https://en.wikipedia.org/wiki/Ems_Ukaz",
      recurring: false,
    },
    {
      id: "encyclopedie-ukraine-independance-1917",
      publisher: "Encyclopedia of Ukraine (Institut canadien d’études ukrainiennes)",
      title: "Struggle for Independence (1917–20)",
      lang: "en",
      dataYear: 1921,
      publishedAt: "1993",
      url: "https://www.encyclopediaofukraine.com/display.asp?linkpath=pages%5CS%5CT%5CStruggleforIndependence1917hD720.htm",
      recurring: false,
    },
    {
      id: "demographie-holodomor-2015",
      publisher: "Institut de démographie Ptoukha (Académie nationale des sciences d’Ukraine)",
      title:
        "O. Rudnytskyi, N. Levchuk, O. Wolowyna et al., « Demography of a Man-Made Human Catastrophe : the Case of Massive Famine in Ukraine 1932-1933 »",
      lang: {
        code: "en",
        text: "Demography of a Man-Made Human Catastrophe : the Case of Massive Famine in Ukraine 1932-1933",
      },
      dataYear: 1934,
      publishedAt: "2015",
      url: "https://dse.org.ua/arhcive/24/24_1en.html",
      recurring: false,
    },
    {
      id: "britannica-holodomor",
      publisher: "Encyclopædia Britannica",
      title: "Holodomor",
      dataYear: 1933,
      publishedAt: "2025",
      url: "https://www.britannica.com/event/Holodomor",
      recurring: false,
    },
    {
      id: "tf1-holodomor-2023",
      publisher: "TF1 Info",
      title:
        "L’Assemblée nationale qualifie de « génocide » l’Holodomor, la grande famine meurtrière des années 1930 sous Staline",
      dataYear: 2023,
      publishedAt: "2023-03-28",
      url: "https://www.tf1info.fr/international/guerre-en-ukraine-russie-l-assemblee-nationale-qualifie-de-genocide-l-holodomor-la-grande-famine-meurtriere-des-annees-1930-sous-staline-2252406.html",
      recurring: false,
    },
    {
      id: "brockhaus-babi-yar",
      publisher: "Brockhaus Enzyklopädie",
      title: "Babi Jar",
      dataYear: 1941,
      publishedAt: "2025",
      url: "https://brockhaus.de/ecs/enzy/article/babi-jar",
      recurring: false,
    },
    {
      id: "rada-acte-independance-1991",
      publisher: "Verkhovna Rada d’Ukraine",
      title: "Acte de proclamation de l’indépendance de l’Ukraine (24 août 1991)",
      dataYear: 1991,
      publishedAt: "1991-08-24",
      url: "https://zakon.rada.gov.ua/laws/show/1427-12/conv",
      recurring: false,
    },
    {
      id: "novyny-referendum-1991",
      publisher: "Novyny.LIVE, d’après les résultats officiels du référendum",
      title: "День, коли вирішила нація — як Україна стала незалежною (résultats du référendum du 1er décembre 1991)",
      lang: { code: "uk", text: "День, коли вирішила нація — як Україна стала незалежною" },
      dataYear: 1991,
      publishedAt: "2025-12-01",
      url: "https://news.novyny.live/den-koli-virishila-natsiia-iak-ukrayina-stala-nezalezhnoiu-297296.html",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-histoire-q1",
    question: "Quel événement la tradition date-t-elle de 988 ?",
    options: [
      {
        id: "a",
        text: "La prise de Kyiv par les Mongols",
        isCorrect: false,
        feedback:
          "Les Mongols prennent Kyiv plus tard, en 1240 ; l’an 988 est, selon la chronique médiévale, celui du baptême du prince Volodymyr.",
      },
      {
        id: "b",
        text: "Le baptême du prince Volodymyr et la christianisation de la Rus’",
        isCorrect: true,
        feedback:
          "Exact : ce baptême, de rite byzantin, fonde l’Église orthodoxe dans la région ; l’Ukraine, la Russie et la Biélorussie revendiquent toutes trois l’héritage de la Rus’.",
      },
      {
        id: "c",
        text: "La fondation de la Sitch zaporogue par les Cosaques",
        isCorrect: false,
        feedback:
          "La Sitch zaporogue apparaît bien plus tard, au XVIe siècle ; 988 est la date du baptême de Volodymyr selon la chronique médiévale.",
      },
    ],
    explanation:
      "Selon la chronique médiévale, le prince Volodymyr (Vladimir) de Kyiv se fait baptiser en 988 et impose le christianisme byzantin à la Rus’. Les Mongols prennent Kyiv en 1240 ; la Sitch apparaît au XVIe siècle.",
    source: "britannica-ukraine-histoire",
    slide: 2,
  },
  {
    id: "ukraine-histoire-q2",
    question: "Que sont la circulaire Valouïev (1863) et l’oukase d’Ems (1876) ?",
    options: [
      {
        id: "a",
        text: "Des textes de l’Empire russe limitant l’impression de livres en ukrainien",
        isCorrect: true,
        feedback:
          "Exact : la circulaire de 1863 vise les livres religieux et scolaires, l’oukase de 1876 presque toutes les publications ; ces restrictions ne s’assouplissent qu’après 1905.",
      },
      {
        id: "b",
        text: "Des traités partageant l’Ukraine entre la Pologne et la Russie",
        isCorrect: false,
        feedback:
          "Ce ne sont pas des traités entre États : ce sont des textes de l’Empire russe qui interdisent d’imprimer en ukrainien.",
      },
      {
        id: "c",
        text: "Des décrets autrichiens rendant l’ukrainien obligatoire en Galicie",
        isCorrect: false,
        feedback:
          "Ces textes ne sont pas autrichiens et n’imposent pas l’ukrainien : ils émanent de l’Empire russe et en limitent l’impression.",
      },
    ],
    explanation:
      "La circulaire Valouïev interdit en 1863 d’imprimer en ukrainien les livres religieux et scolaires ; l’oukase d’Ems étend en 1876 l’interdit à presque toutes les publications. Ces restrictions ne s’assouplissent qu’après 1905.",
    source: "wikipedia-oukase-ems",
    slide: 8,
  },
  {
    id: "ukraine-histoire-q3",
    question: "Quel a été le résultat du référendum ukrainien du 1er décembre 1991 ?",
    options: [
      {
        id: "a",
        text: "Un « oui » de justesse, rejeté en Crimée et dans le Donbass",
        isCorrect: false,
        feedback:
          "Le « oui » n’a rien eu de serré : 90,3 % des votants, avec 84 % de participation, et une majorité dans toutes les régions, Crimée comprise (54 %).",
      },
      {
        id: "b",
        text: "Un « non » à l’indépendance, au profit d’une URSS rénovée",
        isCorrect: false,
        feedback:
          "Les votants ont au contraire approuvé l’indépendance, à 90,3 % ; le 8 décembre, la Russie, l’Ukraine et la Biélorussie constatent la fin de l’URSS.",
      },
      {
        id: "c",
        text: "Plus de 90 % de « oui », majoritaire dans toutes les régions",
        isCorrect: true,
        feedback:
          "Exact : 90,3 % de « oui » avec 84 % de participation, y compris en Crimée, où le « oui » obtient 54 %.",
      },
    ],
    explanation:
      "Avec 84 % de participation, 90,3 % des votants approuvent l’acte d’indépendance du 24 août 1991. Le « oui » l’emporte dans toutes les régions, y compris en Crimée (54 %).",
    source: "novyny-referendum-1991",
    slide: 16,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-histoire-g1",
    subtopicId: "ukraine-histoire",
    question: "Comment l’historiographie russe et soviétique présente-t-elle l’accord de Pereïaslav (1654) ?",
    options: [
      {
        id: "a",
        text: "Comme une simple trêve militaire sans lendemain",
        isCorrect: false,
        feedback:
          "Pour l’historiographie russe et soviétique, ce n’est pas une simple trêve mais un tournant : la « réunification » de l’Ukraine avec la Russie.",
      },
      {
        id: "b",
        text: "Comme la « réunification » de l’Ukraine avec la Russie",
        isCorrect: true,
        feedback:
          "Exact : les historiens ukrainiens y lisent plutôt une alliance conditionnelle entre les Cosaques et le tsar, transformée ensuite en domination.",
      },
      {
        id: "c",
        text: "Comme la reconnaissance par Moscou d’une Ukraine indépendante",
        isCorrect: false,
        feedback:
          "À Pereïaslav, les Cosaques prêtent serment au tsar en échange de sa protection contre la Pologne : rien n’y reconnaît une Ukraine indépendante.",
      },
    ],
    explanation:
      "Pour l’historiographie russe puis soviétique, Pereïaslav marque la « réunification » de l’Ukraine avec la Russie. Les historiens ukrainiens y voient plutôt une alliance conditionnelle entre les Cosaques et le tsar, transformée ensuite en domination.",
    source: "britannica-ukraine-histoire",
    slide: 6,
  },
  {
    id: "ukraine-histoire-g2",
    subtopicId: "ukraine-histoire",
    question: "En quelle année l’Assemblée nationale française a-t-elle reconnu le Holodomor comme un génocide ?",
    options: [
      {
        id: "a",
        text: "En 2006",
        isCorrect: false,
        feedback:
          "En 2006, c’est l’Ukraine qui qualifie le Holodomor de génocide, par une loi ; l’Assemblée nationale le fait en 2023.",
      },
      {
        id: "b",
        text: "En 2014",
        isCorrect: false,
        feedback: "L’Assemblée nationale ne l’a pas fait en 2014 : elle a adopté sa résolution le 28 mars 2023.",
      },
      {
        id: "c",
        text: "En 2023",
        isCorrect: true,
        feedback:
          "Exact : par une résolution du 28 mars 2023 ; la Russie rejette ce terme et présente la famine comme une tragédie commune à plusieurs peuples soviétiques.",
      },
    ],
    explanation:
      "L’Assemblée nationale a adopté le 28 mars 2023 une résolution qualifiant de génocide la famine de 1932-1933 en Ukraine. L’Ukraine l’avait fait par une loi de 2006 ; la Russie rejette ce terme.",
    source: "tf1-holodomor-2023",
    slide: 12,
  },
  {
    id: "ukraine-histoire-g3",
    subtopicId: "ukraine-histoire",
    question: "Que se passe-t-il pour la Crimée en 1954 ?",
    options: [
      {
        id: "a",
        text: "Elle est transférée de la république de Russie à la RSS d’Ukraine, au sein de l’URSS",
        isCorrect: true,
        feedback:
          "Exact : le décret du 19 février 1954 invoque la proximité géographique et les liens économiques ; les deux républiques font alors partie de l’URSS.",
      },
      {
        id: "b",
        text: "Elle devient une république soviétique à part entière",
        isCorrect: false,
        feedback:
          "La Crimée ne devient pas une république soviétique à part entière : elle passe de la république de Russie à la RSS d’Ukraine.",
      },
      {
        id: "c",
        text: "Elle est rattachée à la Russie après un référendum",
        isCorrect: false,
        feedback:
          "En 1954, c’est l’inverse : la Crimée quitte la république de Russie pour la RSS d’Ukraine, par un décret du Présidium du Soviet suprême.",
      },
    ],
    explanation:
      "Le 19 février 1954, un décret du Présidium du Soviet suprême de l’URSS transfère la Crimée de la république de Russie à la RSS d’Ukraine. Les deux républiques font alors partie du même État, l’URSS.",
    source: "britannica-ukraine-histoire",
    slide: 15,
  },
];
