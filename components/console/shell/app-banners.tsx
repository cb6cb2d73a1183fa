export const APP_LINKS = {
  ios: "https://apps.apple.com/de/app/kuechenportal-studio/id1000000000",
  android: "https://play.google.com/store/apps/details?id=example.kuechenportal.studio",
  signup: "https://app.kuechenportal.example/anmeldung",
};

/**
 * App-download banners for iOS and Android (SPEC 2.1): below 992px wide they link to the app stores,
 * from 992px on to the sign-up form (a phone is at hand on small screens, not on a desktop).
 */
export function AppBanners() {
  const box = "flex-1 rounded bg-white/10 px-2 py-2 text-center text-xs font-semibold hover:bg-white/20";
  return (
    <div className="flex flex-col gap-2" data-testid="app-banners">
      <p className="text-xs text-white/70">Die Studio-App für unterwegs</p>
      <div className="flex gap-2 min-[992px]:hidden" data-testid="app-banners-stores">
        <a href={APP_LINKS.ios} target="_blank" rel="noreferrer" className={box}>
          App Store (iOS)
        </a>
        <a href={APP_LINKS.android} target="_blank" rel="noreferrer" className={box}>
          Google Play (Android)
        </a>
      </div>
      <div className="hidden gap-2 min-[992px]:flex" data-testid="app-banners-signup">
        <a href={APP_LINKS.signup} target="_blank" rel="noreferrer" className={box}>
          iOS-App anfordern
        </a>
        <a href={APP_LINKS.signup} target="_blank" rel="noreferrer" className={box}>
          Android-App anfordern
        </a>
      </div>
    </div>
  );
}
