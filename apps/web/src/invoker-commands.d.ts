// Invoker commands (a button opening or closing a <dialog> by its id, without script) are in every
// current browser; React passes the attributes through, but its types do not list them yet.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's, named alike
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | `--${string}`;
  }
}
