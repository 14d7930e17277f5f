import { isRouteErrorResponse, useRouteError } from "react-router";
import { FormAlert } from "../../ui/form/Field";

/** A session that is not the signed-in teacher's, or no longer exists: said in French, in the page. */
export function ClassSessionRefused({ large = false }: { large?: boolean }) {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data?.message === "string"
      ? error.data.message
      : "La séance n’a pas pu être chargée. Réessayez dans un instant.";
  return (
    <div className={`mx-auto mt-6 max-w-5xl px-4 sm:px-6 ${large ? "text-2xl" : ""}`}>
      <FormAlert>{message}</FormAlert>
    </div>
  );
}
