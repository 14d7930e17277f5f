import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("a-propos", "routes/a-propos.tsx"),
  route("mentions-legales", "routes/mentions-legales.tsx"),
  route("contact", "routes/contact.tsx"),
  route("categories/international", "routes/international.tsx"),
  route("categories/international/under-construction/:subcategoryId", "routes/international-subcategory.tsx"),
  route("categories/:categoryId", "routes/category-placeholder.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
