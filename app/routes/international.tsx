import { ChevronRight, Construction } from "lucide-react";
import { Link } from "react-router";
import { seo } from "../config/seo";
import { categoryPath, internationalSubcategories, internationalSubcategoryPath } from "../features/content/catalog";
import { BackHomeLink } from "../ui/BackHomeLink";
import { UNDER_CONSTRUCTION_TEXT } from "../features/layout/UnderConstruction";

export const meta = () =>
  seo({
    title: "Europe & International",
    description: "La thématique Europe & International est en cours de construction sur L’Académie.",
    path: "/categories/international",
  });

export default function International() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <div className="text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-warning-muted text-warning-strong">
          <Construction aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-2xl font-bold text-fg sm:text-3xl">
          Europe & International est en cours de construction
        </h1>
        <p className="mt-4 text-lg text-fg-muted">{UNDER_CONSTRUCTION_TEXT}</p>
      </div>
      <h2 className="mt-12 text-xl font-bold text-fg">Les sujets prévus</h2>
      <ul className="mt-4 divide-y divide-border rounded-2xl border border-border bg-surface">
        {internationalSubcategories.map((sub) => (
          <li key={sub.id}>
            <Link
              to={sub.categoryId ? categoryPath(sub.categoryId) : internationalSubcategoryPath(sub.id)}
              className="flex items-center justify-between gap-4 px-5 py-4 font-medium text-fg hover:bg-page"
            >
              <span>{sub.name}</span>
              <span className="flex items-center gap-1 text-sm text-fg-subtle">
                {sub.categoryId ? "Disponible" : "Bientôt disponible"}
                <ChevronRight aria-hidden="true" className="size-4" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <BackHomeLink />
      </div>
    </section>
  );
}
