/*
 * Source note — debate map « Politique & Institutions ». Addresses read in stored copies on 2026-11-26 (issue 33);
 * roles and states of play checked again on 2026-11-28 (issue 47). The full provenance is in the history of this file.
 * To confirm against the official text: the NFP programme of June 2024 through Le Point (« source secondaire »); several
 * statements through press pages (BFMTV, LCP, Public Sénat, Linternaute, Boursorama); an AFP dispatch on the écologistes'
 * « 49.3 citoyen », dated to the year. Positions on the RIC from 2018–2019 are shown with their date. The Conseil
 * constitutionnel's communiqué on decision 2024-6 RIP (« la sixième » proposal to reach the first step) was read
 * through a reproduction (nouvelles-dujour.com); its address follows the Conseil's pattern, to confirm.
 * Searched and not found (2026-11-28): LR's current position on a citizens' initiative referendum.
 */
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "politique",
  reviewedAt: "2026-11-28",
  intro:
    "Les règles de la Ve République sont écrites dans la Constitution ; leur réforme, elle, divise. Voici ce qui est établi, puis trois questions débattues : le mode d’élection des députés, l’article 49.3 et le référendum d’initiative citoyenne, avec qui défend quoi et où en est chaque question.",
  sources: [
    {
      id: "cc-communique-2024-6-rip",
      publisher: "Conseil constitutionnel",
      title: "Décision n° 2024-6 RIP du 11 avril 2024 – Communiqué de presse",
      dataYear: 2024,
      publishedAt: "2024-04-11",
      url: "https://www.conseil-constitutionnel.fr/actualites/communique/decision-n-2024-6-rip-du-11-avril-2024-communique-de-presse",
      recurring: false,
    },
    {
      id: "lepoint-programme-nfp-2024-06",
      publisher: "Le Point (sur Yahoo Actualités)",
      title: "Législatives : que contient le programme du Nouveau Front populaire ?",
      dataYear: 2024,
      publishedAt: "2024-06",
      url: "https://fr.news.yahoo.com/l%C3%A9gislatives-contient-programme-nouveau-front-140000976.html",
      recurring: false,
      secondary: true,
    },
    {
      id: "an-ppl-lfi-proportionnelle-2024",
      publisher: "Assemblée nationale",
      title:
        "Proposition de loi n° 2508 visant à instaurer la proportionnelle intégrale au scrutin législatif (groupe La France insoumise)",
      dataYear: 2024,
      publishedAt: "2024-04-11",
      url: "https://www.assemblee-nationale.fr/dyn/opendata/PIONANR5L16B2508.html",
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
      id: "an-ppl-proportionnelle-2025-10",
      publisher: "Assemblée nationale",
      title:
        "Proposition de loi n° 2010 visant à instaurer le scrutin proportionnel pour les élections législatives (Erwan Balanant, Guillaume Gouffier Valente, Jérémie Iordanoff, Marie Récalde…)",
      dataYear: 2025,
      publishedAt: "2025-10-28",
      url: "https://www.assemblee-nationale.fr/dyn/opendata/PIONANR5L17B2010.html",
      recurring: false,
    },
    {
      id: "bfmtv-proportionnelle-2025-10-13",
      publisher: "BFMTV",
      title:
        "« Débloquer le pays » : des députés déposent une proposition de loi pour instaurer la proportionnelle aux législatives",
      dataYear: 2025,
      publishedAt: "2025-10-13",
      url: "https://www.bfmtv.com/politique/debloquer-le-pays-des-deputes-deposent-une-proposition-de-loi-pour-instaurer-la-proportionnelle-aux-legislatives_AD-202510130250.html",
      recurring: false,
    },
    {
      id: "publicsenat-le-pen-proportionnelle-2025-04",
      publisher: "Public Sénat",
      title: "Législatives : Marine Le Pen prête à « défendre » le retour de la proportionnelle intégrale de 1986",
      dataYear: 2025,
      publishedAt: "2025-04",
      url: "https://www.publicsenat.fr/actualites/politique/legislatives-marine-le-pen-prete-a-defendre-le-retour-la-proportionnelle-integrale-de-1986",
      recurring: false,
    },
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
      id: "linternaute-le-pen-proportionnelle-2025-04",
      publisher: "L’Internaute",
      title: "Bayrou réunit Le Pen et Bardella dans son bureau : un bouleversement politique à la clé ?",
      dataYear: 2025,
      publishedAt: "2025-04",
      url: "https://www.linternaute.com/actualite/politique/7837985-bayrou-reunit-le-pen-et-bardella-dans-son-bureau-un-bouleversement-politique-a-la-cle/",
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
      id: "boursorama-philippe-proportionnelle-2025-05-22",
      publisher: "AFP (sur Boursorama)",
      title: "Édouard Philippe « défavorable » à la proportionnelle qui conduirait à une « absence de majorité »",
      dataYear: 2025,
      publishedAt: "2025-05-22",
      url: "https://www.boursorama.com/actualite-economique/actualites/edouard-philippe-defavorable-a-la-proportionnelle-qui-conduirait-a-une-absence-de-majorite-69c00349b476a6ef81c60853c4a61292",
      recurring: false,
    },
    {
      id: "an-rapport-iordanoff-49-3-2024",
      publisher: "Assemblée nationale, commission des lois",
      title:
        "Rapport n° 2407 sur la proposition de loi constitutionnelle pour un article 49 respectueux de la représentation nationale (rapporteur : Jérémie Iordanoff)",
      dataYear: 2024,
      publishedAt: "2024-03-27",
      url: "https://www.assemblee-nationale.fr/dyn/docs/RAPPANR5L16B2407.raw",
      recurring: false,
    },
    {
      id: "an-amendement-ps-49-3-2024",
      publisher: "Assemblée nationale",
      title:
        "Amendement n° 16 du groupe Socialistes et apparentés à la proposition de loi constitutionnelle n° 940 (« 49/3 citoyen »)",
      dataYear: 2024,
      publishedAt: "2024",
      url: "https://www.assemblee-nationale.fr/dyn/16/amendements/0940/AN/16",
      recurring: false,
    },
    {
      id: "tf1info-49-3-ecologistes-2024-04",
      publisher: "TF1 Info",
      title: "Assemblée nationale : les députés invités à se prononcer sur la suppression de l’article 49.3",
      dataYear: 2024,
      publishedAt: "2024-04",
      url: "https://www.tf1info.fr/politique/assemblee-nationale-les-deputes-invites-a-se-prononcer-sur-la-suppression-de-l-article-49-3-2294256.html",
      recurring: false,
    },
    {
      id: "europe1-retailleau-49-3-2023-03",
      publisher: "Europe 1",
      title: "Réforme des retraites : pour Bruno Retailleau, « la démocratie, ce n’est pas le pouvoir de la rue »",
      dataYear: 2023,
      publishedAt: "2023-03",
      url: "https://www.europe1.fr/politique/reforme-des-retraites-pour-bruno-retailleau-la-democratie-ce-nest-pas-le-pouvoir-de-la-rue-4171729",
      recurring: false,
    },
    {
      id: "bfmtv-lecornu-49-3-2026-01-23",
      publisher: "BFMTV",
      title:
        "Budget 2026 : Sébastien Lecornu active de nouveau le 49.3 sur la partie « dépenses » et engage la responsabilité du gouvernement",
      dataYear: 2026,
      publishedAt: "2026-01-23",
      url: "https://mediaplayer.bfmtv.com/politique/parlement/budget-2026-sebastien-lecornu-active-de-nouveau-le-49-3-sur-la-partie-depenses-et-engage-la-responsabilite-du-gouvernement_AN-202601230508.html",
      recurring: false,
    },
    {
      id: "lcp-le-pen-49-3-2025-10-03",
      publisher: "LCP Assemblée nationale",
      title: "Budget : Marine Le Pen salue le renoncement au 49.3, mais laisse planer la menace de la censure",
      dataYear: 2025,
      publishedAt: "2025-10-03",
      url: "https://www.lcp.fr/actualites/budget-marine-le-pen-salue-le-renoncement-au-493-mais-laisse-planer-la-menace-de-la",
      recurring: false,
    },
    {
      id: "bfmtv-panot-49-3-2026-01-20",
      publisher: "BFMTV",
      title:
        "Mathilde Panot dénonce un « gouvernement de menteurs » avant le recours de Sébastien Lecornu au 49.3 pour faire adopter le budget",
      dataYear: 2026,
      publishedAt: "2026-01-20",
      url: "https://mediaplayer.bfmtv.com/politique/la-france-insoumise/mathilde-panot-denonce-un-gouvernement-de-menteurs-apres-le-recours-de-sebastien-lecornu-au-49-3-pour-faire-adopter-le-budget_AN-202601200399.html",
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
      id: "an-seance-ric-2019-02-21",
      publisher: "Assemblée nationale",
      title:
        "Compte rendu de la première séance du jeudi 21 février 2019 : proposition de loi constitutionnelle visant à instaurer la possibilité de référendums d’initiative citoyenne",
      dataYear: 2019,
      publishedAt: "2019-02-21",
      url: "https://www.assemblee-nationale.fr/dyn/15/comptes-rendus/seance/session-ordinaire-de-2018-2019/premiere-seance-du-jeudi-21-fevrier-2019",
      recurring: false,
    },
    {
      id: "an-ppl-lfi-ric-2024",
      publisher: "Assemblée nationale",
      title:
        "Proposition de loi constitutionnelle n° 722 visant à instaurer la possibilité d’un référendum constitutionnel d’initiative citoyenne (groupe La France insoumise)",
      dataYear: 2024,
      publishedAt: "2024-12-17",
      url: "https://questions.assemblee-nationale.fr/dyn/opendata/PIONANR5L17B0722.html",
      recurring: false,
    },
    {
      id: "an-ppl-ric-2021",
      publisher: "Assemblée nationale",
      title:
        "Proposition de loi constitutionnelle n° 4516 relative à l’instauration du référendum d’initiative citoyenne",
      dataYear: 2021,
      publishedAt: "2021-10-06",
      url: "https://www.assemblee-nationale.fr/dyn/opendata/PIONANR5L15B4516.html",
      recurring: false,
    },
    {
      id: "nosdeputes-rn-ric-2022",
      publisher: "NosDéputés.fr (amendement déposé à l’Assemblée nationale)",
      title:
        "Amendement des députés du Rassemblement national à la proposition de loi constitutionnelle n° 291 sur le référendum d’initiative partagée",
      dataYear: 2022,
      publishedAt: "2022-11-21",
      url: "https://nosdeputes.fr/16/amendement/291/6",
      recurring: false,
    },
    {
      id: "publicsenat-retailleau-ric-2018",
      publisher: "Public Sénat (AFP)",
      title: "Retailleau (LR) favorable à un référendum d’initiative citoyenne",
      dataYear: 2018,
      publishedAt: "2018-12-18",
      url: "https://www.publicsenat.fr/article/politique/retailleau-lr-favorable-a-un-referendum-d-initiative-citoyenne-136444",
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
      id: "senat-rapport-rip-2023",
      publisher: "Sénat, commission des lois",
      title:
        "Rapport n° 99 (2023-2024) sur la proposition de loi constitutionnelle visant à faciliter le déclenchement du référendum d’initiative partagée (rapporteur : Philippe Bas)",
      dataYear: 2023,
      publishedAt: "2023-11-15",
      url: "https://www.senat.fr/rap/l23-099/l23-099_mono.html",
      recurring: false,
    },
    {
      id: "an-ppl-ecologistes-ric-2022",
      publisher: "Assemblée nationale",
      title:
        "Proposition de loi constitutionnelle n° 383 relative à l’irruption citoyenne dans le processus législatif (Benjamin Lucas et les députés écologistes)",
      dataYear: 2022,
      publishedAt: "2022-10-26",
      url: "https://www.assemblee-nationale.fr/dyn/opendata/PIONANR5L16B0383.html",
      recurring: false,
    },
    {
      id: "afp-ecologistes-49-3-citoyen-2022",
      publisher: "AFP (sur Arab News en français)",
      title: "Le député écologiste Benjamin Lucas présente une proposition de loi pour un « 49.3 citoyen »",
      dataYear: 2022,
      publishedAt: "2022",
      url: "https://arabnews.fr/node/309146/france",
      recurring: false,
    },
    {
      id: "nosdeputes-rn-rip-2022",
      publisher: "NosDéputés.fr (compte rendu de l’Assemblée nationale)",
      title:
        "Intervention en séance au nom du Rassemblement national sur le référendum d’initiative partagée (XVIe législature)",
      dataYear: 2022,
      publishedAt: "2022",
      url: "https://nosdeputes.fr/16/intervention/110336",
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
        "Le référendum d’initiative partagée exige un cinquième des parlementaires puis un dixième des électeurs inscrits ; une seule procédure, sur les aéroports de Paris, a atteint la collecte des soutiens, en 2019-2020, sans atteindre ce seuil.",
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
          id: "proportionnelle-integrale",
          label: "Proportionnelle intégrale",
          holders: [
            {
              name: "Groupe La France insoumise (proposition de loi du 11 avril 2024)",
              kind: "groupe parlementaire",
              date: "2024-04-11",
              source: "an-ppl-lfi-proportionnelle-2024",
              families: ["lfi"],
            },
            {
              name: "La France insoumise (liste nationale à un tour)",
              kind: "parti",
              date: "2025-04",
              source: "boursorama-proportionnelle-2025-04",
              families: ["lfi"],
            },
          ],
          argument:
            "La France insoumise a déposé le 11 avril 2024 une proposition de loi « visant à instaurer la proportionnelle intégrale au scrutin législatif » : chaque courant aurait des députés à proportion de ses voix. Selon l’AFP, le modèle qu’elle défend est une liste nationale unique, élue en un seul tour.",
          objection: {
            text: "Pour Marine Le Pen (RN), une proportionnelle sans correctif ne donnerait pas de majorité : « La tripolarisation de la vie politique entraîne une absence de majorité », d’où la prime qu’elle demande pour la liste arrivée en tête.",
            source: "linternaute-le-pen-proportionnelle-2025-04",
            by: "Marine Le Pen (RN)",
            families: ["rn"],
          },
        },
        {
          id: "systeme-mixte",
          label: "Système mixte : circonscriptions et listes nationales",
          holders: [
            {
              name: "Députés socialistes cosignataires (Marie Récalde, François Hollande, Jérôme Guedj…)",
              kind: "groupe parlementaire",
              date: "2025-10-28",
              source: "an-ppl-proportionnelle-2025-10",
              families: ["ps"],
            },
            {
              name: "Députés écologistes (Cyrielle Chatelain, présidente du groupe, Jérémie Iordanoff…)",
              kind: "groupe parlementaire",
              date: "2025-10-28",
              source: "an-ppl-proportionnelle-2025-10",
              families: ["ecologistes"],
            },
            {
              name: "Députés Renaissance et MoDem coauteurs (Guillaume Gouffier Valente, Erwan Balanant…)",
              kind: "groupe parlementaire",
              date: "2025-10-13",
              source: "bfmtv-proportionnelle-2025-10-13",
              families: ["centre"],
            },
          ],
          argument:
            "Selon les auteurs de la proposition transpartisane du 28 octobre 2025, « depuis 2022, ce « fait majoritaire » a disparu » : un scrutin pensé pour dégager des majorités claires ne correspond plus au paysage politique. Ils proposent des députés élus en circonscription, complétés par des listes nationales, pour que chaque parti ait des sièges selon ses voix.",
          objection: {
            text: "Pour Bruno Retailleau (LR), en juin 2025, la proportionnelle rendrait « structurel, permanent » le désordre d’une Assemblée fragmentée : à ses yeux, « Il n’y aurait plus de majorité ».",
            source: "linternaute-proportionnelle-2025-06",
            by: "Bruno Retailleau (LR)",
            families: ["lr"],
          },
        },
        {
          id: "proportionnelle-avec-prime",
          label: "Proportionnelle par département, avec prime majoritaire",
          holders: [
            {
              name: "Rassemblement national (Marine Le Pen, présidente du groupe)",
              kind: "parti",
              date: "2025-04-30",
              source: "publicsenat-le-pen-proportionnelle-2025-04",
              families: ["rn"],
            },
            {
              name: "Groupe Rassemblement national (proposition de loi constitutionnelle, rapport de Bruno Bilde)",
              kind: "groupe parlementaire",
              date: "2022-12-14",
              source: "an-rapport-bilde-2022",
              families: ["rn"],
            },
          ],
          argument:
            "Pour Marine Le Pen, « chaque Français doit pouvoir être représenté à l’Assemblée nationale ». Le RN veut des listes par département, pour garder l’ancrage des députés dans les territoires, et une prime à la liste arrivée en tête pour « permettre l’émergence d’une majorité ». À défaut, la proportionnelle de 1986 serait « un moindre mal ».",
          objection: {
            text: "Pour les auteurs de la proposition transpartisane d’octobre 2025, « si un parti a reçu 20 % des suffrages au niveau national, il doit se voir allouer 20 % des sièges » : aucun bonus pour la liste en tête.",
            source: "bfmtv-proportionnelle-2025-10-13",
            by: "Auteurs de la proposition transpartisane (PS, Écologistes, Renaissance, MoDem)",
            families: ["ps", "ecologistes", "centre"],
          },
        },
        {
          id: "garder-le-scrutin-majoritaire",
          label: "Garder le scrutin majoritaire",
          holders: [
            {
              name: "Horizons (Édouard Philippe, président du parti)",
              kind: "parti",
              date: "2025-05-22",
              source: "boursorama-philippe-proportionnelle-2025-05-22",
              families: ["centre"],
            },
            {
              name: "Les Républicains (Bruno Retailleau)",
              kind: "parti",
              date: "2025-06",
              source: "linternaute-proportionnelle-2025-06",
              families: ["lr"],
            },
          ],
          argument:
            "Pour Édouard Philippe (Horizons), « le scrutin proportionnel a plus de chance de perpétuer » l’absence de majorité, qui mène à « un régime de l’inaction », et il « tend mécaniquement à éloigner, à distendre, le lien entre l’électeur et le député ». Les Républicains de Bruno Retailleau défendent aussi le scrutin majoritaire.",
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
        text: "Les députés élus en 2024 l’ont été au scrutin majoritaire à deux tours. Des propositions de loi pour la proportionnelle ont été déposées, la dernière trouvée le 28 octobre 2025 ; aucune loi changeant ce mode de scrutin n’a été trouvée dans les sources consultées au 26 novembre 2026.",
        source: "an-ppl-proportionnelle-2025-10",
        date: "2026-11-26",
      },
    },
    {
      id: "quarante-neuf-trois",
      question: "Faut-il encadrer davantage, ou supprimer, le 49.3 ?",
      positions: [
        {
          id: "supprimer-le-49-3",
          label: "Supprimer le 49.3",
          holders: [
            {
              name: "Groupe écologiste (proposition de loi constitutionnelle de Jérémie Iordanoff)",
              kind: "groupe parlementaire",
              date: "2024-03-27",
              source: "an-rapport-iordanoff-49-3-2024",
              families: ["ecologistes"],
            },
            {
              name: "Groupe Socialistes et apparentés (amendement « 49/3 citoyen »)",
              kind: "groupe parlementaire",
              date: "2024",
              source: "an-amendement-ps-49-3-2024",
              families: ["ps"],
            },
            {
              name: "Nouveau Front populaire, dont LFI, le PS et Les Écologistes (programme des législatives de 2024)",
              kind: "parti",
              date: "2024-06-14",
              source: "lepoint-programme-nfp-2024-06",
              families: ["lfi", "ps", "ecologistes"],
            },
          ],
          argument:
            "Pour le groupe écologiste, dont la proposition a été examinée en commission en mars 2024, supprimer le 49.3 « condamne un symbole honni du déséquilibre institutionnel » et replace la confiance au cœur du régime parlementaire. Les socialistes jugent cette suppression « une nécessité démocratique » ; ils proposent qu’un texte sur lequel le Gouvernement engage sa responsabilité soit soumis au référendum si l’Assemblée ne l’adopte pas. Le programme du Nouveau Front populaire de juin 2024 demandait l’abrogation du 49.3.",
          objection: {
            text: "Pour Sébastien Lecornu, qui a engagé la responsabilité de son gouvernement sur le budget en janvier 2026, malgré sa promesse d’octobre 2025 d’y renoncer : « quand le débat ne permet plus de conclure, quelqu’un doit assumer ».",
            source: "bfmtv-lecornu-49-3-2026-01-23",
            by: "Sébastien Lecornu (janvier 2026)",
            families: ["centre"],
          },
        },
        {
          id: "garder-le-49-3",
          label: "Garder le 49.3 en dernier recours",
          holders: [
            {
              name: "Gouvernement de Sébastien Lecornu (budget 2026)",
              kind: "gouvernement",
              date: "2026-01-23",
              source: "bfmtv-lecornu-49-3-2026-01-23",
              families: ["centre"],
            },
            {
              name: "Bruno Retailleau, alors président des sénateurs LR",
              kind: "groupe parlementaire",
              date: "2023-03",
              source: "europe1-retailleau-49-3-2023-03",
              families: ["lr"],
            },
          ],
          argument:
            "Pour Sébastien Lecornu, qui y a eu recours en janvier 2026 pour le budget de l’État, le 49.3 n’est « ni une facilité ni un raccourci » mais « un instrument de dernier recours, pour ne pas dire de dernier secours ». Pour Bruno Retailleau (LR), en 2023, « le 49.3 est une procédure brutale, mais la démocratie c’est l’application de la Constitution ».",
          objection: {
            text: "Pour Mathilde Panot, présidente du groupe insoumis, en janvier 2026, le recours au 49.3 d’un gouvernement sans majorité, qui avait « promis de renoncer au 49.3 », fait de lui un « gouvernement de menteurs ».",
            source: "bfmtv-panot-49-3-2026-01-20",
            by: "Mathilde Panot (LFI)",
            families: ["lfi"],
          },
        },
        {
          id: "renoncer-a-l-utiliser",
          label: "Que le gouvernement renonce à l’utiliser",
          holders: [
            {
              name: "Rassemblement national (Marine Le Pen, présidente du groupe)",
              kind: "parti",
              date: "2025-10-03",
              source: "lcp-le-pen-49-3-2025-10-03",
              families: ["rn"],
            },
            {
              name: "La France insoumise (Mathilde Panot, présidente du groupe)",
              kind: "groupe parlementaire",
              date: "2026-01-20",
              source: "bfmtv-panot-49-3-2026-01-20",
              families: ["lfi"],
            },
          ],
          argument:
            "Pour Marine Le Pen (RN), l’annonce du Premier ministre, en octobre 2025, qu’il n’aurait pas recours au 49.3 était « plus respectueuse de la démocratie » : il avait « accepté l’idée qu’il doit trouver une majorité à l’Assemblée nationale ». En janvier 2026, Mathilde Panot (LFI) a dénoncé le recours au 49.3 d’un gouvernement qui avait promis d’y renoncer.",
          objection: {
            text: "Pour le groupe écologiste, tant qu’il existe, le 49.3 permet à l’exécutif « de liquider la délibération parlementaire » ; malgré la révision de 2008, il est devenu « l’arme expéditive d’un gouvernement ne disposant pas d’une majorité absolue ».",
            source: "tf1info-49-3-ecologistes-2024-04",
            by: "Groupe écologiste (Jérémie Iordanoff)",
            families: ["ecologistes"],
          },
        },
      ],
      evidence: {
        text: "Selon la Constitution, depuis 2008, le 49.3 est illimité pour les budgets de l’État et de la Sécurité sociale mais limité à un autre texte par session ; une motion de censure adoptée entraîne le rejet du texte et la démission du Gouvernement.",
        source: "constitution-1958",
      },
      status: {
        text: "Le budget de l’État pour 2026 a été adopté le 2 février 2026 après trois recours au 49.3 (20, 23 et 30 janvier), puis promulgué le 19 février 2026. Aucune révision de l’article 49 n’a été trouvée dans les sources consultées au 26 novembre 2026.",
        source: "loi-finances-2026",
        date: "2026-11-26",
      },
    },
    {
      id: "referendum-initiative-citoyenne",
      question: "Faut-il un référendum d’initiative citoyenne ?",
      positions: [
        {
          id: "creer-un-ric",
          label: "Un RIC législatif, abrogatoire, révocatoire et constituant",
          holders: [
            {
              name: "La France insoumise (proposition de loi constitutionnelle)",
              kind: "parti",
              date: "2018-12-18",
              source: "lfi-ric-2018",
              families: ["lfi"],
            },
            {
              name: "Groupe La France insoumise (texte débattu à l’Assemblée)",
              kind: "groupe parlementaire",
              date: "2019-02-21",
              source: "an-seance-ric-2019-02-21",
              families: ["lfi"],
            },
            {
              name: "Groupe La France insoumise (proposition de loi constitutionnelle du 17 décembre 2024)",
              kind: "groupe parlementaire",
              date: "2024-12-17",
              source: "an-ppl-lfi-ric-2024",
              families: ["lfi"],
            },
            {
              name: "Nouveau Front populaire, dont LFI, le PS et Les Écologistes (programme des législatives de 2024)",
              kind: "parti",
              date: "2024-06-14",
              source: "lepoint-programme-nfp-2024-06",
              families: ["lfi", "ps", "ecologistes"],
            },
          ],
          argument:
            "Pour La France insoumise, la souveraineté appartient au peuple, qui doit pouvoir déclencher lui-même des référendums : pour proposer une loi, en abroger une, révoquer un élu ou convoquer une assemblée constituante. Défendant ce texte à l’Assemblée en 2019, son rapporteur Bastien Lachaud jugeait que « nos institutions sont verrouillées ». En décembre 2024, le groupe a proposé un référendum constitutionnel d’initiative citoyenne ; le programme du Nouveau Front populaire de juin 2024 prévoyait un RIC.",
          objection: {
            text: "Pour Édouard Philippe, alors Premier ministre, en décembre 2018, le référendum d’initiative citoyenne peut être un « bon instrument dans une démocratie, mais pas sur n’importe quel sujet ni dans n’importe quelles conditions ».",
            source: "publicsenat-retailleau-ric-2018",
            by: "Édouard Philippe, alors Premier ministre",
            families: ["centre"],
          },
        },
        {
          id: "ric-sans-parlementaires",
          label: "Un référendum déclenché par environ 500 000 électeurs, sans parlementaires",
          holders: [
            {
              name: "Députés du Rassemblement national (amendement de novembre 2022)",
              kind: "groupe parlementaire",
              date: "2022-11-21",
              source: "nosdeputes-rn-ric-2022",
              families: ["rn"],
            },
            {
              name: "Bruno Bilde et Sébastien Chenu (RN), cosignataires d’une proposition de loi constitutionnelle",
              kind: "parti",
              date: "2021-10-06",
              source: "an-ppl-ric-2021",
              families: ["rn"],
            },
            {
              name: "Députés écologistes (proposition de loi constitutionnelle de Benjamin Lucas, « 49.3 citoyen »)",
              kind: "groupe parlementaire",
              date: "2022-10-26",
              source: "an-ppl-ecologistes-ric-2022",
              families: ["ecologistes"],
            },
            {
              name: "Benjamin Lucas (Écologistes), présentant sa proposition",
              kind: "groupe parlementaire",
              date: "2022",
              source: "afp-ecologistes-49-3-citoyen-2022",
              families: ["ecologistes"],
            },
          ],
          argument:
            "Les députés du RN ont proposé en novembre 2022 qu’un référendum puisse être organisé à l’initiative d’un citoyen soutenu par plus de 500 000 électeurs inscrits, sans soutien de parlementaires, pour proposer une loi ou en abroger une. Les députés écologistes proposent qu’un centième des électeurs, environ 480 000 personnes, puisse soumettre au référendum un texte en cours d’examen.",
          objection: {
            text: "Pour Bruno Retailleau (LR), en décembre 2018, un référendum d’initiative populaire doit rester « encadré » : il voulait abaisser le seuil du référendum d’initiative partagée à un million de signatures, avec toujours « le filtre parlementaire ».",
            source: "publicsenat-retailleau-ric-2018",
            by: "Bruno Retailleau (LR)",
            families: ["lr"],
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
            {
              name: "Sénateurs socialistes (proposition de loi constitutionnelle de Yan Chantrel)",
              kind: "groupe parlementaire",
              date: "2023-05-03",
              source: "senat-rapport-rip-2023",
              families: ["ps"],
            },
          ],
          argument:
            "Emmanuel Macron a proposé en avril 2019 d’« aller plus loin » en permettant que l’initiative vienne d’« un million de citoyens ». Les sénateurs socialistes ont proposé en mai 2023 d’abaisser les seuils de parlementaires et d’électeurs, et de créer un second référendum d’initiative partagée, lancé par des électeurs puis soutenu par des parlementaires.",
          objection: {
            text: "Pour le Rassemblement national, en séance en 2022, il faudrait se passer de l’avis des parlementaires, « qui téléguident aujourd’hui la procédure », et n’exiger que 500 000 signatures d’électeurs.",
            source: "nosdeputes-rn-rip-2022",
            by: "Rassemblement national (intervention à l’Assemblée)",
            families: ["rn"],
          },
        },
      ],
      evidence: {
        text: "Selon le Conseil constitutionnel, la proposition de loi sur l’accès des étrangers aux prestations sociales, signée par 190 parlementaires et jugée non conforme le 11 avril 2024, était la sixième à franchir la première étape du référendum d’initiative partagée.",
        source: "cc-communique-2024-6-rip",
      },
      notFound: [{ family: "lr", searchedOn: "2026-11-28" }],
      status: {
        text: "La Constitution ne prévoit pas de référendum d’initiative citoyenne : seul existe le référendum d’initiative partagée créé en 2008. Aucune révision sur ce point n’a été trouvée dans les sources consultées.",
        source: "constitution-1958",
        date: "2026-11-26",
      },
    },
  ],
};
