"use client";

import { Suspense, useEffect, useRef, useState } from "react";
import { lazyPart } from "@/components/ui/lazy-part";

// The list's code and its request start when the section comes near the screen (issue 35: the
// dashboard's first load stays under its budget; the section sits below the statistics).
const { Part: OpenDeliveries } = lazyPart(
  () => import("./open-deliveries"),
  (m) => m.OpenDeliveries,
);

/** „Offene Lieferungen“ of the master's children (issue 33), for the studios of the dashboard's filter. */
export function OpenDeliveriesSection({ masterSlug, childSlugs }: { masterSlug: string; childSlugs: string[] }) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "200px" });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near]);
  const loading = <p className="text-sm text-muted">Wird geladen …</p>;
  return (
    <section ref={ref} aria-labelledby="open-deliveries-heading" className="rounded border border-line bg-white p-4" data-testid="open-deliveries">
      <h2 id="open-deliveries-heading" className="mb-2 font-semibold">
        Offene Lieferungen
      </h2>
      {near ? (
        <Suspense fallback={loading}>
          <OpenDeliveries masterSlug={masterSlug} childSlugs={childSlugs} />
        </Suspense>
      ) : (
        loading
      )}
    </section>
  );
}
