import { useState } from 'react';
import { Menu, X } from 'lucide-react';
import { Outlet } from 'react-router';
import { Dialog } from 'radix-ui';
import { AccountBox } from './account-box';
import { Brand } from './brand';
import { NavList } from './nav-list';

/**
 * The frame of every signed-in page: a sidebar from 1024 px up; below that a top bar whose menu
 * button opens the same nav in a drawer (radix traps focus in it and closes it on Escape).
 */
export function AdminShell() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-dvh">
      <aside className="fixed inset-y-0 left-0 hidden w-60 flex-col border-r border-line bg-white lg:flex">
        <div className="flex h-16 items-center px-6">
          <Brand />
        </div>
        <div className="flex-1 overflow-y-auto py-2">
          <NavList />
        </div>
        <AccountBox />
      </aside>

      <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b border-line bg-white px-2 lg:hidden">
        <Dialog.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
          <Dialog.Trigger asChild>
            <button
              type="button"
              aria-label="Open menu"
              className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-ivory-deep"
            >
              <Menu aria-hidden className="size-5" />
            </button>
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/40" />
            <Dialog.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-white shadow-xl">
              <div className="flex h-14 items-center justify-between border-b border-line pr-2 pl-5">
                <Dialog.Title asChild>
                  <div>
                    <Brand />
                  </div>
                </Dialog.Title>
                <Dialog.Close asChild>
                  <button
                    type="button"
                    aria-label="Close menu"
                    className="inline-flex size-10 items-center justify-center rounded-md text-ink hover:bg-ivory-deep"
                  >
                    <X aria-hidden className="size-5" />
                  </button>
                </Dialog.Close>
              </div>
              <Dialog.Description className="sr-only">The back office's pages</Dialog.Description>
              <div className="flex-1 overflow-y-auto py-3">
                <NavList onNavigate={() => setDrawerOpen(false)} />
              </div>
              <AccountBox onNavigate={() => setDrawerOpen(false)} />
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
        <Brand />
      </header>

      <main className="lg:pl-60">
        <div className="mx-auto max-w-7xl px-4 py-6 lg:px-8 lg:py-8">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
