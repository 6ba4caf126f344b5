'use client';

import { useEffect, useState } from 'react';
import { lookupIpCountry } from '@/lib/geo/ip-country';

/** The visitor's country from the IP lookup (once per session); undefined until known, or when unknown. */
export function useIpCountry(enabled: boolean): string | undefined {
  const [country, setCountry] = useState<string | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void lookupIpCountry().then((found) => {
      if (current) setCountry(found);
    });
    return () => {
      current = false;
    };
  }, [enabled]);
  return country;
}
