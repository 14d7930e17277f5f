import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Droits humains et éthique » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "immigration-human-rights-p1",
    kind: "application",
    question:
      "Une femme craint avec raison d’être persécutée dans son pays en raison de sa religion. Remplit-elle l’un des motifs de la Convention de Genève ?",
    options: [
      {
        id: "a",
        text: "Oui : la religion est l’un des cinq motifs de persécution de la Convention",
        isCorrect: true,
        feedback:
          "Oui : la Convention vise la crainte fondée d’être persécuté du fait de sa religion, de sa nationalité, de son groupe social ou de ses opinions politiques, notamment.",
      },
      {
        id: "b",
        text: "Non : seule la persécution pour des opinions politiques compte",
        isCorrect: false,
        feedback:
          "C’est confondre avec l’asile constitutionnel, qui vise l’action en faveur de la liberté : la Convention de Genève retient plusieurs motifs, dont la religion.",
      },
      {
        id: "c",
        text: "Non : la Convention ne vaut que pour les Européens",
        isCorrect: false,
        feedback: "Le protocole de 1967 a levé les limites de temps et de lieu de la Convention de 1951.",
      },
    ],
    explanation:
      "La Convention de Genève du 28 juillet 1951 définit le réfugié comme une personne qui craint avec raison d’être persécutée du fait de sa religion, de sa nationalité, de son appartenance à un certain groupe social ou de ses opinions politiques, entre autres ; le protocole de 1967 a levé ses limites de temps et de lieu.",
    source: "hcr-convention-1951",
    slide: 1,
  },
  {
    id: "immigration-human-rights-p2",
    kind: "application",
    question:
      "Un étranger estime qu’une décision de l’administration française viole un droit garanti par la Convention européenne. Peut-il saisir tout de suite la Cour de Strasbourg ?",
    options: [
      {
        id: "a",
        text: "Oui, dès la décision prise",
        isCorrect: false,
        feedback:
          "La Cour européenne intervient en dernier : il faut d’abord épuiser les recours devant les juridictions nationales.",
      },
      {
        id: "b",
        text: "Non : il doit d’abord épuiser les recours nationaux",
        isCorrect: true,
        feedback:
          "Oui : la Cour peut être saisie après les recours nationaux, et ses arrêts s’imposent à l’État condamné.",
      },
      {
        id: "c",
        text: "Non : seuls les citoyens des États membres peuvent la saisir",
        isCorrect: false,
        feedback:
          "La Convention protège toute personne relevant de la juridiction d’un État membre, et elle encadre justement le traitement des étrangers.",
      },
    ],
    explanation:
      "Une personne qui estime ses droits violés peut saisir la Cour européenne des droits de l’homme, à Strasbourg, après avoir épuisé les recours nationaux. Les arrêts de la Cour s’imposent à l’État condamné.",
    source: "coe-convention-edh",
    slide: 3,
  },
  {
    id: "immigration-human-rights-p3",
    kind: "inférence",
    question:
      "Un réfugié a été définitivement condamné pour un crime particulièrement grave. L’article 33 de la Convention de Genève interdit-il dans tous les cas de le renvoyer ?",
    options: [
      {
        id: "a",
        text: "Oui : le non-refoulement de la Convention de Genève ne connaît aucune exception",
        isCorrect: false,
        feedback:
          "L’article 33 prévoit deux exceptions : un danger pour la sécurité du pays d’accueil, ou une condamnation définitive pour un crime particulièrement grave.",
      },
      {
        id: "b",
        text: "Non : c’est l’une de ses exceptions, mais l’article 3 de la Convention européenne interdit sans exception l’envoi vers la torture",
        isCorrect: true,
        feedback:
          "Oui : la Convention de Genève admet cette exception ; l’article 3 de la Convention européenne, lui, interdit sans exception les traitements inhumains.",
      },
      {
        id: "c",
        text: "Non, et plus aucun texte ne le protège alors",
        isCorrect: false,
        feedback:
          "L’article 3 de la Convention européenne reste applicable : il interdit la torture et les traitements inhumains ou dégradants, sans exception.",
      },
    ],
    explanation:
      "L’article 33 de la Convention de Genève interdit de renvoyer un réfugié vers un territoire où sa vie ou sa liberté serait menacée, sauf danger pour la sécurité du pays ou condamnation définitive pour un crime particulièrement grave. L’article 3 de la Convention européenne pose une interdiction sans exception de la torture et des traitements inhumains.",
    source: "hcr-convention-1951",
    slide: 4,
  },
  {
    id: "immigration-human-rights-p4",
    kind: "application",
    question:
      "En 2026, en métropole, une famille étrangère qui fait l’objet d’une mesure d’éloignement a un enfant de huit ans. L’administration peut-elle placer cet enfant en rétention ?",
    options: [
      {
        id: "a",
        text: "Non : la loi du 26 janvier 2024 interdit la rétention des mineurs",
        isCorrect: true,
        feedback:
          "Oui : la loi du 26 janvier 2024 interdit de placer des mineurs en rétention ; seul Mayotte garde un régime dérogatoire.",
      },
      {
        id: "b",
        text: "Oui, si la rétention ne dure que quelques jours",
        isCorrect: false,
        feedback:
          "La loi ne tolère pas une courte durée : elle interdit de placer des mineurs en rétention, avec un régime dérogatoire à Mayotte seulement.",
      },
      {
        id: "c",
        text: "Oui : aucun texte n’encadre la rétention des enfants",
        isCorrect: false,
        feedback:
          "Un texte l’encadre justement : depuis la loi du 26 janvier 2024, la rétention des mineurs est interdite, hors régime dérogatoire à Mayotte.",
      },
    ],
    explanation:
      "La loi du 26 janvier 2024 interdit de placer des mineurs en rétention, avec un régime dérogatoire à Mayotte. Auparavant, la Cour européenne des droits de l’homme avait condamné la France pour la rétention d’enfants.",
    source: "legifrance-loi-2024-42",
    slide: 7,
  },
  {
    id: "immigration-human-rights-p5",
    kind: "inférence",
    question:
      "Affirmation à juger : « Entre 2014 et 2023, exactement 29 000 personnes sont mortes ou ont disparu en Méditerranée. »",
    options: [
      {
        id: "a",
        text: "Exact : c’est le décompte complet de l’OIM",
        isCorrect: false,
        feedback:
          "L’OIM précise elle-même que ses chiffres sont des minimums : des naufrages ne sont jamais documentés.",
      },
      {
        id: "b",
        text: "À nuancer : l’OIM en recense près de 29 000, un minimum",
        isCorrect: true,
        feedback:
          "Oui : le projet « Migrants disparus » en a compté près de 29 000, dont plus de 3 000 en 2023, en précisant que ce sont des minimums.",
      },
      {
        id: "c",
        text: "Faux : ce chiffre compte toutes les routes migratoires du monde",
        isCorrect: false,
        feedback: "Le chiffre de près de 29 000 porte sur la seule Méditerranée, selon le bilan 2014-2023 de l’OIM.",
      },
    ],
    explanation:
      "Le projet « Migrants disparus » de l’OIM a compté près de 29 000 morts et disparus en Méditerranée entre 2014 et 2023, dont plus de 3 000 en 2023. L’OIM précise que ces chiffres sont des minimums.",
    source: "oim-missing-migrants-mediterranee",
    slide: 8,
  },
  {
    id: "immigration-human-rights-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « La Déclaration universelle des droits de l’homme garantit à chacun le droit d’entrer dans le pays de son choix. »",
    options: [
      {
        id: "a",
        text: "Vrai : c’est la liberté de circulation",
        isCorrect: false,
        feedback:
          "La Déclaration garantit le droit de quitter tout pays, pas celui d’entrer dans un autre : les deux ne se confondent pas.",
      },
      {
        id: "b",
        text: "Faux : elle garantit le droit de quitter tout pays, pas celui d’entrer dans un autre",
        isCorrect: true,
        feedback:
          "Oui : c’est sur cette différence que s’appuient les tenants de la souveraineté, qui défendent le droit d’un État de décider qui entre.",
      },
      {
        id: "c",
        text: "Faux : elle ne dit rien des migrations",
        isCorrect: false,
        feedback:
          "Elle en dit quelque chose : le droit de quitter tout pays et, à son article 14, le droit de chercher asile face à la persécution.",
      },
    ],
    explanation:
      "La Déclaration universelle de 1948 garantit le droit de quitter tout pays, pas celui d’entrer dans un autre, et affirme le droit de chercher asile face à la persécution. La Cour européenne reconnaît aux États le droit de contrôler l’entrée sur leur territoire, sous réserve des traités.",
    source: "onu-dudh-1948",
    slide: 9,
  },
  {
    id: "immigration-human-rights-p7",
    kind: "application",
    question:
      "Une association distribue des repas à des étrangers en séjour irrégulier. Que dit le principe de fraternité consacré par le Conseil constitutionnel en 2018 ?",
    options: [
      {
        id: "a",
        text: "Il protège cette aide humanitaire, même apportée à des personnes en séjour irrégulier",
        isCorrect: true,
        feedback:
          "Oui : le Conseil protège l’aide humanitaire apportée à un étranger, même en séjour irrégulier ; il ne protège pas l’aide à l’entrée irrégulière.",
      },
      {
        id: "b",
        text: "Il protège aussi le fait d’aider quelqu’un à entrer irrégulièrement en France",
        isCorrect: false,
        feedback:
          "Le Conseil a fait la distinction : l’aide à l’entrée irrégulière n’est pas protégée par ce principe.",
      },
      {
        id: "c",
        text: "Il ne concerne que les étrangers en situation régulière",
        isCorrect: false,
        feedback:
          "La décision vise justement l’aide apportée à des étrangers en séjour irrégulier, protégée quand elle est humanitaire.",
      },
    ],
    explanation:
      "En 2018, le Conseil constitutionnel a consacré le principe de fraternité : il protège l’aide humanitaire apportée à un étranger, même en séjour irrégulier, mais pas l’aide à l’entrée irrégulière.",
    source: "cc-2018-717-718-qpc",
    slide: 10,
  },
];
