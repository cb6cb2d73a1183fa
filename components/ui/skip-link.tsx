/** The id of each frame's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = "inhalt";

/**
 * "Zum Inhalt springen": the first tab stop of the shop and the console, hidden until it has focus,
 * leading past header and menu to the page's <main id="inhalt" tabIndex={-1}>.
 */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[70] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-brand focus:shadow-lg"
    >
      Zum Inhalt springen
    </a>
  );
}
