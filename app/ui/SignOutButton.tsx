import { LogOut } from "lucide-react";
import { Button } from "./Button";

/**
 * « Déconnexion », as on the profile and in the back office: the submit button of a sign-out form, or a button
 * with its own `onClick`.
 */
export function SignOutButton({ onClick }: { onClick?: () => void }) {
  return (
    <Button variant="secondary" size="md" type={onClick ? "button" : "submit"} onClick={onClick}>
      <LogOut aria-hidden="true" className="size-4" />
      Déconnexion
    </Button>
  );
}
