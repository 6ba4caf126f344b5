/**
 * Build-time loader (reads the file system; never imported by browser code) for the words of
 * the service pages. The builders in this folder choose the sentence and fill in names and
 * figures; the sentences live in content/service-copy/, one file per kind of page, each
 * validated by the schema its builder declares.
 */
import { join, relative } from 'node:path';
import { z } from 'zod';
import { readYaml, validate } from '@/lib/content/front-matter';
import { isoDate } from '@/lib/content/schema-parts';
import { sharedCopySchema } from './facts';
import { languageTranslationCopySchema } from './language';
import { languageInterpretingCopySchema } from './language-interpreting';
import { legalRulesSchema } from './legal';
import { locationCopySchema } from './location';
import { titlesCopySchema } from './meta';
import { pairCopySchema } from './pair';
import { platformCopySchema } from './platform';

const DEFAULT_SERVICE_COPY_DIR = join(process.cwd(), 'content', 'service-copy');

// Every copy file carries `updated`, the date its pages last changed in substance: the sitemap's lastmod.
const datedFile = z.looseObject({ updated: isoDate });

/** The texts of one file, validated by its schema, and its `updated` date. */
function readCopyFile<S extends z.ZodType>(dir: string, name: string, schema: S, dates: Record<string, string>): z.output<S> {
  const file = relative(process.cwd(), join(dir, `${name}.yaml`));
  const { updated, ...texts } = validate(datedFile, readYaml(file), file);
  dates[name] = updated;
  return validate(schema, texts, file);
}

/** Reads and validates every file; a bad one throws a ContentError naming the file and the key. */
export function loadServiceCopy(dir: string = DEFAULT_SERVICE_COPY_DIR) {
  const updated: Record<string, string> = {};
  return {
    shared: readCopyFile(dir, 'shared', sharedCopySchema, updated),
    languageTranslation: readCopyFile(dir, 'language-translation', languageTranslationCopySchema, updated),
    languageInterpreting: readCopyFile(dir, 'language-interpreting', languageInterpretingCopySchema, updated),
    location: readCopyFile(dir, 'location', locationCopySchema, updated),
    pair: readCopyFile(dir, 'pair', pairCopySchema, updated),
    platform: readCopyFile(dir, 'platform', platformCopySchema, updated),
    titles: readCopyFile(dir, 'titles', titlesCopySchema, updated),
    legalRules: readCopyFile(dir, 'legal-rules', legalRulesSchema, updated),
    /** `updated` of each file, by file name (`language-translation`). */
    updated,
  };
}

/** The words of every service page, one entry per file of content/service-copy/. */
export type ServiceCopy = ReturnType<typeof loadServiceCopy>;

const cache = new Map<string, ServiceCopy>();

/** The service page copy, read and validated once per process (thousands of pages share it). */
export function getServiceCopy(dir: string = DEFAULT_SERVICE_COPY_DIR): ServiceCopy {
  let copy = cache.get(dir);
  if (copy === undefined) {
    copy = loadServiceCopy(dir);
    cache.set(dir, copy);
  }
  return copy;
}

/** How many texts the copy holds, for the content check's summary. */
export function countTemplates(copy: ServiceCopy): number {
  const count = (value: unknown): number => {
    if (Array.isArray(value)) return value.reduce((sum: number, item: unknown) => sum + count(item), 0);
    if (typeof value !== 'object' || value === null) return 0;
    return 'parts' in value ? 1 : Object.values(value).reduce((sum: number, item: unknown) => sum + count(item), 0);
  };
  return count(copy);
}
