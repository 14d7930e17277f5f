// Prints a hash for ADMIN_PASSWORD_HASH. The password is read from the terminal (not echoed) or from standard
// input, never from the command line, where it would stay in the shell's history.
import { createInterface } from "node:readline";
import { text } from "node:stream/consumers";
import { hashAdminPassword } from "../../server/infra/auth/admin-password";

const MIN_LENGTH = 12;

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await text(process.stdin)).replace(/\r?\n$/, "");
  const ask = (prompt: string) =>
    new Promise<string>((resolve) => {
      const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
      // Keep the prompt, hide what is typed.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) => {
        if (text.includes(prompt)) process.stderr.write(prompt);
      };
      rl.question(prompt, (answer) => {
        rl.close();
        process.stderr.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Mot de passe d’administration : ");
  const second = await ask("Confirmez-le : ");
  if (first !== second) {
    console.error("Les deux saisies diffèrent : rien n’a été produit.");
    process.exit(1);
  }
  return first;
}

const password = await readPassword();
if (password.length < MIN_LENGTH) {
  console.error(`Le mot de passe doit contenir au moins ${MIN_LENGTH} caractères.`);
  process.exit(1);
}
const hash = await hashAdminPassword(password);
console.log(hash);
console.error(`\nÀ mettre dans l’environnement du serveur :\n  ADMIN_PASSWORD_HASH=${hash}`);
