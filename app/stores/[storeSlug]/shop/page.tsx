import type { Metadata } from "next";

export const metadata: Metadata = { title: "Händlershop" };

export default function ShopHome() {
  return <h1 className="text-2xl font-semibold">Händlershop</h1>;
}
