import { notFound, redirect } from "next/navigation";
import { consoleRoute, type ConsoleParams } from "./console-route";

/**
 * Decides redirect and 404 before anything is streamed (the loading spinner is inside this layout), so an
 * unknown console path answers HTTP 404 and a redirect a real 307, not a 200 page that changes later.
 */
export default async function ConsoleRouteLayout({ children, params }: { children: React.ReactNode; params: Promise<ConsoleParams> }) {
  const { own, r } = await consoleRoute(await params);
  if (r.kind === "redirect") redirect(`/stores/${own.slug}/${r.to}`);
  if (r.kind === "notFound") notFound();
  return children;
}
