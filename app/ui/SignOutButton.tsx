import { LogOut } from "lucide-react";
import { Button } from "./Button";

/** « Déconnexion », as on the profile and in the back office. */
export function SignOutButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="secondary" size="md" onClick={onClick}>
      <LogOut aria-hidden="true" className="size-4" />
      Déconnexion
    </Button>
  );
}
