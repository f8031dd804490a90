import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ModalDialog } from './modal-dialog';

function Page() {
  const [open, setOpen] = useState(false);
  const [closes, setCloses] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>closed {closes} times</p>
      <ModalDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          setCloses((n) => n + 1);
        }}
        aria-label="Example"
        data-testid="example"
      >
        <input aria-label="Name" />
        <button type="button" onClick={() => setOpen(false)}>
          Done
        </button>
      </ModalDialog>
    </>
  );
}

describe('ModalDialog', () => {
  it('opens as a modal with its content; a close by the browser (Escape, a tap outside) reaches the app and focus goes back to the opener', async () => {
    render(<Page />);
    const dialog = screen.getByTestId<HTMLDialogElement>('example');
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();

    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    expect(dialog.open).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();

    // What the browser does on Escape or, with closedby, on a tap outside.
    act(() => dialog.close());
    await waitFor(() => expect(screen.getByText('closed 1 times')).toBeInTheDocument());
    expect(screen.queryByRole('textbox', { name: 'Name' })).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    // A close the app made itself is not reported back to it as the shopper's.
    await userEvent.click(opener);
    expect(dialog.open).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(dialog.open).toBe(false);
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByText('closed 1 times')).toBeInTheDocument();
  });

  it('lets a tap outside close it unless told not to', () => {
    const { rerender } = render(
      <ModalDialog open onOpenChange={() => {}} aria-label="Question" data-testid="question">
        <button type="button">Yes</button>
      </ModalDialog>,
    );
    expect(screen.getByTestId('question')).toHaveAttribute('closedby', 'any');
    rerender(
      <ModalDialog
        open
        onOpenChange={() => {}}
        closesOnOutsideTap={false}
        aria-label="Question"
        data-testid="question"
      >
        <button type="button">Yes</button>
      </ModalDialog>,
    );
    expect(screen.getByTestId('question')).toHaveAttribute('closedby', 'closerequest');
  });
});
