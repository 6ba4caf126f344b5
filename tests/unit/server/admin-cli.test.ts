import { describe, expect, it } from 'vitest';
import { adminCommands } from '@/server/cli/admin-commands';

describe('npm run admin', () => {
  it.each<[string[], Record<string, string>, object]>([
    [['list', 'quotes'], { limit: '10' }, { method: 'GET', path: '/admin/quotes?limit=10' }],
    [['list', 'projects'], { status: 'unassigned' }, { method: 'GET', path: '/admin/projects?status=unassigned' }],
    [['get', 'projects', 'abc'], {}, { method: 'GET', path: '/admin/projects/abc' }],
    [['download', 'f1'], { out: 'cv.pdf' }, { method: 'GET', path: '/admin/files/f1/download', download: { id: 'f1', out: 'cv.pdf' } }],
    [['approve', 'a1'], { json: '{"capacity":4}' }, { method: 'POST', path: '/admin/applications/a1/approve', body: { capacity: 4 } }],
    [['rerun', 'p1'], {}, { method: 'POST', path: '/admin/projects/p1/rerun', body: {} }],
    [['outbox'], { status: 'pending' }, { method: 'GET', path: '/admin/outbox?status=pending' }],
    [['tick'], {}, { method: 'POST', path: '/admin/assignment/tick', body: {} }],
    [['purge'], {}, { method: 'POST', path: '/admin/purge', body: {} }],
    [['staff'], {}, { method: 'GET', path: '/admin/staff' }],
    [['audit'], { action: 'project.', record: 'p1', limit: '5' }, { method: 'GET', path: '/admin/audit?action=project.&recordId=p1&limit=5' }],
    [['list', 'professionals'], { q: 'Ana Lima', status: 'paused' }, { method: 'GET', path: '/admin/professionals?q=Ana+Lima&status=paused' }],
    [
      ['create-staff'],
      { email: ' Ana@Verbalis.TEST ', name: 'Ana Lima', role: 'admin', password: 'twelve chars long' },
      { method: 'POST', path: '/admin/staff', body: { email: 'ana@verbalis.test', name: 'Ana Lima', role: 'admin', password: 'twelve chars long' } },
    ],
  ])('%j maps to the staff endpoint', (args, options, expected) => {
    expect(adminCommands(args, options)).toEqual(expected);
  });

  it.each([
    [[], /No command/],
    [['launch'], /Unknown command "launch"/],
    [['get', 'quotes'], /Missing id/],
    [['approve', 'a1', '--json'], /Missing|valid JSON/],
  ])('explains a mistake in %j', (args, message) => {
    expect(() => adminCommands(args, args[0] === 'approve' ? { json: '{oops' } : {})).toThrow(message);
  });

  it('checks a command against the staff contract before anything is sent', () => {
    expect(() => adminCommands(['list', 'secrets'], {})).toThrow(/Unknown resource "secrets"\. Staff can read: quotes, bookings/);
    expect(() => adminCommands(['get', 'tokens', 'abc'], {})).toThrow(/Unknown resource "tokens"/);
    expect(() => adminCommands(['approve', 'a1'], { json: '{"capacity":"four","nickname":"x"}' })).toThrow(
      /^--json: capacity: .*; body: Unrecognized key: "nickname"/,
    );
    expect(() => adminCommands(['create-staff'], { email: 'ana@verbalis.test', name: 'Ana', role: 'owner', password: 'short' })).toThrow(
      /^create-staff: role: .*; password: At least 12 characters\.$/,
    );
    expect(adminCommands(['release', 'contact-messages', 'a b'], {})).toEqual({ method: 'POST', path: '/admin/contact-messages/a%20b/release', body: {} });
  });
});
