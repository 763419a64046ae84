import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

/** WCAG 2.0, 2.1 and 2.2 A and AA rules: the level the shop promises (axe-core tags). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** Runs axe-core in the page against the WCAG A and AA rules; answers the violations found. */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{
            violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, WCAG_AA_TAGS);
}

/** Fails the journey with a readable list when axe-core finds anything on the page as it is now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const violations = await axeViolations(page);
  const report = violations.map(
    (violation) =>
      `${where}: ${violation.id} (${violation.impact}): ${violation.help} at ${violation.targets.join(', ')}`,
  );
  expect(report).toEqual([]);
}
