"use client";

import { ORDER_STATE_LABELS, ORDER_STATES, type OrderState } from "@/lib/domain/shop/order-status";
import { PAYMENT_FILTER_LABELS, PAYMENT_FILTERS, type OrderQueryFilters, type PaymentFilter } from "@/lib/domain/operator/order-list";

export type OrderFilterValues = OrderQueryFilters;

export const NO_FILTERS: OrderFilterValues = { search: "", state: "", payment: "", studio: "", from: "", to: "" };

const input = "rounded border border-line px-3 py-2";

/** The list's filters: search, order state, payment state, studio and the days ordered. */
export function OrderFilters({ value, onChange }: { value: OrderFilterValues; onChange: (v: OrderFilterValues) => void }) {
  const set = <K extends keyof OrderFilterValues>(k: K, v: OrderFilterValues[K]) => onChange({ ...value, [k]: v });
  return (
    <form role="search" aria-label="Bestellungen filtern" className="grid gap-3 sm:grid-cols-3" onSubmit={(e) => e.preventDefault()}>
      <div className="flex flex-col gap-1 sm:col-span-2">
        <label htmlFor="operator-orders-search" className="text-sm font-medium">
          Bestellnummer, Kundenreferenz, Artikelnummer, EAN oder Studio
        </label>
        <input id="operator-orders-search" type="search" className={input} value={value.search} onChange={(e) => set("search", e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-orders-studio" className="text-sm font-medium">
          Studio (Name oder Nummer)
        </label>
        <input id="operator-orders-studio" type="search" className={input} value={value.studio} onChange={(e) => set("studio", e.target.value)} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-orders-state" className="text-sm font-medium">
          Bestellstatus
        </label>
        <select id="operator-orders-state" className={input} value={value.state} onChange={(e) => set("state", e.target.value as OrderState | "")}>
          <option value="">alle</option>
          {ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {ORDER_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="operator-orders-payment" className="text-sm font-medium">
          Zahlungsstatus
        </label>
        <select
          id="operator-orders-payment"
          className={input}
          value={value.payment}
          onChange={(e) => set("payment", e.target.value as PaymentFilter | "")}
        >
          <option value="">alle</option>
          {PAYMENT_FILTERS.map((s) => (
            <option key={s} value={s}>
              {PAYMENT_FILTER_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor="operator-orders-from" className="text-sm font-medium">
            Bestellt ab
          </label>
          <input id="operator-orders-from" type="date" className={input} value={value.from} onChange={(e) => set("from", e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="operator-orders-to" className="text-sm font-medium">
            Bestellt bis
          </label>
          <input id="operator-orders-to" type="date" className={input} value={value.to} onChange={(e) => set("to", e.target.value)} />
        </div>
      </div>
    </form>
  );
}
