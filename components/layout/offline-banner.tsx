'use client';

import { useEffect, useState } from 'react';
import styles from './offline-banner.module.css';

/** How long "back online" stays up once the connection returns. */
const BACK_ONLINE_MS = 4000;

type Connection = 'online' | 'offline' | 'back';

/**
 * A polite banner while the browser is offline. When the connection comes back it says so for a
 * few seconds, then leaves: a notice that just vanished would leave the visitor wondering why.
 */
export function OfflineBanner({ message, backOnline }: { message: string; backOnline: string }) {
  const [connection, setConnection] = useState<Connection>('online');

  useEffect(() => {
    let timer: number | undefined;
    const goOffline = () => {
      window.clearTimeout(timer);
      setConnection('offline');
    };
    const goOnline = () => {
      setConnection((was) => (was === 'offline' ? 'back' : was));
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setConnection('online'), BACK_ONLINE_MS);
    };
    if (!navigator.onLine) goOffline();
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, []);

  const text = connection === 'offline' ? message : connection === 'back' ? backOnline : '';
  return (
    <div
      role="status"
      aria-live="polite"
      className={connection === 'online' ? 'visually-hidden' : `${styles.banner} ${connection === 'back' ? styles.back : ''}`}
      data-testid="offline-banner"
      data-offline={connection === 'offline'}
    >
      {text}
    </div>
  );
}
