import type { Metadata } from "next";
import { operatorOverview } from "@/lib/server/operator/operators";
import { pageOperator } from "@/lib/server/operator/page";
import { OperatorOverview } from "@/components/operator/overview";

export const metadata: Metadata = { title: "Betrieb – Übersicht" };

export default async function OperatorHome() {
  const operator = await pageOperator();
  return <OperatorOverview name={operator.name} email={operator.email} counts={await operatorOverview()} />;
}
