import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect } from 'vitest';

/**
 * Copies of a content folder in temp dirs, each with one file edited, removed after each test
 * (call at the top of a test file).
 */
export function editedContent(source: string, prefix: string) {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return (file?: string, edit?: (text: string) => string): string => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    dirs.push(dir);
    cpSync(source, dir, { recursive: true });
    if (file !== undefined && edit !== undefined) {
      const target = path.join(dir, file);
      const before = readFileSync(target, 'utf8');
      const after = edit(before);
      expect(after).not.toBe(before);
      writeFileSync(target, after);
    }
    return dir;
  };
}

/** The error of type `type` that `load` throws; fails the test when it loads or throws something else. */
export function errorOf<E extends Error>(type: new (...args: never[]) => E, load: () => unknown): E {
  try {
    load();
  } catch (error) {
    if (error instanceof type) return error;
    throw error;
  }
  throw new Error(`expected ${type.name}`);
}
