/*
 * Source note — debate map « Climat ». Addresses read in stored copies on 2026-11-25/26 (issues 23 and 33); roles and
 * states of play checked again on 2026-11-28 (issue 47). The full provenance is in the history of this file.
 * To confirm against the official text: the PPE3 decree (n° 2026-76 of 12 Feb. 2026) is cited through the Citepa's
 * article, its Légifrance page not being readable here; Marc Ferracci's February 2025 words rest on a press report;
 * several stored copies carry no day of publication (dated to the month or the year); the Citepa's 2025 estimate is
 * cited through an AFP dispatch (« source secondaire »), and so is the vote of 17 Feb. 2025 by LFI and Écologistes
 * deputies (the Assemblée's scrutin page not found). Monique Barbut's words of 16 Dec. 2025 were given to AFP and
 * reported by the Journal de l'Automobile. LR is placed by François-Xavier Bellamy's own page of 14 Feb. 2023 (the
 * PPE's vote against the ban), dated; a newer LR statement is still to find. Still to do: the PS on 2035 (searched
 * 2026-11-28, not found).
 */
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "climat",
  reviewedAt: "2026-11-28",
  intro:
    "Cette carte sépare ce que la science et les textes en vigueur établissent, dont la cause humaine du réchauffement, de ce qui divise les responsables politiques et les associations : les moyens et le rythme de la transition. Chaque position est attribuée à ceux qui la défendent, avec leur source.",
  sources: [
    {
      id: "citepa-ppe3-2026",
      publisher: "Citepa",
      title:
        "La troisième programmation pluriannuelle de l’énergie vise à porter à 60 % dès 2030 la part d’énergie décarbonée dans la consommation énergétique de la France",
      dataYear: 2026,
      publishedAt: "2026",
      url: "https://www.citepa.org/la-troisieme-programmation-pluriannuelle-de-lenergie-vise-a-porter-a-60-des-2030-la-part-denergie-decarbonee-dans-la-consommation-energetique-de-la-france",
      recurring: false,
    },
    {
      id: "rn-ppe3-2026",
      publisher: "Rassemblement national",
      title:
        "Alors que la France pourrait être un paradis énergétique, le Gouvernement nous promet l’enfer avec la PPE3 (communiqué)",
      dataYear: 2026,
      publishedAt: "2026-02",
      url: "https://rassemblementnational.fr/communiques/alors-que-la-france-pourrait-etre-un-paradis-energetique-le-gouvernement-nous-promet-lenfer-avec-la-ppe3",
      recurring: false,
    },
    {
      id: "lcp-le-pen-censure-ppe3-2026-02-13",
      publisher: "LCP-Assemblée nationale",
      title: "Stratégie énergétique : Marine Le Pen propose une motion de censure « transpartisane »",
      dataYear: 2026,
      publishedAt: "2026-02-13",
      url: "https://lcp.fr/actualites/strategie-energetique-marine-le-pen-propose-une-motion-de-censure-transpartisane-431293",
      recurring: false,
    },
    {
      id: "benbrahim-ppe3-2026-02-13",
      publisher: "Karim Benbrahim, député (groupe Socialistes et apparentés)",
      title:
        "Réaction à la publication de la PPE 3 : un décret qui entérine le manque d’ambition énergétique du Gouvernement (communiqué)",
      dataYear: 2026,
      publishedAt: "2026-02-13",
      url: "https://www.karim-benbrahim.com/post/réaction-à-la-publication-de-la-ppe-3-un-décret-qui-entérine-le-manque-d-ambition-énergétique-du-g",
      recurring: false,
    },
    {
      id: "rac-2025-09-08",
      publisher: "Réseau Action Climat",
      title: "Après la chute du Gouvernement, osons tout réinventer !",
      dataYear: 2025,
      publishedAt: "2025-09-08",
      url: "https://reseauactionclimat.org/apres-la-chute-du-gouvernement-osons-tout-reinventer",
      recurring: false,
    },
    {
      id: "lcp-2035-2025-02-18",
      publisher: "LCP-Assemblée nationale",
      title:
        "Fin de la vente des voitures thermiques neuves en 2035 : l’Assemblée s’y oppose lors d’un vote, contre la volonté du gouvernement",
      dataYear: 2025,
      publishedAt: "2025-02-18",
      url: "https://lcp.fr/actualites/fin-de-la-vente-des-voitures-thermiques-neuves-en-2035-l-assemblee-s-y-oppose-lors-d-un",
      recurring: false,
    },
    {
      id: "mac4ever-2035-2025-02",
      publisher: "Mac4Ever",
      title: "Fin des voitures thermiques en 2035 : l’Assemblée nationale dit non",
      dataYear: 2025,
      publishedAt: "2025-02",
      url: "https://www.mac4ever.com/a/187292",
      recurring: false,
    },
    {
      id: "vie-publique-ue-thermique-2035",
      publisher: "Vie-publique.fr (DILA)",
      title: "L’UE assouplit l’interdiction des moteurs thermiques prévue pour 2035",
      dataYear: 2025,
      publishedAt: "2025-12",
      url: "https://www.vie-publique.fr/en-bref/301393-lue-assouplit-linterdiction-des-moteurs-thermiques-prevue-pour-2035",
      recurring: false,
    },
    {
      id: "sdes-transports-ges-2024",
      publisher: "SDES, ministère de la Transition écologique (notre-environnement.gouv.fr)",
      title: "Quelle quantité de gaz à effet de serre est due aux transports en France ?",
      dataYear: 2024,
      publishedAt: "2025",
      url: "https://www.notre-environnement.gouv.fr/actualites/breves/article/quelle-quantite-de-gaz-a-effet-de-serre-est-due-aux-transports-en-france",
      recurring: true,
    },
    {
      id: "greens-efa-2040-2025-07-02",
      publisher: "Groupe des Verts/Alliance libre européenne au Parlement européen",
      title: "Objectifs climatiques 2040 : la crédibilité de l’UE est en jeu",
      dataYear: 2025,
      publishedAt: "2025-07-02",
      url: "https://www.greens-efa.eu/fr/article/press/eu-climate-target-for-2040",
      recurring: false,
    },
    {
      id: "politico-2040-2025-07-02",
      publisher: "Politico Europe",
      title: "Brussels proposes softened 90 percent 2040 climate target",
      lang: "en",
      dataYear: 2025,
      publishedAt: "2025-07-02",
      url: "https://www.politico.eu/article/brussels-proposes-softened-90-percent-2040-climate-target/",
      recurring: false,
    },
    {
      id: "upday-censures-ppe3-2026-02-25",
      publisher: "upday (d’après l’AFP)",
      title: "140 voix pour le RN, 108 pour LFI : les motions de censure échouent",
      dataYear: 2026,
      publishedAt: "2026-02-25",
      url: "https://www.upday.com/fr/politique/140-voix-pour-le-rn-108-pour-lfi-les-motions-de-censure-echouent/e7d1028",
      recurring: false,
    },
    {
      id: "afp-censures-ppe3-2026-02-25",
      publisher: "Boursorama (dépêche AFP)",
      title: "Énergie : le gouvernement surmonte deux motions de censure",
      dataYear: 2026,
      publishedAt: "2026-02-25",
      url: "https://www.boursorama.com/actualite-economique/actualites/energie-le-gouvernement-surmonte-deux-motions-de-censure-48060f6308af0be046da15b96b1b046d",
      recurring: false,
    },
    {
      id: "upday-le-pen-faure-ppe3-2026-02",
      publisher: "upday (d’après l’AFP)",
      title: "« 300 milliards d’euros » : Marine Le Pen dénonce le plan énergétique du gouvernement",
      dataYear: 2026,
      publishedAt: "2026-02",
      url: "https://www.upday.com/fr/actualite/300-milliards-deuros-marine-le-pen-denonce-le-plan-energetique-du-gouvernement/ffjvwrk",
      recurring: false,
    },
    {
      id: "an-amdt-ce131-moratoire-2025",
      publisher: "Assemblée nationale",
      title:
        "Amendement n° CE131 (Jérôme Nury et plusieurs députés du groupe Droite Républicaine) : moratoire de cinq ans sur les nouveaux projets éoliens et photovoltaïques",
      dataYear: 2025,
      publishedAt: "2025-05-28",
      url: "https://www.assemblee-nationale.fr/dyn/17/amendements/0463/CION-ECO/CE131",
      recurring: false,
    },
    {
      id: "revolution-energetique-ppl-gremillet-2025-06",
      publisher: "Révolution Énergétique",
      title: "Le moratoire sur les énergies renouvelables finalement rejeté par l’Assemblée nationale",
      dataYear: 2025,
      publishedAt: "2025-06-26",
      url: "https://www.revolution-energetique.com/actus/le-moratoire-sur-les-energies-renouvelables-finalement-rejete-par-lassemblee-nationale",
      recurring: false,
    },
    {
      id: "journalauto-reactions-2035-2025-12-16",
      publisher: "Journal de l’Automobile",
      title: "Paquet automobile européen : les réactions mitigées de l’industrie et des politiques",
      dataYear: 2025,
      publishedAt: "2025-12-16",
      url: "https://journalauto.com/constructeurs/paquet-automobile-europeen-les-reactions-mitigees-de-lindustrie-et-des-politiques/",
      recurring: false,
    },
    {
      id: "levif-vote-2035-2025-02",
      publisher: "Trends-Tendances (Le Vif)",
      title: "France : les députés votent contre la fin de la vente des voitures thermiques en 2035",
      dataYear: 2025,
      publishedAt: "2025-02",
      url: "https://trends.levif.be/a-la-une/mobilite/france-les-deputes-votent-contre-la-fin-de-la-vente-des-voitures-thermiques-en-2035/",
      recurring: false,
      secondary: true,
    },
    {
      id: "bellamy-2035-2023-02-14",
      publisher: "François-Xavier Bellamy, député européen (LR)",
      title: "Contre l’interdiction de la vente de véhicules à moteurs thermiques en 2035",
      dataYear: 2023,
      publishedAt: "2023-02-14",
      url: "https://www.fxbellamy.fr/2023/02/14/ppe-contre-l-interdiction-de-la-vente-de-vehicules-a-moteurs-thermiques-en-2035/",
      recurring: false,
    },
    {
      id: "journalauto-lettre-2035-2025-12-10",
      publisher: "Journal de l’Automobile",
      title: "Paquet automobile européen : ce que la France est prête à accepter pour l’après-2035",
      dataYear: 2025,
      publishedAt: "2025-12-10",
      url: "https://journalauto.com/industrie/paquet-automobile-europeen-ce-que-la-france-est-prete-a-accepter-pour-lapres-2035/",
      recurring: false,
    },
  ],
  established: [
    {
      id: "rechauffement-mesure",
      statement:
        "Selon le GIEC, la température moyenne à la surface du globe sur 2011-2020 a dépassé de 1,1 °C celle de 1850-1900.",
      source: "giec-ar6-gt1",
      module: "climat-objectifs",
      slide: 2,
    },
    {
      id: "annee-2024",
      statement:
        "Selon le service Copernicus, 2024 a été l’année la plus chaude jamais mesurée, environ 1,6 °C au-dessus de 1850-1900 : la première année civile au-delà de 1,5 °C.",
      source: "copernicus-gch-2024",
      module: "climat-objectifs",
      slide: 3,
    },
    {
      id: "cause-humaine",
      statement:
        "Le GIEC conclut en 2021 qu’il est « sans équivoque » que l’influence humaine a réchauffé l’atmosphère, l’océan et les terres ; la combustion de charbon, de pétrole et de gaz en est la principale cause.",
      source: "giec-ar6-gt1",
      module: "climat-objectifs",
      slide: 4,
    },
    {
      id: "objectifs-ue",
      statement:
        "La loi européenne sur le climat fixe à l’Union au moins −55 % d’émissions nettes en 2030 et −90 % en 2040 par rapport à 1990, puis la neutralité climatique en 2050.",
      source: "eurlex-loi-climat-2026",
      module: "climat-objectifs",
      slide: 6,
    },
    {
      id: "neutralite-france",
      statement:
        "La loi énergie-climat du 8 novembre 2019 fixe à la France la neutralité carbone en 2050 : les émissions doivent être divisées par plus de six par rapport à 1990.",
      source: "loi-energie-climat-2019",
      module: "climat-objectifs",
      slide: 7,
    },
    {
      id: "baisse-ralentie",
      statement:
        "Selon le Citepa, les émissions brutes de la France ont baissé de 6,8 % en 2023, puis de 1,8 % seulement en 2024.",
      source: "citepa-barometre-2025",
      module: "climat-objectifs",
      slide: 8,
    },
    {
      id: "estimation-2025",
      statement:
        "Selon une estimation du Citepa rapportée par l’AFP, les émissions de la France n’auraient baissé que d’environ 1,6 % en 2025, en deçà du rythme nécessaire pour atteindre les objectifs de 2030.",
      source: "afp-citepa-estimation-2025",
      module: "climat-objectifs",
      slide: 8,
    },
  ],
  questions: [
    {
      id: "nucleaire-renouvelables",
      question: "Quelle place donner au nucléaire et aux énergies renouvelables d’ici 2035 ?",
      positions: [
        {
          id: "ppe3-nucleaire-et-renouvelables",
          label: "Combiner nucléaire et renouvelables",
          holders: [
            {
              name: "Gouvernement (troisième programmation pluriannuelle de l’énergie, décret du 12 février 2026)",
              kind: "gouvernement",
              date: "2026-02-12",
              source: "citepa-ppe3-2026",
              families: ["centre"],
            },
          ],
          argument:
            "Selon le Gouvernement, la troisième programmation pluriannuelle de l’énergie doit réduire la dépendance de la France aux énergies fossiles importées, qui lui coûtent de 60 à 70 milliards d’euros par an selon les ministères. Elle combine nucléaire, hydroélectricité, éolien en mer et terrestre et solaire, pour porter à 60 % dès 2030 la part d’énergie décarbonée dans la consommation.",
          objection: {
            by: "La France insoumise",
            families: ["lfi"],
            text: "Pour La France insoumise, qui a déposé une motion de censure contre la PPE3, le texte organise une « relance massive du nucléaire » plutôt que de miser sur les énergies renouvelables.",
            source: "upday-censures-ppe3-2026-02-25",
          },
        },
        {
          id: "refuser-ppe3",
          label: "Relancer le nucléaire, geler l’éolien et le solaire",
          holders: [
            {
              name: "Rassemblement national",
              kind: "parti",
              date: "2026-02",
              source: "rn-ppe3-2026",
              families: ["rn"],
            },
            {
              name: "Groupe Rassemblement national à l’Assemblée nationale (Marine Le Pen, appel à une motion de censure)",
              kind: "groupe parlementaire",
              date: "2026-02-13",
              source: "lcp-le-pen-censure-ppe3-2026-02-13",
              families: ["rn"],
            },
            {
              name: "Rassemblement national et une partie de la droite (vote d’un moratoire à l’Assemblée, juin 2025)",
              kind: "groupe parlementaire",
              date: "2025-06-19",
              source: "revolution-energetique-ppl-gremillet-2025-06",
              families: ["rn"],
            },
            {
              name: "Députés Droite Républicaine (amendement de moratoire de Jérôme Nury)",
              kind: "groupe parlementaire",
              date: "2025-05-28",
              source: "an-amdt-ce131-moratoire-2025",
              families: ["lr"],
            },
          ],
          argument:
            "Pour le Rassemblement national, la PPE3 est « ruineuse » : elle provoquerait une explosion des coûts, donc des prix de l’énergie, au détriment du pouvoir d’achat, de l’industrie et de l’agriculture. Le parti la juge aussi illégale, car la loi énergie-climat de 2019 impose de fixer ces choix par une loi, et non par décret. En juin 2025, ses députés ont fait voter avec une partie de la droite un moratoire sur les nouveaux projets éoliens et solaires.",
          objection: {
            by: "Olivier Faure (PS)",
            families: ["ps"],
            text: "Le premier secrétaire du Parti socialiste, Olivier Faure, appelait au contraire le Premier ministre à publier la PPE3 et à « tourner le dos aux sirènes obscurantistes de l’extrême droite », pour ne pas « saborder dans les faits les énergies renouvelables ».",
            source: "upday-le-pen-faure-ppe3-2026-02",
          },
        },
        {
          id: "accelerer-renouvelables",
          label: "Accélérer les renouvelables",
          holders: [
            {
              name: "Karim Benbrahim, député (groupe Socialistes et apparentés)",
              kind: "groupe parlementaire",
              date: "2026-02-13",
              source: "benbrahim-ppe3-2026-02-13",
              families: ["ps"],
            },
            {
              name: "Réseau Action Climat",
              kind: "association",
              date: "2025-09-08",
              source: "rac-2025-09-08",
            },
          ],
          argument:
            "Pour le député socialiste Karim Benbrahim, les reports de la PPE ont fait prendre du retard à des projets stratégiques et menacé des emplois, comme dans l’éolien en mer en Loire-Atlantique ; la PPE3 aurait dû donner les moyens de rattraper le retard sans freiner les projets d’énergies renouvelables. Pour le Réseau Action Climat, en septembre 2025, la baisse des émissions de la France restait loin du rythme de 5 % par an prévu par la planification écologique.",
          objection: {
            by: "Rassemblement national",
            families: ["rn"],
            text: "Pour le Rassemblement national, cette programmation, dictée selon lui par la directive européenne sur les énergies renouvelables, provoque une explosion des coûts, et donc des prix de l’énergie payés par les familles.",
            source: "rn-ppe3-2026",
          },
        },
        {
          id: "moins-de-nucleaire",
          label: "Moins de nucléaire, priorité aux renouvelables",
          holders: [
            {
              name: "La France insoumise (motion de censure contre la PPE3)",
              kind: "groupe parlementaire",
              date: "2026-02-25",
              source: "upday-censures-ppe3-2026-02-25",
              families: ["lfi"],
            },
            {
              name: "Groupe Écologiste et social (29 députés sur 38 votent la motion insoumise)",
              kind: "groupe parlementaire",
              date: "2026-02-25",
              source: "afp-censures-ppe3-2026-02-25",
              families: ["ecologistes"],
            },
          ],
          argument:
            "Pour La France insoumise, les énergies renouvelables sont les seules capables de répondre à l’urgence, et la PPE3, adoptée par décret, leur impose un « coup de frein sans précédent ». Le 25 février 2026, sa motion de censure contre ce texte a recueilli 108 voix, dont celles de la plupart des députés écologistes.",
          objection: {
            by: "Gouvernement",
            families: ["centre"],
            text: "Pour le Gouvernement, nucléaire et renouvelables sont complémentaires, et la PPE3 doit aussi maîtriser les finances publiques : la dépense de soutien aux énergies renouvelables doit être divisée par deux d’ici 2040.",
            source: "citepa-ppe3-2026",
          },
        },
      ],
      evidence: {
        missing:
          "Aucune des sources citées ici ne compare le coût complet de ces options d’ici 2035 : leurs chiffres ne suffisent pas à départager ces positions.",
      },
      status: {
        text: "La troisième programmation pluriannuelle de l’énergie, pour 2026-2035, a été adoptée par le décret du 12 février 2026, publié au Journal officiel le 13 février : c’est elle qui s’applique.",
        source: "citepa-ppe3-2026",
        date: "2026-02-12",
      },
    },
    {
      id: "voitures-thermiques-2035",
      question: "Faut-il maintenir la fin de la vente des voitures thermiques neuves en 2035 ?",
      positions: [
        {
          id: "maintenir-2035",
          label: "Maintenir l’objectif de 2035",
          holders: [
            {
              name: "Marc Ferracci, alors ministre de l’Industrie (Renaissance)",
              kind: "gouvernement",
              date: "2025-02",
              source: "mac4ever-2035-2025-02",
              families: ["centre"],
            },
            {
              name: "Députés de la coalition présidentielle et de la gauche (30 voix contre la suppression de l’article, le 17 février 2025)",
              kind: "groupe parlementaire",
              date: "2025-02-17",
              source: "lcp-2035-2025-02-18",
              families: ["centre"],
            },
            {
              name: "Députés insoumis et écologistes (parmi les 30 voix contre la suppression de l’article, le 17 février 2025)",
              kind: "groupe parlementaire",
              date: "2025-02-17",
              source: "levif-vote-2035-2025-02",
              families: ["lfi", "ecologistes"],
            },
            {
              name: "Monique Barbut, ministre de la Transition écologique",
              kind: "gouvernement",
              date: "2025-12-16",
              source: "journalauto-reactions-2035-2025-12-16",
              families: ["centre"],
            },
          ],
          argument:
            "Pour le ministre de l’Industrie Marc Ferracci, l’ensemble de la filière automobile s’est déjà mis en mouvement pour atteindre l’objectif de 2035, décidé à l’échelle européenne : un retour en arrière ne ferait que brouiller les cartes. Le Gouvernement voulait inscrire cette date dans la loi française, à la place de l’échéance nationale de 2040.",
          objection: {
            by: "Députés du Rassemblement national",
            families: ["rn"],
            text: "Pour le député Matthias Renault (Rassemblement national), l’achat d’une voiture électrique représente un coût « assez inabordable » pour les ménages les plus modestes ; son collègue Timothée Houssin juge l’objectif de 2035 « irréaliste ».",
            source: "lcp-2035-2025-02-18",
          },
        },
        {
          id: "assouplir-2035",
          label: "Assouplir l’objectif de 2035",
          holders: [
            {
              name: "Commission européenne (proposition du 16 décembre 2025)",
              kind: "institution",
              date: "2025-12-16",
              source: "vie-publique-ue-thermique-2035",
            },
            {
              name: "Gouvernement (lettre de cinq ministres à la Commission européenne, 8 décembre 2025)",
              kind: "gouvernement",
              date: "2025-12-08",
              source: "journalauto-lettre-2035-2025-12-10",
              families: ["centre"],
            },
          ],
          argument:
            "Selon Vie-publique.fr, la Commission européenne a proposé le 16 décembre 2025 que les constructeurs baissent de 90 % en 2035 les émissions de CO₂ de leurs voitures neuves, au lieu de 100 %, le reste étant compensé par de l’acier bas carbone produit dans l’Union, des e-carburants ou des biocarburants. Le 8 décembre, cinq ministres français s’étaient dits prêts à accepter des « flexibilités ciblées », réservées aux véhicules produits dans l’Union.",
          objection: {
            by: "Monique Barbut (ministre de la Transition écologique)",
            families: ["centre"],
            text: "Le 16 décembre 2025, la ministre de la Transition écologique Monique Barbut a dit « regretter la flexibilité ouverte aux véhicules thermiques » en 2035 : « On fera tout pour faire en sorte que cette flexibilité tombe » lors des négociations entre les Vingt-Sept.",
            source: "journalauto-reactions-2035-2025-12-16",
          },
        },
        {
          id: "renoncer-2035",
          label: "Renoncer à l’échéance de 2035",
          holders: [
            {
              name: "Députés du Rassemblement national (Matthias Renault, Timothée Houssin)",
              kind: "groupe parlementaire",
              date: "2025-02-17",
              source: "lcp-2035-2025-02-18",
              families: ["rn"],
            },
            {
              name: "François-Xavier Bellamy, président de la délégation LR au Parlement européen",
              kind: "parti",
              date: "2023-02-14",
              source: "bellamy-2035-2023-02-14",
              families: ["lr"],
            },
          ],
          argument:
            "Pour les députés du Rassemblement national, majoritaires parmi les 34 voix qui ont supprimé l’article, la décision européenne est « autoritaire et bureaucratique ». Selon Matthias Renault, une voiture électrique représente un coût « assez inabordable » pour les ménages les plus modestes ; Timothée Houssin juge l’objectif « irréaliste », en citant un rapport de la Cour des comptes européenne. François-Xavier Bellamy (LR) y voyait en 2023 « une fuite en avant […] désastreuse pour l’industrie européenne ».",
          objection: {
            by: "Commission européenne",
            text: "La Commission européenne, qui propose d’assouplir la règle, garde l’échéance : selon Vie-publique.fr, les constructeurs devraient baisser de 90 % en 2035 les émissions de CO₂ de leurs voitures neuves, et elle continue de recommander des mesures pour encourager l’adoption des véhicules électriques.",
            source: "vie-publique-ue-thermique-2035",
          },
        },
      ],
      evidence: {
        text: "Selon le service statistique du ministère de la Transition écologique, les transports ont émis 124,9 millions de tonnes équivalent CO₂ en 2024, soit 34 % des émissions de la France : ils restent le premier secteur émetteur. Les voitures particulières produisent 53 % de ces émissions, et le niveau de 2024 est identique à celui de 1990.",
        source: "sdes-transports-ges-2024",
      },
      notFound: [
        {
          family: "ps",
          searchedOn: "2026-11-28",
          searchedIn: [
            "réactions publiées à la proposition de la Commission européenne du 16 décembre 2025",
            "comptes rendus du vote de l’Assemblée du 17 février 2025",
            "programmes des législatives de 2024 présentés dans la presse",
          ],
        },
      ],
      status: {
        text: "Le 16 décembre 2025, la Commission européenne a proposé de ramener l’objectif de 2035 à une baisse de 90 % des émissions des voitures neuves. Cette carte n’a pas trouvé de source officielle sur la suite donnée à cette proposition par le Parlement européen et les États membres.",
        source: "vie-publique-ue-thermique-2035",
        date: "2025-12-16",
      },
    },
    {
      id: "credits-carbone-2040",
      question:
        "L’Union européenne doit-elle pouvoir compter des crédits carbone internationaux dans son objectif pour 2040 ?",
      positions: [
        {
          id: "credits-limites",
          label: "Oui, dans une limite fixée",
          holders: [
            {
              name: "Union européenne (règlement (UE) 2026/667 modifiant la loi européenne sur le climat)",
              kind: "institution",
              date: "2026",
              source: "eurlex-loi-climat-2026",
            },
            {
              name: "Commission européenne (Wopke Hoekstra, commissaire au climat)",
              kind: "institution",
              date: "2025-07-02",
              source: "politico-2040-2025-07-02",
            },
          ],
          argument:
            "La loi européenne sur le climat, modifiée en 2026, fixe −90 % en 2040 par rapport à 1990, dont jusqu’à 5 points pourront venir, à partir de 2036, de crédits carbone internationaux. Selon Politico, le commissaire européen au climat Wopke Hoekstra, qui proposait alors jusqu’à 3 points, présentait cette marge de manœuvre comme une « amélioration du système » et se disait convaincu que l’objectif serait tenu.",
          objection: {
            by: "Marie Toussaint (Verts/ALE)",
            families: ["ecologistes"],
            text: "Pour l’eurodéputée écologiste Marie Toussaint (Verts/ALE), recourir à ces crédits revient à compenser ailleurs des efforts que l’Europe devrait faire elle-même, alors que −90 % est déjà, selon elle, « un strict minimum ».",
            source: "greens-efa-2040-2025-07-02",
          },
        },
        {
          id: "reductions-en-europe",
          label: "Non, des réductions en Europe",
          holders: [
            {
              name: "Groupe des Verts/ALE au Parlement européen (Marie Toussaint, Les Écologistes)",
              kind: "groupe parlementaire",
              date: "2025-07-02",
              source: "greens-efa-2040-2025-07-02",
              families: ["ecologistes"],
            },
          ],
          argument:
            "Pour l’eurodéputée Marie Toussaint (Verts/ALE), la science fait de −90 % « un strict minimum », et chaque point de moins représente autant d’émissions annuelles que le Danemark. Compenser les efforts européens par des crédits carbone internationaux fragiliserait l’objectif dès son adoption, alors que la crise climatique est déjà, selon elle, « une réalité mortelle ».",
          objection: {
            by: "Commission européenne",
            text: "Selon Politico, la Commission a accordé ces flexibilités face aux fortes réticences de gouvernements européens à un objectif atteint uniquement sur le sol de l’Union ; son commissaire au climat les présente comme une « amélioration du système ».",
            source: "politico-2040-2025-07-02",
          },
        },
      ],
      evidence: {
        missing:
          "L’effet de ces crédits dépendra de la qualité des projets financés hors d’Europe, qui ne pourront compter qu’à partir de 2036 ; selon Politico, le conseil scientifique consultatif de l’UE sur le changement climatique a mis en garde contre le risque d’affaiblir les réductions d’émissions en Europe.",
      },
      notFound: [
        { family: "lfi", searchedOn: "2026-11-26" },
        { family: "ps", searchedOn: "2026-11-26" },
        { family: "centre", searchedOn: "2026-11-26" },
        { family: "lr", searchedOn: "2026-11-26" },
        { family: "rn", searchedOn: "2026-11-26" },
      ],
      status: {
        text: "Le règlement (UE) 2026/667 a modifié la loi européenne sur le climat : l’objectif de −90 % en 2040 est adopté, et jusqu’à 5 points pourront venir de crédits carbone internationaux à partir de 2036.",
        source: "eurlex-loi-climat-2026",
        date: "2026",
      },
    },
  ],
};
