/** axe-core in a test page: the serious and critical violations, written so a failure says what to fix. */
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** One failing element of a rule. */
interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  target: string;
  html: string;
  summary: string;
}

const BLOCKING = ['serious', 'critical'];

/**
 * Runs axe on the page as it is now (open menus included) and returns one line per failing element of a
 * serious or critical rule: rule id, impact, CSS target, the element's markup and axe's own summary. The
 * page's CSP forbids inline scripts: the context needs `bypassCSP: true` for the injected script.
 * `label-content-name-mismatch` is still marked experimental in axe, so it is switched on by name.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return axeFindings(page, BLOCKING, []);
}

/**
 * The same, plus every failing element of the named rules whatever their impact (axe rates `landmark-unique`
 * moderate, yet two landmarks with one name leave a screen reader unable to tell them apart).
 */
export async function axeViolations(page: Page, alsoRules: readonly string[]): Promise<string[]> {
  return axeFindings(page, BLOCKING, alsoRules);
}

async function axeFindings(page: Page, blocking: readonly string[], alsoRules: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const findings = await page.evaluate(
    async ([blocking, alsoRules]: [string[], string[]]) => {
      const run = (window as unknown as { axe: typeof axe }).axe;
      const results = await run.run(document, {
        resultTypes: ['violations'],
        rules: { 'label-content-name-mismatch': { enabled: true } },
      });
      return results.violations.flatMap((v) =>
        v.nodes
          .filter((n) => alsoRules.includes(v.id) || blocking.includes(n.impact ?? v.impact ?? ''))
          .map((n) => ({
            rule: v.id,
            impact: n.impact ?? v.impact ?? '',
            help: v.help,
            target: n.target.map(String).join(' '),
            html: n.html,
            summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').trim(),
          })),
      );
    },
    [[...blocking], [...alsoRules]] as [string[], string[]],
  );
  return findings.map(describe);
}

function describe(f: AxeFinding): string {
  return `${f.rule} (${f.impact}, ${f.help}) at ${f.target}: ${f.html.slice(0, 300)} -- ${f.summary}`;
}
