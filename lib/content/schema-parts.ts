import { z } from 'zod';
import { SERVICE_IDS } from '@/lib/catalog/schema';
import { countWordsInText } from './markdown';

/** Building blocks shared by the content schemas. */

export const kebabSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase kebab-case (a-z, 0-9 and single hyphens)');

export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a quoted date 'YYYY-MM-DD'")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'is not a real calendar date');

// The services are the catalog's; content refers to them by the same ids.
export const serviceId = z.enum(SERVICE_IDS);

export const blogTags = [
  'certified-translation',
  'immigration',
  'interpretation',
  'remote-interpreting',
  'legal',
  'medical',
  'education',
  'business',
  'languages',
  'pricing',
] as const;
export const blogTag = z.enum(blogTags);
export type BlogTag = z.infer<typeof blogTag>;

export const supportCategories = [
  'ordering',
  'certified-translation',
  'interpretation',
  'payments-and-delivery',
  'account-and-privacy',
] as const;
export type SupportCategory = (typeof supportCategories)[number];

export const faqCategories = [
  'certified-translation',
  'interpretation',
  'pricing-and-payment',
  'turnaround-and-delivery',
  'privacy-and-security',
  'working-with-us',
] as const;
export type FaqCategory = (typeof faqCategories)[number];

export const sectors = ['legal', 'healthcare', 'education', 'government', 'business', 'nonprofit'] as const;

export const proUserTypes = ['translator', 'interpreter', 'proofreader', 'transcriber'] as const;
export type ProUserType = (typeof proUserTypes)[number];

// Link targets are not words a reader sees.
function countProseWords(markdown: string): number {
  return countWordsInText(markdown.replace(/\]\([^)]*\)/g, ']'));
}

/** A (markdown) string with a word count inside [min, max], for prose fields with length rules. */
export function wordsBetween(min: number, max: number) {
  return z.string().refine(
    (value) => {
      const words = countProseWords(value);
      return words >= min && words <= max;
    },
    { error: (issue) => `must be ${min}–${max} words (has ${typeof issue.input === 'string' ? countProseWords(issue.input) : 0})` },
  );
}
