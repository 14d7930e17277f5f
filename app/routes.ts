import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("a-propos", "routes/a-propos.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("contact", "routes/contact.tsx"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("categories/international", "routes/international.tsx"),
  route("categories/international/under-construction/:subcategoryId", "routes/international-subcategory.tsx"),
  // Available categories and the under-construction ones; any other id is a 404.
  route("categories/:categoryId", "routes/category.tsx"),
  route("categories/:categoryId/:moduleSlug", "routes/module.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
