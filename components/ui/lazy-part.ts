import { lazy, type ComponentType } from "react";

/**
 * A component whose code loads when it is first rendered (React.lazy), plus `preload` to start that
 * download early, e.g. on hover or focus of the button that opens it. Keeps popups, calendars and
 * dialogs out of a page's first load.
 */
export function lazyPart<M, P>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Part = lazy(() => load().then((m) => ({ default: pick(m) })));
  const preload = () => void load().catch(() => undefined);
  return { Part, preload };
}
