import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { ContentError } from '@/lib/errors/content-error';

export interface SourceFile {
  file: string;
  data: unknown;
  body: string;
}

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Splits `---` front matter from the markdown body. */
function parseFrontMatter(source: string, file: string): SourceFile {
  const match = fence.exec(source);
  if (!match) throw new ContentError(file, ['missing front matter (the file must start with a --- block)']);
  try {
    return { file, data: parseYaml(match[1] ?? ''), body: match[2] ?? '' };
  } catch (error) {
    throw new ContentError(file, [`front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

export function readSource(file: string): SourceFile {
  return parseFrontMatter(readFileSync(file, 'utf8'), file);
}

export function readYaml(file: string): unknown {
  try {
    return parseYaml(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContentError(file, [`not valid YAML: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

function describePath(path: readonly PropertyKey[]): string {
  if (path.length === 0) return '(root)';
  // "tags[0]", "[3].answer": list positions in brackets, keys joined by dots.
  return path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`)).join('');
}

/** Validates data with a zod schema; failures name the file, the field and the problem. */
export function validate<S extends z.ZodType>(schema: S, data: unknown, file: string): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw new ContentError(
    file,
    result.error.issues.map((issue) => `${describePath(issue.path)}: ${issue.message}`),
  );
}
