// Issue 47: every shop and console page's Total Blocking Time at most the login's plus 150 ms (median of
// three, under any load). The login is almost nothing but the framework's floor, and it is measured in
// the same run, so a busy machine raises both and the difference is what the page's own code blocks.

/** The page whose TBT is the floor. */
export const FLOOR_PAGE = { name: "Anmeldung", path: "/login", cookie: "" };
/** How many ms of TBT a page may add to the floor's. */
export const TBT_ABOVE_FLOOR_MS = 150;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

export type FloorVerdict = { name: string; tbtMs: number; aboveMs: number; met: boolean };

/** Each page's median TBT against the floor page's median TBT of the same run; none without a measured floor. */
export function tbtAboveFloor(pages: { name: string; tbtMs: number[] }[], floorName = FLOOR_PAGE.name): FloorVerdict[] {
  const floor = pages.find((p) => p.name === floorName);
  if (!floor || floor.tbtMs.length === 0) return [];
  const floorTbt = median(floor.tbtMs);
  return pages
    .filter((p) => p !== floor && p.tbtMs.length > 0)
    .map((p) => {
      const tbtMs = median(p.tbtMs);
      return { name: p.name, tbtMs, aboveMs: tbtMs - floorTbt, met: tbtMs - floorTbt <= TBT_ABOVE_FLOOR_MS };
    });
}

/** One line per page: its median TBT, the floor's, the difference and whether it is within the limit. */
export function floorNotes(pages: { name: string; tbtMs: number[] }[]): string[] {
  const floor = pages.find((p) => p.name === FLOOR_PAGE.name);
  const verdicts = tbtAboveFloor(pages);
  if (!floor || verdicts.length === 0) return [`TBT über der ${FLOOR_PAGE.name}: nicht gemessen`];
  return verdicts.map(
    (v) =>
      `TBT ${v.name}: Median ${v.tbtMs} ms, ${v.aboveMs >= 0 ? "+" : ""}${v.aboveMs} ms über der ${FLOOR_PAGE.name} ` +
      `(Median ${median(floor.tbtMs)} ms; Grenze +${TBT_ABOVE_FLOOR_MS} ms): ${v.met ? "erfüllt" : "verfehlt"}`,
  );
}
