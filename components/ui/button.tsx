import { clsx } from "clsx";
import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "ghost" | "danger";

const styles: Record<Variant, string> = {
  primary: "bg-brand text-white hover:bg-brand-dark disabled:bg-brand/40 aria-disabled:bg-brand/40",
  secondary: "border border-line bg-white text-ink hover:bg-surface disabled:text-muted aria-disabled:text-muted",
  ghost: "text-brand hover:bg-brand-light disabled:text-muted aria-disabled:text-muted",
  danger: "bg-danger text-white hover:opacity-90 disabled:opacity-40 aria-disabled:opacity-40",
};

/**
 * The app's button. `busy`: an action of this button is running; it looks unavailable and ignores
 * clicks (and the Enter of a form it submits) but keeps focus, which `disabled` would drop to the page.
 */
export function Button({
  variant = "primary",
  className,
  busy,
  onClick,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; busy?: boolean }) {
  return (
    <button
      className={clsx(
        "inline-flex items-center justify-center gap-2 rounded px-4 py-2 text-sm font-medium transition-colors disabled:cursor-not-allowed aria-disabled:cursor-not-allowed",
        styles[variant],
        className,
      )}
      {...props}
      aria-disabled={busy ? true : props["aria-disabled"]}
      aria-busy={busy ? true : props["aria-busy"]}
      onClick={busy ? (e) => e.preventDefault() : onClick}
    />
  );
}
