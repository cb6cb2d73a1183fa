import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";

const AXE_SOURCE = fs.readFileSync(path.resolve("node_modules/axe-core/axe.min.js"), "utf8");

export type Finding = { rule: string; impact: string; help: string; targets: string[] };

/**
 * axe's serious and critical findings (WCAG 2.2 A/AA and best practices) on the page as it is now, or
 * only inside `within` (an open popover: the page behind it was scanned closed, and targets it covers
 * would count as too small).
 */
export async function axeFindings(page: Page, within?: Locator): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, so the page's CSP does not stand in the way.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const root = within ? await within.elementHandle() : await page.evaluateHandle(() => document);
  return page.evaluate(async (context) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Node,
            opts: object,
          ) => Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(context!, {
      resultTypes: ["violations"],
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"] },
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({ rule: v.id, impact: v.impact ?? "", help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")) }));
  }, root);
}
