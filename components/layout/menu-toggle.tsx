'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import styles from './site-header.module.css';

interface Props {
  openLabel: string;
  closeLabel: string;
  controls: string;
}

/** Closes the header's disclosures (the services menu), except the one holding `except`. */
function closeDisclosures(except?: EventTarget | null): void {
  document.querySelectorAll<HTMLDetailsElement>('details[data-nav-disclosure][open]').forEach((d) => {
    if (!(except instanceof Node) || !d.contains(except)) d.open = false;
  });
}

/**
 * Opens and closes the navigation on small screens, and closes the services disclosure on
 * Escape, an outside click, a link chosen in it and every navigation (the header stays mounted
 * across client navigations, so an open menu would otherwise cover the next page). The
 * navigation itself is server-rendered; this only flips state.
 */
export function MenuToggle({ openLabel, closeLabel, controls }: Props) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  }, []);

  const [lastPath, setLastPath] = useState(pathname);
  if (pathname !== lastPath) {
    setLastPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    document.getElementById(controls)?.setAttribute('data-open', String(open));
  }, [open, controls]);

  useEffect(() => closeDisclosures(), [pathname]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      closeDisclosures();
      if (open) close(true);
    };
    // A link chosen in the menu closes it at once; a click elsewhere in it (its summary) does not.
    const onClick = (event: MouseEvent) => closeDisclosures(event.target instanceof Element && event.target.closest('a') !== null ? null : event.target);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open, close]);

  return (
    <button ref={button} type="button" className={styles.toggle} aria-expanded={open} aria-controls={controls} onClick={() => setOpen((value) => !value)}>
      <span className="visually-hidden">{open ? closeLabel : openLabel}</span>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        {open ? (
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        ) : (
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        )}
      </svg>
    </button>
  );
}
