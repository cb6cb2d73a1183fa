import { ExternalLink } from "lucide-react";

/** "My Store Page": the public studio profile this app renders at /studios/{profileSlug}. */
export function StorePageTab({ profileSlug }: { profileSlug: string }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">So sehen Kundinnen und Kunden Ihr Studio: Adresse, Fotos, Vorteile, Öffnungszeiten und Ihre Berater.</p>
      <a
        href={`/studios/${encodeURIComponent(profileSlug)}`}
        target="_blank"
        rel="noreferrer"
        className="inline-flex items-center gap-2 self-start rounded bg-brand px-4 py-2 text-sm font-medium text-white hover:bg-brand-dark"
      >
        Zu Ihrem Profil <ExternalLink size={16} aria-hidden />
      </a>
    </div>
  );
}
