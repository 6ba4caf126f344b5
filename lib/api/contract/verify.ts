import { z } from 'zod';
import { named } from './registry';

/** The source documents as a certificate lists them: a title a reader recognises, and its pages. */
export const certifiedDocumentsSchema = z
  .array(
    z.strictObject({
      title: z
        .string()
        .trim()
        .min(3, 'Give the document’s title, e.g. “Birth certificate of Ana Souza, issued in São Paulo, Brazil”.')
        .max(200, 'At most 200 characters.'),
      pages: z.number().int().min(1, 'At least 1 page.').max(2000, 'At most 2,000 pages.'),
    }),
  )
  .min(1, 'List at least one document.')
  .max(50, 'At most 50 documents.');
export type CertifiedDocument = z.output<typeof certifiedDocumentsSchema>[number];

/** What a certificate states, as recorded when it was issued (`certificates.details`). */
export const certificateDetailsSchema = z.object({
  reference: z.string(),
  sourceLanguage: z.string(),
  targetLanguage: z.string(),
  documents: z.array(z.object({ title: z.string(), pages: z.number().int().positive() })),
  translatorName: z.string(),
  /** ISO date-time of the translator's electronic signature. */
  signedAt: z.string(),
  approvedBy: z.object({ name: z.string(), role: z.string() }),
  /** ISO date-time of the approval. */
  approvedAt: z.string(),
  /** Signed with the self-signed development key, not the company's. */
  development: z.boolean(),
});
export type CertificateDetails = z.output<typeof certificateDetailsSchema>;

export const certificateVerificationSchema = named(
  'CertificateVerification',
  "What `/verify/` shows for a certificate's code: its status, what it certifies, who signed and approved it, and the SHA-256 of the signed PDF to compare the file held against.",
  certificateDetailsSchema.extend({
    /** As printed: `K7Q2M-9XW4T-HB3RZ`. */
    code: z.string(),
    /** `valid`; `superseded` by a revision's new certificate; `revoked` by the company. */
    status: z.enum(['valid', 'superseded', 'revoked']),
    issuedAt: z.string(),
    /** Hex SHA-256 of the signed PDF as issued. */
    sha256: z.string(),
    supersededAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    revokedReason: z.string().nullable(),
  }),
);
export type CertificateVerification = z.output<typeof certificateVerificationSchema>;

export const verifyCertificateRoute = {
  method: 'GET',
  path: '/verify/{code}',
  summary:
    'Anyone holding a certified translation checks it by the code printed on its certificate (case, dashes and spaces ignored); 404 for an unknown code. Limited per address.',
  params: z.object({ code: z.string() }),
  responses: { 200: certificateVerificationSchema },
  errors: [404, 429],
} as const;
