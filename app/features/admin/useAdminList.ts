import { useCallback, useEffect, useState } from "react";
import { fetchPage, type AdminResult, type Page } from "./admin-api";

export type ListState<Row> =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "ready"; items: Row[]; total: number; nextCursor: string | null; loadingMore: boolean };

/** One back-office list: first page on mount, 'Actualiser' starts over, 'Afficher plus' follows the cursor. */
export function useAdminList<Row>(list: "subscribers" | "attempts", onUnauthorized: () => void) {
  const [state, setState] = useState<ListState<Row>>({ status: "loading" });

  const show = useCallback(
    (result: AdminResult<Page<Row>>, before: Row[] = []) => {
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
    void fetchPage<Row>(list).then((result) => live && show(result));
    return () => {
      live = false;
    };
  }, [list, show]);

  const refresh = async () => {
    setState({ status: "loading" });
    show(await fetchPage<Row>(list));
  };

  const loadMore = async () => {
    if (state.status !== "ready" || !state.nextCursor) return;
    setState({ ...state, loadingMore: true });
    show(await fetchPage<Row>(list, state.nextCursor), state.items);
  };

  return { state, refresh, loadMore };
}
