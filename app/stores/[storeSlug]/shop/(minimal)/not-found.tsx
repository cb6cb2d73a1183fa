import type { Metadata } from "next";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import { ShopNotFound } from "@/components/shop/shop-not-found";

export const metadata: Metadata = { title: NOT_FOUND_TITLE };

/** A checkout or confirmation page that does not exist (an unknown step or order): in the minimal layout, with the way back. */
export default function NotFound() {
  return <ShopNotFound />;
}
