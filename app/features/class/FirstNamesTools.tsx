import { useId, useState } from "react";
import { Button, buttonClasses } from "../../ui/Button";
import { downloadFirstNames, forgetAllFirstNames, importFirstNames, useFirstNames } from "./first-names";

/**
 * The first names typed beside the pseudonyms stay in this browser (app/features/class/first-names.ts): saved to a
 * file and opened on another computer, or wiped from this one (a shared school computer). Needs the page's scripts,
 * as the names themselves do.
 */
export function FirstNamesTools({ classId, fileName }: { classId: string; fileName: string }) {
  const ids = useId();
  const [names] = useFirstNames(classId);
  const [said, setSaid] = useState("");
  const count = Object.keys(names).length;
  return (
    <section aria-labelledby={`${ids}-title`} className="mt-8 print:hidden">
      <h2 id={`${ids}-title`} className="text-xl font-bold text-fg">
        Prénoms sur cet ordinateur
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Les prénoms que vous tapez ne quittent pas ce navigateur. Pour les retrouver sur un autre ordinateur,
        enregistrez-les dans un fichier, puis ouvrez ce fichier sur l’autre ordinateur. Ils sont effacés de cet
        ordinateur à la déconnexion.
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button
          variant="secondary"
          disabled={count === 0}
          onClick={() => downloadFirstNames(names, `prenoms-${fileName}.json`)}
        >
          Enregistrer les prénoms dans un fichier
        </Button>
        <label className={`${buttonClasses({ variant: "secondary" })} cursor-pointer focus-within:ring-2`}>
          Ouvrir un fichier de prénoms
          <input
            type="file"
            accept=".json,application/json"
            className="sr-only"
            onChange={async (event) => {
              const file = event.target.files?.[0];
              if (!file) return;
              const read = await importFirstNames(classId, file);
              setSaid(
                read > 0
                  ? `${read} prénom${read > 1 ? "s" : ""} ajouté${read > 1 ? "s" : ""}.`
                  : "Ce fichier ne contient aucun prénom lisible.",
              );
              event.target.value = "";
            }}
          />
        </label>
        <Button
          variant="ghost"
          onClick={() => {
            forgetAllFirstNames();
            setSaid("Les prénoms de toutes vos classes sont effacés de cet ordinateur.");
          }}
        >
          Effacer les prénoms de cet ordinateur
        </Button>
      </div>
      <p role="status" className="mt-2 text-sm font-medium text-fg">
        {said}
      </p>
    </section>
  );
}
