// Source note — debate map « Inégalités & redistribution ». Addresses read in stored copies on 2026-11-25/26 (issues 23
// and 33); roles and states of play checked again on 2026-11-28 (issue 47). The full provenance is in the history of
// this file. To confirm against the official text: LFI's counter-budget seen through a copy of franceinfo's page; the
// absence of the 2 % floor tax from the 2026 budget law rests on its rejection by both assemblies (press, Public Sénat);
// the CAE's note n° 69 is cited at an address three independent projects use. The RSA sanctions decree (n° 2025-478)
// is not stated: its Légifrance page could not be read. Decision 2026-901 DC did not examine the pacte Dutreil: the
// Prime minister referred the law without a grievance.
import type { DebateMap } from "../schema";
import { sharedSources } from "../shared-sources";

export const debateMap: DebateMap = {
  topicId: "inegalites-redistribution",
  reviewedAt: "2026-11-28",
  intro:
    "Cette carte sépare ce que les chiffres publics établissent sur les inégalités et la redistribution de ce qui fait débat. Pour chaque question, vous trouverez les principales positions, qui les défend, leur meilleur argument et l’objection qu’on leur oppose, avec leurs sources.",
  sources: [
    sharedSources["conseil-constitutionnel-2026-901"],
    {
      id: "eva-sas-ipf-2025-02-12",
      publisher: "Eva Sas, députée (groupe Écologiste et social)",
      title: "Imposition des ultra-riches : victoire en commission des finances",
      dataYear: 2025,
      publishedAt: "2025-02-12",
      url: "https://eva-sas.fr/2025/02/12/imposition-des-ultra-riches-victoire-en-commission-des-finances/",
      recurring: false,
    },
    {
      id: "publicsenat-zucman-senat-2025-11-28",
      publisher: "Public Sénat",
      title: "Le Sénat rejette à nouveau la taxe Zucman et restreint la taxe sur les holdings",
      dataYear: 2025,
      publishedAt: "2025-11",
      url: "https://www.publicsenat.fr/emission/100-senat/le-senat-rejette-a-nouveau-la-taxe-zucman-et-restreint-la-taxe-sur-les-holdings-e66",
      recurring: false,
    },
    {
      id: "senat-seance-2025-11-28-ipf",
      publisher: "Sénat",
      title:
        "Compte rendu intégral de la séance du 28 novembre 2025 : projet de loi de finances pour 2026, amendements créant un impôt plancher sur la fortune",
      dataYear: 2025,
      publishedAt: "2025-11-28",
      url: "https://www.senat.fr/seances/s202511/s20251128/s20251128019.html",
      recurring: false,
    },
    {
      id: "senat-seance-2025-11-28-montchalin",
      publisher: "Sénat",
      title:
        "Compte rendu intégral de la séance du 28 novembre 2025 : projet de loi de finances pour 2026, réponse de la ministre de l’Action et des Comptes publics sur l’impôt plancher",
      dataYear: 2025,
      publishedAt: "2025-11-28",
      url: "https://www.senat.fr/seances/s202511/s20251128/s20251128022.html",
      recurring: false,
    },
    {
      id: "senat-cra-plein-emploi-2023-11-09",
      publisher: "Sénat",
      title: "Compte rendu analytique de la séance du 9 novembre 2023 : plein emploi (conclusions de la CMP)",
      dataYear: 2023,
      publishedAt: "2023-11-09",
      url: "https://conferenceconsensuslogement.senat.fr/cra/s20231109/s20231109_3.html",
      recurring: false,
    },
    {
      id: "publicsenat-plein-emploi-2023",
      publisher: "Public Sénat",
      title:
        "RSA sous conditions, France Travail : que contient le projet de loi « plein emploi » définitivement adopté par le Parlement ?",
      dataYear: 2023,
      publishedAt: "2023-11-14",
      url: "https://www.publicsenat.fr/actualites/parlementaire/rsa-sous-conditions-france-travail-que-contient-le-projet-de-loi-plein-emploi-definitivement-adopte-par-le-parlement",
      recurring: false,
    },
    {
      id: "nossenateurs-apourceau-poly-2023-11-09",
      publisher: "NosSénateurs.fr (Regards Citoyens), d’après le compte rendu du Sénat",
      title:
        "Intervention de Cathy Apourceau-Poly, séance du 9 novembre 2023 : plein emploi, vote sur l’ensemble (conclusions de la CMP)",
      dataYear: 2023,
      publishedAt: "2023-11-09",
      url: "https://archive.nossenateurs.fr/intervention/2785999",
      recurring: false,
    },
    {
      id: "atd-rsa-2025-03-26",
      publisher: "ATD Quart Monde",
      title: "RSA : décret sanction – ATD Quart Monde dit NON",
      dataYear: 2025,
      publishedAt: "2025-03-26",
      url: "https://www.atd-quartmonde.fr/actualites/rsa-decret-sanction-atd-quart-monde-dit-non/",
      recurring: false,
    },
    {
      id: "cae-note-69-2021",
      publisher: "Conseil d’analyse économique",
      title: "Repenser l’héritage (Les notes du CAE n° 69)",
      dataYear: 2021,
      publishedAt: "2021-12",
      url: "https://www.cae-eco.fr/staticfiles/pdf/cae-note069.pdf",
      recurring: false,
    },
    {
      id: "senat-seance-2025-11-28-assurance-vie",
      publisher: "Sénat",
      title:
        "Compte rendu intégral de la séance du 28 novembre 2025 : projet de loi de finances pour 2026, amendements sur l’abattement de l’assurance-vie",
      dataYear: 2025,
      publishedAt: "2025-11-28",
      url: "https://www.senat.fr/seances/s202511/s20251128/s20251128031.html",
      recurring: false,
    },
    {
      id: "senat-amdt-i-1357-2025",
      publisher: "Sénat",
      title:
        "Projet de loi de finances pour 2026, amendement n° I-1357 (abattement de l’assurance-vie), présenté par M. Grégory Blanc et les sénateurs écologistes",
      dataYear: 2025,
      publishedAt: "2025-11-24",
      url: "https://www.senat.fr/enseance/2025-2026/138/Amdt_I-1357.html",
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
      id: "francetvinfo-contre-budget-lfi-2025-10-22",
      publisher: "franceinfo",
      title:
        "Budget 2026 : La France insoumise fait des contre-propositions, notamment basées sur des dépenses supplémentaires",
      dataYear: 2025,
      publishedAt: "2025-10-22",
      url: "https://www.francetvinfo.fr/economie/budget/budget-2026-la-france-insoumise-fait-des-contre-propositions-notamment-basees-sur-des-depenses-supplementaires_7568656.html",
      recurring: false,
    },
    {
      id: "cnews-rejet-zucman-2025-11-01",
      publisher: "CNews",
      title: "« Les milliardaires plutôt que les classes populaires » : la gauche fustige le rejet de la taxe Zucman",
      dataYear: 2025,
      publishedAt: "2025-11-01",
      url: "https://www.cnews.fr/france/2025-11-01/les-milliardaires-plutot-que-les-classes-populaires-la-gauche-fustige-le-rejet-de",
      recurring: false,
    },
    {
      id: "lcp-plein-emploi-2023-10-10",
      publisher: "LCP-Assemblée nationale",
      title: "Réforme du RSA, France Travail : l’Assemblée nationale adopte le projet de loi pour le « plein emploi »",
      dataYear: 2023,
      publishedAt: "2023-10-10",
      url: "https://lcp.fr/actualites/reforme-du-rsa-france-travail-l-assemblee-nationale-adopte-le-projet-de-loi-pour-le",
      recurring: false,
    },
    {
      id: "service-public-sanctions-2025-06",
      publisher: "Service Public (Direction de l’information légale et administrative)",
      title: "Demandeurs d’emploi : de nouvelles sanctions en cas de non-respect du contrat d’engagement",
      dataYear: 2025,
      publishedAt: "2025-06-11",
      url: "https://www.service-public.fr/particuliers/actualites/A18302",
      recurring: false,
    },
    {
      id: "boursorama-nfp-heritage-2024-07",
      publisher: "Boursorama",
      title: "Frais de succession : ce qui pourrait changer avec le Nouveau Front populaire",
      dataYear: 2024,
      publishedAt: "2024-07",
      url: "https://www.boursorama.com/patrimoine/actualites/frais-de-succession-ce-qui-pourrait-changer-avec-le-nouveau-front-populaire-36dda0e357145af5f7e18c586e356cd9",
      recurring: false,
    },
    {
      id: "moneyvox-heritage-legislatives-2024-06",
      publisher: "MoneyVox",
      title: "Législatives 2024 : qui veut changer les règles de l’héritage et modifier les frais de succession ?",
      dataYear: 2024,
      publishedAt: "2024-06",
      url: "https://app.moneyvox.fr/actu/98452/legislatives-2024-qui-veut-changer-les-regles-de-heritage-et-modifier-les-frais-de-succession",
      recurring: false,
    },
    {
      id: "rtl-heritage-legislatives-2024-06",
      publisher: "RTL",
      title: "Législatives 2024 : le retour de l’héritage dans les programmes électoraux",
      dataYear: 2024,
      publishedAt: "2024-06",
      url: "https://www.rtl.fr/actu/politique/legislatives-2024-le-retour-de-l-heritage-dans-les-programmes-electoraux-7900398422",
      recurring: false,
    },
    {
      id: "boursier-senat-succession-2023-11",
      publisher: "Boursier.com",
      title: "PLF 2024 : des sénateurs proposent d’alléger les droits de succession",
      dataYear: 2023,
      publishedAt: "2023-11",
      url: "https://www.boursier.com/patrimoine/impots/actualites/plf-2024-des-senateurs-proposent-dalleger-les-droits-de-succession-8412.html",
      recurring: false,
    },
    {
      id: "insee-transmissions-2018",
      publisher: "INSEE",
      title:
        "En 2018, en France, 37 % des ménages ont déjà hérité et 18 % ont déjà reçu une donation (Insee Résultats)",
      dataYear: 2018,
      publishedAt: "2022-02-17",
      url: "https://insee.fr/fr/statistiques/6052241?sommaire=5057311",
      recurring: false,
    },
  ],
  established: [
    {
      id: "pauvrete-2023",
      statement:
        "En 2023, 15,4 % de la population de France métropolitaine vit sous le seuil de pauvreté (60 % du niveau de vie médian), soit 9,8 millions de personnes. C’est le taux le plus élevé depuis le début de la série, en 1996.",
      source: "insee-niveau-vie-pauvrete-2023",
      module: "inegalites-etat-des-lieux",
      slide: 6,
    },
    {
      id: "patrimoine-concentre",
      statement:
        "Début 2024, les 10 % de ménages les mieux dotés détiennent 48 % du patrimoine brut : le patrimoine est bien plus concentré que les revenus.",
      source: "insee-patrimoine-2024",
      module: "inegalites-etat-des-lieux",
      slide: 8,
    },
    {
      id: "redistribution-reduit-ecarts",
      statement:
        "En 2022, les impôts directs et les prestations sociales ramènent de 7,9 à 3,9 le rapport entre le niveau de vie moyen des 20 % les plus aisés et celui des 20 % les plus modestes.",
      source: "insee-fps-2023-redistribution",
      module: "inegalites-redistribution",
      slide: 7,
    },
    {
      id: "beneficiaires-nets",
      statement:
        "En 2019, en comptant aussi les retraites et les services publics, 57 % des personnes reçoivent plus qu’elles ne versent, selon l’INSEE.",
      source: "insee-redistribution-elargie-2019",
      module: "inegalites-redistribution",
      slide: 10,
    },
    {
      id: "impot-sur-le-revenu",
      statement:
        "Au titre de leurs revenus de 2024, 47 % des foyers fiscaux paient l’impôt sur le revenu. Les autres acquittent d’autres prélèvements, comme la CSG et la TVA.",
      source: "dgfip-impot-revenu-2024",
      module: "inegalites-redistribution",
      slide: 12,
    },
    {
      id: "non-recours-rsa",
      statement:
        "En 2018, environ un tiers (34 %) des foyers éligibles au RSA ne le percevaient pas chaque trimestre, selon la DREES : c’est le non-recours.",
      source: "drees-non-recours-rsa-2018",
      module: "inegalites-redistribution",
      slide: 17,
    },
  ],
  questions: [
    {
      id: "taxe-zucman",
      question:
        "Faut-il créer un impôt minimal de 2 % sur les patrimoines de plus de 100 millions d’euros (« taxe Zucman ») ?",
      positions: [
        {
          id: "creer-impot-plancher",
          label: "Créer cet impôt plancher",
          holders: [
            {
              name: "Groupe Écologiste et social à l’Assemblée nationale (Eva Sas, corapporteure de la proposition de loi)",
              kind: "groupe parlementaire",
              date: "2025-02-12",
              source: "eva-sas-ipf-2025-02-12",
              families: ["ecologistes"],
            },
            {
              name: "Sénateurs socialistes et une partie du groupe RDSE (amendements au budget 2026)",
              kind: "groupe parlementaire",
              date: "2025-11-28",
              source: "senat-seance-2025-11-28-ipf",
              families: ["ps"],
            },
            {
              name: "La France insoumise (contre-budget d’octobre 2025)",
              kind: "groupe parlementaire",
              date: "2025-10-22",
              source: "francetvinfo-contre-budget-lfi-2025-10-22",
              families: ["lfi"],
            },
          ],
          argument:
            "Selon la députée écologiste Eva Sas, qui porte le texte inspiré de l’économiste Gabriel Zucman, les quelque 1 800 ménages dont le patrimoine dépasse 100 millions d’euros doivent contribuer « à hauteur de 2 % de leur patrimoine aux intérêts de la nation, tout impôt confondu ». Elle relève que les milliardaires paient l’équivalent de 0,2 % de leur patrimoine en impôts, et estime que cet impôt rapporterait plus de 15 milliards d’euros par an.",
          objection: {
            by: "Gouvernement",
            families: ["centre"],
            text: "Le gouvernement répond, par la voix d’Amélie de Montchalin au Sénat, que la valeur d’une entreprise non cotée ou d’une jeune pousse n’est qu’une estimation, qui ne garantit ni un acheteur à ce prix ni de l’argent sur un compte. Selon elle, l’impôt porterait donc sur une richesse qui n’est pas toujours disponible.",
            source: "senat-seance-2025-11-28-montchalin",
          },
        },
        {
          id: "refuser-impot-plancher",
          label: "Ne pas créer cet impôt",
          holders: [
            {
              name: "Gouvernement (Amélie de Montchalin, ministre de l’Action et des Comptes publics)",
              kind: "gouvernement",
              date: "2025-11-28",
              source: "senat-seance-2025-11-28-montchalin",
              families: ["centre"],
            },
            {
              name: "Majorité sénatoriale de droite et du centre (vote au Sénat)",
              kind: "groupe parlementaire",
              date: "2025-11-28",
              source: "publicsenat-zucman-senat-2025-11-28",
              families: ["lr"],
            },
            {
              name: "Rassemblement national (vote à l’Assemblée nationale, 31 octobre 2025)",
              kind: "groupe parlementaire",
              date: "2025-10-31",
              source: "cnews-rejet-zucman-2025-11-01",
              families: ["rn"],
            },
          ],
          argument:
            "Pour le gouvernement, l’impôt porterait sur la valeur estimée des entreprises, pas sur de l’argent disponible ; selon la ministre Amélie de Montchalin, la concentration des fortunes s’observe dans tout l’Occident, qui vieillit et accumule d’une génération à l’autre. À l’Assemblée, le 31 octobre 2025, les députés du bloc central au Rassemblement national ont rejeté la taxe et sa version allégée ; au Sénat, le 28 novembre, la droite et le centre ont fait de même.",
          objection: {
            by: "Michel Masset (RDSE)",
            text: "Ses partisans au Sénat, comme Michel Masset (groupe RDSE), répondent qu’il « n’est plus tenable qu’une minorité contribue proportionnellement moins qu’un salarié ou qu’un artisan » : dans une République juste, les très grandes fortunes doivent contribuer « à hauteur de leur puissance économique ».",
            source: "senat-seance-2025-11-28-ipf",
          },
        },
      ],
      evidence: {
        missing:
          "Le rendement de cet impôt ne peut pas être observé : il n’a jamais été appliqué. Eva Sas, qui porte le texte, l’estime à plus de 15 milliards d’euros par an ; ce chiffre dépend de la part des patrimoines qui échapperait à l’impôt, par l’optimisation ou le départ à l’étranger.",
      },
      status: {
        text: "La loi de finances pour 2026, validée pour l’essentiel par le Conseil constitutionnel le 19 février 2026, crée une taxe sur les holdings patrimoniales, que le Premier ministre avait lui-même soumise au Conseil ; l’impôt plancher de 2 % n’y figure pas.",
        source: "publicsenat-budget-cc-2026-02-19",
        date: "2026-02-19",
      },
    },
    {
      id: "rsa-quinze-heures",
      question: "Faut-il conditionner le RSA à quinze heures d’activité par semaine ?",
      positions: [
        {
          id: "conditionner-rsa",
          label: "Conditionner le RSA à une activité accompagnée",
          holders: [
            {
              name: "Les Républicains et la majorité sénatoriale (Pascale Gruny, rapporteure)",
              kind: "groupe parlementaire",
              date: "2023-11-09",
              source: "senat-cra-plein-emploi-2023-11-09",
              families: ["lr"],
            },
            {
              name: "Gouvernement (loi pour le plein emploi)",
              kind: "gouvernement",
              date: "2023-11-14",
              source: "publicsenat-plein-emploi-2023",
              families: ["centre"],
            },
          ],
          argument:
            "Selon Pascale Gruny (LR), rapporteure au Sénat, la loi pour le plein emploi renforce l’accompagnement des personnes sans emploi « selon une logique de droits et de devoirs » : chaque allocataire signe un contrat d’engagement d’au moins quinze heures d’activité par semaine, avec des aménagements possibles. Le gouvernement en attendait un chômage ramené à 5 % en 2027.",
          objection: {
            by: "ATD Quart Monde",
            text: "ATD Quart Monde répond, en citant le Conseil national des politiques de lutte contre la pauvreté, que les sanctions ne favorisent pas la reprise d’emploi : elles déstabilisent les personnes et aggravent leur pauvreté. L’association relève qu’un conseiller de France Travail suit en moyenne 350 à 400 allocataires.",
            source: "atd-rsa-2025-03-26",
          },
        },
        {
          id: "ne-pas-conditionner-rsa",
          label: "Ne pas conditionner le RSA",
          holders: [
            { name: "ATD Quart Monde", kind: "association", date: "2025-03-26", source: "atd-rsa-2025-03-26" },
            {
              name: "Groupe communiste (CRCE-K) au Sénat (Cathy Apourceau-Poly)",
              kind: "groupe parlementaire",
              date: "2023-11-09",
              source: "nossenateurs-apourceau-poly-2023-11-09",
            },
            {
              name: "Groupes de la Nupes, dont insoumis, socialistes et écologistes (vote contre à l’Assemblée nationale)",
              kind: "groupe parlementaire",
              date: "2023-10-10",
              source: "lcp-plein-emploi-2023-10-10",
              families: ["lfi", "ps", "ecologistes"],
            },
          ],
          argument:
            "Pour ATD Quart Monde, le RSA est le dernier filet de solidarité des plus pauvres, et les sanctions, qui peuvent suspendre de 30 % à 100 % de l’allocation, risquent de les plonger dans une pauvreté plus grande ; l’association demande un accompagnement « digne et bienveillant » plutôt qu’une « logique punitive ». Au Sénat, la communiste Cathy Apourceau-Poly reprochait au gouvernement et à la droite de s’être « mis d’accord pour punir les allocataires du revenu de solidarité active ».",
          objection: {
            by: "Pascale Gruny (LR)",
            families: ["lr"],
            text: "Les défenseurs de la loi répondent que la durée de quinze heures peut être réduite selon la situation de chacun, et que le contrat engage aussi l’organisme chargé d’accompagner l’allocataire : selon Pascale Gruny, il formalise des engagements des deux côtés.",
            source: "senat-cra-plein-emploi-2023-11-09",
          },
        },
      ],
      evidence: {
        missing:
          "L’effet de l’obligation de quinze heures sur le retour à l’emploi n’est pas établi : aucune évaluation publique de sa généralisation en 2025 n’a été trouvée à la date de cette carte. Avant la réforme, la DREES mesurait déjà qu’environ un tiers des foyers éligibles ne percevaient pas le RSA (le non-recours).",
      },
      notFound: [{ family: "rn", searchedOn: "2026-11-26" }],
      status: {
        text: "La loi pour le plein emploi du 18 décembre 2023 s’applique depuis le 1er janvier 2025. Depuis le 1er juin 2025, le décret du 30 mai 2025 fixe partout les sanctions en cas de manquement au contrat d’engagement : des sanctions « proportionnées, graduelles, non-automatiques et réversibles », selon le ministère du Travail.",
        source: "service-public-sanctions-2025-06",
        date: "2025-06-01",
      },
    },
    {
      id: "heritage",
      question: "Faut-il taxer davantage ou alléger les héritages et les donations ?",
      positions: [
        {
          id: "reformer-heritage",
          label: "Réduire les exonérations et taxer davantage les gros héritages",
          holders: [
            {
              name: "Nouveau Front populaire, dont LFI, le PS et Les Écologistes (programme des législatives de 2024)",
              kind: "parti",
              date: "2024-07",
              source: "boursorama-nfp-heritage-2024-07",
              families: ["lfi", "ps", "ecologistes"],
            },
            {
              name: "Sénateurs écologistes (amendement au budget 2026)",
              kind: "groupe parlementaire",
              date: "2025-11-24",
              source: "senat-amdt-i-1357-2025",
              families: ["ecologistes"],
            },
          ],
          argument:
            "Le Nouveau Front populaire s’appuie sur un rapport du Conseil d’analyse économique, pour qui l’héritage nourrit des inégalités « fondées sur la naissance », pour alléger les petites successions et taxer davantage les patrimoines de plus de 4 millions d’euros. Les sénateurs écologistes proposaient en novembre 2025 d’abaisser l’abattement de l’assurance-vie de 152 500 à 100 000 euros.",
          objection: {
            by: "Jean-François Husson (LR)",
            families: ["lr"],
            text: "Le rapporteur général du budget au Sénat, Jean-François Husson (LR), répond qu’il « faut faire preuve de prudence » : selon lui, l’assurance-vie est un dispositif qui protège les proches en cas de succession et qui permet « de financer très utilement notre économie ».",
            source: "senat-seance-2025-11-28-assurance-vie",
          },
        },
        {
          id: "preserver-assurance-vie",
          label: "Préserver les régimes de transmission existants",
          holders: [
            {
              name: "Commission des finances du Sénat (Jean-François Husson, rapporteur général)",
              kind: "institution",
              date: "2025-11-28",
              source: "senat-seance-2025-11-28-assurance-vie",
              families: ["lr"],
            },
          ],
          argument:
            "Pour Jean-François Husson (LR), qui s’est opposé le 28 novembre 2025 à une baisse de l’abattement de 152 500 euros sur l’assurance-vie, ce contrat permet « de protéger ses proches » et il faut « éviter de déstabiliser un secteur d’activité qui fonctionne bien ». Quand une personne épargne toute sa vie, « il est normal que celui-ci profite aux bénéficiaires du contrat », selon lui.",
          objection: {
            by: "Sénateurs écologistes",
            families: ["ecologistes"],
            text: "Les sénateurs écologistes, qui proposaient en novembre 2025 de ramener de 152 500 à 100 000 euros l’abattement de l’assurance-vie, répondent que ce « régime dérogatoire crée un déséquilibre fiscal significatif au profit de l’assurance-vie ».",
            source: "senat-amdt-i-1357-2025",
          },
        },
        {
          id: "alleger-transmissions",
          label: "Alléger l’impôt sur les successions et les donations",
          holders: [
            {
              name: "Rassemblement national (Jordan Bardella, législatives de 2024)",
              kind: "parti",
              date: "2024-06-24",
              source: "moneyvox-heritage-legislatives-2024-06",
              families: ["rn"],
            },
            {
              name: "Renaissance et la majorité présidentielle (législatives de 2024)",
              kind: "parti",
              date: "2024-06",
              source: "rtl-heritage-legislatives-2024-06",
              families: ["centre"],
            },
            {
              name: "Sénateurs du centre et de la droite (amendements au budget 2024)",
              kind: "groupe parlementaire",
              date: "2023-11",
              source: "boursier-senat-succession-2023-11",
              families: ["lr"],
            },
          ],
          argument:
            "Jordan Bardella (RN) proposait en juin 2024 de « supprimer les impôts sur les héritages directs pour les familles modestes et classes moyennes » et de défiscaliser une donation de 100 000 euros aux petits-enfants. Selon RTL, le RN et Renaissance veulent alors « faire circuler l’argent » en facilitant les donations des parents et grands-parents. Au Sénat, des élus du centre et de la droite proposaient d’aligner les abattements familiaux sur 100 000 euros.",
          objection: {
            by: "Conseil d’analyse économique",
            text: "Le CAE répond que la moitié des personnes d’une génération héritent de moins de 70 000 euros au cours de leur vie, quand les 1 % qui reçoivent le plus héritent en moyenne de plus de 4,2 millions d’euros : les exonérations « bénéficient surtout aux plus grandes transmissions ».",
            source: "cae-note-69-2021",
          },
        },
      ],
      evidence: {
        text: "Selon l’INSEE, en 2018, 37 % des ménages avaient déjà hérité et 18 % avaient déjà reçu une donation ; les ménages ayant reçu un héritage ou une donation au cours de leur vie sont plus aisés que la moyenne des ménages.",
        source: "insee-transmissions-2018",
      },
      status: {
        text: "La loi de finances pour 2026, promulguée après la décision n° 2026-901 DC du Conseil constitutionnel du 19 février 2026, resserre le pacte Dutreil, qui allège l’impôt sur les transmissions d’entreprises familiales. Le Premier ministre avait saisi le Conseil sans contester de disposition ; sa décision n’a pas examiné cette mesure.",
        source: "conseil-constitutionnel-2026-901",
        date: "2026-02-19",
      },
    },
  ],
};
