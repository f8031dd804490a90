import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { preloadable } from './preloadable';

function Part() {
  return <p>Menu</p>;
}

/** An import whose answer the test gives. */
function pendingImport() {
  let settle!: { resolve: (module: { default: typeof Part }) => void; reject: (e: Error) => void };
  const promise = new Promise<{ default: typeof Part }>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { importModule: () => promise, ...settle };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  override state = { error: null as string | null };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ?? this.props.children;
  }
}

describe('preloadable OnceLoaded', () => {
  it('shows nothing while the code is on its way, then the part, with no Suspense boundary', async () => {
    const code = pendingImport();
    const LazyPart = preloadable(code.importModule);
    const { container } = render(<LazyPart.OnceLoaded />);
    expect(container).toBeEmptyDOMElement();
    await act(async () => code.resolve({ default: Part }));
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });

  it('shows the part in its first render once the code was fetched ahead', async () => {
    const code = pendingImport();
    const LazyPart = preloadable(code.importModule);
    code.resolve({ default: Part });
    await LazyPart.load();
    render(<LazyPart.OnceLoaded />);
    expect(screen.getByText('Menu')).toBeInTheDocument();
  });

  it('hands a failed fetch to the nearest error boundary', async () => {
    // React reports the error it hands over; expected here.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const code = pendingImport();
    const LazyPart = preloadable(code.importModule);
    render(
      <Boundary>
        <LazyPart.OnceLoaded />
      </Boundary>,
    );
    await act(async () => code.reject(new Error('Failed to fetch dynamically imported module')));
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    reported.mockRestore();
  });
});
