import { describe, expect, it } from 'vitest';
import robots from '@/app/robots';
import { pageKindOf } from '@/scripts/bench/lib/budgets';

describe('the back office is private', () => {
  it('is disallowed to crawlers, beside the API', () => {
    const [rule] = [robots().rules].flat();
    expect([rule?.disallow].flat()).toEqual(expect.arrayContaining(['/api/', '/staff/']));
  });

  it('is budgeted as a page of forms', () => {
    expect(pageKindOf('/staff/')).toBe('interactive');
    expect(pageKindOf('/staff/projects/')).toBe('interactive');
    expect(pageKindOf('/about-us/')).toBe('content');
  });
});
