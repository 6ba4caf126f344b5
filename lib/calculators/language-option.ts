import type { LanguageForm } from '@/lib/catalog/schema';
import type { Tier } from '@/lib/pricing/table-schema';

/*
 * A language as the calculators and the forms list it, and English, in a module of its own: code
 * that only names languages (the back office's records) imports it without the pricing engine
 * that data.ts brings along.
 */

export interface LanguageOption {
  slug: string;
  name: string;
  tier: Tier;
  /** The catalog's `form`; English, a choice in every calculator, has none. */
  form?: LanguageForm;
}

/** English is not a catalog entry (every pair has it on one side) but is a choice in the calculators. */
export const ENGLISH: LanguageOption = { slug: 'english', name: 'English', tier: 'common' };
