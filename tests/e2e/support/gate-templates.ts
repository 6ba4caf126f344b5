import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pageTemplates } from '../../../scripts/bench/lib/templates';
import { mockIpLookup } from './form-steps';

const outDir = join(process.cwd(), 'out');
/** One page of every template: the benchmark's nine plus the other layouts of the site. */
export const gateTemplates = [
  ...pageTemplates(outDir).map((template) => template.path),
  '/services/',
  '/services/document-translation/spanish/',
  '/services/on-site-interpretation/new-york-ny/',
  '/blog/',
  '/support/',
  '/faq/',
  '/partnership/',
  '/translators/',
  '/pro/',
  '/agreement/terms-of-service/',
  '/page/portuguese-immigration-translation/',
  '/this-page-does-not-exist/',
];

/** Opens a template page as a visitor does; the offer page with a real offer, as a professional opens it from the e-mail. */
export async function openTemplate(page: Page, path: string, offerToken: string): Promise<void> {
  await mockIpLookup(page);
  await page.goto(path.startsWith('/pro/translator/') ? `${path}?offer=${offerToken}` : path);
  await page.waitForLoadState('networkidle');
}
