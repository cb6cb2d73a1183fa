"use client";

import { useEffect, useState } from "react";

const KEY = "oldBrowserBannerDismissed";

/**
 * SPEC.md 1: a warning for users of an old browser (Internet Explorer 11), dismissible; the dismissal
 * is remembered in local storage. Decided after mount, so modern browsers never render it.
 */
export function OldBrowserBanner() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    const old = /MSIE |Trident\//.test(navigator.userAgent);
    let dismissed = false;
    try {
      dismissed = localStorage.getItem(KEY) === "1";
    } catch {}
    // Reading the browser's identity and storage is only possible after mount.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (old && !dismissed) setShow(true);
  }, []);
  if (!show) return null;
  return (
    <div role="alert" className="bg-danger px-4 py-2 text-center text-sm text-white">
      Sie verwenden einen veralteten Browser (Internet Explorer 11). Einige Funktionen des Shops stehen darin nicht zur Verfügung. Bitte verwenden Sie
      einen aktuellen Browser.
      <button
        type="button"
        className="ml-3 underline"
        onClick={() => {
          try {
            localStorage.setItem(KEY, "1");
          } catch {}
          setShow(false);
        }}
      >
        Schließen
      </button>
    </div>
  );
}
