import { data } from "react-router";
import type { Route } from "./+types/international-subcategory";
import { seo } from "../config/seo";
import { findUpcomingInternationalSubcategory, internationalSubcategoryPath } from "../features/content/catalog";
import { UnderConstruction } from "../features/layout/UnderConstruction";

export function loader({ params }: Route.LoaderArgs) {
  const subcategory = findUpcomingInternationalSubcategory(params.subcategoryId);
  if (!subcategory) throw data(null, { status: 404 });
  return { name: subcategory.name, id: subcategory.id };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.name,
        description: `Le sujet ${loaderData.name} est en cours de construction sur L’Académie.`,
        path: internationalSubcategoryPath(loaderData.id),
      })
    : [];

export default function InternationalSubcategory({ loaderData }: Route.ComponentProps) {
  return <UnderConstruction name={loaderData.name} backToInternational />;
}
