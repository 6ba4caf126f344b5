'use client';

import { useCallback, useState } from 'react';

/** Whether the request panel under a calculator is open; closing it returns focus to its button. */
export function useRequestPanel(id: string) {
  const [open, setOpen] = useState(false);
  const show = useCallback(() => setOpen(true), []);
  const close = useCallback(() => {
    setOpen(false);
    document.getElementById(`${id}-request`)?.focus();
  }, [id]);
  return { open, show, close };
}
