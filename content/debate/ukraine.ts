/*
 * Source note — debate map « Guerre en Ukraine ». Every address was read in a stored copy of the page on 2026-11-25/26
 * (issues 23 and 33); the states of play and the roles were checked again on 2026-11-28 (issue 47). The full provenance
 * of each quote is in the history of this file (git log -p, before issue 47).
 * Not the official record, to confirm when it can be read: the five NosDéputés.fr pages (copies of the Assemblée's
 * compte rendu of 12 March 2024; the RN group's speech is attributed to the group, its speaker's name not being on the
 * excerpt); the PS Senate group's own page for Rachid Temal (the Senate's compte rendu of 13 March 2024 could replace
 * it); press pages kept as the record of a vote or an interview (franceinfo, Europe 1, BFMTV, Linternaute);
 * cgtn-premier-cluster-2026-06-15 (marked « source secondaire »).
 * Searched and not found (2026-11-26): Écologistes and LR on troops, Écologistes on accession (searched again
 * 2026-11-28 in press presentations of their 2024 European programme: Toute l'Europe, Linternaute, TF1info, whose
 * readable excerpts say nothing of accession; Yannick Jadot's « impossible à ce jour » of March 2022, Europe 1, not
 * used: it predates the negotiations and the party's 2024 programme); seen but not citable: third-party copies and a
 * state-run Russian site. The HCR's refugee figures of February 2026 come through Anadolu (« source secondaire »).
 */
import type { DebateMap } from "../schema";

export const debateMap: DebateMap = {
  topicId: "ukraine",
  reviewedAt: "2026-11-28",
  intro:
    "Cette carte distingue ce que les institutions internationales ont établi sur la guerre de ce qui divise les responsables politiques français sur la réponse à y apporter. Chaque position est attribuée à ceux qui la défendent, avec leur source.",
  sources: [
    {
      id: "cgtn-premier-cluster-2026-06-15",
      publisher: "CGTN (d’après le Conseil de l’Union européenne)",
      title: "EU, Ukraine open first accession negotiations cluster",
      lang: "en",
      dataYear: 2026,
      publishedAt: "2026-06-16",
      url: "https://news.cgtn.com/news/2026-06-16/EU-Ukraine-open-first-accession-negotiations-cluster-1O0XtFtl7qg/p.html",
      recurring: false,
      secondary: true,
    },
    {
      id: "nosdeputes-attal-2024-03-12",
      publisher: "Assemblée nationale, compte rendu de séance (copie NosDéputés.fr)",
      title:
        "Séance du 12 mars 2024 : déclaration du Gouvernement relative à l’accord de sécurité franco-ukrainien, intervention de Gabriel Attal",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://www.nosdeputes.fr/16/intervention/517737",
      recurring: false,
    },
    {
      id: "nosdeputes-le-pen-2024-03-12",
      publisher: "Assemblée nationale, compte rendu de séance (copie NosDéputés.fr)",
      title: "Séance du 12 mars 2024 : accord de sécurité franco-ukrainien, intervention de Marine Le Pen",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://nosdeputes.fr/16/intervention/517976",
      recurring: false,
    },
    {
      id: "nosdeputes-rn-2024-03-12",
      publisher: "Assemblée nationale, compte rendu de séance (copie NosDéputés.fr)",
      title:
        "Séance du 12 mars 2024 : accord de sécurité franco-ukrainien, intervention au nom du groupe Rassemblement national",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://nosdeputes.fr/16/intervention/517987",
      recurring: false,
    },
    {
      id: "nosdeputes-le-gall-cessions-2024-03-12",
      publisher: "Assemblée nationale, compte rendu de séance (copie NosDéputés.fr)",
      title:
        "Séance du 12 mars 2024 : accord de sécurité franco-ukrainien, intervention d’Arnaud Le Gall (cessions d’armements)",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://nosdeputes.fr/16/intervention/518038",
      recurring: false,
    },
    {
      id: "nosdeputes-lfi-2024-03-12",
      publisher: "Assemblée nationale, compte rendu de séance (copie NosDéputés.fr)",
      title:
        "Séance du 12 mars 2024 : accord de sécurité franco-ukrainien, intervention d’Arnaud Le Gall (négociation)",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://nosdeputes.fr/16/intervention/518064",
      recurring: false,
    },
    {
      id: "francetvinfo-vote-2024-03-12",
      publisher: "franceinfo",
      title:
        "Vote sur le soutien à l’Ukraine : les députés soutiennent largement l’accord de sécurité signé entre Paris et Kiev, avec 372 voix pour et 99 contre",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://www.francetvinfo.fr/monde/europe/manifestations-en-ukraine/vote-sur-le-soutien-a-l-ukraine-les-deputes-soutiennent-largement-l-accord-de-securite-signe-entre-paris-et-kiev-avec-372-voix-pour-et-99-contre_6420322.html",
      recurring: false,
    },
    {
      id: "senateurs-socialistes-2024-03-13",
      publisher: "Groupe socialiste, écologiste et républicain du Sénat",
      title:
        "Débat sur l’accord de sécurité franco-ukrainien et la situation en Ukraine (intervention de Rachid Temal)",
      dataYear: 2024,
      publishedAt: "2024-03-13",
      url: "https://www.senateurs-socialistes.fr/travail-controle/debat-sur-laccord-de-securite-franco-ukrainien-et-la-situation-en-ukraine/",
      recurring: false,
    },
    {
      id: "elysee-coalition-2026-01-06",
      publisher: "Présidence de la République",
      title: "Sommet de la Coalition des volontaires (6 janvier 2026)",
      dataYear: 2026,
      publishedAt: "2026-01-06",
      url: "https://www.elysee.fr/emmanuel-macron/2026/01/06/sommet-de-la-coalition-des-volontaires",
      recurring: false,
    },
    {
      id: "europe1-troupes-2025-02-24",
      publisher: "Europe 1",
      title: "Guerre en Ukraine : que pensent les politiques de l’envoi de troupes européennes au sol ?",
      dataYear: 2025,
      publishedAt: "2025-02-24",
      url: "https://www.europe1.fr/international/guerre-en-ukraine-que-pense-la-classe-politique-de-lenvoi-de-troupes-francaises-au-sol-647830",
      recurring: false,
    },
    {
      id: "bfmtv-bardella-2025-02-18",
      publisher: "BFMTV",
      title: "Guerre en Ukraine : Bardella se dit « totalement opposé » à l’envoi « de troupes sur le front »",
      dataYear: 2025,
      publishedAt: "2025-02-18",
      url: "https://www.bfmtv.com/international/guerre-en-ukraine-bardella-se-dit-totalement-oppose-a-l-envoi-de-troupes-sur-le-front_AV-202502180253.html",
      recurring: false,
    },
    {
      id: "vie-publique-adhesion-2023",
      publisher: "Vie-publique.fr (DILA)",
      title: "L’UE décide d’ouvrir les négociations d’adhésion avec l’Ukraine et la Moldavie",
      dataYear: 2023,
      publishedAt: "2023-12",
      url: "https://www.vie-publique.fr/en-bref/292425-lue-decide-douvrir-les-negociations-dadhesion-avec-lukraine-et-la-mo",
      recurring: false,
    },
    {
      id: "yahoo-bfmtv-hayer-bardella-2024-05-02",
      publisher: "BFMTV (repris par Yahoo Actualités)",
      title: "Bardella opposé à une entrée de l’Ukraine dans l’Union européenne, Hayer veut d’abord une « réforme »",
      dataYear: 2024,
      publishedAt: "2024-05-02",
      url: "https://fr.news.yahoo.com/bardella-oppos%C3%A9e-%C3%A0-entr%C3%A9e-lukraine-210330219.html",
      recurring: false,
    },
    {
      id: "linternaute-aubry-2024-01",
      publisher: "Linternaute",
      title: "LFI dit non à l’Ukraine dans l’Union européenne (déclarations de Manon Aubry sur France 24 et Europe 1)",
      dataYear: 2024,
      publishedAt: "2024-01",
      url: "https://www.linternaute.com/actualite/politique/4407337-lfi-dit-non-a-l-ukraine-dans-l-union-europeenne/",
      recurring: false,
    },
    {
      id: "nosdeputes-attal-paix-2024-03-12",
      publisher: "Assemblée nationale, compte rendu de séance (copie NosDéputés.fr)",
      title:
        "Séance du 12 mars 2024 : déclaration du Gouvernement relative à l’accord de sécurité franco-ukrainien, intervention de Gabriel Attal sur les initiatives de paix",
      dataYear: 2024,
      publishedAt: "2024-03-12",
      url: "https://www.nosdeputes.fr/16/intervention/517752",
      recurring: false,
    },
    {
      id: "kiel-ust-2025-12",
      publisher: "Kiel Institute for the World Economy (communiqué diffusé par idw)",
      title: "Ukraine Support Tracker : mise à jour couvrant les données jusqu’à décembre 2025",
      lang: { code: "en", text: "Ukraine Support Tracker" },
      dataYear: 2025,
      publishedAt: "2026",
      url: "https://idw-online.de/de/news865808",
      recurring: false,
    },
    {
      id: "orange-bardella-hayer-troupes-2024-05-02",
      publisher: "Orange Actualités (d’après BFMTV)",
      title:
        "Élections européennes : Jordan Bardella juge « dangereux » les propos d’Emmanuel Macron sur l’envoi de troupes en Ukraine",
      dataYear: 2024,
      publishedAt: "2024-05-02",
      url: "https://actu.orange.fr/politique/elections-europeennes-jordan-bardella-juge-dangereux-les-propos-d-emmanuel-macron-sur-l-envoi-de-troupes-en-ukraine-magic-CNT000002dL2DS.html",
      recurring: false,
    },
    {
      id: "bfmtv-melenchon-troupes-2024-02-28",
      publisher: "BFMTV",
      title: "« Troupes » en Ukraine : Mélenchon dénonce un « dérapage incontrôlé » de Macron",
      dataYear: 2024,
      publishedAt: "2024-02-28",
      url: "https://www.bfmtv.com/politique/la-france-insoumise/troupes-en-ukraine-melenchon-denonce-un-derapage-incontrole-de-macron_AN-202402280241.html",
      recurring: false,
    },
    {
      id: "francetvinfo-glucksmann-2022-03-01",
      publisher: "franceinfo",
      title:
        "« Si on n’arrête pas Vladimir Poutine en Ukraine, nous ne connaîtrons plus la paix en Europe », affirme le député européen Raphaël Glucksmann",
      dataYear: 2022,
      publishedAt: "2022-03-01",
      url: "https://www.francetvinfo.fr/monde/europe/manifestations-en-ukraine/si-on-n-arrete-pas-vladimir-poutine-en-ukraine-nous-ne-connaitrons-plus-la-paix-en-europe-affirme-le-depute-europeen-raphael-glucksmann_4987446.html",
      recurring: false,
    },
    {
      id: "europe1-senat-accord-2024-03-13",
      publisher: "Europe 1",
      title: "Le Sénat approuve à son tour très largement l’accord avec l’Ukraine",
      dataYear: 2024,
      publishedAt: "2024-03-13",
      url: "https://www.europe1.fr/politique/le-senat-approuve-a-son-tour-tres-largement-laccord-avec-lukraine-4235714",
      recurring: false,
    },
  ],
  established: [
    {
      id: "agression-es-11-1",
      statement:
        "Le 2 mars 2022, l’Assemblée générale de l’ONU a déploré l’« agression » de la Russie contre l’Ukraine, contraire à la Charte des Nations unies, et exigé le retrait de ses troupes, par 141 voix pour, 5 contre et 35 abstentions.",
      source: "ag-es-11-1-2022",
      module: "ukraine-droit-international",
      slide: 6,
    },
    {
      id: "cij-mesures-conservatoires",
      statement:
        "Le 16 mars 2022, par 13 voix contre 2, la Cour internationale de justice a ordonné à la Russie de suspendre immédiatement ses opérations militaires en Ukraine. Cette ordonnance est obligatoire ; les combats ont pourtant continué.",
      source: "cij-ordonnance-2022-03-16",
      module: "ukraine-droit-international",
      slide: 7,
    },
    {
      id: "annexions-es-11-4",
      statement:
        "Le 12 octobre 2022, l’Assemblée générale de l’ONU a déclaré illégaux les « référendums » organisés par la Russie dans quatre régions ukrainiennes et leur annexion sans validité, par 143 voix pour, 5 contre et 35 abstentions.",
      source: "ag-es-11-4-2022",
      module: "ukraine-droit-international",
      slide: 14,
    },
    {
      id: "refugies-2026",
      statement:
        "En février 2026, selon le HCR, environ 5,9 millions d’Ukrainiens restaient réfugiés à l’étranger, surtout en Europe, et environ 3,7 millions de personnes restaient déplacées à l’intérieur du pays.",
      source: "hcr-refugies-ukraine-2026",
      module: "ukraine-guerre",
      slide: 12,
    },
    {
      id: "civils-2025",
      statement:
        "Selon la mission de surveillance des droits de l’homme de l’ONU, au moins 2 514 civils ont été tués en Ukraine en 2025 : l’année la plus meurtrière pour les civils après 2022, première année de l’invasion.",
      source: "hcdh-civils-2025",
      module: "ukraine-guerre",
      slide: 15,
    },
  ],
  questions: [
    {
      id: "soutien-militaire",
      question: "En mars 2024, la France devait-elle s’engager dans un soutien militaire de long terme à l’Ukraine ?",
      positions: [
        {
          id: "approuver-accord",
          label: "Approuver l’accord de sécurité franco-ukrainien",
          holders: [
            {
              name: "Gouvernement (Gabriel Attal, Premier ministre)",
              kind: "gouvernement",
              date: "2024-03-12",
              source: "nosdeputes-attal-2024-03-12",
              families: ["centre"],
            },
            {
              name: "Députés Renaissance, Horizons, MoDem, socialistes, écologistes et la majorité des Républicains (vote pour le 12 mars 2024)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "francetvinfo-vote-2024-03-12",
              families: ["centre", "ps", "ecologistes", "lr"],
            },
            {
              name: "Groupe socialiste, écologiste et républicain du Sénat (Rachid Temal)",
              kind: "groupe parlementaire",
              date: "2024-03-13",
              source: "senateurs-socialistes-2024-03-13",
              families: ["ps"],
            },
          ],
          argument:
            "Pour le Premier ministre Gabriel Attal, qui présente l’accord de sécurité franco-ukrainien, la France est « à l’initiative » du soutien à l’Ukraine et a posé toutes les options « sans logique d’escalade ». Le groupe socialiste du Sénat approuve aussi l’accord, en précisant qu’il ne donne pas pour autant un blanc-seing au Gouvernement.",
          objection: {
            by: "Groupe Rassemblement national",
            families: ["rn"],
            text: "Pour le groupe Rassemblement national, l’accord contient des « lignes rouges » : en soutenant l’adhésion de l’Ukraine à l’Union européenne et à l’Otan, il fait courir le risque d’une aggravation du conflit avec une Russie dotée de l’arme nucléaire.",
            source: "nosdeputes-rn-2024-03-12",
          },
        },
        {
          id: "abstention-lignes-rouges",
          label: "S’abstenir : soutenir l’Ukraine sans cet accord",
          holders: [
            {
              name: "Groupe Rassemblement national à l’Assemblée nationale (Marine Le Pen, présidente du groupe)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "nosdeputes-le-pen-2024-03-12",
              families: ["rn"],
            },
            {
              name: "Groupe Rassemblement national à l’Assemblée nationale (intervention en séance)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "nosdeputes-rn-2024-03-12",
              families: ["rn"],
            },
            {
              name: "Groupe Rassemblement national (abstention lors du vote du 12 mars 2024)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "francetvinfo-vote-2024-03-12",
              families: ["rn"],
            },
          ],
          argument:
            "Pour Marine Le Pen, présidente du groupe Rassemblement national, qui s’est abstenu, la France n’a pas eu besoin jusqu’ici d’un accord spécifique pour aider l’Ukraine. Le groupe demande que le Parlement contrôle à intervalles réguliers les cessions de matériel militaire. Il refuse l’adhésion de l’Ukraine à l’UE et à l’Otan, qui déstabiliserait la politique agricole et la sécurité de l’Europe.",
          objection: {
            by: "Conseil européen",
            text: "Selon Vie-publique.fr, l’ouverture des négociations d’adhésion de l’Ukraine à l’Union a été décidée par le Conseil européen les 14 et 15 décembre 2023, par 26 États sur 27, la Hongrie s’abstenant : ces négociations se déroulent entre l’Union et l’Ukraine, en dehors de l’accord bilatéral.",
            source: "vie-publique-adhesion-2023",
          },
        },
        {
          id: "contre-accord",
          label: "Voter contre et privilégier la négociation",
          holders: [
            {
              name: "Groupe La France insoumise à l’Assemblée nationale (Arnaud Le Gall, sur les cessions d’armes)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "nosdeputes-le-gall-cessions-2024-03-12",
              families: ["lfi"],
            },
            {
              name: "Groupe La France insoumise à l’Assemblée nationale (Arnaud Le Gall, sur la négociation)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "nosdeputes-lfi-2024-03-12",
              families: ["lfi"],
            },
            {
              name: "Députés insoumis et communistes (vote contre le 12 mars 2024)",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "francetvinfo-vote-2024-03-12",
              families: ["lfi"],
            },
          ],
          argument:
            "Pour le député insoumis Arnaud Le Gall, l’aide à l’Ukraine, dont les cessions d’armes, peut continuer sans accord, à condition de ne pas affaiblir la défense française, de ne pas risquer l’escalade en permettant de frapper le territoire russe, et de saisir le Parlement. La France doit plutôt agir pour qu’une négociation s’enclenche, avec l’ONU comme garante.",
          objection: {
            by: "Gabriel Attal (Gouvernement)",
            families: ["centre"],
            text: "Le Premier ministre Gabriel Attal répond que la France a tout tenté pour la négociation : rencontres du président avec Vladimir Poutine, seule rencontre entre les présidents Zelensky et Poutine, organisée à l’Élysée en 2019, voyage à Moscou avant la guerre. Sa position « en faveur de la paix est inchangée ».",
            source: "nosdeputes-attal-paix-2024-03-12",
          },
        },
      ],
      evidence: {
        text: "Selon le Kiel Institute (données jusqu’à décembre 2025), l’aide militaire attribuée par l’Europe à l’Ukraine en 2025 dépasse de 67 % sa moyenne annuelle de 2022 à 2024, et son aide non militaire de 59 % ; faute d’aide américaine, l’aide militaire totale de 2025 reste inférieure de 13 % à cette moyenne. Ces montants mesurent l’aide attribuée, pas son effet sur l’issue de la guerre.",
        source: "kiel-ust-2025-12",
      },
      status: {
        text: "Le 12 mars 2024, l’Assemblée nationale a approuvé la déclaration du Gouvernement sur l’accord de sécurité franco-ukrainien par 372 voix contre 99 ; les positions ci-dessous sont celles de ce débat.",
        source: "francetvinfo-vote-2024-03-12",
        date: "2024-03-12",
      },
    },
    {
      id: "soldats-francais",
      question: "Faut-il envoyer des soldats français en Ukraine ?",
      positions: [
        {
          id: "force-reassurance",
          label: "Oui, dans une force de réassurance après un cessez-le-feu",
          holders: [
            {
              name: "Présidence de la République (Emmanuel Macron)",
              kind: "gouvernement",
              date: "2026-01-06",
              source: "elysee-coalition-2026-01-06",
              families: ["centre"],
            },
            {
              name: "Groupe socialiste du Sénat (Patrick Kanner)",
              kind: "groupe parlementaire",
              date: "2025-02-24",
              source: "europe1-troupes-2025-02-24",
              families: ["ps"],
            },
          ],
          argument:
            "Selon l’Élysée, la coalition des volontaires prépare une force multinationale « dans les mers, les airs et sur le sol », une « force de réassurance » déployée après un cessez-le-feu, en retrait de la ligne de contact. Pour le sénateur socialiste Patrick Kanner, un accord juste peut justifier des troupes françaises, mais en aucun cas sur une ligne de front de haute intensité.",
          objection: {
            by: "Jordan Bardella (RN)",
            families: ["rn"],
            text: "Pour le président du Rassemblement national, Jordan Bardella, les Français ne sont pas favorables à l’envoi de soldats sur le front ukrainien face à la Russie, qui est une puissance nucléaire.",
            source: "bfmtv-bardella-2025-02-18",
          },
        },
        {
          id: "mandat-onu",
          label: "Oui, sous l’égide de l’ONU, pour garantir la paix",
          holders: [
            {
              name: "Parti communiste français (Fabien Roussel, secrétaire national)",
              kind: "parti",
              date: "2025-02-24",
              source: "europe1-troupes-2025-02-24",
            },
          ],
          argument:
            "Le secrétaire national du Parti communiste, Fabien Roussel, se dit « favorable à l’envoi de troupes pour garantir l’accord de paix, sous l’égide de l’ONU, mais pas pour poursuivre la guerre ». Pour lui, ces soldats auraient donc pour rôle de garantir la paix une fois l’accord conclu, sous l’égide des Nations unies, et non de combattre.",
          objection: {
            by: "Présidence de la République",
            families: ["centre"],
            text: "Pour l’Élysée, le cessez-le-feu sera surveillé par un mécanisme sous leadership américain, avec les contributions de plusieurs États, et garanti par une force multinationale de pays volontaires.",
            source: "elysee-coalition-2026-01-06",
          },
        },
        {
          id: "pas-de-troupes",
          label: "Non, pas de soldats français en Ukraine",
          holders: [
            {
              name: "Rassemblement national (Jordan Bardella, président)",
              kind: "parti",
              date: "2024-05-02",
              source: "orange-bardella-hayer-troupes-2024-05-02",
              families: ["rn"],
            },
            {
              name: "Rassemblement national (Jordan Bardella, président)",
              kind: "parti",
              date: "2025-02-18",
              source: "bfmtv-bardella-2025-02-18",
              families: ["rn"],
            },
            {
              name: "La France insoumise (Jean-Luc Mélenchon)",
              kind: "parti",
              date: "2024-02-28",
              source: "bfmtv-melenchon-troupes-2024-02-28",
              families: ["lfi"],
            },
          ],
          argument:
            "Pour Jordan Bardella (Rassemblement national), l’Ukraine a besoin de matériel militaire, pas de troupes au sol : envisager d’y envoyer des soldats français fait courir « un risque majeur, celui de l’escalade » avec la Russie, puissance nucléaire. Pour Jean-Luc Mélenchon (LFI), cet envoi « ferait de nous des belligérants » ; il demande des négociations de paix.",
          objection: {
            by: "Fabien Roussel (PCF)",
            text: "Pour le secrétaire national du Parti communiste, Fabien Roussel, des soldats français pourraient au contraire être envoyés « pour garantir l’accord de paix, sous l’égide de l’ONU, mais pas pour poursuivre la guerre » : ils ne combattraient pas.",
            source: "europe1-troupes-2025-02-24",
          },
        },
      ],
      evidence: {
        missing:
          "Aucune source officielle citée ici ne fixe l’effectif précis, le mandat juridique ni le coût de la force envisagée, qui dépend d’un cessez-le-feu non conclu : son effet dissuasif et ses risques ne peuvent pas être mesurés.",
      },
      notFound: [
        { family: "ecologistes", searchedOn: "2026-11-26" },
        { family: "lr", searchedOn: "2026-11-26" },
      ],
      status: {
        text: "Le 6 janvier 2026, à Paris, la coalition des volontaires a prévu une force multinationale de réassurance, déployée le jour d’après un cessez-le-feu et en retrait de la ligne de contact : son envoi dépend donc d’un cessez-le-feu.",
        source: "elysee-coalition-2026-01-06",
        date: "2026-01-06",
      },
    },
    {
      id: "adhesion-ue",
      question: "L’Ukraine doit-elle entrer dans l’Union européenne ?",
      positions: [
        {
          id: "adhesion-sous-conditions",
          label: "Oui, au terme des négociations",
          holders: [
            {
              name: "Renaissance (Valérie Hayer, tête de liste aux élections européennes de 2024)",
              kind: "parti",
              date: "2024-05-02",
              source: "yahoo-bfmtv-hayer-bardella-2024-05-02",
              families: ["centre"],
            },
            {
              name: "Place publique, allié du PS (Raphaël Glucksmann, eurodéputé)",
              kind: "parti",
              date: "2022-03-01",
              source: "francetvinfo-glucksmann-2022-03-01",
              families: ["ps"],
            },
          ],
          argument:
            "Pour Valérie Hayer (Renaissance), tête de liste aux élections européennes de 2024, l’Ukraine a « un destin européen » mais n’entrera pas dans l’Union « demain matin » : il faudra d’abord la fin de la guerre, la lutte contre la corruption, des réformes économiques et une réforme de l’Union elle-même. Pour l’eurodéputé Raphaël Glucksmann (Place publique), « nous sommes prêts à accueillir l’Ukraine dans la famille européenne ».",
          objection: {
            by: "Jordan Bardella (RN)",
            families: ["rn"],
            text: "Pour Jordan Bardella, président du Rassemblement national, « l’entrée de l’Ukraine dans l’Union européenne, c’est la fin de l’agriculture française » : dans l’Union actuelle, les derniers entrants seraient toujours les plus avantagés.",
            source: "yahoo-bfmtv-hayer-bardella-2024-05-02",
          },
        },
        {
          id: "refus-adhesion",
          label: "Non, pas d’adhésion",
          holders: [
            {
              name: "Groupe Rassemblement national à l’Assemblée nationale",
              kind: "groupe parlementaire",
              date: "2024-03-12",
              source: "nosdeputes-rn-2024-03-12",
              families: ["rn"],
            },
            {
              name: "Rassemblement national (Jordan Bardella, président)",
              kind: "parti",
              date: "2024-05-02",
              source: "yahoo-bfmtv-hayer-bardella-2024-05-02",
              families: ["rn"],
            },
          ],
          argument:
            "Pour le groupe Rassemblement national à l’Assemblée, l’adhésion de l’Ukraine déstabiliserait les politiques européennes, à commencer par la politique agricole, et ferait courir le risque d’une aggravation du conflit avec la Russie. Jordan Bardella, opposé à tout élargissement, juge que l’Union est devenue « une mondialisation en miniature où les derniers entrants sont toujours les plus avantagés ».",
          objection: {
            by: "Conseil européen",
            text: "Le Conseil européen a décidé en décembre 2023, par 26 États sur 27, d’ouvrir les négociations d’adhésion avec l’Ukraine : les États de l’Union ont engagé ce processus, dont l’issue dépend des réformes de l’Ukraine.",
            source: "vie-publique-adhesion-2023",
          },
        },
        {
          id: "soutenir-sans-adhesion",
          label: "Soutenir l’Ukraine sans l’intégrer à l’Union",
          holders: [
            {
              name: "La France insoumise (Manon Aubry, eurodéputée)",
              kind: "parti",
              date: "2024-01-24",
              source: "linternaute-aubry-2024-01",
              families: ["lfi"],
            },
            {
              name: "Les Républicains au Sénat (Bruno Retailleau, président du groupe)",
              kind: "groupe parlementaire",
              date: "2024-03-13",
              source: "europe1-senat-accord-2024-03-13",
              families: ["lr"],
            },
          ],
          argument:
            "Pour l’eurodéputée insoumise Manon Aubry, « qui pense sérieusement qu’on peut faire entrer un pays en guerre au sein de l’Union européenne ? » : les Ukrainiens ont besoin d’un soutien financier et militaire, qui n’exige pas d’être dans l’Union. Elle invoque aussi la « concurrence déloyale » pour les agriculteurs : « on s’opposera à ce que l’Ukraine entre dans l’Union européenne ». Au Sénat, Bruno Retailleau (LR), qui vote l’accord de sécurité, se dit « interpellé » par l’hypothèse d’une adhésion.",
          objection: {
            by: "Raphaël Glucksmann (Place publique)",
            families: ["ps"],
            text: "Pour l’eurodéputé Raphaël Glucksmann (Place publique), « l’avenir de l’Europe se joue à Kiev » : offrir à l’Ukraine une perspective européenne fait partie de la fermeté face à Vladimir Poutine, car « chaque signe de faiblesse » de l’Union « est une invitation à l’agression ».",
            source: "francetvinfo-glucksmann-2022-03-01",
          },
        },
      ],
      evidence: {
        missing:
          "Les effets d’une adhésion sur l’agriculture française et sur le budget européen dépendront des conditions fixées par les négociations, ouvertes le 25 juin 2024 et qui ne sont pas achevées : ils ne peuvent pas être mesurés aujourd’hui.",
      },
      notFound: [
        {
          family: "ecologistes",
          searchedOn: "2026-11-28",
          searchedIn: [
            "site international des Écologistes (transnationale.eelv.fr)",
            "entretiens de Marine Tondelier",
            "programme des Écologistes aux européennes de 2024, tel que présenté par la presse",
          ],
        },
      ],
      status: {
        text: "Ouvertes le 25 juin 2024, les négociations d’adhésion ont ouvert le 15 juin 2026 leur premier groupe de chapitres, les « fondamentaux » (État de droit, institutions) ; elles ne sont pas achevées.",
        source: "cgtn-premier-cluster-2026-06-15",
        date: "2026-06-15",
      },
    },
  ],
};
