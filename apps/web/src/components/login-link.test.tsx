import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { drawLoginShell } from '@/test/draw-login-shell';
import { renderWithApp } from '@/test/render';
import { FetchLoginModal } from './fetch-login-modal';
import { LoginLink } from './login-link';

describe('LoginLink', () => {
  it('is a link to /login in the HTML, so it works before the script runs', () => {
    renderWithApp(<LoginLink>Profile</LoginLink>);
    const control = screen.getByRole('button', { name: 'Profile' });
    expect(control.tagName).toBe('A');
    expect(control).toHaveAttribute('href', '/login');
    expect(control).toHaveAttribute('aria-haspopup', 'dialog');
  });

  it('opens the login modal instead once the app runs, by click or by Space', async () => {
    const { store, router } = renderWithApp(<LoginLink>Profile</LoginLink>, { path: '/faq' });
    await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
    expect(store.getState().ui.loginModalOpen).toBe(true);
    expect(router.state.location.pathname).toBe('/faq');

    const { store: second } = renderWithApp(<LoginLink>Wishlist</LoginLink>);
    screen.getByRole('button', { name: 'Wishlist' }).focus();
    await userEvent.keyboard(' ');
    expect(second.getState().ui.loginModalOpen).toBe(true);
  });

  it('asks for the modal’s code as the finger comes down, the mouse hovers or focus arrives', () => {
    const fetchLoginModal = vi.fn();
    renderWithApp(
      <FetchLoginModal value={fetchLoginModal}>
        <LoginLink>Profile</LoginLink>
      </FetchLoginModal>,
    );
    const control = screen.getByRole('button', { name: 'Profile' });
    fireEvent.pointerDown(control);
    expect(fetchLoginModal).toHaveBeenCalledTimes(1);
    fireEvent.pointerEnter(control);
    control.focus();
    expect(fetchLoginModal).toHaveBeenCalledTimes(3);
  });

  it('leaves a click for a new tab to the browser', () => {
    const { store } = renderWithApp(<LoginLink>Profile</LoginLink>);
    let followed = false;
    // Runs after the app's handler; stops jsdom, which cannot open pages, from following the link.
    const follow = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', follow, { once: true });
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }), { ctrlKey: true });
    expect(followed).toBe(true);
    expect(store.getState().ui.loginModalOpen).toBe(false);
  });

  it('opens the login dialog drawn with the page at once, while the modal’s code is on its way', async () => {
    const shell = drawLoginShell();
    try {
      const { store } = renderWithApp(<LoginLink>Profile</LoginLink>);
      await userEvent.click(screen.getByRole('button', { name: 'Profile' }));
      expect(shell.open).toBe(true);
      expect(store.getState().ui.loginModalOpen).toBe(true);
    } finally {
      shell.remove();
    }
  });
});
