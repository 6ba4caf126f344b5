'use client';

import { useEffect, useState } from 'react';
import { lookupIpCountryOnFormIntent } from '@/components/ui/ip-country';

/**
 * The visitor's country from the IP lookup (once per session, asked when the visitor starts on a
 * form); undefined until known, or when unknown.
 */
export function useIpCountry(enabled: boolean): string | undefined {
  const [country, setCountry] = useState<string | undefined>(undefined);
  useEffect(() => (enabled ? lookupIpCountryOnFormIntent(setCountry) : undefined), [enabled]);
  return country;
}
