import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";

/**
 * The pieces every schema form shows (Conform metadata in, accessible markup out): a labelled
 * field whose error is tied to it (aria-invalid, aria-describedby), and the form's own error
 * above it. The same markup comes from the server after a refused post without JavaScript.
 */

/** A field's first error, under it; its id is what the input's aria-describedby names. */
export function FieldError({ field }: { field: Pick<FieldMetadata<unknown>, "errorId" | "errors"> }) {
  const message = field.errors?.[0];
  if (!message) return null;
  return (
    <p id={field.errorId} className="form-error field-error">
      {message}
    </p>
  );
}

/** The form's own error (not about one field), announced when it appears. */
export function FormError({
  form,
}: {
  form: Pick<FormMetadata<Record<string, unknown>>, "errorId" | "errors">;
}) {
  const message = form.errors?.[0];
  return (
    <p id={form.errorId} role="alert" className={message ? "form-error" : undefined}>
      {message}
    </p>
  );
}

/**
 * The first field in error, to focus. Conform focuses it after a refused post with JavaScript; the
 * page rendered by the server (no JavaScript) marks it autofocus so the browser does the same.
 */
export function firstInvalid(fields: Pick<FieldMetadata<unknown>, "name" | "errors">[]): string | undefined {
  return fields.find((field) => field.errors?.length)?.name;
}

/** A labelled text, email or password input with its error. */
export function TextField(props: {
  field: FieldMetadata<string | undefined>;
  label: string;
  type: "text" | "email" | "password" | "tel" | "search" | "date";
  autoComplete: string;
  autoFocus?: boolean;
  maxLength?: number;
  /** Words beside the label, in brackets (e.g. "optional"). */
  hint?: string;
  inputMode?: "numeric" | "tel" | "text";
  /** Called as the shopper types (after the browser changed the value). */
  onInput?: (input: HTMLInputElement) => void;
}) {
  const { field, label, type, autoComplete, autoFocus, maxLength, hint, inputMode, onInput } = props;
  const { key: _key, ...inputProps } = getInputProps(field, { type, value: type !== "password" });
  return (
    <div className="form-field">
      <label htmlFor={field.id}>
        {label}
        {hint && <span className="form-hint"> ({hint})</span>}
      </label>
      <input
        {...inputProps}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: only the field in error after the shopper's own submit, so focus lands on what to fix
        autoFocus={autoFocus}
        maxLength={maxLength}
        inputMode={inputMode}
        onInput={onInput && ((event) => onInput(event.currentTarget))}
      />
      <FieldError field={field} />
    </div>
  );
}
