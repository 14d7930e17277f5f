import { data } from "react-router";
import { NotFoundPage } from "../features/layout/NotFoundPage";

// Any path no other route matches: a quiet 404 (no server stack trace), rendered by the root error boundary.
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
