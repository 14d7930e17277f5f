import type { Module, Question } from "../schema";
import { politiqueSources } from "./sources";

export const sheet: Module = {
  categoryId: "politique",
  number: 3,
  slug: "election-presidentielle",
  bookmarkId: "politique-election-presidentielle",
  topicId: "politique-election-presidentielle",
  title: "Élire le président",
  subtitle:
    "Les 500 présentations, les deux tours, la campagne officielle, le temps de parole, les dépenses de campagne et les sondages : les règles de l’élection présidentielle, et ce qui est déjà fixé pour 2027.",
  readingTime: 3,
  updatedAt: "2026-11-28",
  reviewedAt: "2026-11-26",
  slides: [
    {
      title: "Un Président élu par tous depuis 1962",
      body: [
        "La loi du 6 novembre 1962, adoptée par référendum, a réécrit l’article 6 de la Constitution : depuis, le Président est élu au suffrage universel direct, c’est-à-dire par tous les électeurs.",
        "Cette loi fixe encore aujourd’hui les règles de l’élection : conditions pour être candidat, campagne, financement et contrôle par le Conseil constitutionnel.",
      ],
      source: "loi-election-president-1962",
    },
    {
      title: "Cinq ans, deux tours, la majorité absolue",
      body: [
        "Le Président est élu pour cinq ans, et nul ne peut exercer plus de deux mandats consécutifs (article 6). Il faut la majorité absolue des suffrages exprimés (article 7).",
        "Si personne ne l’obtient au premier tour, un second tour a lieu le quatorzième jour suivant, entre les deux candidats arrivés en tête. L’élection a lieu 20 à 35 jours avant la fin du mandat en cours.",
      ],
      source: "constitution-1958",
    },
    {
      title: "Les 500 présentations",
      body: [
        "Pour être candidat, il faut être présenté par au moins 500 élus : c’est ce qu’on appelle couramment les « parrainages ». Ces élus doivent venir d’au moins 30 départements ou collectivités d’outre-mer, et pas plus d’un dixième d’entre eux d’un même département.",
        "Les élus adressent leurs présentations au Conseil constitutionnel, qui les vérifie.",
      ],
      keyFigure: { value: "500", label: "présentations d’élus, venues d’au moins 30 départements" },
      source: "loi-election-president-1962",
    },
    {
      title: "Qui présente, et qui publie la liste",
      body: [
        "Peuvent présenter un candidat : les députés, les sénateurs, les députés européens élus en France, les conseillers régionaux et départementaux, les maires et certains présidents d’intercommunalité, notamment.",
        "Le Conseil constitutionnel vérifie les présentations, rend publics les noms des élus qui en ont fait une et établit la liste des candidats. Le Gouvernement la publie au plus tard le quatrième vendredi avant le premier tour.",
      ],
      source: "loi-election-president-1962",
    },
    {
      title: "Le calendrier d’une élection",
      body: ["Les grandes étapes, dans l’ordre :"],
      points: [
        "un décret convoque les électeurs, au moins dix semaines avant le premier tour ;",
        "les élus adressent leurs présentations au Conseil constitutionnel ;",
        "le Conseil constitutionnel arrête la liste des candidats ;",
        "la campagne officielle s’ouvre ;",
        "premier tour, puis, si nécessaire, second tour deux semaines plus tard.",
      ],
      source: "loi-election-president-1962",
      figure: {
        kind: "steps",
        title: "Le calendrier d’une élection présidentielle",
        takeaway:
          "Des présentations des élus à la liste des candidats, puis de la campagne officielle aux deux tours : chaque étape a son ordre fixé par la loi.",
        period: "Règles en vigueur en 2026",
        steps: [
          {
            label: "La convocation des électeurs",
            detail: "Un décret convoque les électeurs, au moins dix semaines avant le premier tour.",
          },
          {
            label: "Les présentations",
            detail:
              "Les élus adressent leurs présentations au Conseil constitutionnel ; il en faut au moins 500 pour chaque candidat.",
          },
          {
            label: "La liste des candidats",
            detail:
              "Le Conseil constitutionnel l’arrête ; le Gouvernement la publie au plus tard le quatrième vendredi avant le premier tour.",
          },
          { label: "La campagne officielle", detail: "Elle s’ouvre avant le premier tour." },
          {
            label: "Le premier tour, puis le second",
            detail: "Si nécessaire, le second tour a lieu deux semaines après le premier.",
          },
        ],
      },
    },
    {
      title: "Le temps de parole à la radio et à la télévision",
      body: [
        "L’Arcom, le régulateur de l’audiovisuel, fixe les règles de temps de parole des candidats et de leurs soutiens. En 2022, le principe d’équité, selon le poids politique de chacun, s’appliquait d’abord.",
        "Après la publication de la liste des candidats, les règles se resserrent, jusqu’à l’égalité stricte des temps de parole pendant la campagne officielle, dans les deux semaines qui précèdent le premier tour.",
      ],
      source: "tf1info-temps-de-parole-2022",
    },
    {
      title: "Les dépenses de campagne et leur contrôle",
      body: [
        "Les dépenses de chaque candidat sont plafonnées. En 2022, le plafond était de 16,851 millions d’euros pour un candidat présent au seul premier tour, et de 22,509 millions pour un candidat du second tour.",
        "La Commission nationale des comptes de campagne et des financements politiques (CNCCFP) contrôle les comptes. Un candidat qui dépasse le plafond doit verser le dépassement au Trésor public.",
      ],
      keyFigure: { value: "22,5 M€", label: "plafond des dépenses d’un candidat au second tour en 2022" },
      source: "francetvinfo-remboursement-2022",
    },
    {
      title: "Le remboursement par l’État",
      body: [
        "L’État rembourse une partie des dépenses, sans dépasser ce que le candidat a réellement dépensé : 4,75 % du plafond pour chaque candidat, et 47,5 % pour ceux qui ont obtenu plus de 5 % des suffrages exprimés au premier tour.",
        "Un compte rejeté par la CNCCFP, décision qui peut être contestée devant le Conseil constitutionnel, peut priver le candidat de ce remboursement.",
      ],
      keyFigure: { value: "5 %", label: "des suffrages exprimés : seuil du remboursement le plus élevé" },
      source: "loi-election-president-1962",
    },
    {
      title: "Les sondages : ce que dit la loi",
      body: [
        "La loi du 19 juillet 1977 encadre les sondages électoraux. Une autorité indépendante, la Commission des sondages, contrôle leur réalisation et leur publication.",
        "Depuis 2002, la publication, la diffusion et le commentaire de tout sondage électoral sont interdits la veille et le jour de chaque tour. Un sondage mesure des intentions à une date donnée : ce n’est pas un résultat.",
      ],
      source: "senat-rapport-sondages-2002",
    },
    {
      title: "2027 : ce qui est fixé, ce qui ne l’est pas",
      body: [
        "Au 26 novembre 2026, les règles ci-dessus s’appliquent. Emmanuel Macron, élu en 2017 et réélu en 2022, ne peut pas se présenter une troisième fois de suite. Son mandat, commencé en mai 2022, s’achève en mai 2027.",
        "Les dates des deux tours seront fixées par le décret de convocation ; la liste des candidats ne sera connue qu’après la période des présentations.",
      ],
      source: "constitution-1958",
    },
  ],
  sources: [
    politiqueSources["constitution-1958"],
    politiqueSources["loi-election-president-1962"],
    {
      id: "arcom-equite-presidentielle-2022",
      publisher: "Arcom",
      title:
        "Exposition d’une candidature à l’élection présidentielle dans les médias audiovisuels : réponse à une saisine",
      dataYear: 2022,
      publishedAt: "2022",
      url: "https://arcom.fr/nos-ressources/espace-juridique/decisions/exposition-dune-candidature-lelection-presidentielle-dans-les-medias-audiovisuels-reponse-une-saisine-1",
      recurring: false,
    },
    {
      id: "tf1info-temps-de-parole-2022",
      publisher: "TF1 Info",
      title:
        "Présidentielle 2022 : équité, égalité stricte… comment le temps de parole des candidats est décompté jusqu’à l’élection",
      dataYear: 2022,
      publishedAt: "2022-03",
      url: "https://www.tf1info.fr/politique/presidentielle-2022-equite-egalite-stricte-comment-le-temps-de-parole-des-candidats-est-decompte-jusqu-a-l-election-2213339.html",
      recurring: false,
    },
    {
      id: "francetvinfo-remboursement-2022",
      publisher: "Franceinfo",
      title:
        "Résultats présidentielle : on vous explique les règles de remboursement des frais de campagne (d’après la CNCCFP)",
      dataYear: 2022,
      publishedAt: "2022-04",
      url: "https://www.francetvinfo.fr/elections/presidentielle/resultats-presidentielle-on-vous-explique-les-regles-de-remboursement-des-frais-de-campagne-qui-inquietent-les-candidats-sous-la-barre-des-5_5075356.html",
      recurring: false,
    },
    {
      id: "senat-rapport-sondages-2002",
      publisher: "Sénat, commission des lois",
      title:
        "Rapport n° 193 (2001-2002) sur le projet de loi relatif aux sondages d’opinion : dispositions spécifiques aux périodes électorales",
      dataYear: 2002,
      publishedAt: "2002",
      url: "https://senat.fr/rap/l01-193/l01-1932.html",
      recurring: false,
    },
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "politique-election-presidentielle-q1",
    question: "Combien de présentations d’élus un candidat à l’élection présidentielle doit-il réunir ?",
    options: [
      {
        id: "a",
        text: "100, venues de n’importe quel département",
        isCorrect: false,
        feedback:
          "Non : la loi exige 500 présentations, venues d’au moins 30 départements ou collectivités d’outre-mer.",
      },
      {
        id: "b",
        text: "500, venues d’au moins 30 départements ou collectivités d’outre-mer",
        isCorrect: true,
        feedback:
          "Oui : et pas plus d’un dixième d’entre elles ne peut venir d’un même département, pour qu’un candidat ait des soutiens dans tout le pays.",
      },
      {
        id: "c",
        text: "500 000 signatures de citoyens",
        isCorrect: false,
        feedback:
          "Non : ce ne sont pas des citoyens qui signent, mais des élus (maires, parlementaires, conseillers départementaux et régionaux…).",
      },
    ],
    explanation:
      "La loi du 6 novembre 1962 exige au moins 500 présentations d’élus, venues d’au moins 30 départements ou collectivités d’outre-mer différents, sans que plus d’un dixième d’entre elles viennent d’un même département.",
    source: "loi-election-president-1962",
    slide: 3,
  },
  {
    id: "politique-election-presidentielle-q2",
    question:
      "Jusqu’à la publication de la liste des candidats, quel principe l’Arcom applique-t-elle au temps de parole des candidats et de leurs soutiens ?",
    options: [
      {
        id: "a",
        text: "L’équité : un temps de parole selon le poids politique de chacun",
        isCorrect: true,
        feedback:
          "Oui : jusqu’à la publication de la liste par le Conseil constitutionnel, radios et télévisions doivent assurer un temps de parole et d’antenne équitable.",
      },
      {
        id: "b",
        text: "L’égalité stricte, à la seconde près, dès le début de l’année",
        isCorrect: false,
        feedback:
          "Non : l’égalité stricte ne s’applique qu’à la fin, pendant la campagne officielle. Avant, c’est l’équité.",
      },
      {
        id: "c",
        text: "Aucune règle : chaque média fait ses choix",
        isCorrect: false,
        feedback:
          "Non : l’Arcom contrôle régulièrement les temps de parole et peut rappeler les radios et télévisions à leurs obligations.",
      },
    ],
    explanation:
      "Selon l’Arcom, jusqu’au jour de la publication de la liste des candidats par le Conseil constitutionnel, les candidats déclarés ou présumés et leurs soutiens doivent bénéficier à la radio et à la télévision d’un temps de parole et d’antenne équitables.",
    source: "arcom-equite-presidentielle-2022",
    slide: 6,
  },
  {
    id: "politique-election-presidentielle-q3",
    question: "Quand la publication d’un sondage électoral est-elle interdite ?",
    options: [
      {
        id: "a",
        text: "Pendant les trois mois qui précèdent l’élection",
        isCorrect: false,
        feedback: "Non : l’interdiction est bien plus courte. Elle ne couvre que la veille et le jour de chaque tour.",
      },
      {
        id: "b",
        text: "Jamais : la liberté de la presse l’interdit",
        isCorrect: false,
        feedback:
          "Non : la loi du 19 juillet 1977 encadre les sondages électoraux et prévoit une courte période d’interdiction.",
      },
      {
        id: "c",
        text: "La veille et le jour de chaque tour de scrutin",
        isCorrect: true,
        feedback:
          "Oui : depuis la réforme de 2002, la période d’interdiction se limite à la veille et au jour du vote, jusqu’à la fermeture des bureaux.",
      },
    ],
    explanation:
      "La loi du 19 juillet 1977 interdisait la publication des sondages pendant la semaine précédant chaque tour. La réforme de 2002 a limité cette interdiction à la veille et au jour du scrutin, jusqu’à la fermeture du dernier bureau de vote.",
    source: "senat-rapport-sondages-2002",
    slide: 9,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "politique-election-presidentielle-g1",
    subtopicId: "politique-election-presidentielle",
    question: "Si aucun candidat n’obtient la majorité absolue au premier tour, que se passe-t-il ?",
    options: [
      {
        id: "a",
        text: "Le candidat arrivé en tête est élu",
        isCorrect: false,
        feedback:
          "Non : arriver en tête ne suffit pas. Sans majorité absolue des suffrages exprimés, un second tour est organisé.",
      },
      {
        id: "b",
        text: "Un second tour oppose les deux candidats arrivés en tête, le quatorzième jour suivant",
        isCorrect: true,
        feedback:
          "Oui : c’est l’article 7 de la Constitution. Seuls les deux premiers, après d’éventuels retraits, peuvent s’y présenter.",
      },
      {
        id: "c",
        text: "L’Assemblée nationale choisit entre les trois premiers",
        isCorrect: false,
        feedback:
          "Non : depuis 1962, ce sont les électeurs qui élisent le Président, au suffrage universel direct, aux deux tours.",
      },
    ],
    explanation:
      "Selon l’article 7 de la Constitution, le Président est élu à la majorité absolue des suffrages exprimés. Si elle n’est pas atteinte au premier tour, un second tour a lieu le quatorzième jour suivant entre les deux candidats arrivés en tête.",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-election-presidentielle-g2",
    subtopicId: "politique-election-presidentielle",
    question: "Quelle autorité contrôle les comptes de campagne des candidats ?",
    options: [
      {
        id: "a",
        text: "La Commission nationale des comptes de campagne et des financements politiques (CNCCFP)",
        isCorrect: true,
        feedback:
          "Oui : elle vérifie que les plafonds sont respectés ; ses décisions peuvent être contestées devant le Conseil constitutionnel.",
      },
      {
        id: "b",
        text: "L’Arcom",
        isCorrect: false,
        feedback:
          "Non : l’Arcom veille au temps de parole à la radio et à la télévision, pas aux dépenses des candidats.",
      },
      {
        id: "c",
        text: "La Commission des sondages",
        isCorrect: false,
        feedback: "Non : la Commission des sondages contrôle les sondages électoraux, pas l’argent des campagnes.",
      },
    ],
    explanation:
      "La Commission nationale des comptes de campagne et des financements politiques (CNCCFP) contrôle les comptes des candidats. En 2022, le plafond des dépenses était de 16,851 millions d’euros au premier tour et de 22,509 millions d’euros pour les candidats du second tour.",
    source: "francetvinfo-remboursement-2022",
    slide: 7,
  },
];
