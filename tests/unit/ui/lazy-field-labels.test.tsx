import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from '@/components/ui/multi-select';
import { PhoneInput } from '@/components/ui/phone-input';
import { SearchableSelect } from '@/components/ui/searchable-select';

async function prerender(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

/** The `for` of every label that names no element of the page. */
function orphanLabels(html: string): string[] {
  const ids = new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));
  return [...html.matchAll(/<label\b[^>]*\bfor="([^"]+)"/g)].map((m) => m[1] ?? '').filter((id) => !ids.has(id));
}

const options = [
  { value: 'es', label: 'Spanish' },
  { value: 'fr', label: 'French' },
];
const noop = () => undefined;

describe('lazily loaded inputs, pre-rendered (as the built page has them)', () => {
  it.each([
    ['PhoneInput', <PhoneInput key="p" id="contact-telephone" label="Telephone" value={undefined} onChange={noop} defaultCountry="US" required />],
    ['SearchableSelect', <SearchableSelect key="s" id="source-language" label="Source language" value="" onChange={noop} options={options} />],
    ['MultiSelect', <MultiSelect key="m" id="specialisations" label="Specializations" value={[]} onChange={noop} options={options} required />],
  ])('%s shows its label text and skeleton, with no label for the control that is not there yet', async (_name, field) => {
    const html = await prerender(<form>{field}</form>);
    expect(html).toContain('data-input-skeleton');
    expect(orphanLabels(html)).toEqual([]);
    expect(html).toMatch(/-label"[^>]*>[^<]*(Telephone|Source language|Specializations)/);
  });
});
