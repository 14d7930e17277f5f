import type { Module, Question } from "../schema";
import { sharedSources } from "../shared-sources";

export const sheet: Module = {
  categoryId: "ukraine",
  number: 2,
  slug: "origines",
  bookmarkId: "ukraine-origines",
  topicId: "ukraine-origines",
  title: "Origines du conflit",
  subtitle:
    "De l’indépendance de 1991 à la reconnaissance des « républiques » du Donbass par la Russie en février 2022",
  readingTime: 5,
  updatedAt: "2026-11-26",
  reviewedAt: "2026-11-24",
  slides: [
    {
      title: "1991 : un nouvel État aux frontières reconnues",
      body: [
        "L’Ukraine indépendante garde les frontières de la république soviétique d’Ukraine, Crimée comprise. Par le traité d’amitié de 1997, la Russie s’engage à respecter son intégrité territoriale et l’inviolabilité de ses frontières.",
        "Le pays est divers. Au recensement de 2001, 77,8 % des habitants se déclarent Ukrainiens et 17,3 % Russes ; 29,6 % ont le russe pour langue maternelle. En Crimée, 58,3 % des habitants se déclarent Russes.",
      ],
      source: "recensement-ukraine-2001",
      figure: {
        kind: "timeline",
        title: "De l’indépendance à l’invasion",
        takeaway:
          "Des assurances de Budapest en 1994 à l’invasion de 2022, plusieurs de ces étapes sont lues différemment à Kyiv et à Moscou.",
        period: "1994-2022",
        events: [
          {
            date: "1994-12-05",
            label:
              "Mémorandum de Budapest : la Russie, les États-Unis et le Royaume-Uni s’engagent à respecter les frontières de l’Ukraine.",
            source: "memorandum-budapest-1994",
          },
          {
            date: "2013-11-21",
            label:
              "Le gouvernement suspend la préparation de l’accord d’association avec l’UE : début de l’Euromaïdan.",
            source: "coe-gci-maidan-2015",
          },
          {
            date: "2014-03-18",
            label: "Moscou signe un traité d’intégration de la Crimée et de Sébastopol.",
            source: "venise-referendum-crimee-2014",
          },
          {
            date: "2022-02-24",
            label: "La Russie lance l’invasion à grande échelle de l’Ukraine.",
            source: "kremlin-allocution-2022-02-21",
          },
        ],
      },
    },
    {
      title: "Le mémorandum de Budapest (1994)",
      body: [
        "À l’indépendance, des milliers d’armes nucléaires soviétiques sont en Ukraine, mais Moscou contrôle leur emploi. L’Ukraine accepte de les remettre à la Russie et adhère au traité de non-prolifération.",
        "Le 5 décembre 1994, à Budapest, la Russie, les États-Unis et le Royaume-Uni s’engagent à respecter son indépendance et ses frontières, et à ne pas user contre elle de la menace ou de la force. Ce sont des assurances, pas une garantie de défense. Les dernières ogives partent en 1996.",
      ],
      source: "memorandum-budapest-1994",
    },
    {
      title: "La flotte de la mer Noire et Sébastopol",
      body: [
        "La flotte soviétique de la mer Noire, basée à Sébastopol en Crimée, est disputée dès 1992. Les accords du 28 mai 1997 la partagent entre les deux pays et louent à la Russie les bases de Sébastopol jusqu’en 2017.",
        "En avril 2010, les accords de Kharkiv prolongent ce bail jusqu’en 2042, en échange d’une baisse du prix du gaz russe. La Russie les dénonce en 2014, après avoir annexé la Crimée.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "L’élargissement de l’OTAN : deux lectures",
      body: [
        "En 1999 et 2004, dix pays d’Europe centrale et orientale, dont les trois États baltes, ex-républiques soviétiques, rejoignent l’OTAN.",
        "Le pouvoir russe affirme que les Occidentaux avaient promis en 1990 de ne pas étendre l’OTAN vers l’est, et voit dans cet élargissement une menace. L’OTAN répond qu’aucun engagement de ce type n’a été pris et que chaque État choisit librement ses alliances. Les historiens débattent de la portée d’assurances orales données en 1990, pendant les négociations sur l’Allemagne.",
      ],
      source: "otan-porte-ouverte-2008",
    },
    {
      title: "Le sommet de l’OTAN à Bucarest (2008)",
      body: [
        "En janvier 2008, les dirigeants ukrainiens demandent un plan d’action pour l’adhésion (MAP), étape vers l’entrée dans l’OTAN. Au sommet de Bucarest, en avril 2008, les Alliés déclarent que l’Ukraine et la Géorgie deviendront membres. Mais ils refusent le MAP : la France et l’Allemagne s’y opposent, contre l’avis des États-Unis.",
        "Moscou juge cette perspective inacceptable. En Ukraine, la question divise : en 2010, le Parlement adopte un statut de pays « hors bloc ».",
      ],
      keyFigure: {
        value: "Avril 2008",
        label: "l’OTAN déclare que l’Ukraine et la Géorgie deviendront membres, sans calendrier",
      },
      source: "otan-bucarest-2008",
    },
    {
      title: "La révolution orange (2004)",
      body: [
        "En novembre 2004, le second tour de la présidentielle oppose Viktor Ianoukovitch, soutenu par Moscou, à Viktor Iouchtchenko, tourné vers l’Union européenne. De graves irrégularités, relevées par l’OSCE, déclenchent des manifestations massives à Kyiv.",
        "La Cour suprême annule ce second tour ; Iouchtchenko remporte le vote organisé à nouveau le 26 décembre. Pour le Kremlin, c’est une « révolution de couleur » orchestrée par l’Occident. Ianoukovitch est élu président en 2010, lors d’un scrutin jugé globalement conforme par l’OSCE.",
      ],
      source: "osce-odihr-presidentielle-2010",
    },
    {
      title: "L’accord avec l’UE et l’Euromaïdan (2013)",
      body: [
        "Le 21 novembre 2013, une semaine avant le sommet de Vilnius, le gouvernement de Ianoukovitch suspend la préparation de l’accord d’association avec l’Union européenne. En décembre, la Russie lui promet un prêt de 15 milliards de dollars et une baisse du prix du gaz.",
        "Des manifestants pro-européens occupent la place de l’Indépendance (Maïdan) à Kyiv. La dispersion violente d’un rassemblement, le 30 novembre, élargit la contestation contre le pouvoir.",
      ],
      source: "coe-gci-maidan-2015",
    },
    {
      title: "Février 2014 : la chute de Ianoukovitch",
      body: [
        "Du 18 au 20 février 2014, les affrontements s’intensifient à Kyiv. Au total, les violences du Maïdan font près d’une centaine de morts parmi les civils et 13 parmi les policiers. Le 21 février, un accord de sortie de crise est signé. Dans la nuit, Ianoukovitch quitte Kyiv ; le 22, le Parlement le destitue.",
        "Les partisans du Maïdan parlent de « révolution de la Dignité ». Le pouvoir russe dénonce un « coup d’État » et conteste cette destitution.",
      ],
      source: "coe-gci-maidan-2015",
    },
    {
      title: "La Crimée, février-mars 2014",
      body: [
        "Fin février 2014, des hommes armés sans insignes s’emparent du Parlement de Crimée et de sites stratégiques. Moscou nie d’abord toute implication ; en avril, Vladimir Poutine reconnaît que des militaires russes étaient à l’œuvre.",
        "Le 16 mars, après un référendum tenu sous présence militaire, les autorités locales annoncent près de 97 % de « oui » au rattachement à la Russie. Le 18 mars, Moscou signe un traité d’intégration de la Crimée et de Sébastopol. La Russie parle de « réunification », l’Ukraine d’annexion.",
      ],
      source: "venise-referendum-crimee-2014",
    },
    {
      title: "La réponse de l’ONU : la résolution 68/262",
      body: [
        "Le 15 mars 2014, la Russie bloque par son veto un projet de résolution du Conseil de sécurité. Le 27 mars, l’Assemblée générale adopte la résolution 68/262, « Intégrité territoriale de l’Ukraine ».",
        "Elle affirme l’intégrité territoriale de l’Ukraine dans ses frontières reconnues. Elle souligne que le référendum, sans validité, ne peut fonder aucune modification du statut de la Crimée et de Sébastopol. Comme toute résolution de l’Assemblée, elle n’est pas contraignante.",
      ],
      keyFigure: {
        value: "100 pour",
        label: "résolution 68/262 de l’Assemblée générale, 27 mars 2014 : 100 pour, 11 contre, 58 abstentions",
      },
      source: "onu-ag-68-262",
    },
    {
      title: "La guerre du Donbass (2014-2022)",
      body: [
        "Dès avril 2014, des groupes armés prorusses prennent des bâtiments officiels dans les régions de Donetsk et de Louhansk et proclament des « républiques populaires » (DNR et LNR), qu’aucun État membre de l’ONU ne reconnaît avant 2022. Kyiv lance une opération militaire.",
        "La Russie nie engager son armée. La Cour européenne des droits de l’homme juge pourtant, en 2023 puis en 2025, que ces zones étaient sous son contrôle effectif dès mai 2014.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "Le vol MH17 (17 juillet 2014)",
      body: [
        "Le 17 juillet 2014, un Boeing de Malaysia Airlines reliant Amsterdam à Kuala Lumpur est abattu au-dessus du Donbass : 298 morts. Selon l’enquête internationale, il a été touché par un missile Buk d’une brigade de l’armée russe, tiré depuis une zone tenue par les séparatistes.",
        "En 2022, un tribunal néerlandais condamne par défaut trois hommes, dont deux Russes. En 2025, l’OACI puis la CEDH jugent la Russie responsable. Moscou rejette ces conclusions.",
      ],
      keyFigure: { value: "298", label: "passagers et membres d’équipage tués dans la destruction du vol MH17" },
      source: "oaci-mh17-2025",
    },
    {
      title: "Les accords de Minsk (2014-2015)",
      body: [
        "Le protocole de Minsk du 5 septembre 2014 ne tient pas. Le 12 février 2015, un « paquet de mesures », dit Minsk II, est signé après une négociation entre la France, l’Allemagne, l’Ukraine et la Russie (« format Normandie »). Le Conseil de sécurité l’approuve (résolution 2202).",
        "Il prévoit un cessez-le-feu, un statut spécial pour les zones séparatistes et le retour du contrôle ukrainien sur la frontière. Kyiv et Moscou divergent sur l’ordre des étapes ; la Russie se dit médiatrice, non partie.",
      ],
      source: "onu-cs-2202",
    },
    {
      title: "2021 : troupes massées et projets de traités",
      body: [
        "En 2021, la Russie masse des troupes près de l’Ukraine. Mi-février 2022, les États-Unis y voient la plus importante mobilisation militaire en Europe depuis la Seconde Guerre mondiale. Moscou dément tout projet d’attaque.",
        "Le 17 décembre 2021, la Russie publie deux projets de traités : l’OTAN renoncerait à tout élargissement, Ukraine comprise, et à toute activité militaire en Europe de l’Est. Le 26 janvier 2022, Washington et l’OTAN refusent, mais proposent de négocier sur la maîtrise des armements.",
      ],
      source: "britannica-guerre-russie-ukraine",
    },
    {
      title: "21 février 2022 : la reconnaissance des « républiques »",
      body: [
        "Le 21 février 2022, dans une longue allocution télévisée, Vladimir Poutine affirme que l’Ukraine n’a jamais eu de véritable tradition étatique et accuse l’OTAN de menacer la Russie. Il signe ensuite des décrets reconnaissant l’indépendance des « républiques » de Donetsk et de Louhansk.",
        "Le lendemain, il déclare les accords de Minsk caducs. Le secrétaire général de l’ONU juge cette décision contraire à l’intégrité territoriale de l’Ukraine et à la Charte. Le 24 février, la Russie lance l’invasion à grande échelle.",
      ],
      keyFigure: {
        value: "21 février 2022",
        label: "la Russie reconnaît les « républiques populaires » de Donetsk et de Louhansk",
      },
      source: "kremlin-allocution-2022-02-21",
    },
    {
      title: "Les justifications russes face aux constats internationaux",
      body: [
        "Le pouvoir russe justifie son action par la menace de l’OTAN, la protection des russophones, un « génocide » qui serait commis dans le Donbass et la « dénazification » de l’Ukraine.",
        "Les instances internationales n’ont pas retenu ces accusations. Saisie par l’Ukraine, la Cour internationale de justice indique en mars 2022 ne disposer, à ce stade, d’aucun élément prouvant l’allégation russe de génocide. Elle ordonne à la Russie de suspendre immédiatement ses opérations militaires ; Moscou ne s’y conforme pas.",
      ],
      source: "cij-ordonnance-2022-03-16",
    },
  ],
  sources: [
    {
      id: "recensement-ukraine-2001",
      publisher: "Comité d’État de la statistique d’Ukraine",
      title: "All-Ukrainian population census 2001 (composition nationale et langue maternelle)",
      lang: { code: "en", text: "All-Ukrainian population census 2001" },
      dataYear: 2001,
      publishedAt: "2003",
      url: "https://2001.ukrcensus.gov.ua/eng/",
      recurring: false,
    },
    {
      id: "memorandum-budapest-1994",
      publisher: "Nations unies, Recueil des traités",
      title:
        "Mémorandum relatif aux garanties de sécurité dans le cadre de l’adhésion de l’Ukraine au TNP (Budapest, 5 décembre 1994)",
      dataYear: 1994,
      publishedAt: "1994-12-05",
      url: "https://treaties.un.org/Pages/showDetails.aspx?objid=0800000280401fbb",
      recurring: false,
    },
    {
      id: "otan-porte-ouverte-2008",
      publisher: "OTAN",
      title: "NATO decisions on open-door policy (3 avril 2008)",
      lang: { code: "en", text: "NATO decisions on open-door policy" },
      dataYear: 2008,
      publishedAt: "2008-04-03",
      url: "https://www.nato.int/docu/update/2008/04-april/e0403h.html",
      recurring: false,
    },
    {
      id: "otan-bucarest-2008",
      publisher: "OTAN",
      title: "Déclaration du sommet de Bucarest (3 avril 2008)",
      dataYear: 2008,
      publishedAt: "2008-04-03",
      url: "https://www.nato.int/cps/en/natohq/official_texts_8443.htm",
      recurring: false,
    },
    {
      id: "osce-odihr-presidentielle-2010",
      publisher: "OSCE, Bureau des institutions démocratiques et des droits de l’homme",
      title: "Ukraine, Presidential Election 2010 : OSCE/ODIHR Election Observation Mission Final Report",
      lang: "en",
      dataYear: 2010,
      publishedAt: "2010",
      url: "https://odihr.osce.org/odihr/elections/ukraine/67844",
      recurring: false,
    },
    {
      id: "coe-gci-maidan-2015",
      publisher: "Conseil de l’Europe",
      title:
        "Groupe consultatif international : présentation du rapport sur les enquêtes relatives au Maïdan (rapport du 31 mars 2015)",
      dataYear: 2015,
      publishedAt: "2015-04",
      url: "https://rm.coe.int/CoERMPublicCommonSearchServices/DisplayDCTMContent?documentId=09000016802f5b03",
      recurring: false,
    },
    {
      id: "venise-referendum-crimee-2014",
      publisher: "Commission de Venise (Conseil de l’Europe)",
      title:
        "Avis sur la compatibilité avec les principes constitutionnels de la décision d’organiser un référendum en Crimée (CDL-AD(2014)002)",
      dataYear: 2014,
      publishedAt: "2014-03",
      url: "https://www.venice.coe.int/webforms/documents/default.aspx?pdffile=CDL-AD%282014%29002-e",
      recurring: false,
    },
    {
      id: "onu-ag-68-262",
      publisher: "Nations unies",
      title:
        "L’Assemblée générale adopte la résolution 68/262 « Intégrité territoriale de l’Ukraine » (communiqué GA/11493, 27 mars 2014)",
      dataYear: 2014,
      publishedAt: "2014-03-27",
      url: "https://press.un.org/en/2014/ga11493.doc.htm",
      recurring: false,
    },
    {
      id: "oaci-mh17-2025",
      publisher: "Organisation de l’aviation civile internationale (OACI)",
      title: "Décision du Conseil de l’OACI sur le vol MH17 (12 mai 2025)",
      dataYear: 2025,
      publishedAt: "2025-05-12",
      url: "https://www.icao.int/news/icao-council-vote-flight-mh17-case",
      recurring: false,
    },
    {
      id: "onu-cs-2202",
      publisher: "Conseil de sécurité des Nations unies",
      title: "Résolution 2202 (2015) approuvant l’ensemble de mesures en vue de l’application des accords de Minsk",
      dataYear: 2015,
      publishedAt: "2015-02-17",
      url: "https://docs.un.org/en/S/RES/2202(2015)",
      recurring: false,
    },
    sharedSources["kremlin-allocution-2022-02-21"],
    sharedSources["cij-ordonnance-2022-03-16"],
    sharedSources["britannica-guerre-russie-ukraine"],
  ],
};

export const quizQuestions: Question[] = [
  {
    id: "ukraine-origines-q1",
    question:
      "Qu’a obtenu l’Ukraine par le mémorandum de Budapest (1994) en renonçant aux armes nucléaires présentes sur son sol ?",
    options: [
      {
        id: "a",
        text: "Une adhésion immédiate à l’OTAN",
        isCorrect: false,
        feedback:
          "Le mémorandum ne prévoit aucune adhésion à l’OTAN : il contient des assurances de respect de l’indépendance et des frontières de l’Ukraine.",
      },
      {
        id: "b",
        text: "Une garantie de défense militaire automatique par les États-Unis",
        isCorrect: false,
        feedback:
          "Ce sont des assurances politiques, pas une garantie de défense : aucun État ne s’y engage à défendre militairement l’Ukraine.",
      },
      {
        id: "c",
        text: "Des assurances de respect de ses frontières et de non-recours à la force",
        isCorrect: true,
        feedback:
          "Exact : la Russie, les États-Unis et le Royaume-Uni s’engagent à respecter son indépendance et ses frontières et à ne pas user contre elle de la menace ou de la force.",
      },
    ],
    explanation:
      "La Russie, les États-Unis et le Royaume-Uni se sont engagés à respecter l’indépendance et les frontières de l’Ukraine et à ne pas recourir à la menace ou à la force contre elle. Ce sont des assurances politiques, pas une alliance de défense.",
    source: "memorandum-budapest-1994",
    slide: 2,
  },
  {
    id: "ukraine-origines-q2",
    question: "Que dit la résolution 68/262 de l’Assemblée générale de l’ONU, adoptée le 27 mars 2014 ?",
    options: [
      {
        id: "a",
        text: "Elle réaffirme l’intégrité territoriale de l’Ukraine et déclare le référendum en Crimée sans validité",
        isCorrect: true,
        feedback:
          "Exact : adoptée par 100 voix contre 11 (58 abstentions), elle n’est pas contraignante, comme toute résolution de l’Assemblée générale.",
      },
      {
        id: "b",
        text: "Elle prend acte du rattachement de la Crimée à la Russie",
        isCorrect: false,
        feedback:
          "C’est l’inverse : la résolution affirme que le référendum ne peut fonder aucune modification du statut de la Crimée et de Sébastopol.",
      },
      {
        id: "c",
        text: "Elle impose des sanctions obligatoires à la Russie",
        isCorrect: false,
        feedback:
          "Cette résolution n’impose aucune sanction : comme toute résolution de l’Assemblée générale, elle n’est pas contraignante.",
      },
    ],
    explanation:
      "Adoptée par 100 voix contre 11 (58 abstentions), la résolution affirme l’intégrité territoriale de l’Ukraine et souligne que le référendum du 16 mars 2014 ne peut fonder aucun changement de statut de la Crimée. Elle n’est pas contraignante et n’impose pas de sanctions.",
    source: "onu-ag-68-262",
    slide: 10,
  },
  {
    id: "ukraine-origines-q3",
    question: "Quels pays ont négocié les accords dits de Minsk II, en février 2015, dans le « format Normandie » ?",
    options: [
      {
        id: "a",
        text: "Les États-Unis, le Royaume-Uni, la Russie et l’Ukraine",
        isCorrect: false,
        feedback:
          "Ni les États-Unis ni le Royaume-Uni ne font partie du format Normandie, qui réunit la France, l’Allemagne, l’Ukraine et la Russie.",
      },
      {
        id: "b",
        text: "La France, l’Allemagne, l’Ukraine et la Russie",
        isCorrect: true,
        feedback:
          "Exact : le « paquet de mesures » du 12 février 2015 a ensuite été approuvé par le Conseil de sécurité (résolution 2202).",
      },
      {
        id: "c",
        text: "La Pologne, la Biélorussie, l’Ukraine et la Russie",
        isCorrect: false,
        feedback:
          "La Pologne et la Biélorussie ne font pas partie du format Normandie : ce sont la France et l’Allemagne qui négocient avec l’Ukraine et la Russie.",
      },
    ],
    explanation:
      "Le format Normandie réunit la France, l’Allemagne, l’Ukraine et la Russie. Le « paquet de mesures » signé le 12 février 2015 prévoyait un cessez-le-feu, un statut spécial pour les zones séparatistes et le retour du contrôle ukrainien sur la frontière ; le Conseil de sécurité l’a approuvé.",
    source: "onu-cs-2202",
    slide: 13,
  },
];

export const globalQuizQuestions: Question[] = [
  {
    id: "ukraine-origines-g1",
    subtopicId: "ukraine-origines",
    question: "Qu’ont décidé les Alliés au sommet de l’OTAN de Bucarest, en avril 2008 ?",
    options: [
      {
        id: "a",
        text: "Ils ont déclaré que l’Ukraine et la Géorgie deviendraient membres, sans leur accorder de plan d’adhésion",
        isCorrect: true,
        feedback:
          "Exact : les Alliés déclarent que l’Ukraine et la Géorgie deviendront membres, mais leur refusent le plan d’action pour l’adhésion, étape vers l’entrée.",
      },
      {
        id: "b",
        text: "Ils ont fait entrer l’Ukraine dans l’OTAN",
        isCorrect: false,
        feedback:
          "L’Ukraine n’entre pas dans l’OTAN en 2008 : les Alliés lui refusent même le plan d’action pour l’adhésion, étape préalable.",
      },
      {
        id: "c",
        text: "Ils se sont engagés par écrit à ne jamais accueillir l’Ukraine",
        isCorrect: false,
        feedback:
          "C’est l’inverse : la déclaration de Bucarest affirme que l’Ukraine et la Géorgie deviendront membres, même sans calendrier.",
      },
    ],
    explanation:
      "La déclaration de Bucarest affirme que l’Ukraine et la Géorgie deviendront membres de l’OTAN, mais les Alliés, divisés (la France et l’Allemagne y étaient opposées), leur refusent le plan d’action pour l’adhésion. Moscou juge cette perspective inacceptable.",
    source: "otan-bucarest-2008",
    slide: 5,
  },
  {
    id: "ukraine-origines-g2",
    subtopicId: "ukraine-origines",
    question:
      "Selon l’enquête internationale et les décisions de justice qui ont suivi, qu’est-ce qui a abattu le vol MH17 le 17 juillet 2014 ?",
    options: [
      {
        id: "a",
        text: "Un avion de chasse ukrainien",
        isCorrect: false,
        feedback:
          "Selon l’enquête internationale, ce n’est pas un avion de chasse : le Boeing a été touché par un missile Buk d’une brigade de l’armée russe.",
      },
      {
        id: "b",
        text: "Une défaillance technique de l’appareil",
        isCorrect: false,
        feedback:
          "Il n’y a pas eu de défaillance technique : selon l’enquête internationale, l’appareil a été abattu par un missile Buk, tiré depuis une zone séparatiste.",
      },
      {
        id: "c",
        text: "Un missile Buk d’une brigade de l’armée russe, tiré depuis une zone séparatiste",
        isCorrect: true,
        feedback:
          "Exact : en 2025, l’OACI puis la CEDH ont jugé la Russie responsable ; Moscou rejette ces conclusions.",
      },
    ],
    explanation:
      "L’équipe commune d’enquête a établi que le missile Buk venait d’une brigade de l’armée russe. Un tribunal néerlandais a condamné trois hommes en 2022, puis l’OACI et la CEDH ont jugé la Russie responsable en 2025 ; Moscou rejette ces conclusions.",
    source: "oaci-mh17-2025",
    slide: 12,
  },
  {
    id: "ukraine-origines-g3",
    subtopicId: "ukraine-origines",
    question: "Que demandaient les projets de traités publiés par la Russie le 17 décembre 2021 ?",
    options: [
      {
        id: "a",
        text: "Le retrait des troupes russes de Crimée",
        isCorrect: false,
        feedback:
          "Moscou ne proposait pas de retirer ses troupes : ses projets demandaient à l’OTAN de renoncer à tout élargissement et à toute activité militaire en Europe de l’Est.",
      },
      {
        id: "b",
        text: "La fin de l’élargissement de l’OTAN, y compris à l’Ukraine",
        isCorrect: true,
        feedback:
          "Exact : Washington et l’OTAN ont refusé le 26 janvier 2022, tout en proposant de négocier sur la maîtrise des armements.",
      },
      {
        id: "c",
        text: "L’adhésion de la Russie à l’Union européenne",
        isCorrect: false,
        feedback:
          "Les projets de traités visaient l’OTAN, pas l’Union européenne : Moscou demandait la fin de tout élargissement de l’Alliance, Ukraine comprise.",
      },
    ],
    explanation:
      "Moscou demandait que l’OTAN renonce à tout nouvel élargissement, Ukraine comprise, et à toute activité militaire en Ukraine et en Europe de l’Est. Le 26 janvier 2022, les États-Unis et l’OTAN ont refusé, tout en proposant des discussions sur la maîtrise des armements.",
    source: "britannica-guerre-russie-ukraine",
    slide: 14,
  },
];
