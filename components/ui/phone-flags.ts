/**
 * Country flags come from our own origin: scripts/copy-flags.ts copies them from the
 * country-flag-icons package into public/flags/3x2/ before each build. `{XX}` is the
 * country code, the placeholder react-phone-number-input's `flagUrl` expects.
 */
export const flagUrlPattern = '/flags/3x2/{XX}.svg';

export function flagSrc(country: string): string {
  return flagUrlPattern.replace('{XX}', country);
}
