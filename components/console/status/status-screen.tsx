"use client";

import type { ScreenProps } from "../screen-props";
import { ConsoleData } from "../shell/console-data";
import { FinancingArea } from "./financing-area";
import { StatusTable } from "./status-table";

/** "Status Planungen" (SPEC 2.3 item 2, variant B) and the financing area below it (item 1). */
export function StatusScreen({ store, title }: ScreenProps) {
  return (
    <section>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      <ConsoleData slug={store.slug}>
        {({ proposals }) => (
          <>
            <StatusTable rows={proposals} variant="B" storeSlug={store.slug} />
            <FinancingArea rows={proposals} storeSlug={store.slug} />
          </>
        )}
      </ConsoleData>
    </section>
  );
}
