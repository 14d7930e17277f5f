import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Les voies de la paix » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "ukraine-paix-p1",
    kind: "inférence",
    question: "Pourquoi les pourparlers russo-ukrainiens d’Istanbul se sont-ils arrêtés au printemps 2022 ?",
    options: [
      {
        id: "a",
        text: "Les raisons sont débattues : Moscou accuse les Occidentaux, Kyiv invoque Boutcha et des désaccords de fond",
        isCorrect: true,
        feedback:
          "Oui : chaque camp donne son explication, et aucune n’est établie comme la seule : il faut les attribuer à leurs auteurs.",
      },
      {
        id: "b",
        text: "Il est établi que les Occidentaux ont poussé Kyiv à renoncer",
        isCorrect: false,
        feedback:
          "C’est l’explication avancée par Moscou ; Kyiv en donne une autre. Présenter l’une comme établie, c’est trancher un débat.",
      },
      {
        id: "c",
        text: "Un accord a été signé, puis rompu",
        isCorrect: false,
        feedback:
          "Aucun accord n’a été conclu : les discussions se sont arrêtées sur des propositions, dont une Ukraine neutre contre des garanties.",
      },
    ],
    explanation:
      "À Istanbul, le 29 mars 2022, Kyiv propose une Ukraine neutre contre des garanties de sécurité. Les discussions s’arrêtent au printemps 2022 pour des raisons débattues : Moscou accuse les Occidentaux d’avoir poussé Kyiv à renoncer ; Kyiv invoque les crimes de Boutcha et des désaccords de fond.",
    source: "reuters-istanbul-2022",
    slide: 1,
  },
  {
    id: "ukraine-paix-p2",
    kind: "rappel",
    question:
      "Quelle raison la Russie a-t-elle donnée pour se retirer de l’initiative céréalière, le 17 juillet 2023 ?",
    options: [
      {
        id: "a",
        text: "Le volet sur ses propres exportations d’aliments et d’engrais n’était pas respecté",
        isCorrect: true,
        feedback:
          "Oui : un second accord, entre l’ONU et la Russie, devait faciliter les exportations russes ; Moscou a estimé qu’il n’était pas respecté.",
      },
      {
        id: "b",
        text: "Les ports ukrainiens avaient exporté toutes leurs céréales",
        isCorrect: false,
        feedback:
          "Ce n’est pas la raison donnée : la Russie a invoqué le volet sur ses propres exportations, qu’elle jugeait non respecté.",
      },
      {
        id: "c",
        text: "La Turquie avait quitté l’accord",
        isCorrect: false,
        feedback: "La Turquie avait obtenu les accords avec l’ONU ; c’est la Russie qui s’est retirée.",
      },
    ],
    explanation:
      "Le 22 juillet 2022, l’ONU et la Turquie obtiennent deux accords : un couloir maritime pour les céréales ukrainiennes, et un accord ONU-Russie pour faciliter les exportations russes. La Russie se retire le 17 juillet 2023, estimant que ce second volet n’est pas respecté.",
    source: "onu-initiative-cerealiere",
    slide: 2,
  },
  {
    id: "ukraine-paix-p3",
    kind: "application",
    question: "Sans accord de paix, la Russie et l’Ukraine peuvent-elles échanger des prisonniers de guerre ?",
    options: [
      {
        id: "a",
        text: "Non : un échange suppose un accord de paix signé",
        isCorrect: false,
        feedback:
          "Les deux pays échangent régulièrement des prisonniers sans accord de paix, souvent avec une médiation.",
      },
      {
        id: "b",
        text: "Oui : ils le font régulièrement, souvent avec la médiation des Émirats, de la Turquie ou de l’Arabie saoudite",
        isCorrect: true,
        feedback:
          "Oui : le 16 mai 2025, à Istanbul, les deux délégations conviennent du plus grand échange depuis le début de la guerre, 1 000 contre 1 000.",
      },
      {
        id: "c",
        text: "Seulement des corps de soldats, jamais des prisonniers vivants",
        isCorrect: false,
        feedback: "Les échanges portent sur des prisonniers de guerre et sur des corps de soldats tués.",
      },
    ],
    explanation:
      "Même sans accord de paix, les deux pays échangent régulièrement des prisonniers de guerre et des corps de soldats. Le 16 mai 2025, à Istanbul, lors des premiers pourparlers directs depuis 2022, ils conviennent d’un échange de 1 000 prisonniers contre 1 000.",
    source: "ap-istanbul-2025-05-16",
    slide: 3,
  },
  {
    id: "ukraine-paix-p4",
    kind: "application",
    question: "Laquelle de ces demandes fait partie de la position de l’Ukraine ?",
    options: [
      {
        id: "a",
        text: "La reconnaissance des régions occupées et de la Crimée comme russes",
        isCorrect: false,
        feedback:
          "L’Ukraine demande l’inverse : elle refuse de reconnaître juridiquement l’annexion de ses territoires et demande le respect de ses frontières de 1991.",
      },
      {
        id: "b",
        text: "La levée des sanctions occidentales",
        isCorrect: false,
        feedback: "L’Ukraine ne demande pas cela : elle réclame la justice pour les crimes commis et des réparations.",
      },
      {
        id: "c",
        text: "Le respect des frontières internationalement reconnues de 1991, Crimée comprise",
        isCorrect: true,
        feedback:
          "Oui : l’Ukraine demande le retrait des troupes russes et le respect de ses frontières de 1991, et refuse de reconnaître l’annexion.",
      },
    ],
    explanation:
      "L’Ukraine demande le retrait des troupes russes, le respect de ses frontières de 1991, Crimée comprise, des garanties de sécurité, la justice et des réparations.",
    source: "departement-etat-djeddah-2025-03-11",
    slide: 7,
  },
  {
    id: "ukraine-paix-p5",
    kind: "inférence",
    question:
      "Affirmation à juger : « En juin 2024, tous les grands États du monde ont signé le communiqué du sommet du Bürgenstock. »",
    options: [
      {
        id: "a",
        text: "Exact : 92 États y participaient",
        isCorrect: false,
        feedback:
          "Participer n’est pas signer : plusieurs participants ne l’ont pas signé, et la Russie et la Chine n’étaient pas là.",
      },
      {
        id: "b",
        text: "Inexact : la Russie n’était pas invitée, la Chine n’est pas venue, et l’Inde, l’Arabie saoudite ou l’Afrique du Sud ne l’ont pas signé",
        isCorrect: true,
        feedback:
          "Oui : la grande majorité des participants ont soutenu le communiqué, mais pas tous, et de grands États étaient absents.",
      },
      {
        id: "c",
        text: "Inexact : aucun communiqué n’a été adopté",
        isCorrect: false,
        feedback: "Un communiqué final a bien été soutenu par la grande majorité des participants, sur trois thèmes.",
      },
    ],
    explanation:
      "Les 15 et 16 juin 2024, 92 États participent au sommet du Bürgenstock. La Russie n’est pas invitée et la Chine ne vient pas ; la grande majorité des participants soutiennent le communiqué final, mais plusieurs, dont l’Inde, l’Arabie saoudite et l’Afrique du Sud, ne le signent pas.",
    source: "dfae-burgenstock-2024",
    slide: 5,
  },
  {
    id: "ukraine-paix-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « Dans sa position en 12 points de février 2023, la Chine condamne l’invasion russe. »",
    options: [
      {
        id: "a",
        text: "Exact : elle y défend la souveraineté de tous les pays",
        isCorrect: false,
        feedback:
          "Défendre la souveraineté de tous les pays en termes généraux n’est pas condamner l’invasion : le texte ne la condamne pas.",
      },
      {
        id: "b",
        text: "Inexact : elle ne condamne pas l’invasion, et s’était abstenue sur la résolution ES-11/1",
        isCorrect: true,
        feedback:
          "Oui : la Chine défend l’arrêt des combats et la reprise des pourparlers, rejette les sanctions unilatérales, sans condamner l’invasion.",
      },
      {
        id: "c",
        text: "Inexact : elle y soutient l’annexion des régions ukrainiennes",
        isCorrect: false,
        feedback: "Le texte ne dit pas cela : il défend la souveraineté de tous les pays et l’arrêt des combats.",
      },
    ],
    explanation:
      "Le 24 février 2023, la Chine publie une position en 12 points : souveraineté de tous les pays, arrêt des combats, reprise des pourparlers, sûreté nucléaire, rejet des sanctions unilatérales. Elle ne condamne pas l’invasion ; elle s’était abstenue sur la résolution ES-11/1.",
    source: "mae-chine-2023-02-24",
    slide: 8,
  },
  {
    id: "ukraine-paix-p7",
    kind: "rappel",
    question:
      "Le 11 mars 2025, à Djeddah, à quelle condition l’Ukraine accepte-t-elle la proposition américaine de cessez-le-feu de 30 jours ?",
    options: [
      {
        id: "a",
        text: "Que la Russie l’applique aussi",
        isCorrect: true,
        feedback:
          "Oui : Kyiv accepte à condition que la Russie l’applique aussi ; Washington reprend alors son aide de sécurité.",
      },
      {
        id: "b",
        text: "Que l’Ukraine entre d’abord dans l’OTAN",
        isCorrect: false,
        feedback:
          "Ce n’est pas la condition posée à Djeddah : Kyiv accepte le cessez-le-feu de 30 jours à condition que la Russie l’applique aussi.",
      },
      {
        id: "c",
        text: "Aucune : elle l’accepte sans condition",
        isCorrect: false,
        feedback: "Kyiv pose une condition : que la Russie applique elle aussi le cessez-le-feu.",
      },
    ],
    explanation:
      "Le 11 mars 2025, à Djeddah, Kyiv accepte une proposition américaine de cessez-le-feu de 30 jours, à condition que la Russie l’applique aussi. Washington reprend alors son aide de sécurité et le partage de renseignements.",
    source: "departement-etat-djeddah-2025-03-11",
    slide: 7,
  },
];
