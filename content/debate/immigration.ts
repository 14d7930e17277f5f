/*
 * Debate map — immigration (issue 23).
 *
 * How each address was verified (decision 022: « seen » = a stored copy of the page at that address was found in the
 * search corpus and carries the fact or position cited; « corroborated ×N » = exact address cited by N independent
 * projects). Searches run on 2026-11-25.
 *
 * Reused from the topic's modules (copied with the same id; verified by the 2026-11-24/25 audit, docs/source-links.md):
 *   insee-immigres-2024 (shared, corroborated ×8), senat-nationalite-2024 (seen), ofpra-bilan-2025 (seen),
 *   dgef-chiffres-2025 (seen; Public Sénat reporting the DGEF figures, as in the module), code-civil-21-7 (seen),
 *   senat-rapport-ame-2025 (seen), senat-plf-2026-sante (seen: report of 24 Nov. 2025, Vincent Delahaye rapporteur
 *   spécial, AME), senat-seance-2024-12-02 (seen: Céline Brulin's speech — Évin-Stefanini report, 0,37 %, half of
 *   eligible people, panier limité). Each established fact was checked against the module slide it links (figures
 *   identical; « premiers titres » now says « hors UE, EEE et Suisse » as slide 7 of « Chiffres » does).
 * New sources, all seen:
 *   senat-cra-2025-03-25 — senat.fr compte rendu analytique: Gérald Darmanin's speech for the Mayotte bill
 *     (« porte d’entrée de l’immigration irrégulière », « près d’un habitant sur deux », pression sur les services publics).
 *   senat-seance-2025-03-25-motion — senat.fr compte rendu intégral: end of rapporteur Le Rudulier's speech
 *     (« facteur d’attractivité », « dissuadera ») and the communist group's motion (Corbière Naminzo: reconstruction,
 *     plan d’investissement après Chido).
 *   senat-amdt-com1-mayotte-2025 — senat.fr, amendement n° COM-1 of 17 Mar. 2025 to the PPL n° 315 (commission des lois),
 *     presented by « Mme NARASSIGUIN, M. OMAR OILI, … et les membres du groupe Socialiste, Écologiste et Républicain »
 *     (« Supprimer cet article. »). Seen in the second pass (2026-11-25); the stored copy is at the http:// address of
 *     the same host and path. Excerpts: « restriction à Mayotte en 2018 dont les effets n’ont jamais été évalués » ;
 *     « ce texte repose sur un postulat erroné selon lequel l’accès à la nationalité constituerait un facteur
 *     d’attractivité » ; « alors que les naturalisations baissent fortement, les migrations elles continuent de
 *     progresser » ; « les naturalisations par droit du sol sont inférieures à Mayotte que sur l’ensemble du
 *     territoire » ; « dans la moitié des cas de naturalisations, l’enfant ne devient français qu’à sa demande à 16 ans,
 *     ou de façon automatique, à ses 18 ans ».
 *     It REPLACES senat-seance-2025-03-25-narassiguin (senat.fr/seances/s202503/s20250325/s20250325018.html, her speech
 *     in the discussion générale), which a second reviewer and this pass could not find in the corpus (searched: the
 *     address and « s20250325018 » with find_string; her name with droit du sol, 1515, 1889, indivisibilité, hôpital,
 *     école, discussion générale). The Sénat's index of her interventions on this text
 *     (www.senat.fr/interventions/narassiguin_corinne18231d/narassiguin_corinne18231d_2024_ppl24-315_1.html) is seen,
 *     but its stored copy holds only headings (« Discussion générale: », no speech text): it cannot carry a claim. The
 *     draft's claims drawn from the speech (droit du sol since 1515 / 1889, no automaticity, indivisibility, hospital
 *     and school) were removed; the socialist position now rests on the amendment's own words.
 *   Second pass on senat-seance-2025-03-25-motion: re-seen, « qui dissuadera sans aucun doute certains candidats à
 *     l’immigration, pour qui l’accès éventuel à la nationalité constitue un réel facteur d’attractivité » (Le Rudulier);
 *     « l’heure devrait être à la reconstruction et à un plan d’investissement massif pour Mayotte » (Corbière Naminzo).
 *     The draft's list « l’hôpital, l’école, le logement et l’eau » was not on what was seen of the page: removed.
 *   vie-publique-loi-mayotte-2025 — vie-publique.fr page on the law of 12 May 2025 (dates, content).
 *   senat-rapport-mayotte-2025 — Sénat report n° 466 (2024-2025), page 2: « diminuer de 72 % le nombre d’acquisitions »
 *     and « persistance de la dynamique migratoire » (prefect). DOUBT: the stored copy is at the senat.fr alias host
 *     conferenceconsensuslogement.senat.fr/rap/l24-466/l24-4662.html; the address given here is the same path on
 *     www.senat.fr (seen through an alias, like britannica-ukraine-histoire in docs/source-links.md).
 *   pcf-circulaire-retailleau-2025 — pcf.fr statement (Jan. 2025) condemning the circulaire: « défendre le monde du
 *     travail dans son ensemble », travail illégal, droits tirés vers le bas, salaires bas.
 *   cfdt-metiers-tension-2025 — cfdt.fr press release (replaces the draft's interview of Lydie Nicol on cfdt-ag2r.com, a
 *     site of one CFDT section): the CFDT opposes the list of métiers en tension as the route to regularisation,
 *     denounces the circulaire Retailleau and demands « critères clairs et objectifs » in the law, « sans dépendre
 *     d’une liste de métiers fluctuante et d’un examen discrétionnaire des préfectures ». Dated « ce jour » of the
 *     social partners' consultation, which the CFDT interview dates to 28 Feb. 2025: publishedAt is given to the month.
 * Remaining doubt, the government's position on regularisation:
 *   lexbase-circulaire-aes-2025 — Lexbase legal news (10 Feb. 2025) summarising the circulaire of 23 Jan. 2025
 *     (NOR INTK2435521J): caractère exceptionnel, « privilégier strictement, sauf circonstances exceptionnelles, la voie
 *     du droit commun », intégration, langue française, principes de la République, ordre public. Seen. No official
 *     page of the circulaire was found: searched Légifrance (circulaire/id addresses cited in public code: none for this
 *     text), interieur.gouv.fr, vie-publique.fr, conseil-etat.fr (decision n° 502722 of 21 Nov. 2025 upholding it: not
 *     stored). The same wording is quoted by independent pages (GISTI, LDH, La Gazette des communes reproducing the
 *     official summary, a law firm's note on the Conseil d’État decision). Lexbase describes the text, it is not the
 *     text: a reviewer with network access should replace it with the Légifrance page of the circulaire.
 *   Also found, not used (to keep the sources of the two positions level): the Assemblée's record of Sandrine
 *   Rousseau's question of Dec. 2025 on the fall of regularisations (questions.assemblee-nationale.fr/q17/17-1129QG.htm);
 *   the minister's answer is not on the stored copy.
 */
/*
 * Issue 33 (searched 2026-11-26): publicsenat-ame-decrets-2026-02-09 — SEEN (Public Sénat, 9 Feb. 2026): two decrees
 * « parus au Journal officiel dimanche », « entreront en vigueur début mars » (documents required, IT systems); the
 * panier de soins untouched, the Prime Minister: « faudra sans doute » reform it but « les choses ne sont pas
 * prêtes »; Vincent Delahaye: « mesures totalement anecdotiques ». The droit du sol status rests on
 * vie-publique-loi-mayotte-2025, SEEN again (« promulguée le 12 mai 2025 », Conseil constitutionnel 7 May 2025, « leurs
 * deux parents une ancienneté de séjour régulier d'un an minimum »). Label « Garder la régularisation exceptionnelle »
 * renamed « Restreindre la régularisation au cas par cas » (issue 33: the first softened a tightening).
 */
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "immigration",
  reviewedAt: "2026-11-25",
  intro:
    "Cette carte sépare ce que les chiffres officiels établissent de ce qui divise les responsables politiques, les syndicats et les institutions. Chaque position est attribuée à ceux qui la défendent, avec leur source.",
  sources: [
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
      id: "senat-rapport-mayotte-2025",
      publisher: "Sénat, commission des lois",
      title:
        "Rapport n° 466 (2024-2025) sur la proposition de loi visant à renforcer les conditions d’accès à la nationalité française à Mayotte",
      dataYear: 2025,
      publishedAt: "2025-03",
      url: "https://www.senat.fr/rap/l24-466/l24-4662.html",
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
      question: "Faut-il restreindre l’aide médicale de l’État ?",
      positions: [
        {
          id: "resserrer-ame",
          label: "Resserrer le dispositif",
          holders: [
            {
              name: "Vincent Delahaye (Union centriste), rapporteur spécial de la commission des finances du Sénat",
              kind: "institution",
              date: "2025-11-24",
              source: "senat-plf-2026-sante",
            },
          ],
          argument:
            "Selon le sénateur Vincent Delahaye, rapporteur spécial de la commission des finances, les dépenses réelles de l’AME ont atteint 1,39 milliard d’euros en 2024, en hausse de 68,5 % en dix ans. Pour maîtriser cette dépense, il demande de resserrer le dispositif.",
          objection: {
            by: "Céline Brulin (groupe communiste)",
            text: "Pour la sénatrice Céline Brulin (groupe communiste), qui cite le rapport Évin-Stefanini de 2023, restreindre l’AME dégraderait la santé des personnes concernées et la santé publique, et accentuerait la pression sur les hôpitaux.",
            source: "senat-seance-2024-12-02",
          },
        },
        {
          id: "maintenir-ame",
          label: "Maintenir l’AME en l’état",
          holders: [
            {
              name: "Céline Brulin, groupe Communiste républicain citoyen et écologiste – Kanaky (Sénat)",
              kind: "groupe parlementaire",
              date: "2024-12-02",
              source: "senat-seance-2024-12-02",
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
        text: "Selon la commission des finances du Sénat, l’AME comptait 465 744 bénéficiaires au 30 septembre 2024 ; les mineurs en représentaient 26 % en 2023.",
        source: "senat-rapport-ame-2025",
      },
      status: {
        text: "Deux décrets publiés au Journal officiel début février 2026 précisent les pièces à fournir pour demander l’AME, contre la fraude, et modernisent les systèmes informatiques ; ils entrent en vigueur début mars 2026. Le panier de soins n’est pas modifié : selon le Premier ministre, il « faudra sans doute » le réformer, mais « les choses ne sont pas prêtes ».",
        source: "publicsenat-ame-decrets-2026-02-09",
        date: "2026-02-09",
      },
    },
    {
      id: "droit-du-sol",
      question: "Faut-il restreindre le droit du sol, comme à Mayotte depuis la loi du 12 mai 2025 ?",
      positions: [
        {
          id: "restreindre-droit-du-sol",
          label: "Le restreindre, au moins à Mayotte",
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
            by: "Sénateurs socialistes",
            text: "Pour les sénateurs socialistes, dont Corinne Narassiguin, la restriction votée en 2018 n’a jamais été évaluée et ce texte repose sur un « postulat erroné » : alors que les naturalisations baissent fortement, les migrations continuent de progresser.",
            source: "senat-amdt-com1-mayotte-2025",
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
          ],
          argument:
            "Selon l’amendement de suppression des sénateurs socialistes, présenté par Corinne Narassiguin, l’accès à la nationalité n’attire pas l’immigration irrégulière : à Mayotte, les acquisitions par le droit du sol sont plus rares que dans l’ensemble du pays, et dans la moitié des cas l’enfant ne devient français qu’à 16 ou 18 ans. Pour le groupe communiste, l’heure devrait plutôt être à la reconstruction et à un plan d’investissement massif après les cyclones.",
          objection: {
            by: "Gouvernement",
            text: "Pour le garde des Sceaux Gérald Darmanin, la pression démographique met à rude épreuve les services publics de Mayotte, où des milliers de femmes prennent chaque année tous les risques pour venir accoucher : le droit doit s’adapter à cette réalité.",
            source: "senat-cra-2025-03-25",
          },
        },
      ],
      evidence: {
        text: "Selon le rapport de la commission des lois du Sénat, la première restriction, votée en 2018, a fait baisser de 72 % les acquisitions de nationalité à Mayotte ; le préfet de Mayotte y constate pourtant « une persistance de la dynamique migratoire ». Le rapport ne mesure pas l’effet propre de la règle sur les arrivées.",
        source: "senat-rapport-mayotte-2025",
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
              name: "Ministère de l’Intérieur (circulaire du 23 janvier 2025)",
              kind: "gouvernement",
              date: "2025-01-23",
              source: "lexbase-circulaire-aes-2025",
              families: ["centre"],
            },
          ],
          argument:
            "Selon la circulaire du ministre de l’Intérieur du 23 janvier 2025, l’admission exceptionnelle au séjour doit garder son caractère exceptionnel. Les préfets doivent privilégier les titres prévus par la loi, tenir compte de l’intégration, notamment de la maîtrise du français et le respect des principes de la République, et écarter toute menace à l’ordre public.",
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
          ],
          argument:
            "Pour le Parti communiste français, défendre la régularisation des travailleurs sans papiers, c’est défendre tout le monde du travail : sans titre, ils subissent des salaires bas et des conditions difficiles. La CFDT demande d’inscrire dans la loi des critères clairs et objectifs de régularisation, sans dépendre d’une liste de métiers fluctuante ni de l’appréciation des préfectures.",
          objection: {
            by: "Gouvernement",
            text: "Pour le ministère de l’Intérieur, auteur de la circulaire de janvier 2025, la régularisation n’est pas une voie d’accès ordinaire au séjour : elle doit rester une procédure exceptionnelle, les préfets devant privilégier les titres prévus par la loi.",
            source: "lexbase-circulaire-aes-2025",
          },
        },
      ],
      evidence: {
        text: "Selon la direction générale des étrangers en France (DGEF), 28 610 étrangers ont été régularisés en 2025, 10,1 % de moins qu’en 2024 (−11,5 % pour motif économique) ; son service statistique y voit l’effet de la circulaire.",
        source: "dgef-chiffres-2025",
      },
      status: {
        text: "Depuis la circulaire du ministre de l’Intérieur du 23 janvier 2025, les préfets doivent réserver l’admission exceptionnelle au séjour aux cas exceptionnels et privilégier les titres prévus par la loi.",
        source: "lexbase-circulaire-aes-2025",
        date: "2025-01-23",
      },
    },
  ],
};
