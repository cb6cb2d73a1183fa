import { Providers } from "@/components/platform/providers";
import { pageStore } from "@/lib/server/platform/viewer";

export const dynamic = "force-dynamic";

/** Every page below /stores/{slug} goes through the store-access rule first. */
export default async function StoreLayout({ children, params }: { children: React.ReactNode; params: Promise<{ storeSlug: string }> }) {
  await pageStore((await params).storeSlug);
  return <Providers>{children}</Providers>;
}
