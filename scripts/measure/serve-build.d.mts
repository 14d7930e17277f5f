/** The production build served on a throw-away embedded database (serve-build.mjs). */
export function serveBuild(
  port: number,
  name: string,
): Promise<{ origin: string; stop(): Promise<void>; dataDir: string }>;
