import type { Metadata } from "next";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import { ShopNotFound } from "@/components/shop/shop-not-found";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** A shop page that does not exist (e.g. an unknown product): inside the shop's frame, with the way back. */
export default function NotFound() {
  return <ShopNotFound />;
}
