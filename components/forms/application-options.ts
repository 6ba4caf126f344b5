import type { SelectOption } from '@/components/ui/select-options';

/** The lists the application offers, resolved from the catalog at build time. */
export interface ApplicationOptions {
  languages: readonly SelectOption[];
  /** Metro areas for on-site interpreting: "Chicago, IL". */
  locations: readonly SelectOption[];
  platforms: readonly SelectOption[];
  countries: readonly SelectOption[];
}
