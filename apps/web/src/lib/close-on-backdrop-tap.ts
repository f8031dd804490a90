import type { MouseEvent } from 'react';

/**
 * For a modal <dialog> with `closedby="any"`, in a browser that does not know it yet: there a tap
 * on the backdrop reaches the dialog itself, outside its box. Its own module, as the listing's
 * sheets, drawn with the first screen, need only this of the app's dialogs.
 */
export function closeOnBackdropTap(event: MouseEvent<HTMLDialogElement>) {
  const dialog = event.currentTarget;
  // A click from the keyboard (detail 0) has no point to judge.
  if (event.target !== dialog || event.detail === 0) return;
  const box = dialog.getBoundingClientRect();
  const inside =
    event.clientX >= box.left &&
    event.clientX <= box.right &&
    event.clientY >= box.top &&
    event.clientY <= box.bottom;
  if (!inside) dialog.close();
}
