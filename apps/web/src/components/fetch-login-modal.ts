import { createContext } from 'react';

/**
 * Asks for the login modal's code ahead of its opening. The modal is the shell's
 * (app/layout/root-layout.tsx provides this); the shared controls that open it (LoginLink) call it
 * as a shopper reaches for them, a little before the click.
 */
export const FetchLoginModal = createContext<() => void>(() => {});
