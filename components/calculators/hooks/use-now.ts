'use client';

import { useEffect, useState } from 'react';

/**
 * The current time, refreshed every minute: delivery dates move at the order
 * cut-off and short-notice surcharges start 48 hours ahead, so a quote left
 * open on screen is recomputed.
 */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
