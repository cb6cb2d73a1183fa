import { LogOut } from "lucide-react";

/** `onLogout` is the sign-out server action, handed down from the console layout (app/). */
export function LogoutButton({ onLogout }: { onLogout: () => Promise<void> }) {
  return (
    <form action={onLogout}>
      <button type="submit" className="flex w-full items-center gap-3 rounded px-3 py-2 text-left text-sm hover:bg-white/10">
        <LogOut size={16} aria-hidden /> Abmelden
      </button>
    </form>
  );
}
