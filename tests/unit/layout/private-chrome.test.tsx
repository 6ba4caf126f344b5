import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PrivateChrome } from '@/components/layout/private-chrome';
import { site } from '@/lib/site';

const links = (html: string) => [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);

describe('the private pages’ chrome (back office, client order)', () => {
  const html = renderToStaticMarkup(
    <PrivateChrome>
      <h1>Inbox</h1>
    </PrivateChrome>,
  );

  it('has a header with the company name linking home, the page in main, and a footer', () => {
    expect(html).toMatch(new RegExp(`<header[^>]*>.*<a href="/"[^>]*aria-label="${site.name}, Home"[^>]*>.*<span>${site.name}</span></a>.*</header>`, 's'));
    expect(html).toMatch(/<main id="main" tabindex="-1"[^>]*>.*<h1>Inbox<\/h1>.*<\/main>/s);
    expect(html).toMatch(/<footer[^>]*>.*All rights reserved\..*<\/footer>/s);
  });

  it('has no site navigation and no footer links: the skip link and home are its only links', () => {
    expect(html).not.toContain('<nav');
    expect(links(html)).toEqual(['#main', '/']);
  });
});
