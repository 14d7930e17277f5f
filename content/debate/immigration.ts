/*
 * Source note — debate map « Immigration ». Addresses read in stored copies on 2026-11-25/26 (issues 23 and 33); roles
 * and states of play checked again on 2026-11-28 (issue 47). The full provenance is in the history of this file.
 * To confirm against the official text: the circulaire of 23 Jan. 2025 on regularisation (NOR INTK2435521J) is cited
 * through Lexbase, and its « 7 ans » of presence through a law firm's summary (« source secondaire »), no official
 * page being readable here;
 * Marine Le Pen's call for a referendum on droit du sol rests on an AFP dispatch seen on an aggregator; one Senate report
 * was read at an alias host of senat.fr.
 * Bruno Retailleau's words on droit du sol (LCI, 6 Feb. 2025) rest on Libération's report, seen at its staging host
 * (staging.libe.io, same path); vie-publique.fr holds his France Inter interview of 12 Feb. 2025 on the subject.
 */
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "immigration",
  reviewedAt: "2026-11-28",
  intro:
    "Cette carte sépare ce que les chiffres officiels établissent de ce qui divise les responsables politiques, les syndicats et les institutions. Chaque position est attribuée à ceux qui la défendent, avec leur source.",
  sources: [
    {
      id: "liberation-droit-du-sol-2025-02-07",
      publisher: "Libération",
      title:
        "Immigration : Retailleau et Darmanin poussent sur le droit du sol, Borne se rebiffe et Bayrou veut un débat « plus large »",
      dataYear: 2025,
      publishedAt: "2025-02-07",
      url: "https://www.liberation.fr/politique/immigration-retailleau-et-darmanin-poussent-sur-le-droit-du-sol-borne-se-rebiffe-et-bayrou-veut-un-debat-plus-large-20250207_YAL26OVYBVFXRBZQEJA7C4MPI4/",
      recurring: false,
      secondary: true,
    },
    {
      id: "kpondjo-circulaire-aes-2025",
      publisher: "Cabinet Kpondjo Avocat",
      title:
        "Circulaire du 23 janvier 2025 (NOR : INTK2435521J) dite « Retailleau » : quels changements pour les demandes d’autorisation exceptionnelle de séjour ?",
      dataYear: 2025,
      publishedAt: "2025-02-17",
      url: "https://kpondjo-avocat.eu/blog/2266748_circulaire-du-23-janvier-2025-nor-intk2435521j-dite-retailleau-quels-changements-pour-les-demandes-d-autorisation-exceptionnelle-de-sejour",
      recurring: false,
      secondary: true,
    },
    {
      id: "senat-cra-2025-03-25",
      publisher: "Sénat",
      title:
        "Compte rendu analytique de la séance du 25 mars 2025 : renforcer les conditions d’accès à la nationalité française à Mayotte",
      dataYear: 2025,
      publishedAt: "2025-03-25",
      url: "https://senat.fr/cra/s20250325/s20250325_5.html",
      recurring: false,
    },
    {
      id: "senat-seance-2025-03-25-motion",
      publisher: "Sénat",
      title:
        "Compte rendu intégral de la séance du 25 mars 2025 : rapport de la commission des lois et motion d’irrecevabilité sur la proposition de loi relative à la nationalité à Mayotte",
      dataYear: 2025,
      publishedAt: "2025-03-25",
      url: "https://senat.fr/seances/s202503/s20250325/s20250325015.html",
      recurring: false,
    },
    {
      id: "senat-amdt-com1-mayotte-2025",
      publisher: "Sénat, commission des lois",
      title:
        "Amendement n° COM-1 (Mme Narassiguin et le groupe Socialiste, Écologiste et Républicain) sur la proposition de loi n° 315 relative à la nationalité française à Mayotte",
      dataYear: 2025,
      publishedAt: "2025-03-17",
      url: "https://senat.fr/amendements/commissions/2024-2025/315/Amdt_COM-1.html",
      recurring: false,
    },
    {
      id: "vie-publique-loi-mayotte-2025",
      publisher: "Vie-publique.fr (DILA)",
      title: "Loi du 12 mai 2025 visant à renforcer les conditions d’accès à la nationalité française à Mayotte",
      dataYear: 2025,
      publishedAt: "2025-05",
      url: "https://www.vie-publique.fr/loi/297235-droit-du-sol-mayotte-loi-du-12-mai-2025-acces-la-nationalite-francaise",
      recurring: false,
    },
    {
      id: "lexbase-circulaire-aes-2025",
      publisher: "Lexbase",
      title:
        "Les principales dispositions de la circulaire Retailleau (circulaire du 23 janvier 2025 sur l’admission exceptionnelle au séjour)",
      dataYear: 2025,
      publishedAt: "2025-02-10",
      url: "https://www.lexbase.fr/article-juridique/115222018-depeches-les-principales-dispositions-de-la-circulaire-retailleau",
      recurring: false,
    },
    {
      id: "pcf-circulaire-retailleau-2025",
      publisher: "Parti communiste français",
      title: "Circulaire Retailleau (communiqué)",
      dataYear: 2025,
      publishedAt: "2025-01",
      url: "https://www.pcf.fr/circulaire_retailleau",
      recurring: false,
    },
    {
      id: "cfdt-metiers-tension-2025",
      publisher: "CFDT",
      title:
        "Consultation sur les métiers en tension : une politique migratoire de plus en plus restrictive et déconnectée des réalités économiques (communiqué de presse)",
      dataYear: 2025,
      publishedAt: "2025-02",
      url: "https://www.cfdt.fr/sinformer/communiques-de-presse/consultation-sur-les-metiers-en-tension-une-politique-migratoire-de-plus-en-plus-restrictive-et-deconnectee-des-realites-economi",
      recurring: false,
    },
    {
      id: "publicsenat-ame-decrets-2026-02-09",
      publisher: "Public Sénat",
      title:
        "Réforme de l’AME pour les étrangers en situation irrégulière : la majorité sénatoriale regrette des mesures « anecdotiques »",
      dataYear: 2026,
      publishedAt: "2026-02-09",
      url: "https://www.publicsenat.fr/actualites/sante/reforme-de-lame-pour-les-etrangers-en-situation-irreguliere-la-majorite-senatoriale-regrette-des-mesures-anecdotiques",
      recurring: false,
    },
    {
      id: "afp-senat-ame-amu-2023-11-07",
      publisher: "20 Minutes (avec AFP)",
      title:
        "Projet de loi immigration : le Sénat supprime l’aide médicale d’État et s’accorde sur les régularisations",
      dataYear: 2023,
      publishedAt: "2023-11-07",
      url: "https://www.20minutes.fr/politique/4061257-20231107-projet-loi-immigration-senat-supprime-aide-medicale-etat-accorde-regularisations",
      recurring: false,
    },
    {
      id: "quotidien-pharmacien-rn-ame-2024",
      publisher: "Le Quotidien du pharmacien",
      title: "Dispensation à l’unité et suppression de l’AME : le programme santé du RN",
      dataYear: 2024,
      publishedAt: "2024-06",
      url: "https://www.lequotidiendupharmacien.fr/exercice-pro/politique-de-sante/dispensation-lunite-et-suppression-de-lame-le-programme-sante-du-rn",
      recurring: false,
    },
    {
      id: "lcp-ame-commission-2023-11-29",
      publisher: "LCP-Assemblée nationale",
      title:
        "Immigration : l’Aide médicale d’État rétablie en commission par les députés qui reviennent sur le vote des sénateurs",
      dataYear: 2023,
      publishedAt: "2023-11-29",
      url: "https://www.lcp.fr/actualites/immigration-l-aide-medicale-d-etat-retablie-en-commission-par-les-deputes-qui-reviennent",
      recurring: false,
    },
    {
      id: "bfmtv-darmanin-droit-du-sol-2025-02-06",
      publisher: "BFMTV",
      title:
        "« Le débat public doit s’ouvrir » : Gérald Darmanin favorable à une réforme constitutionnelle sur le droit du sol",
      dataYear: 2025,
      publishedAt: "2025-02-06",
      url: "https://www.bfmtv.com/politique/gouvernement/le-debat-public-doit-s-ouvrir-gerald-darmanin-favorable-a-une-reforme-constitutionnelle-sur-le-droit-du-sol_AD-202502060960.html",
      recurring: false,
    },
    {
      id: "afp-le-pen-referendum-droit-du-sol-2025-02-08",
      publisher: "Mondial News (dépêche AFP)",
      title: "« Ça commence à bien faire » : Marine Le Pen veut un référendum sur le droit du sol",
      dataYear: 2025,
      publishedAt: "2025-02-08",
      url: "https://mondialnews.com/2025/02/08/ca-commence-a-bien-faire-marine-le-pen-veut-un-referendum-sur-le-droit-du-sol",
      recurring: false,
    },
    {
      id: "cc-2025-881-dc",
      publisher: "Conseil constitutionnel (texte reproduit par Juricaf)",
      title:
        "Décision n° 2025-881 DC du 7 mai 2025, loi visant à renforcer les conditions d’accès à la nationalité française à Mayotte",
      dataYear: 2025,
      publishedAt: "2025-05-07",
      url: "https://juricaf.org/arret/FRANCE-CONSEILCONSTITUTIONNEL-20250507-2025881",
      recurring: false,
    },
    {
      id: "journal-mayotte-saisine-lfi-2025-04",
      publisher: "Le Journal de Mayotte",
      title: "Durcissement d’accès à la nationalité : les députés LFI saisissent le conseil constitutionnel",
      dataYear: 2025,
      publishedAt: "2025-04",
      url: "https://lejournaldemayotte.yt/?p=26624",
      recurring: false,
    },
    {
      id: "linfokwezi-saisine-senat-2025",
      publisher: "L’Info Kwézi",
      title: "La loi droit du sol à Mayotte contestée au Sénat (communiqué des groupes de gauche et écologiste)",
      dataYear: 2025,
      publishedAt: "2025-04",
      url: "https://www.linfokwezi.fr/la-loi-droit-du-sol-a-mayotte-conteste-au-senat/",
      recurring: false,
    },
    {
      id: "an-qag-rousseau-2025-12",
      publisher: "Assemblée nationale",
      title: "Question au Gouvernement n° 1129 de Mme Sandrine Rousseau : chute du nombre de régularisations",
      dataYear: 2025,
      publishedAt: "2025-12-24",
      url: "https://questions.assemblee-nationale.fr/q17/17-1129QG.htm",
      recurring: false,
    },
    {
      id: "bfmtv-tribune-regularisation-2023-09-11",
      publisher: "BFMTV",
      title: "Des députés de la majorité et de gauche demandent la régularisation des travailleurs sans-papiers",
      dataYear: 2023,
      publishedAt: "2023-09-11",
      url: "https://www.bfmtv.com/politique/des-deputes-de-la-majorite-et-de-gauche-demandent-la-regularisation-des-travailleurs-sans-papiers_AD-202309110944.html",
      recurring: false,
    },
  ],
  established: [
    {
      id: "immigres-2024",
      statement:
        "Selon l’INSEE, 7,7 millions d’immigrés vivaient en France en 2024, soit 11,3 % de la population ; un tiers d’entre eux avaient acquis la nationalité française.",
      source: "insee-immigres-2024",
      module: "immigration-chiffres",
      slide: 2,
    },
    {
      id: "premiers-titres-2025",
      statement:
        "En 2025, la France a délivré environ 384 000 premiers titres de séjour à des adultes ressortissants de pays hors UE, EEE et Suisse, 11 % de plus qu’en 2024 (données provisoires du ministère de l’Intérieur).",
      source: "dgef-chiffres-2025",
      module: "immigration-chiffres",
      slide: 7,
    },
    {
      id: "demandes-asile-2025",
      statement:
        "En 2025, l’OFPRA a enregistré 145 210 demandes de protection internationale, 5,5 % de moins qu’en 2024.",
      source: "ofpra-bilan-2025",
      module: "immigration-chiffres",
      slide: 8,
    },
    {
      id: "nationalite-2024",
      statement:
        "En 2024, 103 500 étrangers ont acquis la nationalité française ; environ un tiers (35 900) l’ont obtenue au titre du droit du sol, c’est-à-dire par la naissance et la résidence en France.",
      source: "senat-nationalite-2024",
      module: "immigration-chiffres",
      slide: 10,
    },
    {
      id: "droit-du-sol-regle",
      statement:
        "Naître en France ne suffit pas pour devenir français : l’enfant né en France de parents étrangers le devient à 18 ans s’il y a résidé au moins 5 ans depuis ses 11 ans, ou plus tôt par déclaration. Des règles plus strictes s’appliquent à Mayotte.",
      source: "code-civil-21-7",
      module: "immigration-definitions",
      slide: 5,
    },
    {
      id: "ame-definition",
      statement:
        "Créée en 1999, l’aide médicale de l’État (AME) prend en charge les soins des étrangers en situation irrégulière qui résident en France depuis plus de 3 mois et ont de faibles ressources.",
      source: "senat-rapport-ame-2025",
      module: "immigration-politique",
      slide: 11,
    },
  ],
  questions: [
    {
      id: "aide-medicale-etat",
      question: "Faut-il restreindre ou remplacer l’aide médicale de l’État ?",
      positions: [
        {
          id: "remplacer-ame-urgence",
          label: "Remplacer l’AME par une aide médicale d’urgence",
          holders: [
            {
              name: "Majorité sénatoriale, Les Républicains et Union centriste (vote du Sénat)",
              kind: "groupe parlementaire",
              date: "2023-11-07",
              source: "afp-senat-ame-amu-2023-11-07",
              families: ["lr"],
            },
            {
              name: "Rassemblement national (programme des législatives de 2024)",
              kind: "parti",
              date: "2024-06",
              source: "quotidien-pharmacien-rn-ame-2024",
              families: ["rn"],
            },
          ],
          argument:
            "Le 7 novembre 2023, le Sénat, à majorité de droite et du centre, a voté par 200 voix contre 136 la transformation de l’AME en une « aide médicale d’urgence », limitée au traitement des maladies graves et des douleurs aiguës, aux soins liés à la grossesse, aux vaccinations et à la médecine préventive. Le Rassemblement national prévoit de remplacer l’AME par une aide d’urgence vitale.",
          objection: {
            by: "Florent Boudié (Renaissance)",
            families: ["centre"],
            text: "Pour le député Florent Boudié (Renaissance), rapporteur du projet de loi, l’AME n’est « pas simplement une question de santé des individus, mais aussi une question de santé collective » : les députés l’ont rétablie en commission le 29 novembre 2023.",
            source: "lcp-ame-commission-2023-11-29",
          },
        },
        {
          id: "resserrer-ame",
          label: "Resserrer le dispositif",
          holders: [
            {
              name: "Gouvernement (décrets de février 2026 sur les pièces à fournir)",
              kind: "gouvernement",
              date: "2026-02-09",
              source: "publicsenat-ame-decrets-2026-02-09",
              families: ["centre"],
            },
          ],
          argument:
            "Le gouvernement a choisi de resserrer l’accès à l’AME sans la supprimer : deux décrets publiés en février 2026 précisent les pièces à fournir pour la demander, afin de lutter contre la fraude. Selon le Premier ministre, il « faudra sans doute » aller plus loin et réformer aussi le panier de soins, même si « les choses ne sont pas prêtes ».",
          objection: {
            by: "Céline Brulin (groupe communiste)",
            text: "Pour la sénatrice Céline Brulin (groupe communiste), qui cite le rapport Évin-Stefanini de 2023, restreindre l’AME dégraderait la santé des personnes concernées et la santé publique, et accentuerait la pression sur les hôpitaux.",
            source: "senat-seance-2024-12-02",
          },
        },
        {
          id: "maintenir-ame",
          label: "Maintenir l’AME et son panier de soins",
          holders: [
            {
              name: "Céline Brulin, groupe Communiste républicain citoyen et écologiste – Kanaky (Sénat)",
              kind: "groupe parlementaire",
              date: "2024-12-02",
              source: "senat-seance-2024-12-02",
            },
            {
              name: "Députés de gauche, insoumis, socialistes et écologistes (rétablissement de l’AME en commission des lois)",
              kind: "groupe parlementaire",
              date: "2023-11-29",
              source: "lcp-ame-commission-2023-11-29",
              families: ["lfi", "ps", "ecologistes"],
            },
          ],
          argument:
            "Selon la sénatrice Céline Brulin, l’AME est déjà soumise à des conditions de ressources et ne couvre qu’un panier de soins limité. Seule la moitié des bénéficiaires potentiels y recourent, pour un coût de 0,37 % des dépenses courantes de santé. Réduire ce panier retarderait des soins qui deviendraient plus lourds et plus coûteux.",
          objection: {
            by: "Vincent Delahaye (Union centriste)",
            text: "Pour le rapporteur spécial de la commission des finances du Sénat, Vincent Delahaye, le coût de l’AME progresse trop vite : ses dépenses réelles ont augmenté de 68,5 % en dix ans, ce qui justifie de resserrer le dispositif.",
            source: "senat-plf-2026-sante",
          },
        },
      ],
      evidence: {
        missing:
          "Les chiffres de l’AME cités dans ce débat (bénéficiaires, dépenses) viennent de la commission des finances du Sénat, dont le rapporteur spécial y prend part : ils décrivent le coût du dispositif, pas l’effet qu’aurait sa restriction sur la santé publique ou sur les dépenses des hôpitaux. Cette carte ne cite aucune mesure de cet effet par un organisme statistique public.",
      },
      status: {
        text: "Deux décrets publiés au Journal officiel début février 2026 précisent les pièces à fournir pour demander l’AME, contre la fraude, et modernisent les systèmes informatiques ; ils entrent en vigueur début mars 2026. Le panier de soins n’est pas modifié : selon le Premier ministre, il « faudra sans doute » le réformer, mais « les choses ne sont pas prêtes ».",
        source: "publicsenat-ame-decrets-2026-02-09",
        date: "2026-02-09",
      },
    },
    {
      id: "droit-du-sol",
      question: "Faut-il restreindre le droit du sol, à Mayotte ou dans toute la France ?",
      positions: [
        {
          id: "restreindre-droit-du-sol",
          label: "Le restreindre à Mayotte",
          holders: [
            {
              name: "Gouvernement (Gérald Darmanin, garde des Sceaux)",
              kind: "gouvernement",
              date: "2025-03-25",
              source: "senat-cra-2025-03-25",
              families: ["centre"],
            },
            {
              name: "Les Républicains (Stéphane Le Rudulier, rapporteur au Sénat)",
              kind: "groupe parlementaire",
              date: "2025-03-25",
              source: "senat-seance-2025-03-25-motion",
              families: ["lr"],
            },
            {
              name: "Parlement (loi du 12 mai 2025, adoptée définitivement le 8 avril 2025)",
              kind: "institution",
              date: "2025-05-12",
              source: "vie-publique-loi-mayotte-2025",
            },
          ],
          argument:
            "Pour le garde des Sceaux Gérald Darmanin, la possibilité d’acquérir la nationalité par le droit du sol a fait de Mayotte une « porte d’entrée de l’immigration irrégulière », où près d’un habitant sur deux est étranger. Selon le rapporteur Stéphane Le Rudulier (Les Républicains), la mesure dissuadera des candidats pour qui la nationalité est un facteur d’attractivité.",
          objection: {
            by: "Marine Le Pen (RN)",
            families: ["rn"],
            text: "Pour Marine Le Pen, présidente du groupe Rassemblement national à l’Assemblée, restreindre le droit du sol à Mayotte seulement ne suffit pas : elle demande que les Français soient consultés par référendum sur le droit du sol dans tout le pays.",
            source: "afp-le-pen-referendum-droit-du-sol-2025-02-08",
          },
        },
        {
          id: "revoir-droit-du-sol-partout",
          label: "Le supprimer ou le revoir dans toute la France",
          holders: [
            {
              name: "Rassemblement national (Marine Le Pen, présidente du groupe à l’Assemblée nationale)",
              kind: "parti",
              date: "2025-02-08",
              source: "afp-le-pen-referendum-droit-du-sol-2025-02-08",
              families: ["rn"],
            },
            {
              name: "Gérald Darmanin, garde des Sceaux (Renaissance)",
              kind: "gouvernement",
              date: "2025-02-06",
              source: "bfmtv-darmanin-droit-du-sol-2025-02-06",
              families: ["centre"],
            },
            {
              name: "Bruno Retailleau, ministre de l’Intérieur (LR)",
              kind: "gouvernement",
              date: "2025-02-06",
              source: "liberation-droit-du-sol-2025-02-07",
              families: ["lr"],
            },
          ],
          argument:
            "Marine Le Pen (Rassemblement national) demande un référendum sur « le projet de loi supprimant l’acquisition de la nationalité par le droit du sol » : « il y a une chose qui est mieux que le débat, c’est le vote ». Le garde des Sceaux Gérald Darmanin se dit favorable à une réforme de la Constitution sur ce point ; le ministre de l’Intérieur Bruno Retailleau (LR) se dit « favorable à restreindre le droit du sol à l’ensemble du territoire français ».",
          objection: {
            by: "Groupe La France insoumise (Assemblée nationale)",
            families: ["lfi"],
            text: "Pour les députés insoumis, qui ont saisi le Conseil constitutionnel en avril 2025, la naissance sur le sol français et la nationalité sont liées par un « principe fondamental reconnu par les lois de la République », ainsi que par l’égalité devant la loi et l’indivisibilité de la République.",
            source: "journal-mayotte-saisine-lfi-2025-04",
          },
        },
        {
          id: "garder-droit-du-sol",
          label: "Garder le même droit du sol partout",
          holders: [
            {
              name: "Groupe socialiste, écologiste et républicain du Sénat (amendement de suppression présenté par Corinne Narassiguin)",
              kind: "groupe parlementaire",
              date: "2025-03-17",
              source: "senat-amdt-com1-mayotte-2025",
              families: ["ps"],
            },
            {
              name: "Groupe communiste du Sénat (motion d’irrecevabilité défendue par Evelyne Corbière Naminzo)",
              kind: "groupe parlementaire",
              date: "2025-03-25",
              source: "senat-seance-2025-03-25-motion",
            },
            {
              name: "Députés insoumis et socialistes (saisines du Conseil constitutionnel des 10 et 14 avril 2025)",
              kind: "groupe parlementaire",
              date: "2025-04-14",
              source: "cc-2025-881-dc",
              families: ["lfi", "ps"],
            },
            {
              name: "Groupes de gauche et écologiste du Sénat (saisine du Conseil constitutionnel)",
              kind: "groupe parlementaire",
              date: "2025-04",
              source: "linfokwezi-saisine-senat-2025",
              families: ["ecologistes"],
            },
          ],
          argument:
            "Selon l’amendement de suppression des sénateurs socialistes, présenté par Corinne Narassiguin, l’accès à la nationalité n’attire pas l’immigration irrégulière : à Mayotte, les acquisitions par le droit du sol sont plus rares que dans l’ensemble du pays, et dans la moitié des cas l’enfant ne devient français qu’à 16 ou 18 ans. Pour le groupe communiste, l’heure devrait plutôt être à la reconstruction et à un plan d’investissement massif après les cyclones.",
          objection: {
            by: "Gouvernement",
            families: ["centre"],
            text: "Pour le garde des Sceaux Gérald Darmanin, la pression démographique met à rude épreuve les services publics de Mayotte, où des milliers de femmes prennent chaque année tous les risques pour venir accoucher : le droit doit s’adapter à cette réalité.",
            source: "senat-cra-2025-03-25",
          },
        },
      ],
      evidence: {
        missing:
          "Aucune étude d’un organisme statistique public citée ici ne mesure l’effet propre du droit du sol sur les arrivées à Mayotte. Les chiffres avancés de part et d’autre, comme la baisse des acquisitions de nationalité après la restriction de 2018 relevée par le rapporteur du Sénat, qui défend la mesure, ne mesurent pas cet effet : ils ne suffisent pas à départager ces positions.",
      },
      status: {
        text: "La loi du 12 mai 2025, déclarée conforme à la Constitution (avec une réserve) par le Conseil constitutionnel le 7 mai 2025, est promulguée : un enfant né à Mayotte de parents étrangers ne peut devenir français par le droit du sol que si ses deux parents résidaient en France de manière régulière depuis au moins un an à sa naissance.",
        source: "vie-publique-loi-mayotte-2025",
        date: "2025-05-12",
      },
    },
    {
      id: "regularisation-travailleurs",
      question: "Faut-il faciliter la régularisation des travailleurs sans papiers ?",
      positions: [
        {
          id: "regularisation-exceptionnelle",
          label: "Restreindre la régularisation au cas par cas",
          holders: [
            {
              name: "Ministère de l’Intérieur (Bruno Retailleau, LR ; circulaire du 23 janvier 2025)",
              kind: "gouvernement",
              date: "2025-01-23",
              source: "lexbase-circulaire-aes-2025",
              families: ["centre", "lr"],
            },
            {
              name: "Ministère de l’Intérieur (circulaire du 23 janvier 2025, résumée par un cabinet d’avocats)",
              kind: "gouvernement",
              date: "2025-01-23",
              source: "kpondjo-circulaire-aes-2025",
              families: ["centre", "lr"],
            },
          ],
          argument:
            "Selon la circulaire du ministre de l’Intérieur du 23 janvier 2025, l’admission exceptionnelle au séjour doit garder son caractère exceptionnel. Les préfets doivent privilégier les titres prévus par la loi, tenir compte de l’intégration, notamment de la maîtrise du français et le respect des principes de la République, une présence d’au moins sept ans en France en étant un indice, et écarter toute menace à l’ordre public.",
          objection: {
            by: "Parti communiste français",
            text: "Pour le Parti communiste français, ce durcissement risque d’accroître le travail illégal et de tirer vers le bas les droits des salariés, mis en concurrence avec des travailleurs « hyper précarisés ».",
            source: "pcf-circulaire-retailleau-2025",
          },
        },
        {
          id: "faciliter-regularisation",
          label: "Faciliter la régularisation par le travail",
          holders: [
            {
              name: "Parti communiste français",
              kind: "parti",
              date: "2025-01",
              source: "pcf-circulaire-retailleau-2025",
            },
            {
              name: "CFDT",
              kind: "syndicat",
              date: "2025-02",
              source: "cfdt-metiers-tension-2025",
            },
            {
              name: "Groupe Écologiste et social à l’Assemblée nationale (Sandrine Rousseau)",
              kind: "groupe parlementaire",
              date: "2025-12-24",
              source: "an-qag-rousseau-2025-12",
              families: ["ecologistes"],
            },
            {
              name: "Députés socialistes, dont le président du groupe Boris Vallaud (tribune de 35 députés)",
              kind: "groupe parlementaire",
              date: "2023-09-11",
              source: "bfmtv-tribune-regularisation-2023-09-11",
              families: ["ps"],
            },
          ],
          argument:
            "Pour le Parti communiste français, défendre la régularisation des travailleurs sans papiers, c’est défendre tout le monde du travail : sans titre, ils subissent des salaires bas et des conditions difficiles. La CFDT demande d’inscrire dans la loi des critères clairs et objectifs de régularisation, sans dépendre d’une liste de métiers fluctuante ni de l’appréciation des préfectures. L’écologiste Sandrine Rousseau dénonce des refus opposés à des personnes qui travaillent depuis des années dans le nettoyage ou l’aide à la personne.",
          objection: {
            by: "Gouvernement",
            families: ["centre"],
            text: "Pour le ministère de l’Intérieur, auteur de la circulaire de janvier 2025, la régularisation n’est pas une voie d’accès ordinaire au séjour : elle doit rester une procédure exceptionnelle, les préfets devant privilégier les titres prévus par la loi.",
            source: "lexbase-circulaire-aes-2025",
          },
        },
      ],
      evidence: {
        text: "Selon la direction générale des étrangers en France (DGEF), 28 610 étrangers ont été régularisés en 2025, 10,1 % de moins qu’en 2024 (−11,5 % pour motif économique) ; son service statistique y voit l’effet de la circulaire.",
        source: "dgef-chiffres-2025",
      },
      notFound: [
        { family: "lfi", searchedOn: "2026-11-26" },
        { family: "rn", searchedOn: "2026-11-26" },
      ],
      status: {
        text: "Depuis la circulaire du ministre de l’Intérieur du 23 janvier 2025, les préfets doivent réserver l’admission exceptionnelle au séjour aux cas exceptionnels et privilégier les titres prévus par la loi.",
        source: "lexbase-circulaire-aes-2025",
        date: "2025-01-23",
      },
    },
  ],
};
