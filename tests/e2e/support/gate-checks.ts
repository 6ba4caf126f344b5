import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe over the page (or the part `include` names), asking only for violations.
 *
 * Legacy mode runs `axe.run` in the page itself. The default mode runs `axe.runPartial` in every frame and
 * then opens a second, blank page to combine the partial results (`finishRun` in @axe-core/playwright
 * 4.10), serialising every node's passes and incompletes into it. Measured here on the built site
 * (one worker, quiet machine): /about-us/ 4.2 s by default, 1.3 s in legacy mode, 0.47 s for `axe.run`
 * alone; /services/document-translation/ 9.8 s, 3.4 s and 1.2 s. Our pages have no frames (legacy mode
 * would still reach same-origin ones), so nothing checked is lost.
 */
export function analyzeAxe(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  return (include ? builder.include(include) : builder).analyze();
}

/** Every axe violation, whatever its impact, as `rule (impact): first targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await analyzeAxe(page);
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact ?? 'n/a'}): ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
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
  /** `a.post-card_link` or similar, to name it in a failure. */
  label: string;
  /** An outline or box shadow appeared on focus: on the element, its ::before/::after or a close ancestor. */
  ring: boolean;
  nativelyOperable: boolean;
}

interface GateState {
  records: FocusRecord[];
  baselines: Map<Element, string[]>;
  record: () => void;
}

declare global {
  interface Window {
    gate?: GateState;
  }
}

/**
 * Runs in the page. Marks every visible interactive element with `data-gate-focus`, remembers how it
 * and its surroundings look unfocused, and installs `gate.record()`, which notes whether the focused
 * element now shows a focus ring. Returns the marked ids.
 */
export function markInteractive(): string[] {
  const selector =
    'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
  const operable = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'TEXTAREA', 'SUMMARY']);
  const widgetRoles = new Set([
    'button',
    'link',
    'checkbox',
    'radio',
    'combobox',
    'option',
    'tab',
    'switch',
    'menuitem',
    'slider',
    'spinbutton',
    'textbox',
    'listbox',
    'gridcell',
  ]);
  // What can show a ring: the element, its pseudo-elements (a card's stretched link), three ancestors (a select's control).
  const ringSignatures = (element: Element): string[] => {
    const styles = [getComputedStyle(element), getComputedStyle(element, '::before'), getComputedStyle(element, '::after')];
    let ancestor = element.parentElement;
    for (let depth = 0; depth < 3 && ancestor; depth += 1, ancestor = ancestor.parentElement) styles.push(getComputedStyle(ancestor));
    return styles.map((style) => {
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && !/rgba\(\d+, \d+, \d+, 0\)|transparent/.test(style.outlineColor);
      const shadow = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || shadow ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor} | ${style.boxShadow}` : '';
    });
  };
  const state: GateState = {
    records: [],
    baselines: new Map(),
    record: () => {
      const element = document.activeElement;
      // A native date input's calendar button is focused inside its UA shadow tree: the input stays the
      // active element without matching :focus, and Chrome draws that focus itself.
      if (!(element instanceof HTMLElement) || element === document.body || !element.matches(':focus')) return;
      const before = state.baselines.get(element) ?? [];
      const role = element.getAttribute('role');
      state.records.push({
        id: element.getAttribute('data-gate-focus') ?? 'unmarked',
        label: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${String(element.className).split(' ')[0] ?? ''} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        ring: ringSignatures(element).some((signature, i) => signature !== '' && signature !== before[i]),
        nativelyOperable:
          (operable.has(element.tagName) && !(element.tagName === 'A' && !element.hasAttribute('href'))) || (role !== null && widgetRoles.has(role)),
      });
    },
  };
  window.gate = state;
  const ids: string[] = [];
  document.querySelectorAll(selector).forEach((element, index) => {
    if (!element.checkVisibility({ visibilityProperty: true }) || element.closest('[inert], [aria-hidden="true"]')) return;
    const id = String(index);
    element.setAttribute('data-gate-focus', id);
    state.baselines.set(element, ringSignatures(element));
    ids.push(id);
  });
  return ids;
}

/**
 * Runs in the page: the marked elements, still on the page and visible, that focus never reached.
 * A radio button counts as reached when its group was: Tab enters a group once, arrows move inside it.
 */
export function unreachedElements(reachedIds: string[]): string[] {
  const reached = new Set(reachedIds);
  const reachedGroups = new Set(
    [...document.querySelectorAll<HTMLInputElement>('input[type="radio"][data-gate-focus]')]
      .filter((r) => reached.has(r.getAttribute('data-gate-focus') ?? ''))
      .map((r) => `${r.form?.id ?? ''}/${r.name}`),
  );
  return [...document.querySelectorAll<HTMLElement>('[data-gate-focus]')]
    .filter((element) => element.checkVisibility({ visibilityProperty: true }) && !reached.has(element.getAttribute('data-gate-focus') ?? ''))
    .filter((element) => !(element instanceof HTMLInputElement && element.type === 'radio' && reachedGroups.has(`${element.form?.id ?? ''}/${element.name}`)))
    .map((element) => element.outerHTML.slice(0, 160));
}

/**
 * Presses Tab until focus has visited every marked element, or `limit` times. After each press the
 * focus is recorded; while no ring shows, the page renders up to five frames first, so that widgets
 * styling their focus from React state (a select's control) are measured as a visitor sees them.
 * Returns what was focused.
 */
export async function tabThrough(page: Page, ids: readonly string[], limit: number): Promise<FocusRecord[]> {
  const wanted = new Set(ids);
  for (let press = 0; press < limit && wanted.size > 0; press += 1) {
    await page.keyboard.press('Tab');
    // A ring from CSS (:focus-visible) is in the computed style at once and is measured at once; a
    // ring drawn from React state may land a frame or two after focus: up to 5 frames count as at once.
    const id = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          let frames = 0;
          const measure = () => {
            const gate = window.gate;
            const before = gate?.records.length ?? 0;
            gate?.record();
            const last = gate?.records.at(-1);
            if (gate && last && gate.records.length > before && !last.ring && frames < 5) {
              frames += 1;
              gate.records.pop();
              requestAnimationFrame(() => setTimeout(measure, 0));
              return;
            }
            resolve(last?.id ?? '');
          };
          measure();
        }),
    );
    wanted.delete(id);
  }
  return page.evaluate(() => window.gate?.records ?? []);
}

/**
 * Turns every calculator on the page into its live island first, and every lazily loaded input
 * (phone, selects: a skeleton until its field nears the viewport) into its control, so that Tab
 * walks what a visitor who scrolls through the page uses.
 */
export async function makeCalculatorsLive(page: Page): Promise<void> {
  const calculators = page.locator('[data-calculator]');
  for (let i = 0; i < (await calculators.count()); i += 1) {
    const calculator = calculators.nth(i);
    await calculator.scrollIntoViewIfNeeded();
    await calculator.locator('[data-live]').waitFor();
  }
  const skeletons = page.locator('[data-input-skeleton]:visible');
  for (let left = await skeletons.count(); left > 0; left = await skeletons.count()) {
    // Scrolled from the page (not a locator action, which would wait for a skeleton that just went).
    await page.evaluate(() => document.querySelector('[data-input-skeleton]')?.scrollIntoView({ block: 'center' }));
    await expect.poll(() => skeletons.count()).toBeLessThan(left);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
