// Source note — debate map « Budget public ». Addresses read in stored copies on 2026-11-25/26 (issues 23 and 33); roles
// and states of play checked again on 2026-11-28 (issue 47). The full provenance is in the history of this file.
// To confirm against the official text: votes reported by the press (the Assemblée's scrutin pages were not found),
// an AFP dispatch republished by a regional site, LFI's counter-budget seen through a copy of franceinfo's page, the
// NFP programme through franceinfo (« source secondaire »), Gabriel Attal's words of January 2026 through
// Meilleurtaux (« source secondaire », quoting MoneyVox). The 2027 budget bill (n° 3210) is cited by its Assemblée
// address, corroborated by other projects, not seen in a stored copy. Still to do: the current government's own
// words on savings and revenue for 2027 (only reported through sources not readable here).
// Recorded as « pas de position publique trouvée » on the 3 % target in 2029: LFI, Écologistes, LR, RN.
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "budget-public",
  reviewedAt: "2026-11-28",
  intro:
    "Cette carte sépare ce que les comptes publics établissent de ce qui fait débat dans les choix budgétaires : le budget de 2026, adopté en février 2026, celui de 2027, en discussion, et la trajectoire jusqu’en 2029. Pour chaque question, vous trouverez les principales positions, qui les défend, leur meilleur argument et l’objection qu’on leur oppose, avec leurs sources.",
  sources: [
    {
      id: "francetvinfo-accord-nfp-2024-06-14",
      publisher: "franceinfo",
      title:
        "Législatives 2024 : ce que contient l’accord du Nouveau Front populaire (programme présenté le 14 juin 2024)",
      dataYear: 2024,
      publishedAt: "2024-06-14",
      url: "https://www.francetvinfo.fr/elections/legislatives-2024-programme-circonscriptions-futur-premier-ministre-ce-que-contient-l-accord-du-nouveau-front-populaire_6603777.html",
      recurring: false,
      secondary: true,
    },
    {
      id: "senat-seance-2025-11-27",
      publisher: "Sénat",
      title:
        "Compte rendu intégral de la séance du 27 novembre 2025 : projet de loi de finances pour 2026, discussion générale",
      dataYear: 2025,
      publishedAt: "2025-11-27",
      url: "https://www.senat.fr/seances/s202511/s20251127/s20251127002.html",
      recurring: false,
    },
    {
      id: "publicsenat-plfss-senat-2025-11-26",
      publisher: "Public Sénat",
      title: "Le Sénat adopte sa version du projet de budget de la Sécurité sociale pour 2026",
      dataYear: 2025,
      publishedAt: "2025-11-26",
      url: "https://www.publicsenat.fr/actualites/sante/le-senat-adopte-sa-version-du-projet-de-budget-de-la-securite-sociale-pour-2026",
      recurring: false,
    },
    {
      id: "publicsenat-contre-budget-rn-2025-10-24",
      publisher: "Public Sénat",
      title:
        "Contre-budget du RN : des propositions qui manquent de crédibilité économique, mais trahissent une véritable cohérence doctrinale",
      dataYear: 2025,
      publishedAt: "2025-10-24",
      url: "https://www.publicsenat.fr/actualites/economie/contre-budget-du-rn-des-propositions-qui-manquent-de-credibilite-economique-mais-trahissent-une-veritable-coherence-doctrinale",
      recurring: false,
    },
    {
      id: "senat-cra-plf-2025-12-15",
      publisher: "Sénat",
      title:
        "Compte rendu analytique de la séance du 15 décembre 2025 : projet de loi de finances pour 2026, explications de vote",
      dataYear: 2025,
      publishedAt: "2025-12-15",
      url: "https://www.senat.fr/cra/s20251215/s20251215_2.html",
      recurring: false,
    },
    {
      id: "lcp-budget-ps-2025-08-30",
      publisher: "LCP-Assemblée nationale",
      title: "Le PS, « volontaire » pour gouverner, a présenté son budget alternatif à celui de François Bayrou",
      dataYear: 2025,
      publishedAt: "2025-08-30",
      url: "https://lcp.fr/actualites/le-ps-volontaire-pour-gouverner-a-presente-son-budget-alternatif-a-celui-de-francois",
      recurring: false,
    },
    {
      id: "afp-budget-ps-2025-08-30",
      publisher: "AFP (dépêche reprise par Tahiti Infos)",
      title: "Le PS, volontaire pour gouverner, présente son budget alternatif",
      dataYear: 2025,
      publishedAt: "2025-08-30",
      url: "https://www.tahiti-infos.com/Le-PS-volontaire-pour-gouverner-presente-son-budget-alternatif_a232544.html",
      recurring: false,
    },
    {
      id: "senat-cra-plf-2026-01-29",
      publisher: "Sénat",
      title:
        "Compte rendu analytique de la séance du 29 janvier 2026 : projet de loi de finances pour 2026 (nouvelle lecture), discussion générale",
      dataYear: 2026,
      publishedAt: "2026-01-29",
      url: "https://www.senat.fr/cra/s20260129/s20260129_0.html",
      recurring: false,
    },
    {
      id: "publicsenat-retraites-senat-2025-11-25",
      publisher: "Public Sénat",
      title: "Budget de la Sécu : le Sénat rejette la suspension de la réforme des retraites",
      dataYear: 2025,
      publishedAt: "2025-11-25",
      url: "https://www.publicsenat.fr/actualites/politique/direct-budget-de-la-secu-suivez-le-debat-au-senat-sur-la-suspension-de-la-reforme-des-retraites",
      recurring: false,
    },
    {
      id: "publicsenat-suspension-an-2025-11-12",
      publisher: "Public Sénat",
      title: "L’Assemblée nationale valide la suspension de la réforme des retraites",
      dataYear: 2025,
      publishedAt: "2025-11-12",
      url: "https://www.publicsenat.fr/actualites/politique/lassemblee-nationale-valide-la-suspension-de-la-reforme-des-retraites",
      recurring: false,
    },
    {
      id: "senat-seance-2025-11-25-retraites",
      publisher: "Sénat",
      title:
        "Compte rendu intégral de la séance du 25 novembre 2025 : projet de loi de financement de la sécurité sociale pour 2026, article 45 bis (suspension de la réforme des retraites)",
      dataYear: 2025,
      publishedAt: "2025-11-25",
      url: "https://www.senat.fr/seances/s202511/s20251125/s20251125014.html",
      recurring: false,
    },
    {
      id: "ats-lfss-2025-12-16",
      publisher: "ATS (dépêche reprise par blue News)",
      title: "L’Assemblée adopte définitivement le budget de la Sécurité sociale",
      dataYear: 2025,
      publishedAt: "2025-12-16",
      url: "https://www.bluewin.ch/fr/infos/international/l-assembl-e-adopte-d-finitivement-le-budget-de-la-s-curit-sociale-3012934.html",
      recurring: false,
    },
    {
      id: "publicsenat-retraites-lr-ps-2025-10-30",
      publisher: "Public Sénat",
      title:
        "Réforme des retraites : les sénateurs Républicains vent debout contre la suspension, quand le PS espère qu’elle soit abrogée",
      dataYear: 2025,
      publishedAt: "2025-10-30",
      url: "https://www.publicsenat.fr/actualites/politique/reforme-des-retraites-les-senateurs-republicains-vent-debout-contre-la-suspension-quand-le-ps-espere-quelle-soit-abrogee-0",
      recurring: false,
    },
    {
      id: "francetvinfo-panot-2024-11-28",
      publisher: "franceinfo",
      title:
        "Les Insoumis assurent que « tôt ou tard » ils réussiront à abroger la réforme des retraites (entretien de Mathilde Panot)",
      dataYear: 2024,
      publishedAt: "2024-11-28",
      url: "https://www.francetvinfo.fr/economie/retraite/reforme-des-retraites/les-insoumis-assurent-que-tot-ou-tard-ils-reussiront-a-abroger-la-reforme-des-retraites_6924551.html",
      recurring: false,
    },
    {
      id: "legifrance-lfss-2026",
      publisher: "Légifrance",
      title: "Loi n° 2025-1403 du 30 décembre 2025 de financement de la sécurité sociale pour 2026",
      dataYear: 2025,
      publishedAt: "2025-12-31",
      url: "https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000053226384",
      recurring: false,
    },
    {
      id: "elysee-conseil-ministres-2025-10-23",
      publisher: "Présidence de la République",
      title: "Compte rendu du Conseil des ministres du 23 octobre 2025",
      dataYear: 2025,
      publishedAt: "2025-10-23",
      url: "https://www.elysee.fr/emmanuel-macron/2025/10/23/compte-rendu-du-conseil-des-ministres-du-23-octobre-2025",
      recurring: false,
    },
    {
      id: "publicsenat-budget-cc-2026-02-19",
      publisher: "Public Sénat",
      title: "Le Conseil constitutionnel valide l’essentiel du budget de l’État pour 2026",
      dataYear: 2026,
      publishedAt: "2026-02-19",
      url: "https://www.publicsenat.fr/actualites/politique/le-conseil-constitutionnel-valide-lessentiel-du-budget-de-letat-pour-2026",
      recurring: false,
    },
    {
      id: "meilleurtaux-bareme-attal-2026-01",
      publisher: "Meilleurtaux Placement",
      title: "Impôt 2026 : le gouvernement propose une revalorisation de 0,9 % du barème",
      dataYear: 2026,
      publishedAt: "2026-01",
      url: "https://placement.meilleurtaux.com/placement-financier/actualites/2026-janvier/impot-2026-0-9-bareme-propose-etat.html",
      recurring: false,
      secondary: true,
    },
    {
      id: "an-plf-2027-3210",
      publisher: "Assemblée nationale",
      title: "Projet de loi de finances pour 2027, n° 3210 (déposé le 1er octobre 2026)",
      dataYear: 2026,
      publishedAt: "2026-10-01",
      url: "https://www.assemblee-nationale.fr/dyn/17/textes/l17b3210_projet-loi",
      recurring: false,
    },
    {
      id: "francetvinfo-contre-budget-lfi-2025-10-22",
      publisher: "franceinfo",
      title:
        "Budget 2026 : La France insoumise fait des contre-propositions, notamment basées sur des dépenses supplémentaires",
      dataYear: 2025,
      publishedAt: "2025-10-22",
      url: "https://www.francetvinfo.fr/economie/budget/budget-2026-la-france-insoumise-fait-des-contre-propositions-notamment-basees-sur-des-depenses-supplementaires_7568656.html",
      recurring: false,
    },
  ],
  established: [
    {
      id: "depense-et-prelevements",
      statement:
        "En 2025, les dépenses de l’ensemble des administrations publiques représentent environ 57 % du PIB, et les prélèvements obligatoires 43,6 % du PIB, selon l’INSEE.",
      source: "insee-compte-apu-2025",
      module: "budget-grands-reperes",
      slide: 2,
    },
    {
      id: "protection-sociale",
      statement:
        "En 2024, la protection sociale (retraites, famille, chômage, handicap…) représente environ 4 euros sur 10 de dépense publique : c’est le premier poste, devant la santé et l’enseignement.",
      source: "insee-depenses-fonction-2024",
      module: "budget-grands-reperes",
      slide: 3,
    },
    {
      id: "deficit-2025",
      statement:
        "En 2025, le déficit public atteint 5,1 % du PIB, soit environ 152 Md€, après 5,8 % en 2024. La valeur de référence européenne est de 3 % du PIB.",
      source: "insee-compte-apu-2025",
      module: "budget-grands-reperes",
      slide: 5,
    },
    {
      id: "procedure-deficit-excessif",
      statement:
        "La France fait l’objet d’une procédure pour déficit excessif depuis juillet 2024. En janvier 2025, le Conseil de l’Union européenne lui a recommandé de ramener son déficit sous 3 % du PIB au plus tard en 2029.",
      source: "conseil-ue-recommandations-2025",
      module: "budget-grands-reperes",
      slide: 6,
    },
    {
      id: "dette-2025",
      statement:
        "Fin 2025, la dette publique au sens de Maastricht atteint 3 460,5 Md€, soit 115,7 % du PIB, près du double de la référence européenne de 60 %.",
      source: "insee-compte-apu-2025",
      module: "budget-dette-soutenabilite",
      slide: 2,
    },
    {
      id: "charge-interets",
      statement:
        "En 2025, les intérêts versés par les administrations publiques atteignent 64,7 Md€, soit 2,2 % du PIB, après environ 58 Md€ en 2024.",
      source: "insee-premiers-resultats-2025",
      module: "budget-dette-soutenabilite",
      slide: 5,
    },
  ],
  questions: [
    {
      id: "economies-ou-recettes",
      question: "Pour réduire le déficit, faut-il surtout baisser les dépenses ou aussi augmenter les impôts ?",
      positions: [
        {
          id: "surtout-economies",
          label: "Surtout baisser les dépenses",
          holders: [
            {
              name: "Majorité sénatoriale, Les Républicains et Union centriste (Jean-François Husson, rapporteur général)",
              kind: "groupe parlementaire",
              date: "2025-11-27",
              source: "senat-seance-2025-11-27",
              families: ["lr"],
            },
            {
              name: "Rassemblement national (contre-budget)",
              kind: "parti",
              date: "2025-10-23",
              source: "publicsenat-contre-budget-rn-2025-10-24",
              families: ["rn"],
            },
            {
              name: "Gabriel Attal, ancien Premier ministre (Renaissance)",
              kind: "parti",
              date: "2026-01",
              source: "meilleurtaux-bareme-attal-2026-01",
              families: ["centre"],
            },
          ],
          argument:
            "Selon Jean-François Husson (LR), rapporteur général du budget au Sénat, « l’argent public a coulé à flots, avec des résultats décevants » : les économies doivent être faites, et plus tôt elles le seront, plus leurs effets s’additionneront. Le Rassemblement national, dans son contre-budget d’octobre 2025, vise 36 milliards d’euros d’économies, dont un tiers liées à l’immigration, avec 50 milliards de baisses de dépenses et 14 milliards de baisses d’impôts. En janvier 2026, l’ancien Premier ministre Gabriel Attal (Renaissance) résumait : « Plutôt que d’augmenter les impôts sur la France qui travaille, assumons des économies ».",
          objection: {
            by: "Ghislaine Senée (Écologistes)",
            families: ["ecologistes"],
            text: "L’écologiste Ghislaine Senée répond au Sénat que « les recettes supprimées, le rejet irrationnel de toute mesure de justice fiscale et les coupes indifférenciées » ont abouti à une « copie caricaturale » : selon elle, la version votée par la majorité sénatoriale porte le déficit prévu à 5,3 % du PIB, plus que dans la version initiale du gouvernement.",
            source: "senat-cra-plf-2025-12-15",
          },
        },
        {
          id: "aussi-recettes",
          label: "Davantage de recettes, demandées aux plus aisés",
          holders: [
            {
              name: "Parti socialiste (budget alternatif)",
              kind: "parti",
              date: "2025-08-30",
              source: "lcp-budget-ps-2025-08-30",
              families: ["ps"],
            },
            {
              name: "La France insoumise (contre-budget présenté par Éric Coquerel et Clémence Guetté)",
              kind: "groupe parlementaire",
              date: "2025-10-22",
              source: "francetvinfo-contre-budget-lfi-2025-10-22",
              families: ["lfi"],
            },
            {
              name: "Groupe Écologiste – Solidarité et Territoires au Sénat (Ghislaine Senée)",
              kind: "groupe parlementaire",
              date: "2025-12-15",
              source: "senat-cra-plf-2025-12-15",
              families: ["ecologistes"],
            },
          ],
          argument:
            "Le Parti socialiste, dans le budget alternatif présenté le 30 août 2025 à Blois, faisait reposer l’effort de 2026 sur 26,9 milliards d’euros de recettes nouvelles et 14 milliards d’économies. Au Sénat, l’écologiste Ghislaine Senée reproche à la majorité sénatoriale le « rejet irrationnel de toute mesure de justice fiscale » et le « rejet en bloc de tout rééquilibrage fiscal entre les ultrariches et le reste des Français ». La France insoumise chiffre à 180 milliards d’euros les recettes nouvelles de son contre-budget.",
          objection: {
            by: "Olivier Henno (Union centriste)",
            text: "Pour la majorité sénatoriale, l’effort doit d’abord porter sur la dépense : le rapporteur Olivier Henno (Union centriste) estime que le Sénat est seul « à se soucier d’économies », pendant que les autres groupes « se polarisent sur la créativité fiscale, et les impôts nouveaux ».",
            source: "publicsenat-plfss-senat-2025-11-26",
          },
        },
      ],
      evidence: {
        text: "Selon l’INSEE, en 2025, les dépenses publiques représentent environ 57 % du PIB et les prélèvements obligatoires 43,6 % ; le déficit, de 5,1 % du PIB, mesure l’écart entre dépenses et recettes. Ces chiffres décrivent l’écart à combler ; ils ne disent pas, à eux seuls, s’il vaut mieux le réduire par les dépenses ou par les recettes.",
        source: "insee-compte-apu-2025",
      },
      status: {
        text: "La loi de finances pour 2026, considérée comme adoptée le 2 février 2026 après un dernier recours à l’article 49.3, a été validée pour l’essentiel par le Conseil constitutionnel le 19 février 2026, qui n’en a censuré que des dispositions techniques et mineures, ce qui ouvrait la voie à sa promulgation.",
        source: "publicsenat-budget-cc-2026-02-19",
        date: "2026-02-19",
      },
    },
    {
      id: "rythme-trois-pour-cent",
      question: "Faut-il ramener le déficit sous 3 % du PIB dès 2029 ?",
      positions: [
        {
          id: "trois-pour-cent-2029",
          label: "Tenir l’objectif de 2029",
          holders: [
            {
              name: "Gouvernement (Amélie de Montchalin, ministre de l’Action et des Comptes publics)",
              kind: "gouvernement",
              date: "2026-01-29",
              source: "senat-cra-plf-2026-01-29",
              families: ["centre"],
            },
          ],
          argument:
            "Selon le gouvernement, le budget 2026, avec un déficit prévu à 5 % du PIB, « permet d’atteindre 3 % en 2029 », l’échéance recommandée par le Conseil de l’Union européenne. La ministre des Comptes publics, Amélie de Montchalin, y voit une étape : un tel déficit, « c’est encore beaucoup trop », mais le tenir permet à la France de retrouver « une partie de sa crédibilité ».",
          objection: {
            by: "Parti socialiste",
            families: ["ps"],
            text: "En août 2025, le Parti socialiste estimait trop rapide l’effort de 44 milliards d’euros alors prévu pour 2026 : il proposait de le réduire de moitié, à 21,7 milliards, et de ne passer sous 3 % du PIB qu’en 2032, plutôt qu’en 2029.",
            source: "afp-budget-ps-2025-08-30",
          },
        },
        {
          id: "etaler-jusqu-en-2032",
          label: "Étaler l’effort jusqu’en 2032",
          holders: [
            {
              name: "Parti socialiste (budget alternatif)",
              kind: "parti",
              date: "2025-08-30",
              source: "afp-budget-ps-2025-08-30",
              families: ["ps"],
            },
          ],
          argument:
            "Le Parti socialiste, dans son budget alternatif du 30 août 2025, proposait de réduire le déficit de 21,7 milliards d’euros en 2026, deux fois moins que les 44 milliards alors prévus, pour le ramener à 5 % du PIB en 2026 et sous 3 % en 2032. Il prévoyait 14 milliards d’économies « sans mettre à contribution les travailleurs et les services publics » et des recettes pesant « d’abord sur les grandes fortunes ».",
          objection: {
            by: "Gouvernement",
            families: ["centre"],
            text: "Pour le gouvernement, un déficit de 5 % du PIB en 2026, « c’est encore beaucoup trop » : la ministre Amélie de Montchalin défend l’échéance de 2029, recommandée par le Conseil de l’Union européenne, qui est selon elle à portée.",
            source: "senat-cra-plf-2026-01-29",
          },
        },
      ],
      evidence: {
        text: "Selon la Cour des comptes (février 2026), l’effort nécessaire pour ramener durablement le déficit sous 3 % du PIB est de l’ordre de 80 Md€, et la charge des intérêts dépasserait 100 Md€ par an vers 2029.",
        source: "ccomptes-finances-publiques-debut-2026",
      },
      notFound: [
        { family: "lfi", searchedOn: "2026-11-26" },
        { family: "ecologistes", searchedOn: "2026-11-26" },
        { family: "lr", searchedOn: "2026-11-26" },
        { family: "rn", searchedOn: "2026-11-26" },
      ],
      status: {
        text: "Le projet de loi de finances pour 2027 (n° 3210), déposé à l’Assemblée nationale le 1er octobre 2026, est examiné par le Parlement à l’automne 2026 ; il porte le déficit visé pour 2027, que le Parlement peut encore modifier.",
        source: "an-plf-2027-3210",
        date: "2026-10-01",
      },
    },
    {
      id: "retraites-64-ans",
      question: "Faut-il revenir sur le report de l’âge légal de départ à la retraite à 64 ans ?",
      positions: [
        {
          id: "suspendre-reforme",
          label: "Suspendre la réforme jusqu’en 2028",
          holders: [
            {
              name: "Gouvernement (Jean-Pierre Farandou, ministre du Travail)",
              kind: "gouvernement",
              date: "2025-11-25",
              source: "senat-seance-2025-11-25-retraites",
              families: ["centre"],
            },
            {
              name: "Assemblée nationale (adoption définitive de la loi de financement de la sécurité sociale pour 2026)",
              kind: "institution",
              date: "2025-12-16",
              source: "ats-lfss-2025-12-16",
            },
            {
              name: "Socialistes, la plupart des écologistes et le Rassemblement national (vote à l’Assemblée nationale)",
              kind: "groupe parlementaire",
              date: "2025-11-12",
              source: "publicsenat-suspension-an-2025-11-12",
              families: ["ps", "ecologistes", "rn"],
            },
          ],
          argument:
            "Défendue par le gouvernement, la suspension a été votée par l’Assemblée nationale le 12 novembre 2025, puis adoptée définitivement avec le budget de la Sécurité sociale le 16 décembre 2025, par 247 voix contre 232 : elle gèle jusqu’au 1er janvier 2028 le passage progressif à 64 ans. Selon le ministre du Travail, Jean-Pierre Farandou, ce temps doit servir à une conférence sur le travail et les retraites, y compris la pénibilité : « j’ai confiance dans le dialogue social » ; « en cas d’échec, le débat démocratique prendra le relais ».",
          objection: {
            by: "Florence Lassarade (LR)",
            families: ["lr"],
            text: "Pour la sénatrice Florence Lassarade (LR), « il y a un gouffre financier qui s’annonce » et c’est « en totale irresponsabilité » que la réforme a été suspendue : selon elle, si l’on ne veut pas toucher à l’âge, « ce sont les pensions qui baisseront ».",
            source: "publicsenat-retraites-lr-ps-2025-10-30",
          },
        },
        {
          id: "maintenir-reforme",
          label: "Maintenir la réforme de 2023",
          holders: [
            {
              name: "Majorité sénatoriale, Les Républicains et Union centriste (vote au Sénat)",
              kind: "groupe parlementaire",
              date: "2025-11-25",
              source: "publicsenat-retraites-senat-2025-11-25",
              families: ["lr"],
            },
          ],
          argument:
            "La majorité sénatoriale de droite et du centre, qui avait adopté la réforme en 2023, a retiré la suspension de sa version du budget de la Sécurité sociale, le 25 novembre 2025, par 190 voix contre 108. Pour Bruno Retailleau (LR), la suspension est une « capitulation » du gouvernement face à la gauche ; pour la rapporteure Pascale Gruny (LR), « on n’a pas le choix ».",
          objection: {
            by: "Mathilde Panot (LFI)",
            families: ["lfi"],
            text: "Pour Mathilde Panot, présidente du groupe insoumis, « tôt ou tard nous réussirons à abroger cette réforme des retraites » : son groupe proposait en novembre 2024 de ramener l’âge légal de 64 à 62 ans et de revenir à 42 annuités.",
            source: "francetvinfo-panot-2024-11-28",
          },
        },
        {
          id: "abroger-reforme",
          label: "Abroger la réforme",
          holders: [
            {
              name: "La France insoumise (Mathilde Panot, présidente du groupe à l’Assemblée nationale)",
              kind: "groupe parlementaire",
              date: "2024-11-28",
              source: "francetvinfo-panot-2024-11-28",
              families: ["lfi"],
            },
            {
              name: "Rassemblement national (contre-budget)",
              kind: "parti",
              date: "2025-10-23",
              source: "publicsenat-contre-budget-rn-2025-10-24",
              families: ["rn"],
            },
            {
              name: "Nouveau Front populaire, dont LFI, le PS et Les Écologistes (programme des législatives de 2024)",
              kind: "parti",
              date: "2024-06-14",
              source: "francetvinfo-accord-nfp-2024-06-14",
              families: ["lfi", "ps", "ecologistes"],
            },
          ],
          argument:
            "La France insoumise veut abroger la réforme : sa proposition de loi de novembre 2024 ramenait l’âge légal de départ de 64 à 62 ans et revenait à 42 annuités de cotisation. « Tôt ou tard nous réussirons à abroger cette réforme des retraites », assurait Mathilde Panot. Le Rassemblement national, qui soutenait la suspension, propose dans son contre-budget d’octobre 2025 un retour à un âge légal de départ de 60 ou 62 ans.",
          objection: {
            by: "Gouvernement",
            families: ["centre"],
            text: "Le gouvernement, qui a proposé la suspension, ne l’envisage que jusqu’en janvier 2028 et « à la condition de ne pas aggraver davantage le déficit public » : il s’engage à ne pas « faire peser le coût de cette suspension sur les générations futures par l’aggravation du déficit ».",
            source: "elysee-conseil-ministres-2025-10-23",
          },
        },
      ],
      evidence: {
        missing:
          "Cette carte ne cite aucun chiffrage, par un organisme public, du coût d’une abrogation de la réforme de 2023 ni de celui d’un retour à 60 ou 62 ans : les positions ci-dessus ne peuvent donc pas être comparées ici sur ce point.",
      },
      status: {
        text: "La loi n° 2025-1403 du 30 décembre 2025 (sécurité sociale pour 2026), promulguée après la décision n° 2025-899 DC du Conseil constitutionnel, suspend jusqu’en janvier 2028 la hausse de l’âge légal et de la durée d’assurance : depuis le 1er septembre 2026, l’âge légal va de 62 ans et 9 mois à 63 ans et 9 mois pour les personnes nées de 1964 à 1968 ; 64 ans ne vaudra qu’à partir de la génération 1969.",
        source: "legifrance-lfss-2026",
        date: "2025-12-30",
      },
    },
  ],
};
