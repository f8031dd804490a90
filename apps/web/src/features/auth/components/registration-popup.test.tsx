import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import RegistrationPopup from './registration-popup';

function signedUp(wallet: number) {
  localStorage.setItem('isRegistered', 'true');
  localStorage.setItem('info', JSON.stringify({ id: 3, first_name: 'Asha', wallet }));
}

describe('registration popup', () => {
  afterEach(() => vi.useRealTimers());

  it('names the reward as Rs.{amount} when the wallet holds one', async () => {
    signedUp(100);
    renderWithApp(<RegistrationPopup />);
    const popup = await screen.findByTestId('registration-popup');
    expect(popup).toHaveTextContent(
      "You've joined successfully and received a special reward. Rs.100",
    );
  });

  it('says only that the shopper joined when the wallet is empty', async () => {
    signedUp(0);
    renderWithApp(<RegistrationPopup />);
    expect(await screen.findByTestId('registration-popup')).toHaveTextContent(
      /^You've joined successfully\.GO TO SHOPPING$/,
    );
  });

  it('GO TO SHOPPING goes home and is not shown again', async () => {
    signedUp(100);
    const { router } = renderWithApp(<RegistrationPopup />, { path: '/products' });
    act(() => screen.getByRole('button', { name: 'GO TO SHOPPING' }).click());
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('isPopShow')).toBe('true');
    expect(screen.queryByTestId('registration-popup')).not.toBeInTheDocument();
  });

  it('closes by itself after 5 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    signedUp(100);
    renderWithApp(<RegistrationPopup />);
    expect(screen.getByTestId('registration-popup')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByTestId('registration-popup')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByTestId('registration-popup')).not.toBeInTheDocument();
    expect(localStorage.getItem('isPopShow')).toBe('true');
  });

  it('is not shown once it has been shown', () => {
    signedUp(100);
    localStorage.setItem('isPopShow', 'true');
    renderWithApp(<RegistrationPopup />);
    expect(screen.queryByTestId('registration-popup')).not.toBeInTheDocument();
  });
});
