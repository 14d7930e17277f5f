/** Builds the production app when the sources are newer than the build, or when it was made for another address. */
export function buildIfStale(options?: { siteUrl?: string }): void;
