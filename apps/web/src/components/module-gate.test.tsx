import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '@/test/render';
import { shopperApi } from '@/store/shopper-api';
import { ModuleGate } from './module-gate';

vi.setConfig({ testTimeout: 20_000 });

/** Answers the module configuration with `modules`, or fails with 500 when null. */
function serveModules(modules: { module_name: string; status: 'Y' | 'N' }[] | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch(() =>
        modules
          ? { body: { status: true, message: 'Module configuration', data: modules } }
          : { status: 500, body: { status: false, message: 'Something went wrong', data: null } },
      ),
    ),
  );
}

function renderGate(modules: Parameters<typeof ModuleGate>[0]['modules']) {
  return renderWithApp(
    <ModuleGate modules={modules} title="My wallet">
      <p>Wallet balance</p>
    </ModuleGate>,
  );
}

describe('ModuleGate', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the screen while its module is on, names compared whatever their case', async () => {
    serveModules([{ module_name: 'Wallet', status: 'Y' }]);
    renderGate(['wallet']);
    expect(await screen.findByText('Wallet balance')).toBeInTheDocument();
  });

  it('says the feature is unavailable, with a way on, when its module is off', async () => {
    serveModules([
      { module_name: 'wallet', status: 'N' },
      { module_name: 'returns', status: 'Y' },
    ]);
    renderGate(['wallet']);
    expect(await screen.findByText('This feature is not available right now.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'My wallet' })).toBeInTheDocument();
    expect(screen.queryByText('Wallet balance')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
  });

  it('counts a module missing from the configuration as on: only an entry switches one off', async () => {
    serveModules([{ module_name: 'returns', status: 'N' }]);
    const { store } = renderGate(['wallet']);
    await store.dispatch(shopperApi.endpoints.getModules.initiate());
    expect(screen.getByText('Wallet balance')).toBeInTheDocument();
  });

  it('shows a screen of two modules while either is on', async () => {
    serveModules([
      { module_name: 'returns', status: 'N' },
      { module_name: 'replacements', status: 'Y' },
    ]);
    renderGate(['returns', 'replacements']);
    expect(await screen.findByText('Wallet balance')).toBeInTheDocument();
  });

  it('hides nothing when the configuration could not be read', async () => {
    serveModules(null);
    renderGate(['wallet']);
    expect(await screen.findByText('Wallet balance')).toBeInTheDocument();
  });
});
