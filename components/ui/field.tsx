import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";

/**
 * A labelled input with its German error message below. A required field is marked with "*" and
 * aria-required; the error line is a polite live region from the start, so a message that appears is
 * read out, and the input points to it (aria-invalid, aria-describedby).
 */
export function Field({ label, error, className, id, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
  const inputId = id ?? props.name;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
        {props.required ? <span aria-hidden> *</span> : null}
      </label>
      <input
        id={inputId}
        aria-required={props.required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={clsx("rounded border px-3 py-2 text-base outline-none focus:border-brand", error ? "border-danger" : "border-line")}
        {...props}
      />
      <p id={`${inputId}-error`} aria-live="polite" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </div>
  );
}
