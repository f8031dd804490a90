// @vitest-environment node
/// <reference types="node" />
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The boundaries of eslint.config.js around the back office, each broken once on purpose: the
 * storefront's bundle must never pull in admin code, and the back office's features stand alone.
 */
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

let eslint: ESLint;
// The first lint loads the whole configuration and its TypeScript resolver: seconds on a busy
// two-core machine, so it is done here, under the hook's longer limit, not inside a test's. Each
// lint after it resolves a probe's imports across the app, which under load takes seconds too.
vi.setConfig({ testTimeout: 60_000 });
beforeAll(async () => {
  eslint = new ESLint({ cwd: repoRoot });
  await eslint.lintText('export {};\n', {
    filePath: path.join(repoRoot, 'apps/admin/src/components/warm-up.ts'),
  });
}, 120_000);

/** The messages ESLint gives `code` as if it were the file at `file` (relative to the repo). */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the storefront and the back office', () => {
  it('refuse the storefront importing the back office', async () => {
    expect(
      await lint(
        'apps/web/src/components/probe.ts',
        "import { NAV_ITEMS } from '../../../admin/src/app/layout/nav-items';\nexport const probe = NAV_ITEMS;\n",
      ),
    ).toEqual([expect.stringContaining('The storefront does not import the back office')]);
  });

  it('refuse the back office importing the storefront', async () => {
    expect(
      await lint(
        'apps/admin/src/components/probe.ts',
        "import { cn } from '../../../web/src/lib/cn';\nexport const probe = cn;\n",
      ),
    ).toEqual([expect.stringContaining('The back office does not import the storefront')]);
  });

  it('let both use packages/shared', async () => {
    const code =
      "import { formatMoney } from '@kesariya/shared';\nexport const probe = formatMoney;\n";
    expect(await lint('apps/admin/src/components/probe.ts', code)).toEqual([]);
    expect(await lint('apps/web/src/components/probe.ts', code)).toEqual([]);
  });
});

describe('the back office layers', () => {
  it('refuse a feature importing another feature', async () => {
    expect(
      await lint(
        'apps/admin/src/features/dashboard/components/probe.ts',
        "import { loginApi } from '@/features/auth/api/login-api';\nexport const probe = loginApi;\n",
      ),
    ).toEqual([expect.stringContaining('A feature does not import another feature')]);
  });

  it('refuse shared parts importing app/', async () => {
    expect(
      await lint(
        'apps/admin/src/components/probe.ts',
        "import { NAV_ITEMS } from '@/app/layout/nav-items';\nexport const probe = NAV_ITEMS;\n",
      ),
    ).toEqual([expect.stringContaining('Shared code does not import features or app/')]);
  });
});

describe('the back office links', () => {
  const HAND_WRITTEN = expect.stringContaining('paths.<page>.getHref');
  const probe = 'apps/admin/src/features/orders/components/probe.tsx';

  it('refuse a link target written by hand', async () => {
    const code = [
      "import { Link, useNavigate } from 'react-router';",
      'export function Probe({ id }: { id: string }) {',
      '  const navigate = useNavigate();',
      '  void navigate(`/orders/${id}`);',
      '  return <Link to="/">Home</Link>;',
      '}',
      '',
    ].join('\n');
    expect(await lint(probe, code)).toEqual([HAND_WRITTEN, HAND_WRITTEN]);
  });

  it('refuse a page address built anywhere, not only in a link', async () => {
    const code = "export const href = (id: number) => '/products/' + id;\n";
    expect(await lint('apps/admin/src/lib/probe.ts', code)).toEqual([HAND_WRITTEN]);
  });

  it('let links come from the paths table, and API paths through', async () => {
    const code = [
      "import { Link } from 'react-router';",
      "import { paths } from '@/config/paths';",
      "export const call = (id: number) => ({ path: `admin/order/${id}`, base: '/api/' });",
      'export function Probe({ id }: { id: string }) {',
      '  return <Link to={paths.order.getHref(id)}>Order</Link>;',
      '}',
      '',
    ].join('\n');
    expect(await lint(probe, code)).toEqual([]);
  });
});
