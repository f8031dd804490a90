import { act, fireEvent, screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@kesariya/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { LOGIN_SHELL_ID, readLoginShell } from '@/lib/login-shell';
import { drawLoginShell } from '@/test/draw-login-shell';
import { renderWithApp } from '@/test/render';
import { useLoginShell } from './use-login-shell';

function App() {
  useLoginShell();
  return <p>page</p>;
}

/** The app starting on a page that carries the drawn login dialog. */
function appStarts() {
  const view = renderWithApp(<App />);
  screen.getByText('page');
  return view;
}

describe('the login dialog drawn with the page, once the app runs', () => {
  afterEach(() => {
    document.getElementById(LOGIN_SHELL_ID)?.remove();
    localStorage.clear();
  });

  it('asks for the login modal at once when the dialog was opened before the app ran', () => {
    drawLoginShell().showModal();
    const { store } = appStarts();
    expect(store.getState().ui.loginModalOpen).toBe(true);
  });

  it('leaves a closed dialog closed, and the modal unasked for', () => {
    drawLoginShell();
    const { store } = appStarts();
    expect(store.getState().ui.loginModalRequested).toBe(false);
  });

  it('notes Request OTP tapped there, without sending the form away, and asks for the modal', () => {
    const shell = drawLoginShell();
    const { store } = appStarts();
    shell.showModal();
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    within(shell).getByTestId('login-mobile-form').dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(readLoginShell()?.request).toBe('send');
    expect(store.getState().ui.loginModalOpen).toBe(true);
  });

  it('notes Login with E-mail tapped there and asks for the modal', () => {
    const shell = drawLoginShell();
    const { store } = appStarts();
    shell.showModal();
    fireEvent.click(within(shell).getByRole('button', { name: 'Login with E-mail' }));
    expect(readLoginShell()?.request).toBe('email');
    expect(store.getState().ui.loginModalOpen).toBe(true);
  });

  it('closes the modal still on its way when the shopper closes the dialog', async () => {
    const shell = drawLoginShell();
    shell.showModal();
    const { store } = appStarts();
    await act(async () => {
      shell.close();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(store.getState().ui.loginModalOpen).toBe(false);
  });

  it('fills in a returning shopper’s remembered number, as the modal would', () => {
    localStorage.setItem(STORAGE_KEYS.rememberedPhone, '9876543210');
    const shell = drawLoginShell();
    appStarts();
    expect(within(shell).getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(within(shell).getByLabelText('Remember me')).toBeChecked();
  });
});
