import type { Metadata } from "next";
import { AuthCard } from "@/components/platform/auth/auth-card";
import { InviteForm } from "@/components/platform/auth/invite-form";
import { inviteByToken } from "@/lib/server/console/team";

export const metadata: Metadata = { title: "Einladung annehmen" };
export const dynamic = "force-dynamic";

/** The link of a team invitation mail: the invited person sets their password here, once. */
export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const token = decodeURIComponent((await params).token).slice(0, 200);
  const invite = await inviteByToken(token);
  return (
    <AuthCard title="Einladung annehmen">
      {invite ? (
        <InviteForm token={token} email={invite.email} name={invite.name} storeName={invite.storeName} />
      ) : (
        <p role="alert" className="text-sm text-danger">
          Diese Einladung ist ungültig, abgelaufen oder wurde schon verwendet.
        </p>
      )}
    </AuthCard>
  );
}
