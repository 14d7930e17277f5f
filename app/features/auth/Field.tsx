import { useId, type InputHTMLAttributes } from "react";

/** A text field with its visible label and, when given, a hint and an error tied to it for screen readers. */
export function Field({
  label,
  hint,
  error,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; error?: string }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className="mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-slate-900 aria-[invalid=true]:border-red-700"
        {...input}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function FormAlert({ children, tone = "error" }: { children: string; tone?: "error" | "info" }) {
  return (
    <p
      role="alert"
      className={`rounded-lg p-3 text-sm font-medium ${tone === "error" ? "bg-red-50 text-red-900" : "bg-blue-50 text-blue-900"}`}
    >
      {children}
    </p>
  );
}

export const submitClass =
  "inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-70";
export const linkButtonClass = "rounded font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900";
