import { Star } from "lucide-react";
import { starFills, starsLabel } from "@/lib/domain/console/stars";

/** Five stars for a rating, half stars included (lib/domain/console/stars.ts): 3.5 shows three and a half. */
export function Stars({ value, size = 16 }: { value: number; size?: number }) {
  return (
    <span className="inline-flex" role="img" aria-label={starsLabel(value)} data-testid="stars" data-value={value}>
      {starFills(value).map((fill, i) => (
        <span key={i} className="relative inline-flex" data-fill={fill}>
          <Star size={size} aria-hidden className={fill === "full" ? "fill-accent text-accent" : "text-line"} />
          {fill === "half" ? (
            <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden" aria-hidden>
              <Star size={size} className="fill-accent text-accent" />
            </span>
          ) : null}
        </span>
      ))}
    </span>
  );
}
