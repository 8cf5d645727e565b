import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';
import { repoRoot } from './server';

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

/** A finding with the view it was found on, e.g. `tutor /groups loading 1440px`. */
export interface PlacedFinding extends AxeFinding {
  where: string;
}

/** What one file's axe checks found: the views checked, the rules that applied, the findings. */
export interface AxeLedger {
  views: number;
  rules: Set<string>;
  findings: PlacedFinding[];
  /** Runs axe on the page as it is now and books it under `where`; answers its findings. */
  check: (page: Page, where: string) => Promise<AxeFinding[]>;
  /** The findings of views whose label starts with `prefix`, one line each (for `toEqual([])`). */
  linesOf: (prefix: string) => string[];
}

export function axeLedger(): AxeLedger {
  const ledger: AxeLedger = {
    views: 0,
    rules: new Set(),
    findings: [],
    check: async (page, where) => {
      const { findings, rulesApplied } = await axeCheck(page);
      ledger.views += 1;
      rulesApplied.forEach((rule) => ledger.rules.add(rule));
      ledger.findings.push(...findings.map((finding) => ({ ...finding, where })));
      return findings;
    },
    linesOf: (prefix) =>
      ledger.findings
        .filter((finding) => finding.where.startsWith(prefix))
        .map((finding) => `${finding.rule} on ${finding.where} at ${finding.target}: ${finding.summary}`),
  };
  return ledger;
}

/** Where each axe file of one test run books its figures, so the last one can print the total. */
const RUN_BOOK = path.join(repoRoot, 'test-results', 'axe-run.json');

interface RunBook {
  /** the vitest process the files ran under (their parent): one run */
  run: number;
  files: Record<string, { views: number; rules: string[]; violations: number }>;
}

/**
 * The summary lines of an axe file (`axe-core: 84 page views, 38 WCAG A/AA rules applied, 0
 * violations`), and, when other axe files of the same test run reported before it, one more line
 * with the figures of all of them: the last file of the run prints the whole suite's count.
 */
export function axeSummary(file: string, ledger: AxeLedger, what = 'page views'): string[] {
  let book: RunBook = { run: process.ppid, files: {} };
  try {
    const stored = JSON.parse(fs.readFileSync(RUN_BOOK, 'utf8')) as RunBook;
    if (stored.run === process.ppid) {
      book = stored;
    }
  } catch {
    // no book yet: this file is the first of the run
  }
  book.files[file] = { views: ledger.views, rules: [...ledger.rules], violations: ledger.findings.length };
  fs.mkdirSync(path.dirname(RUN_BOOK), { recursive: true });
  fs.writeFileSync(RUN_BOOK, JSON.stringify(book));
  const lines = [
    `axe-core: ${ledger.views} ${what}, ${ledger.rules.size} WCAG A/AA rules applied, ${ledger.findings.length} violations`,
  ];
  const files = Object.values(book.files);
  if (files.length > 1) {
    const views = files.reduce((sum, entry) => sum + entry.views, 0);
    const rules = new Set(files.flatMap((entry) => entry.rules)).size;
    const violations = files.reduce((sum, entry) => sum + entry.violations, 0);
    lines.push(
      `axe-core, all ${files.length} axe files of this run: ${views} views, ${rules} WCAG A/AA rules applied, ${violations} violations`,
    );
  }
  return lines;
}
