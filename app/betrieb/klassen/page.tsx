import type { Metadata } from "next";
import { ClassMappingsScreen } from "@/components/operator/classes/class-mappings-screen";

export const metadata: Metadata = { title: "Betrieb – Klassen" };

export default function ClassMappingsPage() {
  return <ClassMappingsScreen />;
}
