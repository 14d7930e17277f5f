import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Droit international » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "ukraine-droit-international-p1",
    kind: "application",
    question:
      "Un État est attaqué par l’armée d’un autre, et des États tiers l’aident militairement à se défendre. Sur quel fondement de la Charte des Nations unies ?",
    options: [
      {
        id: "a",
        text: "La légitime défense collective, prévue par l’article 51",
        isCorrect: true,
        feedback:
          "Oui : l’article 51 reconnaît à un État victime d’une agression armée le droit de se défendre, seul ou avec l’aide d’autres États.",
      },
      {
        id: "b",
        text: "L’article 2, § 4, qui autorise l’aide entre alliés",
        isCorrect: false,
        feedback:
          "L’article 2, § 4, interdit la menace ou l’emploi de la force : c’est la règle, pas l’exception qui justifie une aide militaire.",
      },
      {
        id: "c",
        text: "Aucun : seule une décision du Conseil de sécurité permet d’employer la force",
        isCorrect: false,
        feedback:
          "La Charte admet deux cas : une action autorisée par le Conseil de sécurité, ou la légitime défense, individuelle ou collective.",
      },
    ],
    explanation:
      "La Charte admet l’usage de la force dans deux cas : une action autorisée par le Conseil de sécurité, ou la légitime défense. Son article 51 reconnaît à un État victime d’une agression armée le droit de se défendre, seul ou avec l’aide d’autres États, jusqu’à ce que le Conseil agisse.",
    source: "onu-charte-1945",
    slide: 2,
  },
  {
    id: "ukraine-droit-international-p2",
    kind: "inférence",
    question:
      "Le 25 février 2022, la Russie bloque par son veto une résolution condamnant l’invasion ; le 27, elle ne peut empêcher le renvoi de la question à l’Assemblée générale. Pourquoi ?",
    options: [
      {
        id: "a",
        text: "Parce que ce renvoi est un vote de procédure, où le veto ne s’applique pas",
        isCorrect: true,
        feedback:
          "Oui : la résolution 2623 est un vote de procédure. Le veto des membres permanents ne vaut que pour les décisions de fond.",
      },
      {
        id: "b",
        text: "Parce que la Russie avait perdu son siège permanent",
        isCorrect: false,
        feedback: "La Russie est restée membre permanent : elle avait d’ailleurs opposé son veto deux jours plus tôt.",
      },
      {
        id: "c",
        text: "Parce que la Chine a voté contre la Russie",
        isCorrect: false,
        feedback: "Le vote d’un autre membre ne lève pas un veto. Le 25 février, la Chine s’était d’ailleurs abstenue.",
      },
    ],
    explanation:
      "Le 27 février 2022, le Conseil de sécurité renvoie la question à l’Assemblée générale par la résolution 2623, un vote de procédure où le veto ne s’applique pas. Il n’avait plus convoqué ainsi de session extraordinaire d’urgence depuis 1982.",
    source: "cs-resolution-2623-2022",
    slide: 5,
  },
  {
    id: "ukraine-droit-international-p3",
    kind: "application",
    question:
      "On veut poursuivre un dirigeant pour un crime de guerre, la déportation d’enfants. Quelle juridiction internationale juge des personnes ?",
    options: [
      {
        id: "a",
        text: "La Cour internationale de justice (CIJ)",
        isCorrect: false,
        feedback: "La CIJ règle les différends entre États ; elle ne juge pas des personnes.",
      },
      {
        id: "b",
        text: "La Cour pénale internationale (CPI)",
        isCorrect: true,
        feedback:
          "Oui : la CPI juge des personnes. Son mandat d’arrêt du 17 mars 2023 contre Vladimir Poutine n’est pas une condamnation.",
      },
      {
        id: "c",
        text: "Aucune : un chef d’État en exercice ne peut pas être visé",
        isCorrect: false,
        feedback:
          "La CPI a justement émis un mandat d’arrêt contre un chef d’État en exercice, Vladimir Poutine, le 17 mars 2023.",
      },
    ],
    explanation:
      "La Cour pénale internationale juge des personnes, pas des États. Le 17 mars 2023, elle émet un mandat d’arrêt contre Vladimir Poutine et Maria Lvova-Belova pour la déportation illégale d’enfants ; un mandat d’arrêt n’est pas une condamnation. La CIJ, elle, règle les différends entre États.",
    source: "cpi-mandats-2023-03-17",
    slide: 8,
  },
  {
    id: "ukraine-droit-international-p4",
    kind: "application",
    question:
      "Un fait imputé aux autorités russes se produit en octobre 2022. À cette date, la Russie est-elle encore liée par la Convention européenne des droits de l’homme ?",
    options: [
      {
        id: "a",
        text: "Oui : exclue du Conseil de l’Europe, elle reste liée par la Convention",
        isCorrect: false,
        feedback:
          "L’exclusion du 16 mars 2022 a eu une suite : la Russie n’est plus liée par la Convention depuis le 16 septembre 2022, donc plus en octobre 2022.",
      },
      {
        id: "b",
        text: "Non : elle n’est plus liée par la Convention depuis le 16 septembre 2022",
        isCorrect: true,
        feedback:
          "Oui : exclue du Conseil de l’Europe le 16 mars 2022, la Russie n’est plus liée par la Convention depuis le 16 septembre 2022 ; un fait d’octobre 2022 vient après.",
      },
      {
        id: "c",
        text: "Non : elle n’a jamais été liée, puisqu’elle n’a jamais été membre de l’Union européenne",
        isCorrect: false,
        feedback:
          "C’est confondre deux organisations : la Convention relève du Conseil de l’Europe, distinct de l’Union européenne ; la Russie en était membre et y est restée liée jusqu’au 16 septembre 2022.",
      },
    ],
    explanation:
      "Le Conseil de l’Europe, à ne pas confondre avec l’Union européenne, veille au respect de la Convention européenne des droits de l’homme. Il a suspendu les droits de représentation de la Russie le 25 février 2022, puis l’a exclue le 16 mars 2022 ; elle n’est plus liée par la Convention depuis le 16 septembre 2022.",
    source: "coe-guerre-ukraine-suivi",
    slide: 9,
  },
  {
    id: "ukraine-droit-international-p5",
    kind: "application",
    question:
      "Dans une guerre d’agression, l’État agressé est-il lui aussi tenu de respecter le droit international humanitaire ?",
    options: [
      {
        id: "a",
        text: "Non : seul l’agresseur doit le respecter",
        isCorrect: false,
        feedback:
          "Le droit humanitaire s’applique à toutes les parties, quel que soit l’État qui a déclenché la guerre.",
      },
      {
        id: "b",
        text: "Oui : il s’applique à toutes les parties, quel que soit l’État qui a déclenché la guerre",
        isCorrect: true,
        feedback:
          "Oui : distinction, proportionnalité, précaution et traitement humain des prisonniers valent pour chaque partie.",
      },
      {
        id: "c",
        text: "Seulement s’il a signé un accord avec l’agresseur",
        isCorrect: false,
        feedback:
          "Les conventions de Genève de 1949, ratifiées par la Russie et l’Ukraine, s’appliquent sans accord particulier entre les parties.",
      },
    ],
    explanation:
      "Le droit international humanitaire, fondé sur les conventions de Genève de 1949 ratifiées par la Russie et l’Ukraine, s’applique à toutes les parties, quel que soit l’État qui a déclenché la guerre : distinction, proportionnalité et précaution, traitement humain des prisonniers.",
    source: "cicr-conventions-geneve",
    slide: 11,
  },
  {
    id: "ukraine-droit-international-p6",
    kind: "inférence",
    question:
      "En février 2025, l’ONU avait vérifié 12 654 civils tués en Ukraine depuis le 24 février 2022. Comment lire ce chiffre ?",
    options: [
      {
        id: "a",
        text: "Comme le bilan complet des civils tués",
        isCorrect: false,
        feedback:
          "La mission ne compte que les victimes vérifiées une à une : selon elle, le bilan réel est plus élevé.",
      },
      {
        id: "b",
        text: "Comme un minimum : le bilan réel est plus élevé, selon l’ONU elle-même",
        isCorrect: true,
        feedback:
          "Oui : la mission de surveillance ne retient que les victimes qu’elle a pu vérifier une à une ; ses chiffres sont des minimums.",
      },
      {
        id: "c",
        text: "Comme une estimation haute, qui surévalue probablement le bilan",
        isCorrect: false,
        feedback:
          "C’est l’inverse : une victime n’est comptée qu’après vérification, ce qui donne un minimum, pas une estimation haute.",
      },
    ],
    explanation:
      "La mission de surveillance des droits de l’homme de l’ONU en Ukraine ne compte que les victimes qu’elle a pu vérifier une à une : plus de 12 654 civils tués et 29 392 blessés en février 2025. Ses chiffres sont des minimums.",
    source: "onu-hrmmu-civils-2025-02",
    slide: 13,
  },
  {
    id: "ukraine-droit-international-p7",
    kind: "application",
    question: "Qui a décidé les sanctions de l’Union européenne contre la Russie, et comment ?",
    options: [
      {
        id: "a",
        text: "Le Conseil de sécurité de l’ONU, par une résolution",
        isCorrect: false,
        feedback:
          "Faute d’accord au Conseil de sécurité, bloqué par le veto russe, les sanctions sont décidées par des États.",
      },
      {
        id: "b",
        text: "Les États de l’UE, à l’unanimité, par « paquets » successifs",
        isCorrect: true,
        feedback: "Oui : l’UE les adopte à l’unanimité, par paquets ; le 19e a été adopté le 23 octobre 2025.",
      },
      {
        id: "c",
        text: "La Commission européenne seule, à la majorité",
        isCorrect: false,
        feedback: "Les sanctions de l’UE sont adoptées à l’unanimité des États, pas par la Commission seule.",
      },
    ],
    explanation:
      "Faute d’accord au Conseil de sécurité, les sanctions sont décidées par des États. L’Union européenne les adopte à l’unanimité, par « paquets » ; le 19e a été adopté le 23 octobre 2025. La Russie les juge illégales faute d’autorisation de l’ONU.",
    source: "ue-sanctions-russie-chronologie",
    slide: 15,
  },
];
