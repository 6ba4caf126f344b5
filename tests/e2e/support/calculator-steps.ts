import type { Locator, Page } from '@playwright/test';
import { createCalculatorContext } from '@/lib/calculators/data';
import { getCalculatorSources } from '@/lib/calculators/load.server';
import { formatCents } from '@/lib/pricing/format';
import type { QuoteResult } from '@/lib/pricing/types';
import { expect } from './fixtures';

/* Expected prices come from the engine and the same tables and catalog the site is built from. */
const { catalog, tables } = getCalculatorSources();

/** The pricing engine as the site's calculators run it today. */
export const engine = () => createCalculatorContext({ ...catalog, tables }, new Date());

/** The total a calculator should show for a quote the engine priced. */
export function total(result: QuoteResult): string {
  if (!result.ok) throw new Error(`the engine refused the expected quote: ${result.error.message}`);
  return formatCents(result.quote.totalCents);
}

/** Scrolls a page's calculator into view and waits for its live island to replace the shell. */
export async function live(page: Page, kind: 'document' | 'portuguese' | 'on-site' | 'remote'): Promise<Locator> {
  const calculator = page.locator(`[data-calculator="${kind}"]`);
  await calculator.scrollIntoViewIfNeeded();
  await expect(calculator.locator('[data-live]')).toBeVisible();
  return calculator;
}

/** Picks an option of a searchable select by typing its name, as a visitor would. */
export async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).fill(option);
  await scope.page().getByRole('option', { name: option, exact: true }).click();
}
