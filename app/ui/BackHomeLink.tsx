import { ArrowLeft } from "lucide-react";
import { ButtonLink } from "./ButtonLink";

export function BackHomeLink({ variant = "primary" }: { variant?: "primary" | "secondary" }) {
  return (
    <ButtonLink to="/" variant={variant} className="print:hidden">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Retour à l’accueil
    </ButtonLink>
  );
}
