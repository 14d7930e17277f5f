import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Admin password hashes: `scrypt:N:r:p:salt:hash` (salt and hash in base64url). Colons rather than `$` so that the
 * value survives shells, .env files and compose files without quoting.
 */
export const ADMIN_HASH_PATTERN = /^scrypt:(\d+):(\d+):(\d+):([\w-]{16,}):([\w-]{43,})$/;

const COST = { N: 2 ** 15, r: 8, p: 1 };
const KEY_LENGTH = 32;
// N = 2^15 with r = 8 needs 32 MiB; allow twice that so that a hash made with a higher cost still verifies.
const MAX_MEMORY = 128 * 2 ** 20;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, KEY_LENGTH, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashAdminPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return `scrypt:${COST.N}:${COST.r}:${COST.p}:${salt.toString("base64url")}:${key.toString("base64url")}`;
}

export type AdminPasswordCheck = (candidate: string) => Promise<boolean>;

/**
 * A checker for the configured password. The plain ADMIN_PASSWORD is hashed once at boot, so that both forms are
 * verified the same way: scrypt of the candidate, then a constant-time comparison of the two keys.
 */
export async function adminPasswordChecker(config: {
  password?: string;
  hash?: string;
}): Promise<AdminPasswordCheck | null> {
  const encoded = config.hash ?? (config.password === undefined ? undefined : await hashAdminPassword(config.password));
  if (!encoded) return null;
  const match = ADMIN_HASH_PATTERN.exec(encoded);
  if (!match) throw new Error("ADMIN_PASSWORD_HASH is not a hash made by `npm run admin:hash`");
  const [, N, r, p, salt, key] = match;
  const expected = Buffer.from(key!, "base64url");
  const options = { N: Number(N), r: Number(r), p: Number(p) };
  const saltBytes = Buffer.from(salt!, "base64url");
  return async (candidate) => {
    const actual = await derive(candidate, saltBytes, options);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  };
}
