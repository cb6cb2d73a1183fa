import { clsx } from "clsx";
import type { InputHTMLAttributes } from "react";

/** A labelled input with its German error message below. */
export function Field({ label, error, className, id, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }) {
  const inputId = id ?? props.name;
  return (
    <div className={clsx("flex flex-col gap-1", className)}>
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        className={clsx(
          "rounded border px-3 py-2 text-base outline-none focus:border-brand",
          error ? "border-danger" : "border-line",
        )}
        {...props}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
