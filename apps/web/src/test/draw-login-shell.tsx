import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from '@/lib/router';
import { Provider } from 'react-redux';
import { LoginShell } from '@/features/auth/components/login-modal';
import { makeStore } from '@/store';

/**
 * Puts the login dialog into the document as the server draws it beside #root
 * (apps/web/src/entry-server.tsx): closed, outside what React renders. Answers the dialog.
 */
export function drawLoginShell(): HTMLDialogElement {
  const markup = renderToStaticMarkup(
    <Provider store={makeStore()}>
      <MemoryRouter>
        <LoginShell />
      </MemoryRouter>
    </Provider>,
  );
  document.body.insertAdjacentHTML('beforeend', markup);
  return document.body.lastElementChild as HTMLDialogElement;
}
