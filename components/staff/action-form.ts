'use client';

import { useState } from 'react';
import { notify } from '@/components/ui/toast-notify';
import { toStaffApiError, type StaffApiError } from '@/lib/api/staff-client';

/**
 * One staff action's state: busy while it runs, then a toast saying what was done, or its error
 * kept in place (the message, and each field's under `fields`) until the next try.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<StaffApiError | undefined>();

  async function run(action: () => Promise<unknown>, done: string): Promise<boolean> {
    setBusy(true);
    setError(undefined);
    try {
      await action();
      notify.success(done);
      return true;
    } catch (failure) {
      setError(toStaffApiError(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  // A list's errors come per item (`languages.2`): they all show under the list's field.
  const fieldError = (name: string) => {
    const messages = Object.entries(error?.fields ?? {})
      .filter(([key]) => key === name || key.startsWith(`${name}.`))
      .map(([, message]) => message);
    return messages.length > 0 ? messages.join(' ') : undefined;
  };
  return { busy, error, run, fieldError };
}
