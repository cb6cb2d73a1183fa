import { operatorOverview } from "@/lib/server/operator/operators";
import { operatorTodo, overdueTo } from "@/lib/server/operator/todo";
import { operatorPageMetadata, pageOperator } from "@/lib/server/operator/page";
import { todoItems } from "@/lib/domain/operator/todo";
import { OperatorOverview } from "@/components/operator/overview";

// The title only for the operator; a studio gets the 404 page and its title (layout.tsx).
export const generateMetadata = operatorPageMetadata("Betrieb – Übersicht");

export default async function OperatorHome() {
  const operator = await pageOperator();
  const [counts, todo] = await Promise.all([operatorOverview(), operatorTodo()]);
  return <OperatorOverview name={operator.name} email={operator.email} todo={todoItems(todo, { overdueTo: overdueTo() })} counts={counts} />;
}
