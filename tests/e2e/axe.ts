/**
 * axe-core in the browser tests: `audit` runs it on the page as it is, `expectNoSerious` fails on
 * a serious or critical violation and prints the moderate and minor ones. Pages audited need
 * `test.use({ bypassCSP: true })`: the site's CSP rightly refuses the script axe is injected as.
 */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const AXE_PATH = 'node_modules/axe-core/axe.min.js';


interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}


export async function audit(page: Page): Promise<Violation[]> {
  // Settle what would otherwise be measured mid-way: fonts, fade-ins (reduced motion ends them).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      // Frames hold third-party pages (video players, the external VR tour) that this product
      // neither writes nor can fix; axe would report them as not tested anyway.
      iframes: false,
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map((n) => ({ target: n.target as string[], failureSummary: n.failureSummary })),
    }));
  });
}

function report(violations: Violation[]): string {
  return violations
    .map((v) => `[${v.impact}] ${v.id}: ${v.help}\n${v.nodes.map((n) => `    ${n.target.join(' ')}\n      ${(n.failureSummary ?? '').replace(/\n/g, '\n      ')}`).join('\n')}`)
    .join('\n');
}

export function expectNoSerious(violations: Violation[], where: string) {
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const other = violations.filter((v) => !serious.includes(v));
  if (other.length) console.log(`${where}: moderate/minor (not failing):\n${report(other)}`);
  expect(serious, `${where}: serious or critical axe violations\n${report(serious)}`).toEqual([]);
}
