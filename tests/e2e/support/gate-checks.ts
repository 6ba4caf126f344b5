import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Every axe violation, whatever its impact, as `rule (impact): first targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
}

/** One directive of a Content-Security-Policy header, e.g. `script-src 'self' 'sha256-…'`. */
export function cspDirective(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part === name || part.startsWith(`${name} `));
}

export interface FocusRecord {
  id: string;
  tag: string;
  role: string | null;
  /** The element, or for a visually hidden input its label, shows an outline or a box shadow. */
  ring: boolean;
  nativelyOperable: boolean;
}

declare global {
  interface Window {
    gateFocus?: FocusRecord[];
  }
}

/**
 * Marks every visible interactive element with `data-gate-focus` and starts recording, on each
 * focus, whether a focus ring shows. Returns the marked elements' ids. Runs in the page.
 */
export function markInteractive(): string[] {
  const selector =
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
  const operable = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY']);
  const widgetRoles = new Set(['button', 'link', 'checkbox', 'radio', 'combobox', 'option', 'tab', 'switch', 'menuitem', 'slider', 'spinbutton', 'textbox', 'listbox', 'gridcell']);
  const hasRing = (element: Element): boolean => {
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  const visuallyHidden = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width <= 1 || rect.height <= 1;
  };
  const ids: string[] = [];
  document.querySelectorAll(selector).forEach((element, index) => {
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[inert], [aria-hidden="true"]')) return;
    const id = String(index);
    element.setAttribute('data-gate-focus', id);
    ids.push(id);
  });
  window.gateFocus = [];
  document.addEventListener('focusin', (event) => {
    const element = event.target;
    if (!(element instanceof HTMLElement)) return;
    const labelled = element instanceof HTMLInputElement && visuallyHidden(element) ? element.labels?.[0] ?? element.parentElement : null;
    const role = element.getAttribute('role');
    window.gateFocus?.push({
      id: element.getAttribute('data-gate-focus') ?? `unmarked ${element.tagName.toLowerCase()}`,
      tag: element.tagName.toLowerCase(),
      role,
      ring: hasRing(element) || (labelled !== null && hasRing(labelled)),
      nativelyOperable: (operable.has(element.tagName) && !(element.tagName === 'A' && !element.hasAttribute('href'))) || (role !== null && widgetRoles.has(role)),
    });
  });
  return ids;
}

/** Presses Tab until focus has visited every marked element or `limit` presses; returns what was focused. */
export async function tabThrough(page: Page, ids: readonly string[], limit: number): Promise<FocusRecord[]> {
  const wanted = new Set(ids);
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    if (press % 25 === 24 || press === limit - 1) {
      const seen = await page.evaluate(() => (window.gateFocus ?? []).map((record) => record.id));
      if ([...wanted].every((id) => seen.includes(id))) break;
    }
  }
  return page.evaluate(() => window.gateFocus ?? []);
}
