import { LogOut } from "lucide-react";
import { logoutAction } from "@/app/login/actions";

export function LogoutButton() {
  return (
    <form action={logoutAction}>
      <button type="submit" className="flex w-full items-center gap-3 rounded px-3 py-2 text-left text-sm hover:bg-white/10">
        <LogOut size={16} aria-hidden /> Abmelden
      </button>
    </form>
  );
}
