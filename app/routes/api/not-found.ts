import { apiRoute, unknownAddress } from "../../../server/http/api-route";

/** Any other /api address, whatever its method: a JSON 404, never the site's page. */
const notFound = apiRoute(async () => {
  throw unknownAddress();
});
export { notFound as loader, notFound as action };
