import { Menu, UserRound, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { site } from "../../../core/site";
import { useSession } from "../auth/session";
import { availableCategories, categoryPath } from "../content/catalog";
import { MY_POSITIONS_PATH } from "../positions/paths";
import { Logo } from "./Logo";
import { ReadingComfortSettings } from "./ReadingComfortSettings";

/** Past this many pixels of scroll the header gains a shadow and a solid background. */
export const HEADER_SCROLL_THRESHOLD_PX = 10;

const ABOUT_LINKS = [
  { to: "/a-propos", label: "Qui sommes-nous ?" },
  { to: "/contact", label: "Contact" },
  { to: "/mentions-legales", label: "Mentions légales" },
];

export function SiteHeader() {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD_PX);
  const session = useSession();
  const { pathname } = useLocation();
  // The menu remembers the page it was opened on: following a link closes it without an effect.
  const [openedOnPath, setOpenedOnPath] = useState<string | null>(null);
  const menuOpen = openedOnPath === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpenedOnPath(null);
        toggleRef.current?.focus();
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panelRef.current?.contains(target) && !toggleRef.current?.contains(target)) setOpenedOnPath(null);
    };
    const listening = new AbortController();
    document.addEventListener("keydown", onKeyDown, { signal: listening.signal });
    document.addEventListener("pointerdown", onPointerDown, { signal: listening.signal });
    return () => listening.abort();
  }, [menuOpen]);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 print:hidden ${
        scrolled ? "border-border bg-surface shadow-md" : "border-transparent bg-page/95"
      }`}
    >
      <div className="@container mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2 rounded-md font-bold text-fg"
          aria-label={`${site.name} — accueil`}
        >
          <Logo className="size-9" />
          {/*
            Container widths are in rem, which grow with « Taille du texte »: on a phone with a large text size the
            name gives way to « Mon profil » and « Menu »; the link keeps its name (aria-label).
          */}
          <span className="text-lg tracking-tight @max-[18.5rem]:hidden">{site.name}</span>
        </Link>
        <nav aria-label="Navigation principale" className="flex items-center gap-1 sm:gap-2">
          <NavLink
            to="/"
            end
            className="hidden rounded-md px-3 py-2 text-sm font-medium text-fg-muted hover:bg-surface-muted hover:text-fg aria-[current=page]:text-primary sm:inline-flex"
          >
            Accueil
          </NavLink>
          {/* Shown to visitors who are not signed in (and while that is not known yet); members use the menu. */}
          {session.status !== "signed-in" ? (
            <NavLink
              to="/profil"
              className="inline-flex items-center justify-center rounded-md border border-primary px-3 py-2 text-sm font-semibold text-primary hover:bg-primary-soft @max-[26rem]:size-11 @max-[26rem]:p-0"
            >
              {/* On a phone, its icon: the name, « Aa » and « Menu » keep one line (the name still says it). */}
              <UserRound aria-hidden="true" className="hidden size-5 @max-[26rem]:block" />
              <span className="@max-[26rem]:sr-only">Mon profil</span>
            </NavLink>
          ) : null}
          <ReadingComfortButton />
          <button
            ref={toggleRef}
            type="button"
            aria-label="Menu"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenedOnPath(menuOpen ? null : pathname)}
            className="inline-flex size-11 items-center justify-center rounded-md text-fg-soft hover:bg-surface-muted"
          >
            {menuOpen ? <X aria-hidden="true" className="size-6" /> : <Menu aria-hidden="true" className="size-6" />}
          </button>
        </nav>
      </div>
      <div
        ref={panelRef}
        id={menuId}
        hidden={!menuOpen}
        className="absolute right-0 left-0 border-b border-border bg-surface shadow-lg sm:right-4 sm:left-auto sm:w-80 sm:rounded-b-xl sm:border-x"
      >
        <div className="max-h-[calc(100dvh-4rem)] overflow-y-auto p-4">
          <nav aria-label="Menu du site">
            <ul className="space-y-1">
              <MenuLink to="/" end>
                Accueil
              </MenuLink>
              <MenuLink to="/profil">Mon profil</MenuLink>
              <MenuLink to="/revisions">Mes révisions</MenuLink>
              <MenuLink to={MY_POSITIONS_PATH}>Mes positions</MenuLink>
              <MenuLink to="/classe">Mode classe</MenuLink>
              <MenuLink to="/enseignants">Pour les enseignants</MenuLink>
              <MenuLink to="/rejoindre">Rejoindre une séance</MenuLink>
            </ul>
            <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase">Thématiques</p>
            <ul className="space-y-1">
              {availableCategories.map((category) => (
                <MenuLink key={category.id} to={categoryPath(category.id)}>
                  {category.name}
                </MenuLink>
              ))}
            </ul>
            <p className="mt-4 mb-1 px-3 text-xs font-semibold tracking-wide text-fg-subtle uppercase">À propos</p>
            <ul className="space-y-1">
              {ABOUT_LINKS.map((link) => (
                <MenuLink key={link.to} to={link.to}>
                  {link.label}
                </MenuLink>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}

function MenuLink({ to, end, children }: { to: string; end?: boolean; children: string }) {
  return (
    <li>
      <NavLink
        to={to}
        end={end}
        className="block rounded-md px-3 py-2 font-medium text-fg-soft hover:bg-surface-muted aria-[current=page]:bg-primary-soft aria-[current=page]:text-primary-strong"
      >
        {children}
      </NavLink>
    </li>
  );
}

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return scrolled;
}

/**
 * « Aa »: the theme and the text size, one tap away on every page. A native popover (as the glossary's, decision
 * 021): it opens before the scripts arrive, closes with Escape or a tap outside, and the keyboard reaches its
 * controls right after the button.
 */
function ReadingComfortButton() {
  const panelId = useId();
  const titleId = `${panelId}-titre`;
  return (
    <>
      <button
        type="button"
        popoverTarget={panelId}
        className="inline-flex size-11 items-center justify-center rounded-md font-display text-lg font-bold text-fg-soft hover:bg-surface-muted"
      >
        <span aria-hidden="true">Aa</span>
        <span className="sr-only">Thème et taille du texte</span>
      </button>
      <div id={panelId} popover="auto" role="dialog" aria-labelledby={titleId} className="reading-comfort-popover">
        <div className="mb-2 flex items-center justify-between gap-3">
          <p id={titleId} className="px-3 font-bold text-fg">
            Affichage
          </p>
          <button
            type="button"
            popoverTarget={panelId}
            popoverTargetAction="hide"
            aria-label="Fermer"
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-fg-subtle hover:bg-surface-muted hover:text-fg"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
        <ReadingComfortSettings />
      </div>
    </>
  );
}
