/**
 * Gutscheine in /betrieb (issue 32): the operator creates discount codes for chosen studios or all of
 * them, with a fixed amount (the model knows amounts, no percentages), a limit of uses per studio and
 * validity dates, and disables them per studio or entirely. Schemas and types, no I/O.
 */
import { z } from "zod";
import { isValid, parseISO } from "date-fns";
import { VOUCHER_LENGTH } from "../shop/voucher";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Bitte geben Sie ein Datum an.")
  .refine((s) => isValid(parseISO(s)), "Das Datum gibt es nicht.");

export const voucherCreateSchema = z
  .object({
    code: z
      .string()
      .trim()
      .max(20, `Der Code besteht aus genau ${VOUCHER_LENGTH} Buchstaben oder Ziffern.`)
      .transform((s) => s.toUpperCase())
      .pipe(z.string().regex(new RegExp(`^[A-Z0-9]{${VOUCHER_LENGTH}}$`), `Der Code besteht aus genau ${VOUCHER_LENGTH} Buchstaben oder Ziffern.`)),
    /** Net amount in euros, whole cents. */
    amount: z
      .number()
      .positive("Der Betrag muss größer als 0 € sein.")
      .max(10_000, "Höchstens 10.000 € pro Gutschein.")
      .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, "Höchstens zwei Nachkommastellen."),
    /** Orders per studio that may redeem it; null = unbegrenzt. */
    maxUses: z.number().int().min(1, "Mindestens 1 Einlösung.").max(100_000).nullable().default(null),
    validFrom: day.nullable().default(null),
    validUntil: day.nullable().default(null),
    /** true: every studio that exists now; false: the studios in storeIds. */
    forAll: z.boolean(),
    storeIds: z.array(z.string().uuid()).max(10_000).default([]),
  })
  .refine((v) => v.forAll || v.storeIds.length > 0, { message: "Bitte wählen Sie mindestens ein Studio.", path: ["storeIds"] })
  .refine((v) => !v.validFrom || !v.validUntil || v.validFrom <= v.validUntil, {
    message: "„Gültig bis“ darf nicht vor „Gültig ab“ liegen.",
    path: ["validUntil"],
  });
export type VoucherCreateInput = z.output<typeof voucherCreateSchema>;

/** Without storeId the code is disabled for every studio. */
export const voucherDisableSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .transform((s) => s.toUpperCase()),
  storeId: z.string().uuid().optional(),
});

export type VoucherStudio = { storeId: string; storeName: string; storeNumber: string; active: boolean; uses: number };

/** A code as the Gutscheine screen lists it: one per code, with the studios that have it. */
export type OperatorVoucher = {
  code: string;
  amountCents: number;
  maxUses: number | null;
  validFrom: string | null;
  validUntil: string | null;
  /** True when at least one studio can still redeem it (active there). */
  active: boolean;
  studios: VoucherStudio[];
};

export type OperatorVoucherList = { vouchers: OperatorVoucher[]; studios: { id: string; name: string; storeNumber: string }[] };
