/*
 * Debate map — politique (issue 36, item 2). Reviewed 2026-11-26.
 * What is established comes from the Constitution and the official pages the topic's fiches cite (same ids).
 *
 * How each address was verified (decision 022; searches run on 2026-11-26 in the stored copy of public pages): every
 * source below was seen at the exact address. Excerpts that carry each holder and objection:
 *   an-rapport-bilde-2022 — Assemblée nationale, rapport n° 615 (14 Dec. 2022) on the RN group's proposition de loi
 *     constitutionnelle « visant à revivifier la représentation politique »: « Le scrutin majoritaire : un mode de
 *     scrutin […] peu soucieux de la représentativité et du pluralisme politique » ; « Le choix de retenir une
 *     proportionnelle au niveau départemental ».
 *   linternaute-proportionnelle-2025-05 — the MoDem « réclame l’application de ce mode de scrutin comme il avait été mis
 *     en place en 1986 : au niveau départemental avec un seuil de 5 % ».
 *   boursorama-proportionnelle-2025-04 (AFP) — « une proportionnelle intégrale à un tour dans une seule circonscription
 *     nationale […] Dans ce modèle, défendu notamment par LFI ».
 *   linternaute-proportionnelle-2025-06 — Bruno Retailleau (LR): « La proportionnelle, elle rendrait structurel,
 *     permanent, ce bazar. Il n’y aurait plus de majorité ».
 *   an-ppl-proportionnelle-2024 (module source) — Yannick Favennec-Bécot (LIOT): the majority system « engendre des
 *     effets pervers […] en matière de “vote utile” ou d’abstention » and « ne semble plus pouvoir dégager une majorité
 *     stable et représentative ».
 *   1001infos-ps-49-3-2025-10 — Pierre Jouvet (PS): « S’il n’annonce pas dès sa déclaration de politique générale
 *     l’abandon du 49.3 et une suspension complète de la réforme, nous le censurerons ».
 *   boursorama-49-3-2026-01-19 (Reuters) — « Le Premier ministre français a annoncé lundi le recours à l’article 49.3 de
 *     la Constitution pour faire adopter le projet de loi de finances (PLF) pour 2026 face à l’impasse parlementaire ».
 *   nosdeputes-debre-49-3 — a deputy quoting Michel Debré before the Conseil d’État, 27 Aug. 1958: « une disposition
 *     quelque peu exceptionnelle pour assurer, malgré les manœuvres, le vote d’un texte indispensable ».
 *   lfi-ric-2018 — La France insoumise: proposition de loi constitutionnelle « visant à instaurer la possibilité de
 *     référendums d’initiative citoyenne » (législatifs, abrogatoires, révocatoires, constituants).
 *   rtl-rip-2020 — Emmanuel Macron, 25 Apr. 2019: « aller plus loin » on the RIP, « en permettant que l’initiative puisse
 *     venir de citoyens, un million de citoyens ».
 *   nosdeputes-rip-equilibre-2019 — in the Assemblée (XVth legislature): the RIP « est le fruit d’un équilibre […] sans
 *     pour autant déposséder la représentation nationale de son rôle légitime ». The speaker's name is not on the
 *     stored excerpt: the objection is attributed to the record, not to a person. TO RE-CHECK with a network.
 *   nosdeputes-rip-verrous-2010 — in the Assemblée (XIIIth legislature): the majority's changes added « deux verrous
 *     supplémentaires » to the RIP, which « reste lettre morte ». Same caveat on the speaker.
 * Families: searched on 2026-11-26 in the stored pages; those without a citable public position are recorded as not
 * found. Seen only in uncitable copies or not at all: the Écologistes' and the PS's line on the proportional system,
 * the RN's and LR's line on the 49.3 and on a RIC.
 */
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "politique",
  reviewedAt: "2026-11-26",
  intro:
    "Les règles de la Ve République sont écrites dans la Constitution ; leur réforme, elle, divise. Voici ce qui est établi, puis trois questions débattues : le mode d’élection des députés, l’article 49.3 et le référendum d’initiative citoyenne, avec qui défend quoi et où en est chaque question.",
  sources: [
    {
      id: "an-rapport-bilde-2022",
      publisher: "Assemblée nationale, commission des lois",
      title:
        "Rapport n° 615 sur la proposition de loi constitutionnelle visant à revivifier la représentation politique (rapporteur : Bruno Bilde)",
      dataYear: 2022,
      publishedAt: "2022-12-14",
      url: "https://www.assemblee-nationale.fr/dyn/opendata/RAPPANR5L16B0615.html",
      recurring: false,
    },
    {
      id: "linternaute-proportionnelle-2025-05",
      publisher: "L’Internaute",
      title: "Proportionnelle aux législatives : qui est pour et qui est contre ? Les positions de chaque parti",
      dataYear: 2025,
      publishedAt: "2025-05",
      url: "https://www.linternaute.com/actualite/politique/8019875-proportionnelle-aux-legislatives-qui-est-pour-et-qui-est-contre-les-positions-de-chaque-parti/",
      recurring: false,
    },
    {
      id: "boursorama-proportionnelle-2025-04",
      publisher: "AFP (sur Boursorama)",
      title: "Proportionnelle aux législatives : une multitude de modèles possibles",
      dataYear: 2025,
      publishedAt: "2025-04",
      url: "https://www.boursorama.com/actualite-economique/actualites/proportionnelle-aux-legislatives-une-multitude-de-modeles-possibles-ecd5046b64bfdcb84962d48af1518ddd",
      recurring: false,
    },
    {
      id: "linternaute-proportionnelle-2025-06",
      publisher: "L’Internaute",
      title: "Proportionnelle à l’Assemblée nationale : va-t-on changer de mode de scrutin pour élire les députés ?",
      dataYear: 2025,
      publishedAt: "2025-06",
      url: "https://www.linternaute.com/actualite/politique/8260671-proportionnelle-a-l-assemblee-nationale-va-t-on-changer-de-mode-de-scrutin-pour-elire-les-deputes/",
      recurring: false,
    },
    {
      id: "1001infos-ps-49-3-2025-10",
      publisher: "1001infos (dépêche)",
      title: "Reconduction de Lecornu à Matignon : censure déjà à l’horizon",
      dataYear: 2025,
      publishedAt: "2025-10",
      url: "https://1001infos.net/france/reconduction-de-lecornu-a-matignon-censure-deja-a-lhorizon",
      recurring: false,
    },
    {
      id: "boursorama-49-3-2026-01-19",
      publisher: "Reuters (sur Boursorama)",
      title: "France : le gouvernement espère un budget dans la 1re quinzaine de février",
      dataYear: 2026,
      publishedAt: "2026-01-19",
      url: "https://www.boursorama.com/impots/actualites/france-le-gouvernement-espere-un-budget-dans-la-1ere-quinzaine-de-fevrier-source-df248c43eb2f7b8d80a54a0f2cfdde09",
      recurring: false,
    },
    {
      id: "nosdeputes-debre-49-3",
      publisher: "NosDéputés.fr (compte rendu de l’Assemblée nationale)",
      title:
        "Intervention en séance citant Michel Debré devant le Conseil d’État (27 août 1958) sur l’article 49, alinéa 3",
      dataYear: 2022,
      publishedAt: "2022",
      url: "https://nosdeputes.fr/16/intervention/65626",
      recurring: false,
    },
    {
      id: "lfi-ric-2018",
      publisher: "La France insoumise",
      title:
        "Participez à l’écriture de la proposition de loi constitutionnelle sur le référendum d’initiative citoyenne (RIC)",
      dataYear: 2018,
      publishedAt: "2018-12-18",
      url: "https://lafranceinsoumise.fr/2018/12/18/participez-a-lecriture-de-la-proposition-de-loi-constitutionnelle-sur-le-referendum-dinitiative-citoyenne-ric/",
      recurring: false,
    },
    {
      id: "rtl-rip-2020",
      publisher: "RTL (Belgique), dépêche",
      title: "Référendum ADP : 1 116 000 soutiens enregistrés au 4 mars",
      dataYear: 2020,
      publishedAt: "2020-03",
      url: "https://www.rtl.be/info/monde/france/referendum-adp-1-116-0000-soutiens-enregistres-au-4-mars-1201187.aspx",
      recurring: false,
    },
    {
      id: "nosdeputes-rip-equilibre-2019",
      publisher: "NosDéputés.fr (compte rendu de l’Assemblée nationale)",
      title: "Intervention en séance sur le référendum d’initiative partagée (XVe législature)",
      dataYear: 2019,
      publishedAt: "2019",
      url: "https://2017-2022.nosdeputes.fr/15/intervention/306995",
      recurring: false,
    },
    {
      id: "nosdeputes-rip-verrous-2010",
      publisher: "NosDéputés.fr (compte rendu de l’Assemblée nationale)",
      title: "Intervention en séance sur l’application du référendum d’initiative partagée (XIIIe législature)",
      dataYear: 2010,
      publishedAt: "2010",
      url: "https://2007-2012.nosdeputes.fr/intervention/394846",
      recurring: false,
    },
  ],
  established: [
    {
      id: "gouvernement-responsable",
      statement:
        "Selon la Constitution de 1958, le Gouvernement conduit la politique de la Nation et il est responsable devant l’Assemblée nationale, qui peut le renverser.",
      source: "constitution-1958",
      module: "politique-ve-republique",
      slide: 3,
    },
    {
      id: "quarante-neuf-trois-limite",
      statement:
        "Depuis la révision de 2008, l’article 49.3 ne peut être utilisé que pour les budgets de l’État et de la Sécurité sociale et pour un autre texte par session.",
      source: "constitution-1958",
      module: "politique-vote-de-la-loi",
      slide: 6,
    },
    {
      id: "censure-2024",
      statement:
        "Le 4 décembre 2024, l’Assemblée nationale a adopté une motion de censure : le gouvernement de Michel Barnier a remis sa démission.",
      source: "an-censure-2024-12-04",
      module: "politique-vote-de-la-loi",
      slide: 8,
    },
    {
      id: "dissolution-2024",
      statement:
        "Le Président a dissous l’Assemblée nationale le 9 juin 2024 ; les élections législatives anticipées ont eu lieu le 30 juin et le 7 juillet 2024.",
      source: "actu-juridique-dissolution-2024",
      module: "politique-leviers-de-crise",
      slide: 3,
    },
    {
      id: "rip-seuils",
      statement:
        "Le référendum d’initiative partagée exige un cinquième des parlementaires puis un dixième des électeurs inscrits ; en 2019-2020, la seule procédure lancée n’a pas atteint ce seuil.",
      source: "interieur-rip-2020",
      module: "politique-leviers-de-crise",
      slide: 10,
    },
  ],
  questions: [
    {
      id: "proportionnelle",
      question: "Faut-il élire les députés à la proportionnelle ?",
      positions: [
        {
          id: "passer-a-la-proportionnelle",
          label: "Passer à la proportionnelle",
          holders: [
            {
              name: "Groupe Rassemblement national (proposition de loi constitutionnelle, rapport de Bruno Bilde)",
              kind: "groupe parlementaire",
              date: "2022-12-14",
              source: "an-rapport-bilde-2022",
              families: ["rn"],
            },
            {
              name: "MoDem (François Bayrou)",
              kind: "parti",
              date: "2025-05",
              source: "linternaute-proportionnelle-2025-05",
              families: ["centre"],
            },
            {
              name: "La France insoumise (proportionnelle nationale)",
              kind: "parti",
              date: "2025-04",
              source: "boursorama-proportionnelle-2025-04",
              families: ["lfi"],
            },
          ],
          argument:
            "Selon ses partisans, le scrutin majoritaire est peu soucieux de la représentativité et du pluralisme : des millions de voix n’ont pas d’élu. Le RN et le MoDem défendent une proportionnelle par département, comme en 1986 ; LFI, une proportionnelle intégrale nationale.",
          objection: {
            text: "Pour Bruno Retailleau, président des Républicains, la proportionnelle rendrait « structurel, permanent » le désordre d’une Assemblée sans majorité : « Il n’y aurait plus de majorité ».",
            source: "linternaute-proportionnelle-2025-06",
            by: "Bruno Retailleau (LR)",
          },
        },
        {
          id: "garder-le-scrutin-majoritaire",
          label: "Garder le scrutin majoritaire",
          holders: [
            {
              name: "Les Républicains (Bruno Retailleau)",
              kind: "parti",
              date: "2025-06",
              source: "linternaute-proportionnelle-2025-06",
              families: ["lr"],
            },
          ],
          argument:
            "Selon Bruno Retailleau, la proportionnelle empêcherait toute majorité de se former et rendrait permanente l’instabilité d’une Assemblée fragmentée. Le scrutin majoritaire, qui désigne un élu par circonscription, doit selon lui être conservé pour pouvoir gouverner.",
          objection: {
            text: "Pour le député Yannick Favennec-Bécot (LIOT), le scrutin majoritaire produit des effets pervers, « vote utile » ou abstention, et ne semble plus pouvoir dégager une majorité stable et représentative.",
            source: "an-ppl-proportionnelle-2024",
            by: "Yannick Favennec-Bécot (LIOT)",
          },
        },
      ],
      evidence: {
        text: "Selon vie-publique.fr, le scrutin majoritaire facilite l’émergence d’une majorité stable, au risque de sous-représenter les opinions minoritaires ; la proportionnelle représente mieux les courants d’opinion, au risque de compliquer la formation d’une majorité.",
        source: "vie-publique-modes-de-scrutin",
      },
      status: {
        text: "Les députés élus en juin et juillet 2024 l’ont été au scrutin majoritaire à deux tours. Des propositions de loi visant une dose de proportionnelle ont été déposées, comme celle du 15 octobre 2024 ; aucune réforme adoptée n’a été trouvée dans les sources consultées.",
        source: "an-ppl-proportionnelle-2024",
        date: "2024-10-15",
      },
      notFound: [
        { family: "ps", searchedOn: "2026-11-26" },
        { family: "ecologistes", searchedOn: "2026-11-26" },
      ],
    },
    {
      id: "quarante-neuf-trois",
      question: "Faut-il encadrer davantage, ou supprimer, le 49.3 ?",
      positions: [
        {
          id: "renoncer-au-49-3",
          label: "Renoncer au 49.3",
          holders: [
            {
              name: "Parti socialiste (Pierre Jouvet, secrétaire général)",
              kind: "parti",
              date: "2025-10",
              source: "1001infos-ps-49-3-2025-10",
              families: ["ps"],
            },
          ],
          argument:
            "Pour le Parti socialiste, le Premier ministre devait annoncer l’abandon du 49.3, en même temps que la suspension de la réforme des retraites, faute de quoi ses députés voteraient la censure : les textes doivent être votés par l’Assemblée.",
          objection: {
            text: "Michel Debré, l’un des rédacteurs de la Constitution, présentait en 1958 le 49.3 comme une disposition exceptionnelle pour assurer, malgré les manœuvres, le vote d’un texte indispensable.",
            source: "nosdeputes-debre-49-3",
            by: "Michel Debré (1958), cité à l’Assemblée nationale",
          },
        },
        {
          id: "garder-le-49-3",
          label: "Garder le 49.3 pour débloquer un texte",
          holders: [
            {
              name: "Gouvernement de Sébastien Lecornu (budget 2026)",
              kind: "gouvernement",
              date: "2026-01-19",
              source: "boursorama-49-3-2026-01-19",
              families: ["centre"],
            },
          ],
          argument:
            "Le gouvernement de Sébastien Lecornu a annoncé le 19 janvier 2026 recourir au 49.3 pour faire adopter le budget de l’État pour 2026 face à l’impasse parlementaire, afin de doter la France d’un budget en février.",
          objection: {
            text: "Le Parti socialiste avait fait de l’abandon du 49.3 une condition pour ne pas censurer le Gouvernement, en octobre 2025 : pour lui, un texte doit être adopté par un vote.",
            source: "1001infos-ps-49-3-2025-10",
            by: "Parti socialiste (Pierre Jouvet)",
          },
        },
      ],
      evidence: {
        text: "Selon la Constitution, depuis 2008, le 49.3 est illimité pour les budgets de l’État et de la Sécurité sociale mais limité à un autre texte par session ; une motion de censure adoptée entraîne le rejet du texte et la démission du Gouvernement.",
        source: "constitution-1958",
      },
      status: {
        text: "Le budget de l’État pour 2026 a été adopté le 2 février 2026 après un recours au 49.3, puis promulgué le 19 février 2026. Aucune révision de l’article 49 n’a été trouvée dans les sources consultées.",
        source: "loi-finances-2026",
        date: "2026-02-19",
      },
      notFound: [
        { family: "lfi", searchedOn: "2026-11-26" },
        { family: "ecologistes", searchedOn: "2026-11-26" },
        { family: "lr", searchedOn: "2026-11-26" },
        { family: "rn", searchedOn: "2026-11-26" },
      ],
    },
    {
      id: "referendum-initiative-citoyenne",
      question: "Faut-il un référendum d’initiative citoyenne ?",
      positions: [
        {
          id: "creer-un-ric",
          label: "Créer un référendum d’initiative citoyenne",
          holders: [
            {
              name: "La France insoumise (proposition de loi constitutionnelle)",
              kind: "parti",
              date: "2018-12-18",
              source: "lfi-ric-2018",
              families: ["lfi"],
            },
          ],
          argument:
            "Pour La France insoumise, la souveraineté appartient au peuple, qui doit pouvoir déclencher lui-même des référendums : pour proposer une loi, en abroger une, révoquer un élu ou convoquer une assemblée constituante.",
          objection: {
            text: "À l’Assemblée nationale, un intervenant a défendu le référendum d’initiative partagée comme un équilibre qui associe parlementaires et électeurs sans déposséder la représentation nationale de son rôle.",
            source: "nosdeputes-rip-equilibre-2019",
            by: "Intervention à l’Assemblée nationale (XVe législature)",
          },
        },
        {
          id: "assouplir-le-rip",
          label: "Assouplir le référendum d’initiative partagée",
          holders: [
            {
              name: "Emmanuel Macron, Président de la République",
              kind: "gouvernement",
              date: "2019-04-25",
              source: "rtl-rip-2020",
              families: ["centre"],
            },
          ],
          argument:
            "Emmanuel Macron a déclaré le 25 avril 2019 vouloir « aller plus loin » : simplifier les règles et permettre que l’initiative vienne d’un million de citoyens, puis aller au référendum si les assemblées n’examinent pas le texte.",
          objection: {
            text: "À l’Assemblée nationale, un intervenant a jugé que la majorité avait ajouté au référendum d’initiative partagée des « verrous » qui le laissaient « lettre morte ».",
            source: "nosdeputes-rip-verrous-2010",
            by: "Intervention à l’Assemblée nationale (XIIIe législature)",
          },
        },
      ],
      evidence: {
        text: "Selon le ministère de l’Intérieur, la seule procédure de référendum d’initiative partagée engagée, sur les aéroports de Paris, exigeait 4,7 millions de soutiens, soit 10 % du corps électoral, recueillis du 13 juin 2019 au 12 mars 2020.",
        source: "interieur-rip-2020",
      },
      status: {
        text: "La Constitution ne prévoit pas de référendum d’initiative citoyenne : seul existe le référendum d’initiative partagée créé en 2008. Aucune révision sur ce point n’a été trouvée dans les sources consultées.",
        source: "constitution-1958",
        date: "2026-11-26",
      },
      notFound: [
        { family: "ps", searchedOn: "2026-11-26" },
        { family: "ecologistes", searchedOn: "2026-11-26" },
        { family: "lr", searchedOn: "2026-11-26" },
        { family: "rn", searchedOn: "2026-11-26" },
      ],
    },
  ],
};
