import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from '@/components/staff/staff-session';

describe('where signing in again returns to', () => {
  it('is the back-office page the session ended on, with its query', () => {
    const path = signInPath('expired', '/staff/audit/?actor=Cora&action=project.');
    const next = new URL(path, 'https://www.verbalis.test').searchParams.get('next');
    expect(afterSignIn(next)).toBe('/staff/audit/?actor=Cora&action=project.');
    expect(afterSignIn('/staff/orders/')).toBe('/staff/orders/');
  });

  it('is what needs action for anything that is not a back-office page of this site', () => {
    for (const next of [
      null,
      '',
      '/',
      '/staff/',
      '/staff/?reason=expired',
      '//evil.example/staff/',
      'https://evil.example/staff/x',
      '/staff/\\\\evil.example',
      '/staff/a b',
      '/orders/?token=x',
      'javascript:alert(1)',
    ]) {
      expect(afterSignIn(next), String(next)).toBe('/staff/dashboard/');
    }
  });
});
