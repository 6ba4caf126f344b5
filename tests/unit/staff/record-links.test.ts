import { describe, expect, it } from 'vitest';
import { auditRecord, recordHref } from '@/components/staff/record-links';

const id = '0b6f9f7e-8c1a-4d8e-9a51-2f0d3c4b5a61';

describe('where the back office shows a record', () => {
  it.each<[string, string, string | undefined]>([
    ['orders', 'VQ-260601-7K3QXZ', `/staff/orders/?id=${id}`],
    ['projects', 'PR-260601-7K3QXZ', `/staff/projects/?id=${id}`],
    ['professionals', 'Marta Kowalczyk', `/staff/professionals/?id=${id}`],
    ['applications', 'Marta Kowalczyk (VA-260601-7K3QXZ)', `/staff/inbox/?kind=applications&id=${id}`],
    // A quote or booking is found as its order, which has its reference.
    ['quotes', 'VQ-260601-7K3QXZ', '/staff/orders/?q=VQ-260601-7K3QXZ'],
    ['bookings', 'VB-260601-7K3QXZ', '/staff/orders/?q=VB-260601-7K3QXZ'],
    ['contact-messages', 'VC-260601-7K3QXZ', '/staff/inbox/?kind=contact-messages&q=VC-260601-7K3QXZ'],
    ['partnership-inquiries', 'VP-260601-7K3QXZ', '/staff/inbox/?kind=partnership-inquiries&q=VP-260601-7K3QXZ'],
    ['files', 'acta de nacimiento & sello.pdf', '/staff/files/?q=acta%20de%20nacimiento%20%26%20sello.pdf'],
    // No page shows one staff account or one email.
    ['staff', 'Cora Coordinator', undefined],
    ['outbox', 'Your quote VQ-260601-7K3QXZ', undefined],
  ])('a record of %s named %j: %s', (resource, label, href) => {
    expect(recordHref(resource, id, label)).toBe(href);
  });
});

describe("an audit row's record", () => {
  const row = { resource: 'projects', recordId: id, recordLabel: 'PR-260601-7K3QXZ', recordExists: true };

  it('reads as its label, linked to its page where there is one', () => {
    expect(auditRecord(row)).toEqual({ gone: false, label: 'PR-260601-7K3QXZ', href: `/staff/projects/?id=${id}` });
    expect(auditRecord({ ...row, resource: 'staff', recordLabel: 'Cora Coordinator' })).toEqual({ gone: false, label: 'Cora Coordinator', href: undefined });
  });

  it('says a record is gone, with the reference the row kept', () => {
    expect(auditRecord({ ...row, resource: 'quotes', recordLabel: 'VQ-260601-7K3QXZ', recordExists: false })).toEqual({
      gone: true,
      label: 'VQ-260601-7K3QXZ',
    });
    expect(auditRecord({ ...row, recordLabel: null, recordExists: false })).toEqual({ gone: true, label: null });
  });

  it('is nothing when the row names no record', () => {
    expect(auditRecord({ resource: 'retention', recordId: null, recordLabel: null, recordExists: false })).toBeNull();
  });
});
