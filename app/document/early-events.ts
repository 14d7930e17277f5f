import { tabIndexAfterKey } from "../ui/tab-keys";

/**
 * Taps made before the page listens (docs/decisions/028-early-event-replay.md).
 *
 * Pages paint before their scripts run (app/document/paint-first.ts): on a slow phone a quiz or a fiche can be read,
 * and tapped, seconds before React has hydrated it. Links, `<details>` and forms that post work by themselves in
 * that window; a button that only a script makes work does not. This small contract — the idea of Angular's event
 * replay and of Google's JSAction early event contract — runs first, inline, in the head of every page:
 * - it records the controls a person clicks (buttons, radio buttons, check boxes, tabs), in order, and the links that
 *   the page opens as a dialog once it listens (`data-opens-in-page`: followed as plain links if the scripts never
 *   come, after LINK_WAIT_MS);
 * - a radio button picked early enables the buttons marked `data-enable-on-pick` in its `data-replay-scope`
 *   (« Vérifier » waits for a pick; a group marked `data-not-a-pick` is no pick), so that the next tap reaches them;
 * - it says « Un instant… » to screen readers while a tap on a button waits, and marks the tapped control busy
 *   (`aria-busy`, drawn by app/app.css): on the control itself, never over the page (a notice at the bottom of the
 *   screen once covered a fiche's « Précédent » and « Suivant »);
 * - the arrow keys, Home and End on a tab move the focus to the tab they lead to at once, and that tab is recorded
 *   like a tap: it is chosen once the page listens (the tabs pattern's rule, `tabIndexAfterKey`, is the tabs' own);
 * - once React has hydrated, `InteractiveMarker` calls the replay: each recorded control is clicked again, one per
 *   task so that React has committed the previous one (a pick, then « Vérifier »). Hydration reuses the painted
 *   elements, so the recorded ones are the live ones;
 * - a tap that comes while earlier ones still wait their replay — React may already listen by then — waits behind
 *   them, so that the taps are carried out in the order they were made (a pick recorded early, then « Vérifier »
 *   tapped once React listens but before the replay: handled at once, « Vérifier » would find no pick and be lost).
 * One self-contained function: it is sent as its own source text (`EARLY_EVENTS_SCRIPT`), allowed by its hash on
 * prerendered pages and by the nonce on the others, and must not depend on anything around it.
 */
export const REPLAY_FUNCTION = "__lacademieReplay";
/** Set on `window` by app/entry.client.tsx as soon as React has taken the document (`hydrateRoot`). */
export const REACT_LISTENS = "__lacademieReactListens";
export const EARLY_NOTICE_CLASS = "early-notice";

export function earlyEventContract(
  win: Window,
  replayName: string,
  listensName: string,
  noticeClass: string,
  linkWaitMs: number,
  indexAfterKey: typeof tabIndexAfterKey,
) {
  const doc = win.document;
  // Each control clicked, with, for a radio button or a check box, whether the click left it ticked.
  const recorded: { control: HTMLElement; ticked?: boolean }[] = [];
  let notice: HTMLElement | null = null;
  // The replay has been asked for; `replaying` is true while it clicks a recorded control itself.
  let replayed = false;
  let replaying = false;
  const CONTROLS = "button, input[type=radio], input[type=checkbox], [role=tab], a[data-opens-in-page]";

  function showNotice(control: HTMLElement) {
    control.setAttribute("aria-busy", "true");
    if (notice) return;
    notice = doc.createElement("div");
    notice.className = noticeClass;
    notice.setAttribute("role", "status");
    notice.textContent = "Un instant…";
    doc.body.appendChild(notice);
  }

  // Once React has taken the document (app/entry.client.tsx says so right after hydrateRoot), it handles a click
  // itself — hydrating its target first if need be — even before the page says it listens: recording the click too
  // would carry it out twice (a menu opened then closed, a toast shown twice).
  function reactListens() {
    return (win as unknown as Record<string, unknown>)[listensName] === true;
  }

  // Whether the contract keeps what a person does now: before React listens, yes; after, only while earlier taps
  // still wait their replay.
  function keeping() {
    return !replaying && (recorded.length > 0 || !reactListens());
  }

  // A kept tap is carried out by the replay: React, which may already listen, must not handle it now too. This
  // listener, added first on the document, runs before React's.
  function record(event: Event, entry: { control: HTMLElement; ticked?: boolean }) {
    if (reactListens()) event.stopImmediatePropagation();
    recorded.push(entry);
  }

  function onClick(event: Event) {
    if (!keeping()) return;
    const target = event.target as Element | null;
    const control = target && target.closest ? (target.closest(CONTROLS) as HTMLElement | null) : null;
    if (!control || (control as HTMLButtonElement).disabled) return;
    if (control.tagName === "A") {
      // A link that the page turns into a dialog once it listens (« Signaler une erreur », « Mot de passe oublié ? »)
      // waits for it; should the scripts never come, it is followed as a plain link. Other links, tabs of /auth
      // included, work by themselves and are not recorded.
      if (!control.hasAttribute("data-opens-in-page")) return;
      event.preventDefault();
      const link = control as HTMLAnchorElement;
      win.setTimeout(() => {
        if (!replayed) win.location.assign(link.href);
      }, linkWaitMs);
      showNotice(control);
    } else if (control.tagName === "BUTTON") {
      const button = control as HTMLButtonElement;
      // A form that posts works by itself.
      if (button.type === "submit" && button.form && button.form.method === "post") return;
      event.preventDefault();
      showNotice(control);
    }
    const input = control as HTMLInputElement;
    record(event, { control, ticked: input.type === "radio" || input.type === "checkbox" ? input.checked : undefined });
  }

  function onChange(event: Event) {
    if (!keeping()) return;
    const input = event.target as HTMLInputElement;
    if (input.type !== "radio" || !input.closest) return;
    const scope = input.closest("[data-replay-scope]");
    // « Sûr·e / Pas sûr·e » is no answer: it leaves « Vérifier » as it is.
    if (!scope || input.closest("[data-not-a-pick]")) return;
    const buttons = scope.querySelectorAll("[data-enable-on-pick]");
    for (let i = 0; i < buttons.length; i++) (buttons[i] as HTMLButtonElement).disabled = false;
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!keeping()) return;
    const target = event.target as Element | null;
    const tab = target && target.closest ? (target.closest("[role=tab]") as HTMLElement | null) : null;
    const list = tab ? tab.closest("[role=tablist]") : null;
    if (!tab || !list) return;
    const tabs = Array.prototype.slice.call(list.querySelectorAll("[role=tab]")) as HTMLElement[];
    const nextIndex = indexAfterKey(event.key, tabs.indexOf(tab), tabs.length);
    if (nextIndex === -1) return;
    event.preventDefault();
    const next = tabs[nextIndex]!;
    next.focus();
    showNotice(next);
    record(event, { control: next });
  }

  doc.addEventListener("click", onClick, true);
  doc.addEventListener("change", onChange, true);
  doc.addEventListener("keydown", onKeyDown, true);

  (win as unknown as Record<string, () => void>)[replayName] = function replay() {
    if (replayed) return;
    replayed = true;
    // The listeners stay until the last recorded tap is carried out: a tap made meanwhile joins the queue.
    function next() {
      const entry = recorded[0];
      if (!entry) {
        doc.removeEventListener("click", onClick, true);
        doc.removeEventListener("change", onChange, true);
        doc.removeEventListener("keydown", onKeyDown, true);
        if (notice && notice.parentNode) notice.parentNode.removeChild(notice);
        return;
      }
      const control = entry.control;
      control.removeAttribute("aria-busy");
      if (control.isConnected) {
        // Hydration may or may not have reset a box ticked early: it is put back as it was before the tap (through
        // the property React watches), so that the replayed click ticks it again and React hears the change.
        if (entry.ticked !== undefined) (control as HTMLInputElement).checked = !entry.ticked;
        replaying = true;
        try {
          control.click();
        } finally {
          replaying = false;
        }
      }
      // Removed only now: while it is carried out the queue is not empty, so a tap made meanwhile waits behind it.
      recorded.shift();
      win.setTimeout(next, 0);
    }
    next();
  };
}

/** How long a link that opens in the page waits for the scripts before it is followed as a plain link. */
export const LINK_WAIT_MS = 10_000;

export const EARLY_EVENTS_SCRIPT = `(${earlyEventContract.toString()})(window,${JSON.stringify(REPLAY_FUNCTION)},${JSON.stringify(REACT_LISTENS)},${JSON.stringify(EARLY_NOTICE_CLASS)},${LINK_WAIT_MS},${tabIndexAfterKey.toString()});`;

/** Called right after `hydrateRoot`: from now on React handles what is tapped (see `reactListens` above). */
export function markReactListening() {
  (window as unknown as Record<string, boolean>)[REACT_LISTENS] = true;
}

/** Called once the page has hydrated: what was tapped before is carried out now. */
export function replayEarlyEvents() {
  const replay = (window as unknown as Record<string, (() => void) | undefined>)[REPLAY_FUNCTION];
  replay?.();
}
