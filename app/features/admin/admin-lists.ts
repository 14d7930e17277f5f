/** The back-office lists shown page by page, and the address parameter that says how many rows each shows. */
export const ADMIN_LIST_PARAMS = {
  subscribers: "abonnes",
  attempts: "tentatives",
  "error-reports": "signalements",
} as const;

export type PagedAdminList = keyof typeof ADMIN_LIST_PARAMS;
export type AdminList = PagedAdminList | "missed-questions";

/** Rows one list shows at most on the page; the CSV export holds them all. */
export const ADMIN_ROWS_MAX = 1000;
/** Rows « Afficher plus » adds (and the first page's length). */
export const ADMIN_ROWS_STEP = 50;

export const ADMIN_EXPIRED_NOTICE = "Votre session d’administration a expiré. Reconnectez-vous.";

/** The address that shows one more page of `list`, the other lists as they are. */
export function withMoreRows(search: string, list: PagedAdminList, shown: number): string {
  const params = new URLSearchParams(search);
  params.set(ADMIN_LIST_PARAMS[list], String(Math.min(shown + ADMIN_ROWS_STEP, ADMIN_ROWS_MAX)));
  return `?${params.toString()}`;
}
