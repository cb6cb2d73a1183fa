"use client";

import { useCallback, useMemo, useRef, useState, type ChangeEvent } from "react";
import { DELIVERY_FORM_ORDER, deliveryFormErrors, type DeliveryFormPath, type DeliveryFormState } from "@/lib/domain/shop/delivery-form-rules";

/** What an input of the form takes: its name, value and handlers. */
export type FieldProps = {
  name: DeliveryFormPath;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  onBlur: () => void;
};

const idOf = (path: DeliveryFormPath) => path.replace(/\./g, "-");

function valueAt(values: DeliveryFormState, path: DeliveryFormPath): string {
  if (path === "customerReference") return values.customerReference;
  const [part, key] = path.split(".") as ["deliveryAddress" | "deliveryContact", string];
  return (values[part] as Record<string, string>)[key] ?? "";
}

function withValue(values: DeliveryFormState, path: DeliveryFormPath, value: string): DeliveryFormState {
  if (path === "customerReference") return { ...values, customerReference: value };
  const [part, key] = path.split(".") as ["deliveryAddress" | "deliveryContact", string];
  return { ...values, [part]: { ...values[part], [key]: value } };
}

/**
 * The delivery form's state in React alone (no form library in the checkout's first load): the values
 * as typed, which fields were left, whether "Weiter" was pressed. The rules (delivery-form-rules.ts) run
 * on every change, so "Weiter" knows at once whether it may go on; a field shows its error once it was
 * left or after "Weiter".
 */
export function useDeliveryForm(initial: () => DeliveryFormState) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<DeliveryFormPath>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // The latest values for handlers that run after a change but before the next render (a field left).
  const latest = useRef(values);
  const errors = useMemo(() => deliveryFormErrors(values), [values]);

  const update = useCallback((next: DeliveryFormState) => {
    latest.current = next;
    setValues(next);
  }, []);

  const field = (path: DeliveryFormPath): FieldProps => ({
    name: path,
    value: valueAt(values, path),
    onChange: (e) => update(withValue(latest.current, path, e.target.value)),
    onBlur: () => setTouched((t) => (t.has(path) ? t : new Set(t).add(path))),
  });

  const errorOf = (path: DeliveryFormPath) => (touched.has(path) || submitted ? errors[path] : undefined);

  /** New values with nothing left or pressed yet (switching the delivery mode). */
  const reset = (next: DeliveryFormState) => {
    update(next);
    setTouched(new Set());
    setSubmitted(false);
  };

  /** "Weiter": the values when valid; else every error shows and the first field with one gets the focus. */
  const submit = (): DeliveryFormState | null => {
    setSubmitted(true);
    const found = deliveryFormErrors(latest.current);
    if (Object.keys(found).length === 0) return latest.current;
    const first = DELIVERY_FORM_ORDER.find((p) => found[p] && document.getElementById(idOf(p)));
    if (first) document.getElementById(idOf(first))!.focus();
    return null;
  };

  const getValues = useCallback(() => latest.current, []);
  return { values, field, errorOf, isValid: Object.keys(errors).length === 0, reset, submit, getValues };
}
