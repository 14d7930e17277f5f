import type { PracticeQuestion } from "../../schema";

// « S’entraîner » on the fiche « Définitions » (docs/editorial.md#practice-questions): every fact comes from a slide
// of the fiche and its source.
export const practiceQuestions: PracticeQuestion[] = [
  {
    id: "immigration-definitions-p1",
    kind: "application",
    question:
      "Une personne née française à l’étranger, de parents français expatriés, vient s’installer en France. Pour l’INSEE, elle est :",
    options: [
      {
        id: "a",
        text: "immigrée, puisqu’elle est née à l’étranger",
        isCorrect: false,
        feedback:
          "Naître à l’étranger ne suffit pas : un immigré est né étranger dans un pays étranger. Cette personne est née française.",
      },
      {
        id: "b",
        text: "étrangère, tant qu’elle n’a pas vécu 5 ans en France",
        isCorrect: false,
        feedback:
          "Être étranger, c’est résider en France sans la nationalité française. Elle l’a depuis sa naissance, quelle que soit sa durée de résidence.",
      },
      {
        id: "c",
        text: "ni immigrée ni étrangère",
        isCorrect: true,
        feedback:
          "Oui : née française, elle n’est pas immigrée (née étrangère à l’étranger) et, française, elle n’est pas étrangère.",
      },
    ],
    explanation:
      "L’INSEE classe selon deux critères distincts : le lieu et la nationalité de naissance (immigré), la nationalité actuelle (étranger). Une personne née française à l’étranger n’est ni immigrée ni étrangère.",
    source: "insee-immigres-2024",
    slide: 3,
  },
  {
    id: "immigration-definitions-p2",
    kind: "application",
    question: "Un jeune homme est né et vit en France ; sa mère est immigrée. Comment l’INSEE le désigne-t-il ?",
    options: [
      {
        id: "a",
        text: "Comme un immigré de deuxième génération",
        isCorrect: false,
        feedback:
          "L’expression est courante mais inexacte pour l’INSEE : né en France, il n’est pas immigré. La qualité d’immigré ne se transmet pas.",
      },
      {
        id: "b",
        text: "Comme un descendant d’immigré",
        isCorrect: true,
        feedback:
          "Oui : un descendant d’immigré est né et réside en France, avec au moins un parent immigré. Il est le plus souvent français.",
      },
      {
        id: "c",
        text: "Comme un étranger, quelle que soit sa nationalité",
        isCorrect: false,
        feedback:
          "Être étranger dépend de la nationalité, pas de celle des parents : un descendant d’immigré est le plus souvent français.",
      },
    ],
    explanation:
      "Pour l’INSEE, un descendant d’immigré est une personne née et résidant en France dont au moins un parent est immigré : il n’est pas lui-même immigré, et il est le plus souvent français.",
    source: "ined-mixite-unions",
    slide: 4,
  },
  {
    id: "immigration-definitions-p3",
    kind: "application",
    question:
      "Karim est né à Lyon de parents étrangers et a toujours vécu en France. Que prévoit le Code civil à ses 18 ans ?",
    options: [
      {
        id: "a",
        text: "Il devient français, puisqu’il a vécu en France au moins 5 ans depuis ses 11 ans",
        isCorrect: true,
        feedback:
          "Oui : la naissance et la résidence en France ouvrent la nationalité française à la majorité, sous cette condition de résidence.",
      },
      {
        id: "b",
        text: "Il est français depuis sa naissance, puisqu’il est né en France",
        isCorrect: false,
        feedback:
          "Naître en France de parents étrangers ne rend pas français à la naissance : c’est la résidence en France qui s’y ajoute, à 18 ans (ou dès 13 ans par déclaration).",
      },
      {
        id: "c",
        text: "Il reste étranger tant qu’il n’a pas demandé sa naturalisation",
        isCorrect: false,
        feedback:
          "La naturalisation par décret est une autre voie, pour qui réside en France depuis 5 ans en principe. Né et élevé en France, Karim n’en a pas besoin.",
      },
    ],
    explanation:
      "L’article 21-7 du Code civil prévoit que l’enfant né en France de parents étrangers devient français à 18 ans s’il y a résidé au moins 5 ans depuis ses 11 ans ; il peut aussi le devenir dès 13 ans par déclaration. Les règles sont plus strictes à Mayotte.",
    source: "code-civil-21-7",
    slide: 5,
  },
  {
    id: "immigration-definitions-p4",
    kind: "application",
    question:
      "Une Ukrainienne fuyant la guerre est accueillie en France sous un régime activé par l’Union européenne. Lequel ?",
    options: [
      {
        id: "a",
        text: "Le statut de réfugié de la Convention de Genève",
        isCorrect: false,
        feedback:
          "Le statut de réfugié relève de la Convention de Genève, pas d’une décision de l’Union européenne : le régime activé par l’UE pour les personnes fuyant la guerre en Ukraine est un autre régime.",
      },
      {
        id: "b",
        text: "La protection subsidiaire",
        isCorrect: false,
        feedback:
          "La protection subsidiaire vise une personne qui risque chez elle des atteintes graves ; elle est distincte du régime que l’Union européenne a activé pour les personnes fuyant la guerre en Ukraine.",
      },
      {
        id: "c",
        text: "La protection temporaire",
        isCorrect: true,
        feedback:
          "Oui : la protection temporaire a été activée par l’Union européenne pour les personnes fuyant la guerre en Ukraine.",
      },
    ],
    explanation:
      "La protection temporaire, activée par l’Union européenne pour les personnes fuyant la guerre en Ukraine, est distincte du statut de réfugié et de la protection subsidiaire, tous deux accordés par l’OFPRA ou la CNDA.",
    source: "sp-protection-subsidiaire",
    slide: 7,
  },
  {
    id: "immigration-definitions-p5",
    kind: "application",
    question:
      "Un étudiant étranger titulaire d’un titre de séjour reste en France après l’expiration de ce titre, sans le renouveler. Sa situation est :",
    options: [
      {
        id: "a",
        text: "régulière, puisqu’il est entré légalement",
        isCorrect: false,
        feedback:
          "Une entrée régulière ne suffit pas : le droit de séjour doit durer. Se maintenir après la fin d’un titre rend la situation irrégulière.",
      },
      {
        id: "b",
        text: "irrégulière, puisqu’il n’a plus le droit de séjourner",
        isCorrect: true,
        feedback:
          "Oui : le maintien après la fin d’un visa ou d’un titre est l’un des chemins vers la situation irrégulière, comme l’entrée sans autorisation.",
      },
      {
        id: "c",
        text: "celle d’un demandeur d’asile, de plein droit",
        isCorrect: false,
        feedback:
          "On n’est demandeur d’asile qu’après avoir demandé la protection de la France : ce statut ne découle pas de la fin d’un titre de séjour.",
      },
    ],
    explanation:
      "Une personne est en situation irrégulière si elle n’a pas ou plus le droit de séjourner : entrée sans autorisation, maintien après la fin d’un visa ou d’un titre, rejet définitif d’une demande d’asile. La Cour des comptes parle d’une « catégorie mouvante ».",
    source: "ccomptes-irreguliere-2024",
    slide: 9,
  },
  {
    id: "immigration-definitions-p6",
    kind: "inférence",
    question:
      "Affirmation à juger : « Il y a exactement 439 000 personnes en situation irrégulière en France. » Qu’en dire ?",
    options: [
      {
        id: "a",
        text: "Elle est exacte : c’est le recensement officiel des personnes sans titre",
        isCorrect: false,
        feedback:
          "Aucun recensement ne compte les personnes sans titre : la Cour des comptes juge leur nombre incertain, dans une catégorie où l’on entre et dont on sort.",
      },
      {
        id: "b",
        text: "Elle confond un indicateur et un total : 439 000 est le nombre de bénéficiaires de l’AME en juin 2023",
        isCorrect: true,
        feedback:
          "Oui : ce chiffre compte les bénéficiaires de l’aide médicale de l’État, souvent utilisés pour estimer le nombre, une méthode aux nombreuses limites.",
      },
      {
        id: "c",
        text: "Elle sous-estime forcément la réalité, de plusieurs millions",
        isCorrect: false,
        feedback:
          "Rien ne permet de l’affirmer : selon la Cour des comptes, le nombre est incertain, et 439 000 est un indicateur, pas un total dont on connaîtrait l’écart avec la réalité.",
      },
    ],
    explanation:
      "Selon la Cour des comptes, le nombre de personnes en situation irrégulière est incertain. On l’estime souvent à partir des bénéficiaires de l’aide médicale de l’État (439 000 en juin 2023), une méthode aux nombreuses limites : ce n’est pas un décompte exact.",
    source: "ccomptes-irreguliere-2024",
    slide: 9,
  },
  {
    id: "immigration-definitions-p7",
    kind: "application",
    question:
      "Une Française épouse un ressortissant étranger qui vit hors de l’Union européenne, et le couple veut vivre en France. Relève-t-il du regroupement familial ?",
    options: [
      {
        id: "a",
        text: "Oui, c’est la procédure de tout regroupement de conjoints",
        isCorrect: false,
        feedback:
          "Le regroupement familial concerne un étranger installé régulièrement qui fait venir sa famille. Les conjoints de Français relèvent d’une autre procédure.",
      },
      {
        id: "b",
        text: "Non : les conjoints de Français relèvent d’une autre procédure",
        isCorrect: true,
        feedback:
          "Oui : c’est pourquoi le « motif familial » des statistiques est plus large que le seul regroupement familial.",
      },
      {
        id: "c",
        text: "Oui, à condition qu’elle ait 18 mois de séjour régulier en France",
        isCorrect: false,
        feedback:
          "Les 18 mois de séjour régulier sont une condition du regroupement familial demandé par un étranger ; une Française n’a pas de séjour à justifier.",
      },
    ],
    explanation:
      "Le regroupement familial permet à un étranger installé régulièrement en France de faire venir son conjoint et ses enfants mineurs. Les conjoints de Français relèvent d’une autre procédure : le « motif familial » des statistiques est donc plus large.",
    source: "sp-regroupement-familial",
    slide: 11,
  },
  {
    id: "immigration-definitions-p8",
    kind: "inférence",
    question: "Le solde migratoire d’une année peut-il être plus faible que le nombre d’arrivées de cette année ?",
    options: [
      {
        id: "a",
        text: "Non, le solde migratoire est le nombre d’arrivées",
        isCorrect: false,
        feedback:
          "C’est la confusion la plus courante : le solde déduit les départs des arrivées, il ne compte pas les seules arrivées.",
      },
      {
        id: "b",
        text: "Oui, dès qu’il y a des départs, puisqu’il les déduit des entrées",
        isCorrect: true,
        feedback:
          "Oui : entrées moins sorties, Français compris. C’est pourquoi les arrivées sont bien plus nombreuses que le solde.",
      },
      {
        id: "c",
        text: "Seulement si des étrangers quittent la France ; les départs de Français ne comptent pas",
        isCorrect: false,
        feedback:
          "Le solde compte les entrées et les sorties quelle que soit la nationalité : les Français qui partent ou reviennent y entrent aussi.",
      },
    ],
    explanation:
      "Le solde migratoire est la différence entre les entrées et les sorties du territoire dans l’année, quelle que soit la nationalité. Ce n’est donc pas le nombre d’arrivées, qui est bien plus élevé.",
    source: "insee-bilan-demographique-2025",
    slide: 12,
  },
];
