import { describe, expect, it } from 'vitest';
import { isClientNavigation, type LinkClick } from '@/components/navigation/link-click';

const plain: LinkClick = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target: null, download: false };
const here = new URL('https://www.verbalis.com/about-us/');
const url = (href: string) => new URL(href, here);

describe('isClientNavigation', () => {
  it.each([
    ['a plain click on a site page', plain, '/pricing/', true],
    ['a hash on this page', plain, '#team', true],
    ['target _self', { ...plain, target: '_self' }, '/faq/', true],
    ['a middle click', { ...plain, button: 1 }, '/faq/', false],
    ['ctrl-click (new tab)', { ...plain, ctrlKey: true }, '/faq/', false],
    ['cmd-click (new tab)', { ...plain, metaKey: true }, '/faq/', false],
    ['shift-click (new window)', { ...plain, shiftKey: true }, '/faq/', false],
    ['alt-click (download)', { ...plain, altKey: true }, '/faq/', false],
    ['target _blank', { ...plain, target: '_blank' }, '/faq/', false],
    ['a download link', { ...plain, download: true }, '/files/sample.pdf', false],
    ['a click a handler already took', { ...plain, defaultPrevented: true }, '/faq/', false],
    ['another origin', plain, 'https://www.uscis.gov/', false],
    ['mailto:', plain, 'mailto:hello@verbalis.com', false],
  ])('%s → %s', (_, click, href, expected) => {
    expect(isClientNavigation(click, url(href), here)).toBe(expected);
  });
});
