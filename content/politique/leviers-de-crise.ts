import type { Module, Question } from "../schema";
import { politiqueSources } from "./sources";

export const sheet: Module = {
  categoryId: "politique",
  number: 4,
  slug: "leviers-de-crise",
  bookmarkId: "politique-leviers-de-crise",
  topicId: "politique-leviers-de-crise",
  title: "Dissolution, censure, référendum : les leviers en cas de crise",
  subtitle:
    "L’article 12 et la dissolution de 2024, la censure et les gouvernements qui ont suivi, le référendum et le référendum d’initiative partagée, l’article 16.",
  readingTime: 4,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-26",
  slides: [
    {
      title: "Quand les institutions se bloquent",
      body: [
        "La Constitution prévoit plusieurs leviers pour sortir d’un blocage entre le Gouvernement, l’Assemblée nationale et le Président. Chacun appartient à un acteur précis :",
      ],
      points: [
        "la dissolution de l’Assemblée : le Président ;",
        "la motion de censure : les députés ; la question de confiance : le Gouvernement ;",
        "le référendum : le Président, sur proposition du Gouvernement ou des assemblées ;",
        "les pouvoirs exceptionnels de l’article 16 : le Président, en cas de menace grave.",
      ],
      source: "constitution-1958",
      figure: {
        kind: "timeline",
        title: "Dissolution, censure, confiance refusée : les dates",
        takeaway:
          "Entre juin 2024 et février 2026 : une dissolution, un gouvernement censuré, un autre privé de confiance, puis un budget adopté après trois 49.3.",
        period: "juin 2024-février 2026",
        events: [
          {
            date: "2024-06-09",
            label: "Emmanuel Macron annonce la dissolution de l’Assemblée nationale.",
            source: "actu-juridique-dissolution-2024",
          },
          {
            date: "2024-06-30",
            label: "Premier tour des élections législatives anticipées ; le second a lieu le 7 juillet.",
            source: "actu-juridique-dissolution-2024",
          },
          {
            date: "2024-12-04",
            label: "Une motion de censure est adoptée : le gouvernement de Michel Barnier démissionne.",
            source: "an-censure-2024-12-04",
          },
          {
            date: "2025-09-08",
            label: "L’Assemblée refuse la confiance au gouvernement de François Bayrou, par 364 voix contre 194.",
            source: "vote-confiance-2025-09-08",
          },
          {
            date: "2026-02-02",
            label:
              "Après trois 49.3 (20, 23 et 30 janvier) et l’échec des motions de censure, la loi de finances pour 2026 est adoptée.",
            source: "blick-afp-troisieme-49-3-2026-01-30",
          },
          {
            date: "2026-02-19",
            label: "La loi de finances pour 2026 est promulguée.",
            source: "loi-finances-2026",
          },
        ],
      },
    },
    {
      title: "La dissolution : l’article 12",
      body: [
        "Le Président peut dissoudre l’Assemblée nationale après avoir consulté le Premier ministre et les présidents des deux assemblées. Leur avis ne l’oblige pas.",
        "De nouvelles élections législatives ont lieu 20 à 40 jours plus tard. Il ne peut pas y avoir de nouvelle dissolution dans l’année qui suit ces élections. Le Sénat, lui, ne peut pas être dissous.",
      ],
      source: "constitution-1958",
    },
    {
      title: "La dissolution du 9 juin 2024",
      body: [
        "Le 9 juin 2024, au soir des élections européennes, Emmanuel Macron a annoncé la dissolution de l’Assemblée nationale. Les décrets ont été publiés au Journal officiel du 10 juin 2024.",
        "Les élections législatives anticipées ont eu lieu le 30 juin et le 7 juillet 2024. Une nouvelle dissolution était donc possible à partir de juillet 2025.",
      ],
      source: "actu-juridique-dissolution-2024",
    },
    {
      title: "Une Assemblée sans majorité absolue",
      body: [
        "Les élections de l’été 2024 ont donné une Assemblée où aucune formation politique n’a obtenu seule une majorité nette. Un gouvernement qui n’a pas d’accord avec d’autres groupes s’expose alors à une motion de censure.",
        "Cette situation a relancé le débat sur le mode de scrutin : des propositions de loi visent à introduire une dose de proportionnelle aux élections législatives.",
      ],
      source: "an-ppl-proportionnelle-2024",
    },
    {
      title: "Censure et question de confiance",
      body: ["L’Assemblée nationale peut renverser le Gouvernement de deux façons (article 49) :"],
      points: [
        "en adoptant une motion de censure, à la majorité absolue de ses membres, de sa propre initiative ou en réponse à un 49.3 ;",
        "en refusant la confiance que le Premier ministre lui demande sur son programme ou sur une déclaration de politique générale.",
      ],
      source: "constitution-1958",
    },
    {
      title: "Décembre 2024 : la censure du gouvernement Barnier",
      body: [
        "Le 2 décembre 2024, le gouvernement de Michel Barnier a engagé sa responsabilité (49.3) sur le budget de la Sécurité sociale pour 2025. Le 4 décembre, l’Assemblée nationale a adopté une motion de censure déposée par des députés de gauche.",
        "Le texte a été rejeté, et le Premier ministre a remis la démission de son gouvernement au Président, comme le prévoit l’article 50.",
      ],
      source: "an-censure-2024-12-04",
    },
    {
      title: "Septembre 2025 : la confiance refusée",
      body: [
        "Le 8 septembre 2025, le Premier ministre François Bayrou a engagé la responsabilité de son gouvernement sur une déclaration de politique générale (article 49, alinéa 1).",
        "L’Assemblée nationale l’a désapprouvée par 364 voix contre 194. Le gouvernement a dû démissionner, comme le prévoit l’article 50.",
      ],
      source: "vote-confiance-2025-09-08",
    },
    {
      title: "2026 : un budget adopté après trois 49.3",
      body: [
        "Le budget de l’État pour 2026 n’était pas voté au 1er janvier : une loi spéciale a permis de continuer à percevoir les impôts.",
        "Le gouvernement de Sébastien Lecornu a ensuite engagé trois fois sa responsabilité (49.3), les 20, 23 et 30 janvier 2026. Les motions de censure ayant échoué, la loi a été adoptée le 2 février 2026, puis promulguée le 19 février 2026 après l’examen du Conseil constitutionnel.",
      ],
      source: "loi-finances-2026",
    },
    {
      title: "Le référendum",
      body: [
        "Selon l’article 11, le Président peut soumettre au référendum un projet de loi sur l’organisation des pouvoirs publics, sur des réformes de politique économique, sociale ou environnementale, ou autorisant la ratification d’un traité. Il agit sur proposition du Gouvernement ou des deux assemblées.",
        "Réviser la Constitution suit une autre voie (article 89) : un texte voté dans les mêmes termes par les deux assemblées, puis approuvé par référendum ou par le Parlement réuni en Congrès, à trois cinquièmes des voix.",
      ],
      source: "constitution-1958",
    },
    {
      title: "Le référendum d’initiative partagée",
      body: [
        "Depuis 2008, un référendum peut naître d’une proposition de loi signée par un cinquième des parlementaires, puis soutenue par un dixième des électeurs inscrits. Si les assemblées ne l’examinent pas dans le délai prévu, le Président la soumet au référendum.",
        "Une seule procédure a atteint la collecte des soutiens : celle sur les aéroports de Paris, du 13 juin 2019 au 12 mars 2020. Il fallait 4,7 millions de soutiens ; le seuil n’a pas été atteint.",
      ],
      keyFigure: {
        value: "4,7 millions",
        label: "de soutiens d’électeurs exigés en 2019-2020, soit 10 % des inscrits",
      },
      source: "interieur-rip-2020",
    },
    {
      title: "L’article 16 : les pouvoirs exceptionnels",
      body: [
        "En cas de menace grave et immédiate sur les institutions, l’indépendance de la Nation ou l’intégrité du territoire, quand les pouvoirs publics ne peuvent plus fonctionner normalement, le Président prend les mesures exigées par les circonstances.",
        "Le Parlement se réunit de plein droit et l’Assemblée ne peut pas être dissoute. Depuis 2008, après 30 jours, le Conseil constitutionnel peut être saisi pour vérifier si les conditions sont toujours réunies.",
      ],
      source: "constitution-1958",
    },
  ],
  sources: [
    politiqueSources["constitution-1958"],
    {
      id: "actu-juridique-dissolution-2024",
      publisher: "Actu-Juridique",
      title: "Dissolution de l’Assemblée nationale et élections anticipées : les décrets sont publiés",
      dataYear: 2024,
      publishedAt: "2024-06",
      url: "https://www.actu-juridique.fr/breves/droit-electoral/dissolution-de-lassemblee-nationale-et-elections-anticipees-les-decrets-sont-publies/",
      recurring: false,
    },
    {
      id: "an-ppl-proportionnelle-2024",
      publisher: "Assemblée nationale",
      title:
        "Proposition de loi n° 357 visant à introduire une dose de représentation proportionnelle lors des élections législatives (exposé des motifs)",
      dataYear: 2024,
      publishedAt: "2024-10-15",
      url: "https://questions.assemblee-nationale.fr/dyn/docs/PIONANR5L17B0357.raw",
      recurring: false,
    },
    politiqueSources["an-censure-2024-12-04"],
    {
      id: "vote-confiance-2025-09-08",
      publisher: "Linternaute",
      title: "Résultat du vote de confiance : Bayrou balayé, découvrez le détail des votes",
      dataYear: 2025,
      publishedAt: "2025-09-08",
      url: "https://www.linternaute.com/actualite/politique/8751130-resultat-du-vote-de-confiance-a-quelle-heure-vont-ils-tomber-decouvrez-les-resultats-en-direct/",
      recurring: false,
    },
    {
      id: "loi-finances-2026",
      publisher: "Légifrance",
      title: "Loi n° 2026-103 du 19 février 2026 de finances pour 2026",
      dataYear: 2026,
      publishedAt: "2026-02-20",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053508155",
      recurring: false,
    },
    {
      id: "blick-afp-troisieme-49-3-2026-01-30",
      publisher: "Blick (dépêche AFP)",
      title: "Lecornu engage par un dernier 49.3 sa responsabilité sur le budget (troisième 49.3)",
      dataYear: 2026,
      publishedAt: "2026-01-30",
      url: "https://www.blick.ch/fr/monde/france/budget-lecornu-utilise-un-troisieme-49-3-pour-ladopter-id21646327.html",
      recurring: false,
      secondary: true,
    },
    {
      id: "interieur-rip-2020",
      publisher: "Ministère de l’Intérieur",
      title: "Clôture du premier référendum d’initiative partagée le 12 mars 2020",
      dataYear: 2020,
      publishedAt: "2020-03",
      url: "https://mobile.interieur.gouv.fr/Archives/Archives-des-actualites/2020-Actualites/Cloture-du-premier-referendum-d-initiative-partagee-le-12-mars-2020",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "politique-leviers-de-crise-q1",
    question: "Après une dissolution, dans quel délai ont lieu les nouvelles élections législatives ?",
    options: [
      {
        id: "a",
        text: "Entre 20 et 40 jours après la dissolution",
        isCorrect: true,
        feedback:
          "Oui : c’est l’article 12. En 2024, la dissolution du 9 juin a été suivie d’élections le 30 juin et le 7 juillet.",
      },
      {
        id: "b",
        text: "À la date normale, à la fin de la législature",
        isCorrect: false,
        feedback:
          "Non : la dissolution met fin au mandat des députés. Des élections anticipées ont lieu dans les 20 à 40 jours.",
      },
      {
        id: "c",
        text: "Un an plus tard",
        isCorrect: false,
        feedback:
          "Non : le délai d’un an est celui pendant lequel une nouvelle dissolution est interdite après les élections, pas celui des élections.",
      },
    ],
    explanation:
      "Selon l’article 12 de la Constitution, les élections générales ont lieu vingt jours au moins et quarante jours au plus après la dissolution ; il ne peut y avoir de nouvelle dissolution dans l’année qui suit ces élections.",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-leviers-de-crise-q2",
    question: "Que s’est-il passé à l’Assemblée nationale le 8 septembre 2025 ?",
    options: [
      {
        id: "a",
        text: "Une motion de censure a été adoptée contre le gouvernement de Michel Barnier",
        isCorrect: false,
        feedback: "Non : la censure du gouvernement Barnier date du 4 décembre 2024.",
      },
      {
        id: "b",
        text: "L’Assemblée a refusé la confiance demandée par François Bayrou, dont le gouvernement a dû démissionner",
        isCorrect: true,
        feedback:
          "Oui : 364 députés ont voté contre sa déclaration de politique générale, 194 pour ; le gouvernement a démissionné.",
      },
      {
        id: "c",
        text: "Le Président a dissous l’Assemblée nationale pour la deuxième fois",
        isCorrect: false,
        feedback:
          "Non : il n’y a pas eu de dissolution ce jour-là. Le Gouvernement est tombé sur une question de confiance qu’il avait lui-même posée.",
      },
    ],
    explanation:
      "Le 8 septembre 2025, François Bayrou a engagé la responsabilité de son gouvernement sur une déclaration de politique générale (article 49, alinéa 1). L’Assemblée nationale l’a désapprouvée par 364 voix contre 194, et le gouvernement a dû démissionner.",
    source: "vote-confiance-2025-09-08",
    slide: 7,
  },
  {
    id: "politique-leviers-de-crise-q3",
    question: "Qui peut lancer un référendum d’initiative partagée ?",
    options: [
      {
        id: "a",
        text: "Un million de citoyens, par une pétition",
        isCorrect: false,
        feedback:
          "Non : l’initiative vient d’abord des parlementaires. Les électeurs apportent ensuite leur soutien, à hauteur d’un dixième des inscrits.",
      },
      {
        id: "b",
        text: "Le Président de la République seul",
        isCorrect: false,
        feedback:
          "Non : c’est le référendum classique de l’article 11. L’initiative partagée associe parlementaires et électeurs.",
      },
      {
        id: "c",
        text: "Un cinquième des parlementaires, soutenus ensuite par un dixième des électeurs inscrits",
        isCorrect: true,
        feedback:
          "Oui : en 2019-2020, la procédure sur les aéroports de Paris exigeait 4,7 millions de soutiens ; le seuil n’a pas été atteint.",
      },
    ],
    explanation:
      "Depuis 2008, l’article 11 permet qu’un référendum soit organisé à l’initiative d’un cinquième des membres du Parlement, soutenue par un dixième des électeurs inscrits. Pour les aéroports de Paris, en 2019-2020, il fallait 4,7 millions de soutiens, soit 10 % du corps électoral.",
    source: "interieur-rip-2020",
    slide: 10,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "politique-leviers-de-crise-g1",
    subtopicId: "politique-leviers-de-crise",
    question: "Qui peut dissoudre l’Assemblée nationale ?",
    options: [
      {
        id: "a",
        text: "Le Premier ministre, après un vote du Gouvernement",
        isCorrect: false,
        feedback:
          "Non : le Premier ministre est seulement consulté. La décision appartient au Président de la République.",
      },
      {
        id: "b",
        text: "Le Président de la République, après avoir consulté le Premier ministre et les présidents des assemblées",
        isCorrect: true,
        feedback:
          "Oui : c’est un pouvoir propre du Président (article 12). Les avis qu’il recueille ne l’obligent pas.",
      },
      {
        id: "c",
        text: "Le Conseil constitutionnel, en cas de blocage",
        isCorrect: false,
        feedback:
          "Non : le Conseil constitutionnel ne dissout pas l’Assemblée. Il contrôle les lois et certaines élections.",
      },
    ],
    explanation:
      "Selon l’article 12 de la Constitution, le Président de la République peut, après consultation du Premier ministre et des présidents des assemblées, prononcer la dissolution de l’Assemblée nationale. Emmanuel Macron l’a fait le 9 juin 2024.",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-leviers-de-crise-g2",
    subtopicId: "politique-leviers-de-crise",
    question: "Comment une révision de la Constitution peut-elle être définitivement adoptée (article 89) ?",
    options: [
      {
        id: "a",
        text: "Par une loi ordinaire, votée à la majorité simple de l’Assemblée nationale",
        isCorrect: false,
        feedback:
          "Non : l’Assemblée n’a pas le dernier mot sur une révision. Le texte doit être voté dans les mêmes termes par les deux assemblées.",
      },
      {
        id: "b",
        text: "Par un décret du Président de la République",
        isCorrect: false,
        feedback:
          "Non : le Président ne peut pas réviser seul la Constitution. Il faut le Parlement, puis le peuple ou le Congrès.",
      },
      {
        id: "c",
        text: "Par référendum, ou par le Parlement réuni en Congrès à trois cinquièmes des voix, après un vote identique des deux assemblées",
        isCorrect: true,
        feedback:
          "Oui : sans l’accord du Sénat, pas de révision ; puis l’approbation vient du peuple ou, pour un projet du Président, du Congrès.",
      },
    ],
    explanation:
      "Selon l’article 89 de la Constitution, un projet ou une proposition de révision doit être voté dans les mêmes termes par les deux assemblées, puis approuvé par référendum ; un projet peut aussi être approuvé par le Parlement réuni en Congrès, à la majorité des trois cinquièmes des suffrages exprimés.",
    source: "constitution-1958",
    slide: 9,
  },
];
