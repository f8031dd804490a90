import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** A barrel module: the specifier our code imports it by, and the file it resolves to. */
export interface Barrel {
  specifier: string;
  file: string;
}

/** Where one name a barrel exports is defined: the file, and its name there. */
interface Origin {
  file: string;
  name: string;
}

const NAMED_FROM = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const STAR_FROM = /export\s+\*\s+from\s*['"]([^'"]+)['"]/g;
const DECLARED =
  /export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|enum)\s+([A-Za-z_$][\w$]*)/g;
const NAMED_LOCAL = /export\s*\{([^}]*)\}\s*(?!\s*from)/g;

/** `a`, `a as b`, `type a`: [name there, name here], types left out. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name!.trim(), (alias ?? name)!.trim()];
    });
}

/** A TypeScript or JavaScript module's file, as its import says it without an extension. */
function moduleFile(from: string, specifier: string): string {
  const path = resolve(dirname(from), specifier);
  if (/\.[cm]?[jt]sx?$/.test(path)) return path;
  for (const extension of ['.ts', '.tsx', '.js']) {
    try {
      readFileSync(path + extension);
      return path + extension;
    } catch {
      // Not this one.
    }
  }
  return path;
}

/** The value names a barrel exports, each with the file that defines it. */
function originsOf(barrel: string): Map<string, Origin> {
  const source = readFileSync(barrel, 'utf8');
  const origins = new Map<string, Origin>();
  for (const [, list, from] of source.matchAll(NAMED_FROM))
    for (const [name, alias] of specifiers(list!))
      origins.set(alias, { file: moduleFile(barrel, from!), name });
  for (const [, from] of source.matchAll(STAR_FROM)) {
    const file = moduleFile(barrel, from!);
    const code = readFileSync(file, 'utf8');
    const names = [
      ...[...code.matchAll(DECLARED)].map((match) => match[1]!),
      ...[...code.matchAll(NAMED_LOCAL)].flatMap((match) =>
        specifiers(match[1]!).map(([, alias]) => alias),
      ),
    ];
    for (const name of names) origins.set(name, { file, name });
  }
  return origins;
}

/**
 * Rewrites our imports from a barrel (an index that re-exports a package's modules) into imports
 * from the modules that define each name. The app's chunking (vite.config.ts) puts a module in the
 * app's shell file when the shell imports it; through a barrel, every module the barrel re-exports
 * counts as imported, so every icon any screen draws, and every helper of the shared package any
 * screen uses, loaded with the first screen. A name the barrel does not show plainly is left on
 * the barrel import.
 */
export function directImports(barrels: readonly Barrel[]): Plugin {
  const tables = new Map<string, Map<string, Origin>>();
  const tableOf = (barrel: Barrel) => {
    let table = tables.get(barrel.specifier);
    if (!table) {
      table = originsOf(barrel.file);
      tables.set(barrel.specifier, table);
    }
    return table;
  };
  const bySpecifier = new Map(barrels.map((barrel) => [barrel.specifier, barrel]));
  const escaped = barrels.map((barrel) =>
    barrel.specifier.replace(/[/.*+?^${}()|[\]\\-]/g, '\\$&'),
  );
  const imports = new RegExp(
    `(import|export)\\s*\\{([^}]*)\\}\\s*from\\s*['"](${escaped.join('|')})['"];?`,
    'g',
  );
  return {
    name: 'kesariya-direct-imports',
    apply: 'build',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id.split('?')[0]!)) return null;
      if (!barrels.some((barrel) => code.includes(barrel.specifier))) return null;
      let changed = false;
      const rewritten = code.replace(
        imports,
        (statement, keyword: string, list: string, specifier: string) => {
          const table = tableOf(bySpecifier.get(specifier)!);
          const kept: string[] = [];
          const direct: string[] = [];
          for (const [name, alias] of specifiers(list)) {
            const origin = table.get(name);
            if (!origin) kept.push(name === alias ? name : `${name} as ${alias}`);
            else
              direct.push(
                `${keyword} { ${origin.name} as ${alias} } from ${JSON.stringify(origin.file)};`,
              );
          }
          if (direct.length === 0) return statement;
          changed = true;
          const rest =
            kept.length > 0 ? `${keyword} { ${kept.join(', ')} } from '${specifier}';` : '';
          return direct.join('') + rest;
        },
      );
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
