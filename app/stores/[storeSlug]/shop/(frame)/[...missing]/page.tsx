import { notFound } from "next/navigation";

/** Any other address below the shop: the shop's 404 page (./not-found.tsx), with the way back into the shop. */
export default function MissingShopPage() {
  notFound();
}
