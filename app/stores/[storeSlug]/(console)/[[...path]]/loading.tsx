import { Spinner } from "@/components/ui/spinner";

/** Shown inside the console frame while a page and its store load (SPEC 2.1). */
export default function ConsoleLoading() {
  return <Spinner label="Studio wird geladen …" />;
}
