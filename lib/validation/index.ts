/**
 * Validation shared by the forms and the API: rule kinds, message packs, the form schemas
 * and spam protection. Rules report `{ rule, params }`; words come from a pack when shown.
 *
 * Form:  useForm({ mode: 'onTouched',
 *          resolver: zodResolver(withSpamFields(contactSchema), { error: createErrorMap(contactLabels, pack) }) })
 * API:   const result = validate(contactSchema, body, contactLabels, pack);
 *        if (!result.success) → 422 { error: { code: 'validation_failed', message, fields: result.errors } }
 *        checkSpam(spamFields) says whether to store it quarantined, held for staff.
 */
export * from './rules';
export * from './fields';
export { describeIssue, RULE_NAMES } from './issue';
export { labelFor, pathKey, type FieldLabels } from './labels';
export { formatFailure, getMessagePack, VALIDATION_LOCALES } from './messages';
export { createErrorMap, localizeErrors, validate, type FieldErrors } from './localize';
export * from './config';
export * from './spam';
export { describeUpload, isFileDescription, type FileDescription } from './file-description';
export { readImageSize } from './image-size';
export * from './forms/options';
export * from './forms/professional-options';
export * from './forms/us-states';
export * from './forms/contact';
export * from './forms/quote-request';
export * from './forms/bookings';
export * from './forms/application';
export * from './forms/partnership';
export * from './forms/order-link';
