import { z } from 'zod';
import { isFileDescription, measureImage, type FileDescription } from '../file-description';
import { ruleIssue, type RuleParams } from '../issue';
import { ruleJsonSchemas } from '../json-schema-hints';
import { isEmpty, isMissing } from '../values';
import { defineRule, type Rule } from './define';

/** A file as the rules see it; over the API the server describes each uploaded part this way. */
const fileJsonSchema = {
  type: 'object',
  description: 'A file: its name, MIME type and size in bytes. The API fills it in from the uploaded part of the same name.',
  properties: { name: { type: 'string' }, type: { type: 'string' }, size: { type: 'integer', minimum: 0 } },
  required: ['name', 'type', 'size'],
} satisfies z.core.JSONSchema.BaseSchema;

/**
 * A file field. The value passes through untouched, so a browser `File` stays a `File`
 * for the upload. Nothing chosen is `required`; something that is not a file is invalid.
 */
export function file(): z.ZodCustom<FileDescription, FileDescription> {
  // Registered before the check, as in `oneOf`: the checked schema's parent carries the entry.
  const described = z.custom<FileDescription>();
  ruleJsonSchemas.add(described, { jsonSchema: fileJsonSchema });
  return described.check(
    z.superRefine((value, ctx) => {
      if (isMissing(value)) ctx.addIssue(ruleIssue('required'));
      else if (!isFileDescription(value)) ctx.addIssue({ code: 'custom', params: { rule: 'file' } });
    }),
  );
}

/**
 * A rule on a file. It skips anything that is not a file description, which `file()` has
 * already reported, because zod runs a schema's later checks after a failed one.
 */
function defineFileRule(rule: 'ext' | 'image' | 'mimes' | 'size', test: (f: FileDescription) => boolean, params: RuleParams = {}) {
  return defineRule<FileDescription>(rule, (f) => !isFileDescription(f) || test(f), params);
}

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

/** The file name ends in one of `extensions` (without the dot, any case): `ext('pdf', 'docx')`. */
export function ext(...extensions: readonly string[]): Rule<FileDescription> {
  const allowed = extensions.map((e) => e.toLowerCase());
  return defineFileRule('ext', (f) => allowed.includes(extensionOf(f.name)), { values: extensions });
}

/** The file's MIME type is an image type. */
export const image = (): Rule<FileDescription> => defineFileRule('image', (f) => f.type.startsWith('image/'));

/** The file's MIME type is one of `types`; `image/*` stands for any image type. */
export function mimes(...types: readonly string[]): Rule<FileDescription> {
  const matches = (type: string) => types.some((t) => (t.endsWith('/*') ? type.startsWith(t.slice(0, -1)) : type === t));
  return defineFileRule('mimes', (f) => matches(f.type.toLowerCase()), { values: types });
}

/** The file is at most `kilobytes` KB (1 KB = 1024 bytes). */
export const size = (kilobytes: number): Rule<FileDescription> => defineFileRule('size', (f) => f.size <= kilobytes * 1024, { size: kilobytes });

/**
 * The image is exactly `width` × `height` pixels. A description with its size (from
 * `describeUpload`) is checked at once; a browser file is decoded, so validate with
 * `parseAsync` (react-hook-form's resolver does). A file whose size cannot be read fails.
 */
export function dimensions(width: number, height: number): Rule<FileDescription> {
  const params = { width, height };
  return z.superRefine<FileDescription>((f, ctx) => {
    if (isEmpty(f) || !isFileDescription(f)) return;
    const report = (size: { width: number; height: number } | undefined) => {
      if (size?.width !== width || size.height !== height) ctx.addIssue(ruleIssue('dimensions', params));
    };
    if (f.width !== undefined && f.height !== undefined) return report({ width: f.width, height: f.height });
    if (typeof Blob !== 'undefined' && f instanceof Blob) return measureImage(f).then(report);
    report(undefined);
  });
}
