// @vitest-environment node
/// <reference types="node" />
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The layer, cycle and locale-format rules of eslint.config.js, each broken once on purpose: a
 * rule that never fires protects nothing.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const webSrc = path.join(repoRoot, 'apps/web/src');

let eslint: ESLint;

// The first lint loads the whole configuration and its TypeScript resolver: seconds on a busy
// two-core machine, so it is done here, under the hook's longer limit, not inside a test's. Each
// lint after it resolves a probe's imports across the app, which under load takes seconds too.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', { filePath: path.join(webSrc, 'lib/warm-up.ts') });
}, 120_000);

/** The messages ESLint gives `code` as if it were the file at `file` (relative to src/). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(webSrc, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('feature boundaries', () => {
  it('refuse a feature importing another feature, by alias or by relative path', async () => {
    const byAlias = await lint(
      'features/checkout/components/probe.ts',
      "import { cartApi } from '@/features/cart/api/cart-api';\nexport const probe = cartApi;\n",
    );
    expect(byAlias).toEqual([
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*"@\/features\/cart\/api\/cart-api".* A feature does not import another feature/,
      ),
    ]);
    const relative = await lint(
      'features/checkout/components/probe.ts',
      "import { cartApi } from '../../cart/api/cart-api';\nexport const probe = cartApi;\n",
    );
    expect(relative).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ]);
  });

  it('let a feature import its own parts and app/ import features', async () => {
    expect(
      await lint(
        'features/cart/components/probe.ts',
        "import { cartApi } from '../api/cart-api';\nexport const probe = cartApi;\n",
      ),
    ).toEqual([]);
    expect(
      await lint(
        'app/routes/probe.ts',
        "import { cartApi } from '@/features/cart/api/cart-api';\nexport const probe = cartApi;\n",
      ),
    ).toEqual([]);
  });

  it('refuse a feature importing app/', async () => {
    expect(
      await lint(
        'features/cart/components/probe.ts',
        "import { screenRoutes } from '@/app/screens';\nexport const probe = screenRoutes;\n",
      ),
    ).toEqual([expect.stringContaining('Features do not import app/')]);
  });

  it('refuse shared code importing a feature', async () => {
    expect(
      await lint(
        'components/probe.ts',
        "import { cartApi } from '@/features/cart/api/cart-api';\nexport const probe = cartApi;\n",
      ),
    ).toEqual([expect.stringContaining('Shared code does not import features or app/')]);
  });

  it('keep lib/ below store/', async () => {
    expect(
      await lint('lib/probe.ts', "import { api } from '@/store/api';\nexport const probe = api;\n"),
    ).toEqual([expect.stringContaining('lib/ sits below store/')]);
  });
});

describe('locale formats', () => {
  it('refuse an Intl formatter made as a module loads, and toLocale* calls', async () => {
    expect(
      await lint(
        'lib/probe.ts',
        "const DAY = new Intl.DateTimeFormat('en-IN');\nexport const probe = (n: number) => DAY.format(n) + n.toLocaleString('en-IN');\n",
      ),
    ).toEqual([
      expect.stringMatching(/^no-restricted-syntax: Make an Intl formatter on first use/),
      expect.stringMatching(
        /^no-restricted-syntax: Format numbers with formatCount or formatMoney/,
      ),
    ]);
  });

  it('let one be made on first use', async () => {
    expect(
      await lint(
        'lib/probe.ts',
        "import { onFirstUse } from './on-first-use';\nconst DAY = onFirstUse(() => new Intl.DateTimeFormat('en-IN'));\nexport const probe = (n: number) => DAY().format(n);\n",
      ),
    ).toEqual([]);
  });
});

describe('import cycles', () => {
  // Two real files that import each other: the rule follows imports on disk.
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(path.join(webSrc, 'lint-cycle-probe-'));
    writeFileSync(
      path.join(folder, 'first.ts'),
      "import { second } from './second';\nexport const first = () => second;\n",
    );
    writeFileSync(
      path.join(folder, 'second.ts'),
      `import { first } from '@/${path.basename(folder)}/first';\nexport const second = () => first;\n`,
    );
  });

  afterAll(() => {
    rmSync(folder, { recursive: true, force: true });
  });

  it('are refused, through the @/ alias too', async () => {
    const results = await eslint.lintFiles([path.join(folder, '*.ts')]);
    const messages = results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([
      'import-x/no-cycle: Dependency cycle detected',
      'import-x/no-cycle: Dependency cycle detected',
    ]);
  });
});
