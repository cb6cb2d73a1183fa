import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { EmptyState } from "@/components/operator/empty-state";
import { operatorPageOf } from "@/lib/domain/operator/console-pages";

type Params = { params: Promise<{ section: string }> };

/** The pages of the console whose records come later (imports, products, price lists, vouchers): their empty state. */
function sectionOf(section: string) {
  const page = operatorPageOf(section);
  return page && "empty" in page ? page : null;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const page = sectionOf((await params).section);
  return { title: page ? `Betrieb – ${page.title}` : "Seite nicht gefunden" };
}

export default async function OperatorSection({ params }: Params) {
  const page = sectionOf((await params).section);
  if (!page) notFound();
  return <EmptyState title={page.title} empty={page.empty} hint={page.hint} />;
}
