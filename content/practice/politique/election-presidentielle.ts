import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Élire le président » (docs/editorial.md#practice-questions).
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "politique-election-presidentielle-p1",
    kind: "application",
    question:
      "Un candidat a réuni 500 présentations d’élus venus de 40 départements, dont 80 d’un même département. Remplit-il les conditions ?",
    options: [
      {
        id: "a",
        text: "Oui : 500 présentations et plus de 30 départements suffisent",
        isCorrect: false,
        feedback:
          "Une troisième condition s’ajoute : pas plus d’un dixième des présentations d’un même département, soit 50 sur 500 ; ici, il y en a 80.",
      },
      {
        id: "b",
        text: "Non : plus d’un dixième de ses présentations viennent d’un même département",
        isCorrect: true,
        feedback:
          "Oui : un dixième de 500, c’est 50. Avec 80 présentations venues d’un même département, la condition de répartition n’est pas remplie.",
      },
      {
        id: "c",
        text: "Non : il lui faudrait des présentations venues d’au moins 50 départements",
        isCorrect: false,
        feedback:
          "Le minimum est de 30 départements ou collectivités d’outre-mer, et 40 le dépasse ; c’est la part d’un même département qui pose problème.",
      },
    ],
    explanation:
      "Il faut au moins 500 présentations, venues d’au moins 30 départements ou collectivités d’outre-mer, et pas plus d’un dixième d’un même département. Un dixième de 500, c’est 50 : avec 80 présentations d’un même département, le candidat ne remplit pas cette dernière condition.",
    source: "loi-election-president-1962",
    slide: 3,
  },
  {
    id: "politique-election-presidentielle-p2",
    kind: "application",
    question: "Au premier tour, une candidate obtient plus de la moitié des suffrages exprimés. Que se passe-t-il ?",
    options: [
      {
        id: "a",
        text: "Elle est élue dès le premier tour",
        isCorrect: true,
        feedback:
          "Oui : il faut la majorité absolue des suffrages exprimés (article 7). Si elle est atteinte au premier tour, il n’y a pas de second tour.",
      },
      {
        id: "b",
        text: "Un second tour a lieu quand même, deux semaines plus tard",
        isCorrect: false,
        feedback:
          "Le second tour n’a lieu que si personne n’obtient la majorité absolue des suffrages exprimés au premier tour.",
      },
      {
        id: "c",
        text: "Elle doit aussi réunir la moitié des électeurs inscrits",
        isCorrect: false,
        feedback:
          "La Constitution compte les suffrages exprimés, pas les inscrits : la majorité absolue des suffrages exprimés suffit.",
      },
    ],
    explanation:
      "Selon l’article 7 de la Constitution, le Président est élu à la majorité absolue des suffrages exprimés. Si personne ne l’obtient au premier tour, un second tour a lieu le quatorzième jour suivant entre les deux candidats arrivés en tête.",
    source: "constitution-1958",
    slide: 2,
  },
  {
    id: "politique-election-presidentielle-p3",
    kind: "inférence",
    question: "Affirmation à juger : « Emmanuel Macron peut être candidat à l’élection présidentielle de 2027. »",
    options: [
      {
        id: "a",
        text: "Exact : rien ne limite le nombre de mandats",
        isCorrect: false,
        feedback:
          "L’article 6 de la Constitution fixe une limite : nul ne peut exercer plus de deux mandats consécutifs.",
      },
      {
        id: "b",
        text: "Inexact : élu en 2017 et réélu en 2022, il a déjà exercé deux mandats consécutifs",
        isCorrect: true,
        feedback:
          "Oui : l’article 6 interdit d’exercer plus de deux mandats consécutifs ; il ne peut donc pas se présenter une troisième fois de suite.",
      },
      {
        id: "c",
        text: "Inexact : un Président ne peut jamais être réélu",
        isCorrect: false,
        feedback:
          "Un Président peut être réélu une fois : la limite porte sur plus de deux mandats consécutifs, pas sur un second mandat.",
      },
    ],
    explanation:
      "Selon l’article 6 de la Constitution, nul ne peut exercer plus de deux mandats consécutifs. Emmanuel Macron, élu en 2017 et réélu en 2022, ne peut pas se présenter une troisième fois de suite ; son mandat s’achève en mai 2027.",
    source: "constitution-1958",
    slide: 10,
  },
  {
    id: "politique-election-presidentielle-p4",
    kind: "application",
    question:
      "La campagne officielle est ouverte, dans les deux semaines qui précèdent le premier tour. Quelle règle s’applique au temps de parole des candidats à la radio et à la télévision ?",
    options: [
      {
        id: "a",
        text: "L’équité, selon le poids politique de chacun",
        isCorrect: false,
        feedback:
          "L’équité s’applique plus tôt ; après la publication de la liste des candidats, les règles se resserrent jusqu’à l’égalité stricte.",
      },
      {
        id: "b",
        text: "Aucune : chaque média choisit librement",
        isCorrect: false,
        feedback:
          "L’Arcom fixe des règles de temps de parole pendant toute la période électorale, et elles sont les plus strictes pendant la campagne officielle.",
      },
      {
        id: "c",
        text: "L’égalité stricte entre les candidats",
        isCorrect: true,
        feedback:
          "Oui : pendant la campagne officielle, tous les candidats ont droit au même temps de parole, quel que soit leur poids politique.",
      },
    ],
    explanation:
      "L’Arcom fixe les règles de temps de parole des candidats et de leurs soutiens. Après la publication de la liste des candidats, les règles se resserrent, jusqu’à l’égalité stricte pendant la campagne officielle, dans les deux semaines qui précèdent le premier tour.",
    source: "tf1info-temps-de-parole-2022",
    slide: 6,
  },
  {
    id: "politique-election-presidentielle-p5",
    kind: "application",
    question:
      "En 2022, le plafond de dépenses d’un candidat présent au seul premier tour était de 16,851 millions d’euros. Un candidat éliminé au premier tour avec plus de 5 % des suffrages exprimés a dépensé 10 millions d’euros. Combien l’État pouvait-il lui rembourser au plus ?",
    options: [
      {
        id: "a",
        text: "Environ 8 millions d’euros",
        isCorrect: true,
        feedback:
          "Oui : au-dessus de 5 % des suffrages exprimés, le remboursement atteint 47,5 % du plafond, soit environ 8 millions d’euros, moins que ses dépenses.",
      },
      {
        id: "b",
        text: "Environ 800 000 euros",
        isCorrect: false,
        feedback:
          "C’est 4,75 % du plafond, le remboursement des candidats qui ont obtenu 5 % des suffrages exprimés ou moins ; au-dessus, il passe à 47,5 %.",
      },
      {
        id: "c",
        text: "Les 10 millions d’euros dépensés",
        isCorrect: false,
        feedback:
          "Le remboursement ne couvre pas toutes les dépenses : il est de 47,5 % du plafond au plus, et ne dépasse jamais ce qui a été dépensé.",
      },
    ],
    explanation:
      "L’État rembourse 4,75 % du plafond à chaque candidat, et 47,5 % à ceux qui ont obtenu plus de 5 % des suffrages exprimés au premier tour, sans dépasser leurs dépenses. Or 47,5 % de 16,851 millions d’euros font environ 8 millions, moins que les 10 millions dépensés.",
    source: "loi-election-president-1962",
    slide: 8,
  },
  {
    id: "politique-election-presidentielle-p6",
    kind: "inférence",
    question:
      "Dix jours avant le premier tour, un sondage publié place une candidate en tête. Affirmation à juger : « Ce sondage donne le résultat de l’élection. »",
    options: [
      {
        id: "a",
        text: "Exact : un sondage contrôlé par la Commission des sondages vaut résultat",
        isCorrect: false,
        feedback:
          "La Commission des sondages contrôle la réalisation et la publication des sondages électoraux, mais ce contrôle n’en fait pas un résultat : un sondage mesure des intentions à une date donnée.",
      },
      {
        id: "b",
        text: "Inexact : un sondage mesure des intentions à une date donnée",
        isCorrect: true,
        feedback:
          "Oui : un sondage n’est pas un résultat. Il indique des intentions de vote au moment où il est réalisé ; seul le scrutin donne le résultat.",
      },
      {
        id: "c",
        text: "Inexact : la loi interdit de publier un sondage dix jours avant le vote",
        isCorrect: false,
        feedback:
          "L’interdiction est bien plus courte : depuis 2002, elle ne couvre que la veille et le jour de chaque tour. Dix jours avant, la publication est permise.",
      },
    ],
    explanation:
      "La loi du 19 juillet 1977 encadre les sondages électoraux, sous le contrôle de la Commission des sondages ; depuis 2002, leur publication n’est interdite que la veille et le jour de chaque tour. Un sondage mesure des intentions à une date donnée : ce n’est pas un résultat.",
    source: "senat-rapport-sondages-2002",
    slide: 9,
  },
  {
    id: "politique-election-presidentielle-p7",
    kind: "rappel",
    question: "Quel texte a prévu l’élection du Président de la République au suffrage universel direct ?",
    options: [
      {
        id: "a",
        text: "La loi du 6 novembre 1962, adoptée par référendum",
        isCorrect: true,
        feedback:
          "Oui : cette loi a réécrit l’article 6 de la Constitution, et elle fixe encore les règles de l’élection : candidatures, campagne, financement.",
      },
      {
        id: "b",
        text: "La Constitution de 1958, dans sa version d’origine",
        isCorrect: false,
        feedback:
          "L’élection directe n’était pas dans le texte d’origine : c’est la loi du 6 novembre 1962 qui a réécrit l’article 6 de la Constitution.",
      },
      {
        id: "c",
        text: "Aucun texte : c’est un usage",
        isCorrect: false,
        feedback:
          "C’est écrit dans la Constitution : la loi du 6 novembre 1962, adoptée par référendum, en a réécrit l’article 6.",
      },
    ],
    explanation:
      "La loi du 6 novembre 1962, adoptée par référendum, a réécrit l’article 6 de la Constitution : depuis, le Président est élu au suffrage universel direct. Elle fixe encore les conditions pour être candidat, la campagne, le financement et le contrôle par le Conseil constitutionnel.",
    source: "loi-election-president-1962",
    slide: 1,
  },
];
