// Any other /api address, whatever its method.
export { apiNotFound as loader, apiNotFound as action } from "../../../server/http/api-route";
