import { redirect } from "next/navigation";
import { landingPath } from "@/lib/server/platform/access";
import { currentViewer } from "@/lib/server/platform/viewer";

export const dynamic = "force-dynamic";

/** `/` sends the signed-in user to their store, everyone else to the login (DECISIONS.md "URLs"). */
export default async function Home() {
  const viewer = await currentViewer();
  redirect(viewer ? landingPath(viewer.store, viewer.role) : "/login");
}
