/**
 * Validation shared by the forms and the API: rule kinds, message packs, the form schemas
 * and spam protection. Rules report `{ rule, params }`; words come from a pack when shown.
 *
 * Form:  useForm({ mode: FORM_VALIDATION_MODE,
 *          resolver: zodResolver(withSpamFields(contactSchema), { error: createErrorMap(contactLabels, pack) }) })
 * API:   if (checkSpam(body, Date.now()).spam) → answer as if accepted;
 *        const result = validate(contactSchema, body, contactLabels, pack);
 *        if (!result.success) → 422 { error: { code: 'validation_failed', message, fields: result.errors } }
 */
export * from './rules';
export * from './fields';
export { describeIssue, itemsVariant, ruleIssue, RULE_NAMES } from './issue';
export type { IssueLike, RuleFailure, RuleName, RuleParams, RuleParamValue } from './issue';
export { labelFor, pathKey, type FieldLabels, type LabelsFor } from './labels';
export { formatFailure, formatIssue, getMessagePack, VALIDATION_LOCALES } from './messages';
export type { MessagePack, ValidationLocale } from './messages';
export { createErrorMap, localizeErrors, validate, type FieldErrors, type Validation } from './localize';
export * from './config';
export * from './spam';
export { describeUpload, isFileDescription, measureImage, type FileDescription } from './file-description';
export { readImageSize, type ImageSize } from './image-size';
export * from './forms/options';
export * from './forms/professional-options';
export * from './forms/us-states';
export * from './forms/contact';
export * from './forms/quote-request';
export * from './forms/bookings';
export * from './forms/application';
export * from './forms/partnership';
