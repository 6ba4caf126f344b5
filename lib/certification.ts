/**
 * The certified translation's shared facts: which services carry a certificate, the statement
 * the translator signs (the order page, the professional's job and the PDF say the same words),
 * and the verification code's grammar (the PDF prints it, `/verify/` reads it back).
 */

/** The services sold as certified translations: only these are issued a signed certificate. */
const certifiedServices: ReadonlySet<string> = new Set(['certified-translation', 'portuguese-immigration']);

export function isCertifiedService(service: string): boolean {
  return certifiedServices.has(service);
}

/**
 * The certification statement of 8 CFR 103.2(b)(3): a full translation the translator certifies
 * as complete and accurate, and their competence to translate from the foreign language into
 * the target one, naming the exact pair.
 */
export function certificationStatement(translatorName: string, sourceLanguage: string, targetLanguage: string): string {
  return (
    `I, ${translatorName}, certify that I am competent to translate from ${sourceLanguage} into ${targetLanguage}, ` +
    `and that the attached ${targetLanguage} translation of the documents listed in this certificate is a complete and accurate ` +
    `translation of the original ${sourceLanguage} documents, to the best of my knowledge and ability.`
  );
}

/** Crockford's base32: no I, L, O or U, so a code read aloud or retyped is not misread. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** 15 characters: 75 random bits, three groups of five. */
export const VERIFICATION_CODE_LENGTH = 15;

/** `K7Q2M-9XW4T-HB3RZ`, as printed and shown. */
export function formatVerificationCode(code: string): string {
  return code.match(/.{1,5}/g)?.join('-') ?? code;
}

/**
 * The code as stored, from what someone typed or scanned: case, dashes and spaces ignored, the
 * letters Crockford reads as digits (O → 0, I and L → 1) mapped; undefined when it cannot be one.
 */
export function normalizeVerificationCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== VERIFICATION_CODE_LENGTH) return undefined;
  return [...code].every((char) => CROCKFORD_ALPHABET.includes(char)) ? code : undefined;
}
