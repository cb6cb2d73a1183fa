import type { ProductFeatureDto } from "@/lib/domain/shop/product-dto";
import { featureLabel } from "@/lib/domain/shop/feature-filters";

/** The product's features from the supplier (issue 32) as a table „Technische Daten“; nothing when there are none. */
export function TechnicalData({ features }: { features: ProductFeatureDto[] | undefined }) {
  if (!features?.length) return null;
  return (
    <section aria-labelledby="product-technical-data">
      <h2 id="product-technical-data" className="mb-2 font-semibold">
        Technische Daten
      </h2>
      <table className="w-full text-sm" data-testid="technical-data">
        <tbody>
          {features.map((f, i) => (
            <tr key={i} className="border-b border-line last:border-0">
              <th scope="row" className="py-1.5 pr-4 text-left font-normal text-muted">
                {f.name}
              </th>
              <td className="py-1.5">{featureLabel(f.value, f.unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
