import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { SubmitButton } from "../Button";
import { ACCOUNT_MESSAGES, PASSWORD_MAX_LENGTH } from "../../../core/accounts";

const CONTROL_CLASS =
  "mt-1 block w-full rounded-lg border border-border-field bg-surface px-3 py-2.5 text-fg aria-[invalid=true]:border-danger";

/** A control with its visible label and, when given, a hint and an error tied to it for screen readers. */
function LabelledControl({
  label,
  hint,
  error,
  control,
}: {
  label: string;
  hint?: string;
  error?: string;
  control: (aria: { id: string; "aria-describedby"?: string; "aria-invalid"?: true; className: string }) => ReactNode;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-fg">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-fg-subtle">
          {hint}
        </p>
      ) : null}
      {control({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
        className: CONTROL_CLASS,
      })}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger-strong">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type Labelled = { label: string; hint?: string; error?: string };

/** A text field with its visible label, hint and error. */
export function Field({ label, hint, error, className, ...input }: InputHTMLAttributes<HTMLInputElement> & Labelled) {
  return (
    <LabelledControl
      label={label}
      hint={hint}
      error={error}
      control={(aria) => <input {...aria} {...input} className={`${aria.className} ${className ?? ""}`} />}
    />
  );
}

/** A text area with its visible label, hint and error. */
export function TextAreaField({
  label,
  hint,
  error,
  ...input
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Labelled) {
  return (
    <LabelledControl label={label} hint={hint} error={error} control={(aria) => <textarea {...aria} {...input} />} />
  );
}

/** A list to choose from, with its visible label, hint and error: `options` as [value, text] pairs. */
export function SelectField({
  label,
  hint,
  error,
  options,
  className,
  ...select
}: SelectHTMLAttributes<HTMLSelectElement> & Labelled & { options: ReadonlyArray<readonly [string, string]> }) {
  return (
    <LabelledControl
      label={label}
      hint={hint}
      error={error}
      control={(aria) => (
        <select {...aria} {...select} className={`${aria.className} ${className ?? ""}`}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    />
  );
}

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type"> & { hint?: string; error?: string };

/** The account's address, as every form asks for it. */
export function EmailField(props: FieldProps) {
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

/** The password a member chooses (sign-up, reset), with the length rule as its hint. */
export function NewPasswordField(props: FieldProps & { label: string }) {
  return <PasswordField isNew hint={ACCOUNT_MESSAGES.passwordHint} {...props} />;
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
      className={`rounded-lg p-3 text-sm font-medium ${tone === "error" ? "bg-danger-soft text-danger-stronger" : "bg-info-soft text-info-stronger"}`}
    >
      {children}
    </p>
  );
}

/**
 * The address and the password of the sign-in and sign-up forms, as the browser keeps them (not controlled by React,
 * so that what was typed before the page's scripts ran is still there after); `isNew` when the member chooses the
 * password.
 */
export function CredentialFields({ defaultEmail, isNew = false }: { defaultEmail?: string; isNew?: boolean }) {
  return (
    <>
      <EmailField defaultValue={defaultEmail} />
      {isNew ? (
        <NewPasswordField name="password" label="Mot de passe" />
      ) : (
        <PasswordField name="password" label="Mot de passe" />
      )}
    </>
  );
}

/** A form's last lines: what went wrong, if anything, then the submit button. */
export function FormEnd({
  error,
  busy,
  busyLabel,
  children,
}: {
  error: string | null | undefined;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <FormAlert>{error}</FormAlert>
      <SubmitButton busy={busy} busyLabel={busyLabel}>
        {children}
      </SubmitButton>
    </>
  );
}
