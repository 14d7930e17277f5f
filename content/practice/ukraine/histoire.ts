import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Histoire » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "ukraine-histoire-p1",
    kind: "inférence",
    question:
      "En juillet 2021, Vladimir Poutine écrit que Russes et Ukrainiens forment « un seul peuple », héritier de la Rus’ médiévale. Que rappellent de nombreux historiens sur ce type d’argument ?",
    options: [
      {
        id: "a",
        text: "Que les nations modernes se sont formées aux XIXe et XXe siècles : les projeter sur le Moyen Âge est un anachronisme",
        isCorrect: true,
        feedback:
          "Oui : c’est la remarque de nombreux historiens, qui s’applique aussi bien à la lecture russe qu’à toute lecture nationale de la Rus’.",
      },
      {
        id: "b",
        text: "Que la Rus’ était déjà un État-nation russe",
        isCorrect: false,
        feedback:
          "La Rus’ de Kyiv est revendiquée par l’Ukraine, la Russie et la Biélorussie ; y voir une nation moderne est justement l’anachronisme relevé.",
      },
      {
        id: "c",
        text: "Que la Rus’ n’a jamais existé",
        isCorrect: false,
        feedback:
          "La Rus’ a bien existé : un vaste État formé autour de Kyiv à la fin du IXe siècle. Le débat porte sur son héritage.",
      },
    ],
    explanation:
      "Russes et Ukrainiens invoquent le passé pour défendre leurs positions. De nombreux historiens rappellent que les nations modernes se sont formées aux XIXe et XXe siècles : les projeter sur le Moyen Âge est un anachronisme.",
    source: "kremlin-unite-historique-2021",
    slide: 1,
  },
  {
    id: "ukraine-histoire-p2",
    kind: "application",
    question:
      "Une Église suit le rite byzantin mais reconnaît l’autorité du pape. De quelle Église s’agit-il, et d’où vient-elle ?",
    options: [
      {
        id: "a",
        text: "L’Église orthodoxe, fondée par le baptême de 988",
        isCorrect: false,
        feedback:
          "Le baptême de 988 fonde l’Église orthodoxe dans la région ; elle ne reconnaît pas l’autorité du pape.",
      },
      {
        id: "b",
        text: "L’Église gréco-catholique, créée par l’union de Brest en 1596",
        isCorrect: true,
        feedback: "Oui : l’union de Brest crée en 1596 une Église de rite byzantin fidèle au pape.",
      },
      {
        id: "c",
        text: "L’Église catholique romaine, arrivée avec l’union de Lublin",
        isCorrect: false,
        feedback:
          "L’union de Lublin (1569) est une union politique entre la Pologne et la Lituanie ; l’Église catholique romaine ne suit pas le rite byzantin.",
      },
    ],
    explanation:
      "En 1596, sous la domination polono-lituanienne, l’union de Brest crée l’Église gréco-catholique : rite byzantin, mais fidélité au pape.",
    source: "britannica-ukraine-histoire",
    slide: 4,
  },
  {
    id: "ukraine-histoire-p3",
    kind: "application",
    question:
      "Dans quel ordre ces événements se sont-ils produits : le soulèvement de Khmelnytsky, l’union de Lublin, la trêve d’Androussovo ?",
    options: [
      {
        id: "a",
        text: "Union de Lublin, soulèvement de Khmelnytsky, trêve d’Androussovo",
        isCorrect: true,
        feedback: "Oui : 1569, puis 1648, puis 1667.",
      },
      {
        id: "b",
        text: "Soulèvement de Khmelnytsky, union de Lublin, trêve d’Androussovo",
        isCorrect: false,
        feedback:
          "Le soulèvement de 1648 est dirigé contre la domination polonaise, que l’union de Lublin avait renforcée dès 1569 : il vient après.",
      },
      {
        id: "c",
        text: "Trêve d’Androussovo, union de Lublin, soulèvement de Khmelnytsky",
        isCorrect: false,
        feedback:
          "La trêve d’Androussovo (1667) partage l’Ukraine après le soulèvement cosaque et l’accord de Pereïaslav : elle vient en dernier.",
      },
    ],
    explanation:
      "En 1569, l’union de Lublin rattache l’essentiel des terres ukrainiennes à la couronne polonaise. En 1648, Bohdan Khmelnytsky lance un soulèvement contre la domination polonaise. En 1667, la trêve d’Androussovo partage l’Ukraine le long du Dniepr.",
    source: "britannica-ukraine-histoire",
    slide: 5,
  },
  {
    id: "ukraine-histoire-p4",
    kind: "application",
    question:
      "En 1880, un auteur veut faire jouer à Kyiv une pièce de théâtre en ukrainien. Que prévoit alors la règle de l’Empire russe ?",
    options: [
      {
        id: "a",
        text: "Rien ne l’en empêche : seuls les livres religieux sont visés",
        isCorrect: false,
        feedback:
          "C’était la portée de la circulaire Valouïev de 1863 ; l’oukase d’Ems de 1876 a étendu l’interdit, théâtre compris.",
      },
      {
        id: "b",
        text: "L’oukase d’Ems de 1876 l’interdit, comme presque toutes les publications en ukrainien",
        isCorrect: true,
        feedback:
          "Oui : l’oukase d’Ems étend l’interdit à presque toutes les publications, à l’importation de livres et au théâtre, jusqu’à un assouplissement après 1905.",
      },
      {
        id: "c",
        text: "La pièce est autorisée si elle est aussi traduite en russe",
        isCorrect: false,
        feedback:
          "Une traduction en russe n’ouvre aucune exception : l’oukase d’Ems de 1876 interdit le théâtre en ukrainien, comme presque toutes les publications.",
      },
    ],
    explanation:
      "En 1863, la circulaire Valouïev interdit d’imprimer en ukrainien les livres religieux et scolaires. En 1876, l’oukase d’Ems étend l’interdit à presque toutes les publications, à l’importation de livres en ukrainien et au théâtre ; ces restrictions ne s’assouplissent qu’après la révolution de 1905.",
    source: "wikipedia-oukase-ems",
    slide: 8,
  },
  {
    id: "ukraine-histoire-p5",
    kind: "inférence",
    question: "Affirmation à juger : « La famine de 1932-1933 n’a frappé que l’Ukraine soviétique. »",
    options: [
      {
        id: "a",
        text: "Exact : c’est ce que désigne le mot Holodomor",
        isCorrect: false,
        feedback:
          "Le mot Holodomor désigne la famine en Ukraine, mais d’autres régions de l’URSS ont aussi été frappées.",
      },
      {
        id: "b",
        text: "Inexact : d’autres régions de l’URSS, surtout le Kazakhstan, ont aussi été frappées",
        isCorrect: true,
        feedback:
          "Oui : la collectivisation forcée a provoqué la famine ailleurs aussi, surtout au Kazakhstan. En Ukraine, une reconstitution compte environ 3,9 millions de morts.",
      },
      {
        id: "c",
        text: "Inexact : la famine a touché toute l’Europe",
        isCorrect: false,
        feedback:
          "La famine est liée à la collectivisation forcée et aux réquisitions en URSS ; elle ne touche pas toute l’Europe.",
      },
    ],
    explanation:
      "La collectivisation forcée et des réquisitions de céréales impossibles à satisfaire provoquent une famine massive en Ukraine soviétique, environ 3,9 millions de morts selon une reconstitution démographique. D’autres régions de l’URSS, surtout le Kazakhstan, sont aussi frappées.",
    source: "demographie-holodomor-2015",
    slide: 11,
  },
  {
    id: "ukraine-histoire-p6",
    kind: "inférence",
    question: "Sur le Holodomor, sur quoi les historiens s’accordent-ils, et de quoi débattent-ils ?",
    options: [
      {
        id: "a",
        text: "Ils s’accordent sur la responsabilité du pouvoir stalinien et débattent d’une intention de détruire les Ukrainiens en tant que nation",
        isCorrect: true,
        feedback:
          "Oui : la responsabilité de Staline fait consensus ; la qualification de génocide, qui suppose une intention, est débattue.",
      },
      {
        id: "b",
        text: "Ils débattent de l’existence même de la famine",
        isCorrect: false,
        feedback:
          "L’existence de la famine n’est pas en débat : les historiens s’accordent sur la responsabilité du pouvoir stalinien ; c’est l’intention de détruire la nation ukrainienne qui est discutée.",
      },
      {
        id: "c",
        text: "Ils s’accordent tous à la qualifier de génocide",
        isCorrect: false,
        feedback:
          "Des parlements l’ont qualifiée de génocide, mais chez les historiens l’intention de détruire la nation ukrainienne reste débattue.",
      },
    ],
    explanation:
      "L’Ukraine qualifie le Holodomor de génocide (loi de 2006), comme plusieurs parlements, dont l’Assemblée nationale en 2023 ; la Russie rejette ce terme. Les historiens s’accordent sur la responsabilité du pouvoir stalinien, mais débattent d’une intention de détruire les Ukrainiens en tant que nation.",
    source: "tf1-holodomor-2023",
    slide: 12,
  },
  {
    id: "ukraine-histoire-p7",
    kind: "inférence",
    question: "Affirmation à juger : « La Crimée a toujours fait partie de l’Ukraine. »",
    options: [
      {
        id: "a",
        text: "Exact : elle appartient à l’Ukraine depuis la Rus’ de Kyiv",
        isCorrect: false,
        feedback:
          "La Crimée a été annexée par l’Empire russe en 1783 et faisait partie, dans l’URSS, de la république de Russie jusqu’en 1954.",
      },
      {
        id: "b",
        text: "Inexact : elle a été transférée de la république de Russie à la RSS d’Ukraine en 1954",
        isCorrect: true,
        feedback:
          "Oui : le transfert date du 19 février 1954. Après 1991, la Russie a reconnu par traité les frontières de l’Ukraine, Crimée comprise.",
      },
      {
        id: "c",
        text: "Inexact : elle n’a jamais fait partie de l’Ukraine",
        isCorrect: false,
        feedback:
          "Elle a été rattachée à la RSS d’Ukraine en 1954 et, après 1991, la Russie a reconnu par traité les frontières de l’Ukraine, Crimée comprise.",
      },
    ],
    explanation:
      "Annexée par l’Empire russe en 1783, la Crimée fait partie, dans l’URSS, de la république de Russie. Le 19 février 1954, elle est transférée à la RSS d’Ukraine. Après 1991, la Russie a reconnu par traité les frontières de l’Ukraine, Crimée comprise.",
    source: "britannica-ukraine-histoire",
    slide: 15,
  },
];
