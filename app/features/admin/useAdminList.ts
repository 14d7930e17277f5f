import { useCallback, useEffect, useState } from "react";
import { api, request, type ApiData, type ApiResult } from "../../api/client";

type PageOf<Endpoint extends (...args: never[]) => Promise<unknown>> = NonNullable<ApiData<Endpoint>>;
type Page<Row> = { items: Row[]; nextCursor: string | null; total: number };

export type SubscriberRow = PageOf<typeof api.admin.subscribers.$get>["items"][number];
export type AttemptRow = PageOf<typeof api.admin.attempts.$get>["items"][number];
export type ErrorReportRow = PageOf<(typeof api.admin)["error-reports"]["$get"]>["items"][number];
export type MissedQuestionRow = PageOf<(typeof api.admin)["missed-questions"]["$get"]>["items"][number];
export type AdminLists = {
  subscribers: SubscriberRow;
  attempts: AttemptRow;
  "error-reports": ErrorReportRow;
  "missed-questions": MissedQuestionRow;
};

const pageLoaders: { [List in keyof AdminLists]: (cursor?: string) => Promise<ApiResult<Page<AdminLists[List]>>> } = {
  subscribers: (cursor) => request(() => api.admin.subscribers.$get({ query: cursor ? { cursor } : {} })),
  attempts: (cursor) => request(() => api.admin.attempts.$get({ query: cursor ? { cursor } : {} })),
  "error-reports": (cursor) => request(() => api.admin["error-reports"].$get({ query: cursor ? { cursor } : {} })),
  "missed-questions": () => request(() => api.admin["missed-questions"].$get()),
};

export type ListState<Row> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: Row[]; total: number; nextCursor: string | null; loadingMore: boolean };

/** One back-office list: first page on mount, 'Actualiser' starts over, 'Afficher plus' follows the cursor. */
export function useAdminList<List extends keyof AdminLists>(list: List, onUnauthorized: () => void) {
  type Row = AdminLists[List];
  const [state, setState] = useState<ListState<Row>>({ status: "loading" });
  const loadPage = pageLoaders[list];

  const show = useCallback(
    (result: ApiResult<Page<Row>>, before: Row[] = []) => {
      if (!result.ok && result.status === 401) return onUnauthorized();
      setState(
        result.ok
          ? {
              status: "ready",
              items: [...before, ...result.data.items],
              total: result.data.total,
              nextCursor: result.data.nextCursor,
              loadingMore: false,
            }
          : { status: "error", message: result.message },
      );
    },
    [onUnauthorized],
  );

  useEffect(() => {
    let live = true;
    void loadPage().then((result) => live && show(result));
    return () => {
      live = false;
    };
  }, [loadPage, show]);

  const refresh = async () => {
    setState({ status: "loading" });
    show(await loadPage());
  };

  const loadMore = async () => {
    if (state.status !== "ready" || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    show(await loadPage(state.nextCursor), state.items);
  };

  /** Shows a row as the server now has it (after a status change), in its place. */
  const replace = (row: Row) =>
    setState((current) =>
      current.status === "ready"
        ? { ...current, items: current.items.map((item) => (item.id === row.id ? row : item)) }
        : current,
    );

  return { state, refresh, loadMore, replace };
}
