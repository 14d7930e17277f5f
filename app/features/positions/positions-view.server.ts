// What « Mes positions » receives as loader data: every debate map's questions with what the page may show for a mark
// (docs/product.md#my-positions). The same data for everybody, prerendered once: the page picks, in the browser, the
// questions this device marked. The server never learns which (docs/decisions/035-my-positions-on-the-device-only.md).
import { debateEntries } from "../../../content/registry";
import { debateView } from "../debate/debate-view.server";

export function myPositionsView() {
  return {
    maps: debateEntries.map((entry) => {
      const view = debateView(entry.category.id)!;
      return {
        topicId: view.topicId,
        categoryName: view.category.name,
        path: view.path,
        reviewedAt: view.reviewedAt,
        reviewedOn: view.reviewedOn,
        // Each position whole; the question without its coverage line, which the page does not show.
        questions: view.questions.map(({ coverage: _coverage, ...question }) => question),
      };
    }),
  };
}

export type MyPositionsView = ReturnType<typeof myPositionsView>;
export type MyPositionsMap = MyPositionsView["maps"][number];
