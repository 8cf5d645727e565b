import { createRequire } from 'node:module';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

/** The WCAG rules the pages are held to (issue 19): 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  /** e.g. `color-contrast` */
  rule: string;
  impact: string;
  /** the element, as a CSS selector */
  target: string;
  summary: string;
}

/** What axe-core finds on the page as it is now, and the rules that applied to it. */
export async function axeCheck(page: Page): Promise<{ findings: AxeFinding[]; rulesApplied: string[] }> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // evaluated through the DevTools protocol: the page's CSP (no inline scripts) stays as it is
    await page.evaluate(axeSource);
  }
  const result = await page.evaluate(
    (tags) =>
      (
        window as unknown as { axe: { run: (context: Document, options: object) => Promise<AxeResults> } }
      ).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_TAGS,
  );
  const findings = result.violations.flatMap((rule) =>
    rule.nodes.map((node) => ({
      rule: rule.id,
      impact: node.impact ?? rule.impact ?? 'unknown',
      target: node.target.join(' '),
      summary: (node.failureSummary ?? rule.help).replace(/\s+/g, ' ').trim(),
    })),
  );
  const rulesApplied = [
    ...new Set([...result.passes, ...result.violations, ...result.incomplete].map((rule) => rule.id)),
  ];
  return { findings, rulesApplied };
}
