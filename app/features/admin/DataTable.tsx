import type { ReactNode } from "react";

const DATE = new Intl.DateTimeFormat("fr-FR", { dateStyle: "short", timeStyle: "short", timeZone: "Europe/Paris" });
export const formatDate = (iso: string) => DATE.format(new Date(iso));

export const cell = "px-3 py-2 text-left align-top";

/** A back-office list as a table: a caption for screen readers, one header row, the rows given as children. */
export function DataTable({
  caption,
  columns,
  stickyHeader = false,
  children,
}: {
  caption: string;
  columns: string[];
  stickyHeader?: boolean;
  children: ReactNode;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className={stickyHeader ? "sticky top-0 border-b border-border bg-page" : "border-b border-border"}>
        <tr>
          {columns.map((name) => (
            <th key={name} scope="col" className={`${cell} font-semibold text-fg-muted`}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-border-subtle">{children}</tbody>
    </table>
  );
}

/** A row id shortened to its first 8 characters, the whole id on hover. */
export function IdCell({ id }: { id: string }) {
  return (
    <td className={`${cell} font-mono text-xs text-fg-subtle`} title={id}>
      {id.slice(0, 8)}
    </td>
  );
}
