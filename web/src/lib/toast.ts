// The toast store (docs/product/screens.md): what any code, shared or a feature's, calls to say
// something in a toast. components/ui/toaster.tsx renders it.
import { createToaster } from '@chakra-ui/react/toast';

import { readFailure } from '@/lib/failure';

/**
 * Above the phone's bottom navigation (4rem and its border, below the md breakpoint, 48rem), else 1rem
 * from the bottom: `(48rem - 100vw) * 1000` is far above the top of the clamp on a phone and below its
 * bottom from md on.
 */
const BOTTOM_OFFSET = 'clamp(1rem, (48rem - 100vw) * 1000, calc(5rem + 1px + env(safe-area-inset-bottom, 0px)))';

// docs/product/screens.md: one toast at a time, 5 s each, F8 moves focus to the toast region. At the
// bottom, where they cover no control of the header (Dashboard, Logout, the phone's menu and what it
// opens) and none of the phone's bottom navigation (issue 34 item 6).
export const toaster = createToaster({
  placement: 'bottom-end',
  offsets: { top: '1rem', right: '1rem', left: '1rem', bottom: BOTTOM_OFFSET },
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

export type ToastOptions = {
  title: string;
  description?: string;
  type: 'success' | 'error' | 'info';
  /** A button on the toast, e.g. Undo; such a toast stays twice as long. */
  action?: { label: string; onClick: () => void };
};

/** Until then, error toasts are dropped: the toast on screen already explains the failure. */
let explainedUntil = 0;

/**
 * `explainsFailuresFor` (ms): this toast says why the next failures happen (a
 * change refused offline), so the screen's own generic failure toast that
 * follows within that time does not replace it.
 */
export function toast({ title, description, type, action }: ToastOptions, { explainsFailuresFor = 0 } = {}) {
  if (type === 'error' && !explainsFailuresFor && Date.now() < explainedUntil) return;
  explainedUntil = Date.now() + explainsFailuresFor;
  // With max 1 a new toast would queue behind the visible one; the newest news wins.
  toaster.dismiss();
  toaster.create({ title, description, type, closable: true, action, ...(action ? { duration: 10_000 } : {}) });
}

/** Runs `step`, then says `done`, or `failed` with the error's own message. */
export async function toastOutcome(step: () => Promise<unknown>, done: string, failed: string): Promise<void> {
  try {
    await step();
    toast({ type: 'success', title: done });
  } catch (cause) {
    toast({ type: 'error', title: failed, description: readFailure(cause).message });
  }
}
