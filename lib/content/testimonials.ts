import { z } from 'zod';
import { isoDate, kebabSlug, serviceId, wordsBetween } from './schema-parts';
import { loadYamlList } from './yaml-list';

const testimonialSchema = z.array(
  z.strictObject({
    id: kebabSlug,
    quote: wordsBetween(30, 90),
    name: z.string().regex(/^\p{Lu}[\p{L}'-]+(?: \p{Lu}[\p{L}'-]+)* \p{Lu}\.$/u, 'must be a first name and a last initial, e.g. "Daniela R."'),
    role: z.string().min(3).max(80),
    service: serviceId,
    rating: z.int().min(1).max(5),
    date: isoDate.refine((d) => d >= '2024-01-01' && d <= '2026-12-31', 'must be between 2024 and 2026'),
  }),
);

export type Testimonial = z.infer<typeof testimonialSchema>[number];

/** Testimonials from content/testimonials.yaml, newest first. */
export function loadTestimonials(file: string): Testimonial[] {
  return loadYamlList(file, testimonialSchema).sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}
