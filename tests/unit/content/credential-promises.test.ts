import { describe, expect, it } from 'vitest';
import { getCredentialRegistry } from '@/lib/promises/credentials.server';
import { credentialPromiseProblems } from '@/scripts/content-check/credential-promises';

const { promise } = getCredentialRegistry();
const problems = (text: string) => credentialPromiseProblems('x.md', text, promise);

describe('credentials promised in words assignment does not enforce', () => {
  it.each([
    // What the site said while a credential only added points in ranking.
    'Interpreters hold the credentials their settings call for: court certification, medical interpreter training, conference experience.',
    'When you book, tell us the setting and we assign an interpreter with matching credentials: state or federal court certification for court hearings.',
    'The setting decides the credentials we look for: a court-certified interpreter for court, a trained medical interpreter for healthcare.',
    'lead: "Court-qualified, medically trained and conference interpreters who come to you, booked in minutes."',
    'for legal work in {state} we assign court-certified or registered interpreters where a court interpreter program covers the language.',
    'Every Verbalis medical interpreter has completed formal medical interpreter training and an assessment in their language pair.',
    // A promise the registry does not make: conferences require nothing.
    'Conference bookings go only to conference interpreters who are AIIC members.',
  ])('finds "%s"', (text) => {
    expect(problems(text)).toHaveLength(1);
  });

  it('finds a promise spread over the lines of a folded YAML value', () => {
    const yaml = ['  description: >-', '    We match an interpreter who works in your language pair and setting, with court, medical or', '    conference experience as the assignment needs.'].join('\n');
    expect(problems(yaml)[0]).toMatch(/^x\.md:1: "description: >- We match an interpreter/);
  });

  it('lets the registry’s own sentence through, word for word, wrapped or not', () => {
    expect(problems(`Yes, on site. When you book, choose the setting: ${promise} If nobody who qualifies can take it, we tell you.`)).toEqual([]);
    const words = promise.split(' ');
    const wrapped = ['  description: >-', `    ${words.slice(0, 12).join(' ')}`, `    ${words.slice(12).join(' ')}`].join('\n');
    expect(problems(wrapped)).toEqual([]);
    // The same sentence with one credential changed is another promise.
    expect(problems(promise.replace('(CCHI or NBCMI)', '(CCHI, NBCMI or a hospital course)'))).toHaveLength(1);
  });

  it.each([
    'Many hold ATA certification, state or federal court credentials, or medical interpreter certification.',
    '- **Certified** interpreters have passed the Federal Court Interpreter Certification Examination.',
    'For interpreters, the credentials your settings call for: state or federal court certification or a court roster listing for legal work.',
    'The Court Interpreters Act requires federal courts to use a certified interpreter, where one is reasonably available.',
  ])('lets "%s" through', (text) => {
    expect(problems(text)).toEqual([]);
  });
});
