import type { Page } from "@playwright/test";

/** What a person on a narrow screen would notice, measured in the page (the walk of a11y.spec.ts). */
export type LayoutReport = {
  scrollWidth: number;
  clientWidth: number;
  /** Visible elements reaching past the left or right edge of the screen (outside any own scroller). */
  outside: string[];
  /** Sideways scrolling boxes without a visible hint (aria-describedby to shown text). */
  silentScrollers: string[];
  /** Controls smaller than 24 × 24 px with another control closer than 24 px (WCAG 2.5.8). */
  smallTargets: string[];
};

export async function measureLayout(page: Page): Promise<LayoutReport> {
  return page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    const describe = (el: Element) => {
      const r = el.getBoundingClientRect();
      const text = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}> „${text}“ x ${Math.round(r.left)}–${Math.round(r.right)}`;
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) return false;
      const s = getComputedStyle(el);
      return s.visibility === "visible" && s.opacity !== "0" && !(s.position === "absolute" && s.clip.startsWith("rect(0"));
    };
    const scrollsSideways = (el: Element) => {
      const s = getComputedStyle(el);
      return /(auto|scroll|hidden|clip)/.test(s.overflowX) && el !== document.documentElement && el !== document.body;
    };
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrollsSideways(p)) return true;
      return false;
    };
    const fixedOrHidden = (el: Element) => {
      for (let p: Element | null = el; p && p !== document.body; p = p.parentElement) {
        const s = getComputedStyle(p);
        if (s.visibility !== "visible" || s.opacity === "0") return true;
      }
      return false;
    };

    const outside: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      if (el.children.length > 0 && !el.matches("a, button, label, input, select, textarea, img, svg, [role]")) continue;
      if (el.closest("svg") && el.tagName.toLowerCase() !== "svg") continue;
      if (!shown(el) || insideScroller(el) || fixedOrHidden(el)) continue;
      const r = el.getBoundingClientRect();
      if (r.right > vw + 1 || r.left < -1) outside.push(describe(el));
    }

    const silentScrollers: string[] = [];
    for (const el of document.body.querySelectorAll("*")) {
      const s = getComputedStyle(el);
      if (!/(auto|scroll)/.test(s.overflowX) || el.scrollWidth <= el.clientWidth + 1 || !shown(el)) continue;
      const hint = el
        .getAttribute("aria-describedby")
        ?.split(" ")
        .map((id) => document.getElementById(id))
        .find((h) => h && shown(h));
      if (!hint) silentScrollers.push(describe(el));
    }

    const targets = [
      ...document.body.querySelectorAll(
        "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=switch], summary",
      ),
    ]
      .map((el) => (el.matches("input[type=checkbox], input[type=radio]") && el.closest("label") ? el.closest("label")! : el))
      .filter((el, i, all) => all.indexOf(el) === i && shown(el) && !fixedOrHidden(el));
    const inlineInText = (el: Element) => {
      if (getComputedStyle(el).display !== "inline") return false;
      const parent = el.parentElement;
      return !!parent && [...parent.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
    };
    const boxes = targets.map((el) => ({ el, r: el.getBoundingClientRect() }));
    const smallTargets: string[] = [];
    for (const { el, r } of boxes) {
      if ((r.width >= 24 && r.height >= 24) || inlineInText(el)) continue;
      // Spacing exception: a 24 px circle around its centre touches no other control.
      const cx = r.left + r.width / 2;
      const cy = r.top + r.height / 2;
      const crowded = boxes.some(({ el: other, r: o }) => {
        if (other === el || other.contains(el) || el.contains(other)) return false;
        const dx = Math.max(o.left - cx, 0, cx - o.right);
        const dy = Math.max(o.top - cy, 0, cy - o.bottom);
        return Math.hypot(dx, dy) < 12;
      });
      if (crowded) smallTargets.push(`${describe(el)} ${Math.round(r.width)}×${Math.round(r.height)}`);
    }

    const root = document.scrollingElement!;
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, outside, silentScrollers, smallTargets };
  });
}

/** Whether the element lies fully inside the screen's width (and is shown). */
export async function fullyInView(page: Page, selector: string | import("@playwright/test").Locator): Promise<boolean> {
  const locator = typeof selector === "string" ? page.locator(selector) : selector;
  const box = await locator.boundingBox();
  const vw = await page.evaluate(() => document.documentElement.clientWidth);
  return !!box && box.x >= 0 && box.x + box.width <= vw + 0.5 && box.width > 0;
}
