/**
 * The wish list's fields as asWishlistUpsert and asWishlistDelete accept them (SPEC.md sections 3, 5, 7).
 * The plain wish-list rules (lines, quantities, totals) live zod-free in wishlist.ts.
 */
import { z } from "zod";
import { MAX_WISHLIST_UNITS } from "./wishlist";
import { productIdSchema } from "./cart-schema";

/** SPEC 5: a wish list cannot be saved with an empty name. */
export const wishlistNameSchema = z
  .string({ error: "Bitte einen Namen angeben." })
  .trim()
  .min(1, "Bitte einen Namen angeben.")
  .max(100, "Der Name darf höchstens 100 Zeichen haben.");

export const WISHLIST_TOO_LARGE = "Der Merkzettel ist zu groß.";

/** Product ids, repeated once per unit (SPEC 3). */
export const wishlistItemIdsSchema = z.array(productIdSchema).max(MAX_WISHLIST_UNITS, WISHLIST_TOO_LARGE);

export const wishlistIdSchema = z.uuid("Unbekannter Merkzettel.");
