import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's layer and cycle rules of eslint.config.js, each broken once on purpose: a rule that
 * never fires protects nothing. The layers are in docs/architecture.md (The server's layers).
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const serverSrc = path.join(repoRoot, 'apps/server/src');
const PROBE_FOLDER = 'lint-cycle-probe-';

let eslint: ESLint;

// The first lint loads the whole configuration and its TypeScript resolver: seconds on a busy
// two-core machine, so it is done here, under the hook's longer limit (vitest.config.ts), not
// inside a test's.
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', { filePath: path.join(serverSrc, 'lib/warm-up.ts') });
});

/** The messages ESLint gives `code` as if it were the file at `file` (relative to src/). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(serverSrc, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

const RUNS_BACK_UP = expect.stringMatching(
  /^import-x\/no-restricted-paths: .* An import runs back up: nothing in /,
);

describe('the layers', () => {
  it('refuse lib/ importing a service', async () => {
    expect(
      await lint(
        'lib/probe.ts',
        "import { placeOrder } from '../services/orders/place-order';\nexport const probe = placeOrder;\n",
      ),
    ).toEqual([
      expect.stringMatching(
        /"\.\.\/services\/orders\/place-order".* An import runs back up: nothing in lib\/, config\.ts and errors\.ts imports db\/ or a layer above it/,
      ),
    ]);
  });

  it('refuse an upward import that is only a type, and one made on demand', async () => {
    expect(
      await lint(
        'db/probe.ts',
        "import type { ServiceContext } from '../services/context';\nexport type Probe = ServiceContext;\n",
      ),
    ).toEqual([RUNS_BACK_UP]);
    expect(
      await lint(
        'services/orders/probe.ts',
        "export const probe = () => import('../../plugins/session');\n",
      ),
    ).toEqual([RUNS_BACK_UP]);
  });

  it('refuse services importing routes, and infrastructure importing services', async () => {
    expect(
      await lint(
        'services/probe.ts',
        "import { loggedInOnly } from '../routes/website/shopper';\nexport const probe = loggedInOnly;\n",
      ),
    ).toEqual([RUNS_BACK_UP]);
    expect(
      await lint(
        'cache/probe.ts',
        "import { listProducts } from '../services/products';\nexport const probe = listProducts;\n",
      ),
    ).toEqual([RUNS_BACK_UP]);
  });

  it('keep each adapter apart from the others', async () => {
    expect(
      await lint(
        'payments/probe.ts',
        "import { otpSmsText } from '../notify/sms-provider';\nexport const probe = otpSmsText;\n",
      ),
    ).toEqual([expect.stringContaining('payments/ does not import the rest of the adapters')]);
  });

  it('let every layer import the ones below it', async () => {
    expect(
      await lint(
        'routes/website/probe.ts',
        [
          "import { loggedInOnly } from './shopper';",
          "import { requireUser } from '../../plugins/session';",
          "import { placeOrder } from '../../services/orders/place-order';",
          'export const probe = [loggedInOnly, requireUser, placeOrder];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await lint(
        'services/orders/probe.ts',
        [
          "import type { OrderRow } from '../../db/rows';",
          "import { catalogueChanged } from '../../cache/catalogue-changes';",
          "import { Rollback } from '../../lib/rollback';",
          'export const probe = (order: OrderRow) => [order, catalogueChanged, Rollback];',
          '',
        ].join('\n'),
      ),
    ).toEqual([]);
    expect(
      await lint(
        'cache/probe.ts',
        "import { LiveCatalogueIndex } from '../catalogue-index/live-catalogue-index';\nexport const probe = LiveCatalogueIndex;\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  // Two real files that import each other: the rule follows imports on disk.
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(serverSrc, PROBE_FOLDER));
    writeFileSync(
      path.join(folder, 'first.ts'),
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    writeFileSync(
      path.join(folder, 'second.ts'),
      "import { first } from './first';\nexport const second = () => first;\n",
    );
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('are refused', async () => {
    const results = await eslint.lintFiles([path.join(folder, '*.ts')]);
    const messages = results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });

  // import-x/no-cycle skips type-only imports (they are gone at run time); a cycle through them
  // still ties two modules together, so the whole graph is held to none here.
  it('are none in apps/server/src, type-only imports included', () => {
    const files = sourceFiles(serverSrc);
    const imports = new Map(files.map((file) => [file, relativeImportsOf(file)]));
    expect(
      cyclesOf(imports).map((cycle) => cycle.map((file) => path.relative(serverSrc, file))),
    ).toEqual([]);
  });
});

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return name.startsWith(PROBE_FOLDER) ? [] : sourceFiles(file);
    return name.endsWith('.ts') ? [file] : [];
  });
}

/** The files of src/ that `file` imports: static, type-only, re-exported and dynamic alike. */
function relativeImportsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(path.dirname(file), specifier.replace(/\.js$/, ''));
      const found = [`${base}.ts`, path.join(base, 'index.ts')].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      if (!found) throw new Error(`${file} imports ${specifier}, which is not a file of src/`);
      return found;
    });
}

/** The strongly connected groups of more than one file (Tarjan), each a cycle or several. */
function cyclesOf(imports: Map<string, string[]>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of imports.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || imports.get(file)?.includes(file)) cycles.push(group.sort());
  };
  for (const file of imports.keys()) if (!order.has(file)) visit(file);
  return cycles;
}
