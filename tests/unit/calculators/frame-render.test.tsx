import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { CalculatorFrame } from '@/components/calculators/calculator-frame';

/** A shell as large as a real one (~10 KB): React outlines large Suspense boundaries, which is what duplicated it. */
function Shell() {
  return (
    <form id="doc-form">
      {Array.from({ length: 120 }, (_, i) => (
        <label key={i} htmlFor={`doc-field-${i}`}>
          Field {i} with a label long enough to make the shell weigh what a calculator weighs
          <input id={`doc-field-${i}`} name={`field-${i}`} />
        </label>
      ))}
    </form>
  );
}

async function prerender(page: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(page);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('CalculatorFrame, pre-rendered', () => {
  it.each([
    ['fetched (service pages)', { kind: 'document', preset: {}, dataUrl: '/calculator-data/document.json', labels: { failed: 'Failed', retry: 'Retry' } }],
    ['inline (/pricing/)', { kind: 'portuguese', props: {} }],
  ] as const)('%s: writes its shell once, in place, with no hidden copy', async (_name, island) => {
    const html = await prerender(
      <main>
        <p>{'The page before the calculator. '.repeat(500)}</p>
        {/* @ts-expect-error the inline spec's props are not needed: the island never renders on the server */}
        <CalculatorFrame island={island} prefix="doc-" anchor="document-translation-calculator">
          <Shell />
        </CalculatorFrame>
      </main>,
    );
    expect(html.match(/id="doc-field-7"/g)).toHaveLength(1);
    expect(html).not.toMatch(/<template id="B:|hidden id="S:/);
    expect(html).toMatch(/<div id="document-translation-calculator" data-calculator="[a-z]+"><form id="doc-form">/);
  });
});
