import type { ScreenProps } from "../screen-props";
import { ProfileView } from "./profile-view";
import { NotificationSettings } from "./notification-settings";

/** The profile page; for a master without a child the title is "Unternehmensdaten" (set by the route). */
export function ProfileScreen({ store, title }: ScreenProps) {
  return (
    <>
      <ProfileView storeSlug={store.slug} title={title} />
      <NotificationSettings storeSlug={store.slug} />
    </>
  );
}
