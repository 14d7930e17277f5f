import type { ReactNode } from "react";

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <header className="border-b border-border bg-gradient-to-b from-primary-soft to-page">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-extrabold tracking-tight text-fg sm:text-4xl">{title}</h1>
        {children ? <div className="mt-4 text-lg text-fg-muted">{children}</div> : null}
      </div>
    </header>
  );
}
