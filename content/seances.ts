// « Séances clés en main » (issue 38, docs/editorial.md#séances-clés-en-main): for each topic, a printable 55-minute
// sequence that follows Éduscol's debate method (« Le débat réglé ou argumenté »: a question that divides, a document
// file prepared beforehand, rules of speech, and a debate that does not let « toutes les opinions se valent »), plus
// a 30-minute EMC variant. The plan (steps and timings) is the same for every topic; a topic gives its fiche, its
// debated question and the teacher's questions. A new topic needs one entry in `seances`.
import type { Seance, SeanceStep } from "./schema";

export type SeancePlanStep = {
  step: SeanceStep;
  minutes: number;
  title: string;
  /** What the teacher does, in one or two sentences. */
  instruction: string;
};

export type SeanceVariant = "55" | "emc-30";

/** The two plans: the full hour (55 minutes) and the EMC half-hour. Their minutes add up to their length. */
export const SEANCE_PLANS: Record<SeanceVariant, { label: string; minutes: number; steps: SeancePlanStep[] }> = {
  "55": {
    label: "Séance de 55 minutes",
    minutes: 55,
    steps: [
      {
        step: "echauffement",
        minutes: 5,
        title: "Échauffement en mode classe",
        instruction:
          "Les élèves rejoignent la séance avec son code et répondent au quiz de la fiche, sans la lire : vous voyez ce qu’ils savent déjà.",
      },
      {
        step: "fiche",
        minutes: 12,
        title: "La fiche projetée",
        instruction:
          "Projetez la fiche et lisez-la avec la classe, une diapositive après l’autre, en vous arrêtant sur les questions ratées à l’échauffement.",
      },
      {
        step: "dossier",
        minutes: 10,
        title: "Le dossier documentaire",
        instruction:
          "Distribuez ou projetez « Ce qui est établi » et les positions de la question débattue : chaque élève souligne un fait et une position, avec sa source.",
      },
      {
        step: "debat",
        minutes: 18,
        title: "Le débat réglé",
        instruction:
          "Rappelez les règles (on demande la parole, on s’appuie sur un fait du dossier, on répond à l’argument et pas à la personne), puis projetez la question.",
      },
      {
        step: "trace",
        minutes: 5,
        title: "La trace écrite",
        instruction:
          "Les élèves recopient ou collent la trace écrite : ce qui est établi, la question, les positions en présence.",
      },
      {
        step: "ticket",
        minutes: 5,
        title: "Ticket de sortie",
        instruction:
          "Le même quiz qu’à l’échauffement, dans une nouvelle séance du mode classe : comparez les deux résultats.",
      },
    ],
  },
  "emc-30": {
    label: "Variante EMC de 30 minutes",
    minutes: 30,
    steps: [
      {
        step: "echauffement",
        minutes: 5,
        title: "Échauffement en mode classe",
        instruction: "Le quiz de la fiche en mode classe, sans la lire.",
      },
      {
        step: "dossier",
        minutes: 7,
        title: "Le dossier documentaire",
        instruction:
          "Projetez « Ce qui est établi » et les positions de la question : la fiche reste à lire à la maison.",
      },
      {
        step: "debat",
        minutes: 13,
        title: "Le débat réglé",
        instruction:
          "Les règles rappelées, la question projetée : chaque prise de parole s’appuie sur un fait du dossier.",
      },
      {
        step: "ticket",
        minutes: 5,
        title: "Ticket de sortie",
        instruction: "Le même quiz qu’à l’échauffement ; la trace écrite est distribuée en fin d’heure.",
      },
    ],
  },
};

/** One séance per topic, in the order of the category pages. */
export const seances: Seance[] = [
  {
    topicId: "inegalites-redistribution",
    fiche: "inegalites-redistribution",
    debateQuestion: "heritage",
    questions: {
      echauffement: [
        "Avant de lire la fiche : qu’est-ce qui, selon vous, réduit le plus les écarts de niveau de vie ?",
      ],
      fiche: [
        "Quelle différence la fiche fait-elle entre les revenus avant et après redistribution ?",
        "Quels outils de la redistribution la fiche présente-t-elle ?",
      ],
      dossier: [
        "Quel fait du dossier vous semble le plus utile pour parler de l’héritage ?",
        "Qui défend chaque position, et à quelle date l’a-t-il dit ?",
      ],
      debat: [
        "Sur quel fait du dossier s’appuie cet argument ?",
        "Qu’est-ce que la position opposée répond à cet argument ?",
        "Sur quoi les positions sont-elles d’accord ?",
      ],
      ticket: ["Qu’avez-vous appris aujourd’hui que vous ne saviez pas à l’échauffement ?"],
    },
  },
  {
    topicId: "climat",
    fiche: "climat-objectifs",
    debateQuestion: "voitures-thermiques-2035",
    questions: {
      echauffement: ["Avant de lire la fiche : de combien la Terre s’est-elle réchauffée, selon vous ?"],
      fiche: [
        "Comment mesure-t-on le réchauffement, d’après la fiche ?",
        "Quels objectifs la France et l’Union européenne se sont-elles fixés ?",
      ],
      dossier: [
        "Quel fait du dossier concerne directement les transports ?",
        "Qui défend chaque position sur les voitures thermiques, et depuis quand ?",
      ],
      debat: [
        "Sur quel fait du dossier s’appuie cet argument ?",
        "Quelle objection cette position rencontre-t-elle, et de qui ?",
        "Qu’est-ce qui est décidé aujourd’hui, et qu’est-ce qui reste en discussion ?",
      ],
      ticket: ["Quelle différence faites-vous maintenant entre un fait établi et une position dans ce débat ?"],
    },
  },
  {
    topicId: "immigration",
    fiche: "immigration-chiffres",
    debateQuestion: "droit-du-sol",
    questions: {
      echauffement: ["Avant de lire la fiche : quelle différence faites-vous entre un immigré et un étranger ?"],
      fiche: [
        "Quelles catégories la statistique publique distingue-t-elle, d’après la fiche ?",
        "D’où viennent les chiffres de la fiche, et de quelle année sont-ils ?",
      ],
      dossier: [
        "Quel fait du dossier parle de l’accès à la nationalité ?",
        "Qui défend chaque position sur le droit du sol, et dans quel texte ?",
      ],
      debat: [
        "Sur quel fait du dossier s’appuie cet argument ?",
        "Cet argument parle-t-il de ce que dit la loi ou de ce qu’elle devrait dire ?",
        "Qu’a décidé le législateur, et où en est-on aujourd’hui ?",
      ],
      ticket: ["Quel fait du dossier retiendriez-vous pour expliquer ce débat à quelqu’un d’autre ?"],
    },
  },
  {
    topicId: "budget-public",
    fiche: "budget-dette-soutenabilite",
    debateQuestion: "rythme-trois-pour-cent",
    questions: {
      echauffement: ["Avant de lire la fiche : quelle différence faites-vous entre le déficit et la dette ?"],
      fiche: [
        "Comment la fiche définit-elle la dette publique ?",
        "Qu’est-ce qui rend une dette plus ou moins soutenable, d’après la fiche ?",
      ],
      dossier: [
        "Quel fait du dossier relève des règles européennes ?",
        "Qui défend chaque position sur le rythme de retour sous 3 % ?",
      ],
      debat: [
        "Sur quel fait du dossier s’appuie cet argument ?",
        "Quelle objection cette position rencontre-t-elle, et de qui ?",
        "Qu’est-ce qui est voté aujourd’hui ?",
      ],
      ticket: ["Pourquoi les règles européennes comptent-elles dans le budget de la France ?"],
    },
  },
  {
    topicId: "ukraine",
    fiche: "ukraine-paix",
    debateQuestion: "soutien-militaire",
    questions: {
      echauffement: ["Avant de lire la fiche : comment une guerre peut-elle prendre fin ?"],
      fiche: [
        "Quelles voies vers la paix la fiche présente-t-elle ?",
        "Quel rôle le droit international joue-t-il dans ces voies ?",
      ],
      dossier: [
        "Quel fait du dossier concerne l’aide apportée à l’Ukraine ?",
        "Qui défend chaque position sur le soutien militaire, et à quelle date ?",
      ],
      debat: [
        "Sur quel fait du dossier s’appuie cet argument ?",
        "Quelle objection cette position rencontre-t-elle, et de qui ?",
        "Qu’est-ce qui est décidé aujourd’hui ?",
      ],
      ticket: ["Quelle différence faites-vous entre faire la guerre et faire la paix, après cette séance ?"],
    },
  },
  {
    topicId: "politique",
    fiche: "politique-vote-de-la-loi",
    debateQuestion: "quarante-neuf-trois",
    questions: {
      echauffement: ["Avant de lire la fiche : qui vote les lois en France, selon vous ?"],
      fiche: [
        "Par quelles étapes passe une loi ordinaire, d’après la fiche ?",
        "Que se passe-t-il quand le Gouvernement engage sa responsabilité avec l’article 49.3 ?",
      ],
      dossier: [
        "Quel fait du dossier porte sur les limites du 49.3 ?",
        "Qui défend chaque position sur le 49.3, et à quelle date l’a-t-il dit ?",
      ],
      debat: [
        "Sur quel fait du dossier s’appuie cet argument ?",
        "Quelle objection cette position rencontre-t-elle, et de qui ?",
        "Que prévoit la Constitution aujourd’hui, et qu’est-ce qui reste en discussion ?",
      ],
      ticket: [
        "Quelle différence faites-vous maintenant entre un texte adopté par un vote et un texte adopté par le 49.3 ?",
      ],
    },
  },
];
