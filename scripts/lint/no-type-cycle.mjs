import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/*
 * `import/no-cycle` follows only imports that exist at run time: it skips `import type` (eslint-plugin-import
 * 2.32 has no option to count them), so two modules that import each other's types, or a module whose
 * type import closes a loop of value imports, pass it. This rule reports exactly those: an import of
 * types only (`import type`, `export type … from`, `import { type A }` with nothing else, or
 * `typeof import('…')`) whose module leads back, through imports of any kind, to the importing file.
 * Cycles of value imports alone stay `import/no-cycle`'s, so nothing is reported twice.
 *
 * The graph is built from the files on disk (the linted file from its text): TypeScript's scanner lists
 * each module's imports (`ts.preProcessFile`) and its resolver, with the tsconfig.json of the directory
 * ESLint runs in, finds the files. Packages are left out: they can't import this repository back.
 */

/** @type {Map<string, { options: ts.CompilerOptions, cache: ts.ModuleResolutionCache }>} */
const resolvers = new Map();

function resolverFor(cwd) {
  let resolver = resolvers.get(cwd);
  if (!resolver) {
    const configFile = path.join(cwd, 'tsconfig.json');
    let options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowJs: true, resolveJsonModule: false };
    if (existsSync(configFile)) {
      const { config } = ts.readConfigFile(configFile, ts.sys.readFile);
      // Only the compiler options: listing the project's files (readDirectory) is not needed here.
      options = ts.parseJsonConfigFileContent(config, { ...ts.sys, readDirectory: () => [] }, cwd, undefined, configFile).options;
    }
    resolver = { options, cache: ts.createModuleResolutionCache(cwd, (name) => name, options) };
    resolvers.set(cwd, resolver);
  }
  return resolver;
}

/** The repository file `specifier` names from `importer`, or undefined (a package, a missing file). */
function resolve(specifier, importer, resolver) {
  const { resolvedModule } = ts.resolveModuleName(specifier, importer, resolver.options, ts.sys, resolver.cache);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return undefined;
  const file = path.resolve(resolvedModule.resolvedFileName);
  return file.split(path.sep).includes('node_modules') ? undefined : file;
}

/** Each file's resolved imports, kept while the file is unchanged. @type {Map<string, { mtimeMs: number, imports: string[] }>} */
const graph = new Map();

function importsOf(file, resolver, checked) {
  const cached = graph.get(file);
  if (cached && checked.has(file)) return cached.imports;
  checked.add(file);
  let mtimeMs;
  try {
    ({ mtimeMs } = statSync(file));
  } catch {
    return [];
  }
  if (cached?.mtimeMs === mtimeMs) return cached.imports;
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  const imports = [...new Set(importedFiles.map(({ fileName }) => resolve(fileName, file, resolver)).filter((target) => target !== undefined))];
  graph.set(file, { mtimeMs, imports });
  return imports;
}

/** The shortest chain of imports from `from` to `to`, both included, or undefined. */
function chain(from, to, resolver, checked) {
  const cameFrom = new Map([[from, undefined]]);
  const queue = [from];
  for (let index = 0; index < queue.length; index += 1) {
    const file = queue[index];
    for (const next of importsOf(file, resolver, checked)) {
      if (cameFrom.has(next)) continue;
      cameFrom.set(next, file);
      if (next === to) {
        const files = [to];
        for (let step = file; step !== undefined; step = cameFrom.get(step)) files.unshift(step);
        return files;
      }
      queue.push(next);
    }
  }
  return undefined;
}

function isTypeOnly(node) {
  switch (node.type) {
    case 'ImportDeclaration':
      return node.importKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.importKind === 'type'));
    case 'ExportNamedDeclaration':
      return node.exportKind === 'type' || (node.specifiers.length > 0 && node.specifiers.every((specifier) => specifier.exportKind === 'type'));
    case 'ExportAllDeclaration':
      return node.exportKind === 'type';
    default:
      return false;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const noTypeCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid an import of types that closes an import cycle (import/no-cycle ignores type imports).' },
    messages: {
      cycle: 'Type import closes an import cycle: {{chain}}. Move the shared types to one side or to a module of their own.',
    },
    schema: [],
  },
  create(context) {
    if (context.physicalFilename === '<text>') return {};
    const file = path.resolve(context.physicalFilename);
    const resolver = resolverFor(context.cwd);
    // Files whose modification time this run has looked at, so each is read at most once per linted file.
    const checked = new Set();

    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const target = resolve(specifier, file, resolver);
      if (target === undefined || target === file) return;
      const loop = chain(target, file, resolver, checked);
      if (!loop) return;
      const shown = [file, ...loop].map((step) => path.relative(context.cwd, step).split(path.sep).join('/'));
      context.report({ node, messageId: 'cycle', data: { chain: shown.join(' → ') } });
    }

    const declaration = (node) => {
      if (node.source && isTypeOnly(node)) check(node.source, node.source.value);
    };
    return {
      ImportDeclaration: declaration,
      ExportNamedDeclaration: declaration,
      ExportAllDeclaration: declaration,
      // `typeof import('./x')`, `import('./x').Name` in a type
      TSImportType(node) {
        // `source` in typescript-eslint 8 (reading the older `argument` warns that it is deprecated)
        const literal = node.source ?? node.argument?.literal;
        if (literal) check(node, literal.value);
      },
    };
  },
};

export const localRules = { rules: { 'no-type-cycle': noTypeCycle } };
