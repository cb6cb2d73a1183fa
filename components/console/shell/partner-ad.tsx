export const PARTNER_SIGNUP_URL = "https://www.geraetewerk.example/fachhaendler-werden";

/** The partner advertisement at the bottom of every console page (SPEC 2.1). */
export function PartnerAd() {
  return (
    <a
      href={PARTNER_SIGNUP_URL}
      target="_blank"
      rel="noreferrer"
      data-testid="partner-ad"
      className="mx-4 mb-4 mt-8 flex flex-wrap items-center justify-between gap-2 rounded border border-line bg-surface px-5 py-4 text-sm hover:border-brand md:mx-6"
    >
      <span>
        <span className="font-semibold">Gerätewerk Einbaugeräte</span> – Jetzt Fachhändler werden und von Sonderkonditionen profitieren.
      </span>
      <span className="font-semibold text-brand">Zur Händleranmeldung →</span>
    </a>
  );
}
