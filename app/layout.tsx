import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Küchenstudio-Portal", template: "%s | Küchenstudio-Portal" },
  description: "Händlershop und Studio-Konsole für Küchenstudios",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

// Every page is rendered per request: Next.js puts the request's CSP nonce (proxy.ts) on its scripts
// only while rendering, so a page prerendered at build time would have scripts the browser refuses.
export const dynamic = "force-dynamic";

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de" className={GeistSans.variable}>
      <body className="min-h-screen font-sans antialiased">{children}</body>
    </html>
  );
}
