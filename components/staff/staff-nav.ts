/** The back office's sections, in the order of its navigation; `admin` ones only admins see. */
export const staffSections = [
  { href: '/staff/dashboard/', label: 'Needs action' },
  { href: '/staff/inbox/', label: 'Inbox' },
  { href: '/staff/orders/', label: 'Orders' },
  { href: '/staff/projects/', label: 'Projects' },
  { href: '/staff/professionals/', label: 'Professionals' },
  { href: '/staff/files/', label: 'Files' },
  { href: '/staff/outbox/', label: 'Outbox' },
  { href: '/staff/audit/', label: 'Audit log' },
  { href: '/staff/accounts/', label: 'Staff accounts', admin: true },
  { href: '/staff/account/', label: 'My account' },
] as const;
