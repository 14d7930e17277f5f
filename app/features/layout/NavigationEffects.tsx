import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { scrollToTopNow } from "../../ui/scroll-to-top";

/**
 * On every change of path: back to the top of the page, and focus on the main content so that screen-reader and
 * keyboard users start reading the new page rather than stay on the link they followed.
 */
export function NavigationEffects({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    scrollToTopNow();
    document.getElementById(mainId)?.focus({ preventScroll: true });
  }, [pathname, mainId]);
  return null;
}
