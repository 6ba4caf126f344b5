import { describe, expect, it } from 'vitest';
import { connectToastSink, notify, type ToastCommand } from '@/components/ui/toast-notify';

describe('notify', () => {
  it('shows the same kind and message as one toast, however often it is called', () => {
    const commands: ToastCommand[] = [];
    const disconnect = connectToastSink((command) => commands.push(command));
    const first = notify.error('We could not reach our servers.');
    const second = notify.error('We could not reach our servers.');
    const other = notify.error('Something else went wrong.');
    const info = notify.info('We could not reach our servers.');
    disconnect();
    expect(second).toBe(first);
    expect(new Set([first, other, info]).size).toBe(3);
    expect(commands.map((command) => (command.op === 'show' ? command.id : command.op))).toEqual([first, first, other, info]);
  });

  it('keeps a given id, so a caller can update its own toast in place', () => {
    const commands: ToastCommand[] = [];
    const disconnect = connectToastSink((command) => commands.push(command));
    expect(notify.success('Saved', { id: 'draft' })).toBe('draft');
    disconnect();
    expect(commands).toEqual([expect.objectContaining({ op: 'show', id: 'draft', kind: 'success' })]);
  });
});
