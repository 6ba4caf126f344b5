'use client';

import { useEffect, useState } from 'react';
import styles from './offline-banner.module.css';

/** A polite banner while the browser is offline; it leaves when the connection is back. */
export function OfflineBanner({ message }: { message: string }) {
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const update = () => setOffline(!navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" className={offline ? styles.banner : 'visually-hidden'} data-testid="offline-banner" data-offline={offline}>
      {offline ? message : ''}
    </div>
  );
}
