import { Providers } from "@/components/platform/providers";
import { OperatorShell } from "@/components/operator/shell/operator-shell";
import { logoutAction } from "@/app/login/actions";
import { pageOperator } from "@/lib/server/operator/page";

export const dynamic = "force-dynamic";

/** Every page below /betrieb is the operator's only (lib/server/operator/page.ts); studios get the 404 page. */
export default async function OperatorLayout({ children }: { children: React.ReactNode }) {
  const operator = await pageOperator();
  return (
    <Providers>
      {/* Signing out leads to the login page (an empty studio slug). */}
      <OperatorShell name={operator.name} onLogout={logoutAction.bind(null, "")}>
        {children}
      </OperatorShell>
    </Providers>
  );
}
