import { describe, expect, it } from 'vitest';
import { orderStates, type OfferStatus } from '@/server/db/schema';
import { jobAbilities, publicOfferState, requireWorking, type OrderRow } from '@/server/workflow';

const now = new Date('2026-06-01T15:00:00Z');
const later = new Date('2026-06-01T16:00:00Z');
const me = 'professional-me';

describe('the offer as its professional sees it', () => {
  it.each([
    { status: 'pending', expiresAt: later, project: { status: 'offering', professionalId: null }, seen: 'open' },
    { status: 'pending', expiresAt: now, project: { status: 'offering', professionalId: null }, seen: 'expired' },
    { status: 'accepted', expiresAt: later, project: { status: 'assigned', professionalId: me }, seen: 'accepted' },
    { status: 'declined', expiresAt: later, project: { status: 'offering', professionalId: null }, seen: 'declined' },
    { status: 'expired', expiresAt: now, project: { status: 'offering', professionalId: null }, seen: 'expired' },
    { status: 'handed_back', expiresAt: later, project: { status: 'offering', professionalId: null }, seen: 'handed-back' },
    { status: 'superseded', expiresAt: later, project: { status: 'assigned', professionalId: 'someone-else' }, seen: 'taken' },
    { status: 'superseded', expiresAt: later, project: { status: 'new', professionalId: null }, seen: 'withdrawn' },
    { status: 'superseded', expiresAt: later, project: { status: 'cancelled', professionalId: me }, seen: 'cancelled' },
  ] satisfies {
    status: OfferStatus;
    expiresAt: Date;
    project: { status: 'offering' | 'assigned' | 'new' | 'cancelled'; professionalId: string | null };
    seen: string;
  }[])('$status offer of a $project.status project is $seen', ({ status, expiresAt, project, seen }) => {
    expect(publicOfferState({ offer: { status, expiresAt, professionalId: me }, project }, now)).toBe(seen);
  });
});

describe('who may do what with a job', () => {
  const holder = { offer: { status: 'accepted' as const, professionalId: me }, project: { professionalId: me } };

  it.each(orderStates)('an order %s', (state) => {
    const abilities = jobAbilities(state, true);
    expect(abilities.canDeliver).toBe(state === 'assigned' || state === 'returned');
    expect(abilities.canDownload).toBe(abilities.canDeliver);
    expect(abilities.canHandBack).toBe(state === 'assigned');
    expect(jobAbilities(state, false).canDownload).toBe(false);
  });

  it('refuses a job to anyone but its holder, and closes it once done', () => {
    const row = (state: OrderRow['state']): Pick<OrderRow, 'state' | 'reference'> => ({ state, reference: 'VQ-260601-AAAAAA' });
    expect(() => requireWorking({ ...holder, project: { professionalId: 'someone-else' } }, row('assigned'))).toThrow(
      expect.objectContaining({ status: 403, code: 'offer_not_assigned' }),
    );
    expect(() => requireWorking(holder, undefined)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => requireWorking(holder, row('approved'))).toThrow(
      expect.objectContaining({ status: 410, code: 'assignment_ended', message: 'Order VQ-260601-AAAAAA is completed; its job is closed.' }),
    );
    expect(() => requireWorking(holder, row('delivered'))).toThrow(expect.objectContaining({ status: 409, code: 'delivery_under_review' }));
    expect(() => requireWorking(holder, row('offering'))).toThrow(expect.objectContaining({ status: 409, code: 'invalid_transition' }));
    // A client's revision request is the professional's once staff have read it and sent it on.
    expect(() => requireWorking(holder, row('revision_requested'))).toThrow(
      expect.objectContaining({ status: 409, code: 'invalid_transition', message: expect.stringContaining('our staff are reading it') }),
    );
    expect(requireWorking(holder, row('returned')).state).toBe('returned');
  });
});
