import Link from "next/link";
import { clsx } from "clsx";

const STEPS = ["Lieferadresse", "Bestätigen", "Fertig"] as const;

/** Checkout progress (SPEC.md 2.4): a past step is a link back (step 2 -> step 1); after the order none. */
export function ProgressBar({ current, base, done = false }: { current: 1 | 2 | 3; base: string; done?: boolean }) {
  return (
    <ol className="mb-6 flex flex-wrap items-center gap-x-2 gap-y-2 text-sm" aria-label="Bestellfortschritt">
      {STEPS.map((label, i) => {
        const step = i + 1;
        const past = step < current && !done;
        const content = (
          <>
            <span
              className={clsx(
                "flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold",
                step <= current ? "bg-brand text-white" : "bg-line text-muted",
              )}
            >
              {step}
            </span>
            {label}
          </>
        );
        return (
          <li key={label} className="flex items-center gap-2" aria-current={step === current ? "step" : undefined}>
            {past ? (
              <Link href={`${base}/checkout/${step}`} className="flex items-center gap-2 text-brand underline">
                {content}
              </Link>
            ) : (
              <span className={clsx("flex items-center gap-2", step === current ? "font-semibold" : "text-muted")}>{content}</span>
            )}
            {step < STEPS.length ? <span className="h-px w-3 bg-line sm:mx-2 sm:w-8" aria-hidden /> : null}
          </li>
        );
      })}
    </ol>
  );
}
