import { OfflinePage } from "../features/offline/OfflinePage";
import { pageTitle } from "../../core/site";

// Served by the service worker when an offline reader asks for a page that was never kept; out of the sitemap.
export const meta = () => [{ title: pageTitle("Hors ligne") }, { name: "robots", content: "noindex" }];

export default function OfflineRoute() {
  return <OfflinePage />;
}
