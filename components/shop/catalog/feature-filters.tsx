"use client";

import { use, useState } from "react";
import type { ListParams } from "@/lib/domain/shop/list-params";
import { featureLabel, toggleFeatureChoice, type FeatureChoice, type FeatureFacetDto } from "@/lib/domain/shop/feature-filters";
import { useListNav } from "./use-list-nav";

/**
 * Issue 32: the category's common features (Breite, Energieeffizienzklasse, …) as checkboxes with the
 * number of products each value has under the other filters. Values of one feature are alternatives;
 * the choice lives in the URL (`features=Breite:60`) and is kept with search, brand and price.
 */
export function FeatureFilters({ storeSlug, params, facets }: { storeSlug: string; params: ListParams; facets: Promise<FeatureFacetDto[] | null> }) {
  const data = use(facets);
  const nav = useListNav(storeSlug, params);
  // Shown at once; the URL (and with it the results) follows. Re-keyed by the page when the URL changes.
  const [chosen, setChosen] = useState<FeatureChoice[]>(() => params.features ?? []);
  if (!data?.length) return null;
  const isChosen = (name: string, value: string) => chosen.some((c) => c.name === name && c.value === value);
  return (
    <div className="space-y-6" data-testid="feature-filters">
      {data.map((facet) => (
        <fieldset key={facet.name}>
          <legend className="mb-2 font-semibold">{facet.name}</legend>
          <ul className="space-y-1">
            {facet.values.map((v) => (
              <li key={v.value}>
                <label className="flex cursor-pointer items-center gap-2">
                  <input
                    type="checkbox"
                    checked={isChosen(facet.name, v.value)}
                    disabled={v.count === 0 && !isChosen(facet.name, v.value)}
                    onChange={(e) => {
                      const next = toggleFeatureChoice(chosen, { name: facet.name, value: v.value }, e.target.checked);
                      setChosen(next);
                      nav({ features: next.length ? next : undefined });
                    }}
                  />
                  <span>
                    {featureLabel(v.value, v.unit)}
                    <span className="ml-1 text-xs text-muted" data-testid="feature-count">
                      ({v.count.toLocaleString("de-DE")})
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </div>
  );
}
