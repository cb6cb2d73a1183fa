import { redirect } from "next/navigation";
import { currentLanding } from "@/lib/server/platform/viewer";

export const dynamic = "force-dynamic";

/** `/` sends the signed-in user to their store, everyone else to the login (DECISIONS.md "URLs"). */
export default async function Home() {
  redirect((await currentLanding()) ?? "/login");
}
