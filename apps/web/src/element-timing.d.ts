// Element Timing (the browser reports when a marked picture is drawn) is in Chromium; React passes
// the attribute through, but its types do not list it.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's, named alike
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
