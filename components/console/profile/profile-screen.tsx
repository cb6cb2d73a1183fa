import type { ScreenProps } from "../screen-props";
import { NotificationSettings, ProfileView } from "../lazy-screens";

/** The profile page; for a master without a child the title is "Unternehmensdaten" (set by the route). */
export function ProfileScreen({ store, title }: ScreenProps) {
  return (
    <>
      <ProfileView storeSlug={store.slug} title={title} />
      <NotificationSettings storeSlug={store.slug} />
    </>
  );
}
