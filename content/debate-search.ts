// « Comment nous cherchons » on every debate map (issue 47): where a family's position is looked for before a cell says
// « pas de position publique trouvée ». Shown under the questions; each empty cell gives its date and links here.
export const HOW_WE_SEARCH = {
  intro:
    "Avant d’écrire « pas de position publique trouvée », nous cherchons la position de chaque grande famille politique, à la date indiquée, dans :",
  places: [
    "les programmes des élections législatives de 2024 : Nouveau Front populaire, Rassemblement national, Ensemble, Les Républicains ;",
    "les sites du parti et de ses groupes à l’Assemblée nationale et au Sénat ;",
    "les comptes rendus, amendements, propositions de loi et votes de l’Assemblée nationale et du Sénat ;",
    "les déclarations rapportées par la presse nationale, l’AFP, Public Sénat et LCP.",
  ],
  outro:
    "Une position n’est retenue que si une source citable, datée et accessible la rapporte. Vous en connaissez une ? Signalez-la : la carte sera mise à jour.",
} as const;
