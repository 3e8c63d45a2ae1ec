import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster as ChakraToaster } from '@chakra-ui/react/toast';
import { useRef, useState, type PointerEvent } from 'react';

import { toaster } from '@/lib/toast';

/** docs/product/screens.md: a toast swiped 50 px or more to the right is dismissed. */
const SWIPE_DISMISS_PX = 50;
/** Movement below this is a tap (e.g. on the close button), not a swipe. */
const SWIPE_START_PX = 5;

/**
 * Chakra's toast has no swipe gesture. The drag offset goes in `transform`,
 * which composes with the `translate` property Chakra animates toasts with.
 */
function useSwipeToDismiss(id: string) {
  const startX = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);
  const reset = () => {
    startX.current = null;
    setOffset(0);
  };
  return {
    style: { transform: offset ? `translateX(${offset}px)` : undefined, touchAction: 'pan-y' },
    onPointerDown: (event: PointerEvent<HTMLDivElement>) => {
      startX.current = event.clientX;
    },
    onPointerMove: (event: PointerEvent<HTMLDivElement>) => {
      if (startX.current === null) return;
      const distance = Math.max(0, event.clientX - startX.current);
      // Capture only once a real swipe starts, so taps still reach the close button.
      if (distance > SWIPE_START_PX && !event.currentTarget.hasPointerCapture(event.pointerId)) {
        event.currentTarget.setPointerCapture(event.pointerId);
      }
      setOffset(distance);
    },
    onPointerUp: (event: PointerEvent<HTMLDivElement>) => {
      // Measured from the event, not from `offset`, which may not have re-rendered yet.
      if (startX.current !== null && event.clientX - startX.current >= SWIPE_DISMISS_PX) toaster.dismiss(id);
      reset();
    },
    onPointerCancel: reset,
  };
}

function ToastItem({
  id,
  title,
  description,
  closable,
  action,
}: {
  id: string;
  title?: string;
  description?: string;
  closable?: boolean;
  action?: { label: string };
}) {
  const swipe = useSwipeToDismiss(id);
  return (
    <Toast.Root width={{ md: '420px' }} {...swipe}>
      <Toast.Indicator />
      <Stack gap="1" flex="1" maxW="full">
        {title && <Toast.Title>{title}</Toast.Title>}
        {description && <Toast.Description>{description}</Toast.Description>}
      </Stack>
      {/* The store calls the action's onClick and dismisses the toast. */}
      {action && <Toast.ActionTrigger>{action.label}</Toast.ActionTrigger>}
      {closable && <Toast.CloseTrigger />}
    </Toast.Root>
  );
}

/** Renders the toaster's toasts; error toasts get the recipe's red (destructive) style. */
export function ToastRegion() {
  return (
    <Portal>
      {/* Zag leaves "ghost" strips around a toast to keep a stack of toasts hovered as the pointer moves
          between them. With one toast at a time there is no stack, and the strips sat over the page's own
          buttons (a dialog's Save), swallowing their clicks. While a toast leaves, Zag sets the strip over
          it and above it to take the pointer in an inline style, which only `!important` overrides. */}
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        css={{ '& [data-ghost]': { pointerEvents: 'none !important' } }}
      >
        {(item) => (
          <ToastItem
            id={item.id!}
            title={item.title as string | undefined}
            description={item.description as string | undefined}
            closable={item.closable}
            action={item.action}
          />
        )}
      </ChakraToaster>
    </Portal>
  );
}
