import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";

/**
 * Member passwords on a test server (`PASSWORD_HASHING=test`, which server/infra/env.ts allows only when the public
 * address is this machine): better-auth's scrypt at N = 1024 instead of 16384, its key length and its NFKC
 * normalisation otherwise. At full cost each hash took 0.13 s of CPU, and the suite's sign-ups, sign-ins and their
 * fuzzing paid for hundreds of them (decision 054). A hash of better-auth's own form still verifies.
 */
const PREFIX = "test-scrypt:";
const COST = { N: 1024, r: 16, p: 1, maxmem: 32 * 2 ** 20 };
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export const testPasswordHashing = {
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = "", key = ""] = hash.slice(PREFIX.length).split(":");
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  },
};
