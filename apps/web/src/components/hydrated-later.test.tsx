import { act, useEffect, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { hydratedLater } from './hydrated-later';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    document.body.dataset.counterHydrated = 'true';
  }, []);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const LaterCounter = hydratedLater(Counter);

function Page() {
  useEffect(() => {
    // What the root layout does once the page is hydrated: the page is live from here on.
    document.body.dataset.live = document.body.dataset.counterHydrated ?? 'false';
  }, []);
  return (
    <main>
      <h1>Kurtas</h1>
      <LaterCounter label="Taps" />
    </main>
  );
}

describe('hydratedLater', () => {
  it('leaves its part as the server drew it until the page is live, then hydrates it, and it works', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverButton = container.querySelector('button');

    await act(async () => {
      hydrateRoot(container, <Page />);
    });

    // The page went live before its later part was hydrated...
    expect(document.body.dataset.live).toBe('false');
    // ...which was hydrated afterwards, keeping the server's element, and answers a click.
    expect(document.body.dataset.counterHydrated).toBe('true');
    const button = container.querySelector('button')!;
    expect(button).toBe(serverButton);
    await act(async () => button.click());
    expect(button.textContent).toBe('Taps 1');
  });
});
