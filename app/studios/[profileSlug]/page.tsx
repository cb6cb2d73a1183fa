import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MapPin, Phone, Mail, Check } from "lucide-react";
import { formatDate } from "@/lib/domain/platform/format";
import { NOT_FOUND_TITLE } from "@/lib/domain/platform/page-titles";
import { publicStudio, type PublicStudio } from "@/lib/server/console/profile-public";

type Props = { params: Promise<{ profileSlug: string }> };

// Rendered per request from the database: a studio sees its saved profile at once after "Zu Ihrem Profil".
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { profileSlug } = await params;
  const studio = await publicStudio(profileSlug);
  if (!studio) return { title: NOT_FOUND_TITLE, robots: { index: false } };
  const description = `${studio.name} – Küchenstudio in ${studio.zip} ${studio.city}. Öffnungszeiten, Vorteile und Ihre Küchenberater.`;
  return {
    title: `${studio.name} in ${studio.city}`,
    description,
    alternates: { canonical: `/studios/${profileSlug}` },
    robots: { index: true, follow: true },
    openGraph: { title: studio.name, description, type: "website", images: studio.profilePhoto ? [studio.profilePhoto.url] : undefined },
  };
}

/** The public, read-only studio profile (SPEC 2.3 item 5): no sign-in, server-rendered for search engines. */
export default async function StudioProfilePage({ params }: Props) {
  const { profileSlug } = await params;
  const studio = await publicStudio(profileSlug);
  if (!studio) notFound();
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "HomeGoodsStore",
    name: studio.name,
    legalName: studio.companyName,
    address: { "@type": "PostalAddress", streetAddress: studio.street, postalCode: studio.zip, addressLocality: studio.city, addressCountry: "DE" },
    telephone: studio.phone ?? undefined,
    email: studio.email ?? undefined,
    image: studio.profilePhoto?.url,
  };
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-8 p-6">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, "\\u003c") }} />
      <StudioHeader studio={studio} />
      <StudioMedia studio={studio} />
      <StudioDetails studio={studio} />
      <StudioAdvisors studio={studio} />
    </main>
  );
}

/** Photo, name, address and contact, founding day. */
function StudioHeader({ studio }: { studio: PublicStudio }) {
  return (
    <header className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {studio.profilePhoto ? (
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={studio.profilePhoto.url}
          alt={`Profilfoto von ${studio.name}`}
          width={128}
          height={128}
          className="h-32 w-32 rounded object-cover"
        />
      ) : null}
      <div>
        <h1 className="text-3xl font-bold">{studio.name}</h1>
        {studio.companyName !== studio.name ? <p className="text-muted">{studio.companyName}</p> : null}
        <address className="mt-2 flex flex-col gap-1 not-italic text-sm">
          <span className="inline-flex items-center gap-2">
            <MapPin size={16} aria-hidden /> {studio.street}, {studio.zip} {studio.city}
          </span>
          {studio.phone ? (
            <a href={`tel:${studio.phone.replace(/\s/g, "")}`} className="inline-flex items-center gap-2 text-brand">
              <Phone size={16} aria-hidden /> {studio.phone}
            </a>
          ) : null}
          {studio.email ? (
            <a href={`mailto:${studio.email}`} className="inline-flex items-center gap-2 text-brand">
              <Mail size={16} aria-hidden /> {studio.email}
            </a>
          ) : null}
        </address>
        {studio.existsSince ? <p className="mt-1 text-sm text-muted">Seit {formatDate(studio.existsSince)}</p> : null}
      </div>
    </header>
  );
}

/** The photos and the videos, each section only when there are some. */
function StudioMedia({ studio }: { studio: PublicStudio }) {
  return (
    <>
      {studio.photos.length > 0 ? (
        <section aria-labelledby="fotos">
          <h2 id="fotos" className="mb-3 text-xl font-semibold">
            Fotos
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="studio-photos">
            {studio.photos.map((p, i) => (
              <li key={p.key}>
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={p.url}
                  alt={`${studio.name}, Foto ${i + 1}`}
                  width={400}
                  height={300}
                  loading={i < 4 ? "eager" : "lazy"}
                  decoding="async"
                  className="aspect-[4/3] w-full rounded object-cover"
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {studio.videos.length > 0 ? (
        <section aria-labelledby="videos">
          <h2 id="videos" className="mb-3 text-xl font-semibold">
            Videos
          </h2>
          <div className="grid gap-3 sm:grid-cols-2">
            {studio.videos.map((v) => (
              <video key={v.key} src={v.url} controls preload="metadata" className="w-full rounded" />
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}

/** The advantages beside the opening hours. */
function StudioDetails({ studio }: { studio: PublicStudio }) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      <section aria-labelledby="vorteile">
        <h2 id="vorteile" className="mb-3 text-xl font-semibold">
          Ihre Vorteile
        </h2>
        {studio.advantages.length ? (
          <ul className="flex flex-col gap-1" data-testid="studio-advantages">
            {studio.advantages.map((a) => (
              <li key={a} className="inline-flex items-center gap-2">
                <Check size={16} className="text-brand" aria-hidden /> {a}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Keine Angaben.</p>
        )}
      </section>
      <section aria-labelledby="oeffnungszeiten">
        <h2 id="oeffnungszeiten" className="mb-3 text-xl font-semibold">
          Öffnungszeiten
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm" data-testid="studio-hours">
          {studio.openingHours.map((h) => (
            <div key={h.day} className="contents">
              <dt className="font-medium">{h.day}</dt>
              <dd>{h.text}</dd>
            </div>
          ))}
        </dl>
        {studio.openingHoursComment ? <p className="mt-2 text-sm text-muted">{studio.openingHoursComment}</p> : null}
      </section>
    </div>
  );
}

/** The advisors by name, when there are some. */
function StudioAdvisors({ studio }: { studio: PublicStudio }) {
  return (
    <>
      {studio.advisors.length > 0 ? (
        <section aria-labelledby="berater">
          <h2 id="berater" className="mb-3 text-xl font-semibold">
            Ihre Küchenberater
          </h2>
          <ul className="flex flex-wrap gap-3" data-testid="studio-advisors">
            {studio.advisors.map((a) => (
              <li key={`${a.firstName}-${a.lastName}`} className="rounded border border-line px-4 py-3">
                {a.salutation} {a.firstName} {a.lastName}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
