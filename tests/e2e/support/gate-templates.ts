import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createOfferToken, createOrderToken } from '../../../scripts/bench/lib/offer-token';
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
  '/orders/',
  '/agreement/terms-of-service/',
  '/page/portuguese-immigration-translation/',
  '/this-page-does-not-exist/',
];

/** The private links a template page may need: a professional's offer and a client's order (still `requested`). */
export interface TemplateTokens {
  offer: string;
  order: string;
}

/** Creates them through the real API, as a visitor's quote request and the assignment do. */
export async function createTemplateTokens(baseURL: string, adminToken: string): Promise<TemplateTokens> {
  return { offer: await createOfferToken(baseURL, adminToken), order: await createOrderToken(baseURL) };
}

/**
 * Opens a template page as a visitor does: the offer page with a real offer, as a professional
 * opens it from the e-mail, and the order page with a real order, as its client does.
 */
export async function openTemplate(page: Page, path: string, tokens: TemplateTokens): Promise<void> {
  await mockIpLookup(page);
  if (path === '/orders/') await page.goto(`${path}?token=${tokens.order}`);
  else await page.goto(path.startsWith('/pro/translator/') ? `${path}?offer=${tokens.offer}` : path);
  await page.waitForLoadState('networkidle');
}
