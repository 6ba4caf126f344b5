/*
 * Narrowing a controlled field's value (typed by its path in the form) to what its input shows.
 * The form's defaults give every field its type, so these only guard against the unexpected.
 */

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');

export const asOptionalText = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

export const asTextList = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);

export const asFileList = (value: unknown): File[] => (typeof File !== 'undefined' && value instanceof File ? [value] : []);
