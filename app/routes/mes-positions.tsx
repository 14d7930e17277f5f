import type { Route } from "./+types/mes-positions";
import { seo } from "../config/seo";
import { MyPositionsPage } from "../features/positions/MyPositionsPage";
import { MY_POSITIONS_PATH } from "../features/positions/paths";
import { myPositionsView } from "../features/positions/positions-view.server";

// The same data for every reader, prerendered: the page picks the questions this device marked, in the browser.
export function loader() {
  return myPositionsView();
}

// Out of the sitemap and not indexed: without this device's marks the page is only its empty state
// (docs/decisions/035-my-positions-on-the-device-only.md).
export const meta = () => [
  ...seo({
    title: "Mes positions",
    description:
      "Les positions que vous avez marquées sur les cartes du débat, avec ceux qui les défendent, l’objection qu’elles rencontrent et les faits. Gardées sur votre appareil seulement.",
    path: MY_POSITIONS_PATH,
  }),
  { name: "robots", content: "noindex" },
];

export default function MyPositionsRoute({ loaderData }: Route.ComponentProps) {
  return <MyPositionsPage maps={loaderData.maps} />;
}
