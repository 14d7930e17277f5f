import { useId, type InputHTMLAttributes } from "react";
import { PASSWORD_MAX_LENGTH } from "../../../core/accounts";

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

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { hint?: string; error?: string };

/** The account's address, as every form asks for it. */
export function EmailField(props: FieldProps & { label?: string }) {
  return <Field label="Email" type="email" name="email" autoComplete="email" required {...props} />;
}

/** A password field: `isNew` when the member chooses it, so that the browser may offer one. */
export function PasswordField({ label, isNew = false, ...props }: FieldProps & { label: string; isNew?: boolean }) {
  return (
    <Field
      label={label}
      type="password"
      autoComplete={isNew ? "new-password" : "current-password"}
      maxLength={isNew ? PASSWORD_MAX_LENGTH : undefined}
      required
      {...props}
    />
  );
}

/** Says what went wrong (or, as `info`, what to know); nothing when there is nothing to say. */
export function FormAlert({
  children,
  tone = "error",
}: {
  children: string | null | undefined;
  tone?: "error" | "info";
}) {
  if (!children) return null;
  return (
    <p
      role="alert"
      className={`rounded-lg p-3 text-sm font-medium ${tone === "error" ? "bg-red-50 text-red-900" : "bg-blue-50 text-blue-900"}`}
    >
      {children}
    </p>
  );
}
