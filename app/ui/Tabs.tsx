import {
  cloneElement,
  createContext,
  isValidElement,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from "react";
import { tabIndexAfterKey } from "./tab-keys";

/**
 * The site's tabs, after the WAI-ARIA tabs pattern: a `tablist` whose chosen tab is a white card in a grey track, the
 * arrow keys, Home and End moving between tabs and choosing them, one `tabpanel` shown, labelled by its tab. Ours
 * rather than Radix Tabs: 8 KB of brotli for what these 60 lines do put /auth and /profil over the 141 KB budget
 * (docs/decisions/033-own-tabs.md).
 */
type TabsState = { value: string; choose(value: string): void; idOf(part: "tab" | "panel", value: string): string };
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("Tabs parts must be inside <Tabs>");
  return tabs;
}

export function Tabs({
  value,
  defaultValue = "",
  onValueChange,
  ...rest
}: Omit<ComponentProps<"div">, "defaultValue"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const [own, setOwn] = useState(defaultValue);
  const base = useId();
  const state: TabsState = {
    value: value ?? own,
    choose(next) {
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${base}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div {...rest} />
    </TabsContext>
  );
}

export function TabsList({ className = "", ...list }: ComponentProps<"div">) {
  // Arrow keys move the focus to the next tab and choose it (automatic activation, as Radix did).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index === -1) return;
    const nextIndex = tabIndexAfterKey(event.key, index, tabs.length);
    if (nextIndex === -1) return;
    event.preventDefault();
    const next = tabs[nextIndex]!;
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      onKeyDown={onKeyDown}
      className={`flex flex-wrap gap-1 rounded-xl bg-surface-muted p-1 ${className}`}
      {...list}
    />
  );
}

/** A tab: a button, or with `asChild` its one child (a link that also works before the page's scripts). */
export function TabsTrigger({
  value,
  asChild = false,
  className = "",
  children,
  ...rest
}: ComponentProps<"button"> & { value: string; asChild?: boolean }) {
  const tabs = useTabs();
  const chosen = tabs.value === value;
  const props = {
    ...rest,
    role: "tab",
    id: tabs.idOf("tab", value),
    "aria-selected": chosen,
    "aria-controls": tabs.idOf("panel", value),
    tabIndex: chosen ? 0 : -1,
    "data-state": chosen ? "active" : "inactive",
    className: `rounded-lg px-4 py-2 font-semibold text-fg-muted data-[state=active]:bg-surface data-[state=active]:text-primary-strong data-[state=active]:shadow ${className}`,
  };
  if (asChild && isValidElement(children)) {
    const child = children as ReactElement<{ onClick?: (event: MouseEvent) => void; className?: string }>;
    return cloneElement(child, {
      ...props,
      className: `${props.className} ${child.props.className ?? ""}`,
      onClick: (event: MouseEvent) => {
        child.props.onClick?.(event);
        tabs.choose(value);
      },
    } as object);
  }
  return (
    <button type="button" {...props} onClick={() => tabs.choose(value)}>
      {children}
    </button>
  );
}

/** The chosen tab's panel; the others are not rendered. */
export function TabsContent({ value, className = "", ...content }: ComponentProps<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      tabIndex={0}
      data-state="active"
      className={`mt-6 ${className}`}
      {...content}
    />
  );
}
