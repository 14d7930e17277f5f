import { data } from "react-router";
import type { Route } from "./+types/category-placeholder";
import { seo } from "../config/seo";
import { categoryPath, findPlaceholderCategory } from "../features/content/catalog";
import { UnderConstruction } from "../features/layout/UnderConstruction";

export function loader({ params }: Route.LoaderArgs) {
  const category = findPlaceholderCategory(params.categoryId);
  if (!category) throw data(null, { status: 404 });
  return { name: category.name, id: category.id };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? seo({
        title: loaderData.name,
        description: `La thématique ${loaderData.name} est en cours de construction sur L'Académie.`,
        path: categoryPath(loaderData.id),
      })
    : [];

export default function CategoryPlaceholder({ loaderData }: Route.ComponentProps) {
  return <UnderConstruction name={loaderData.name} />;
}
