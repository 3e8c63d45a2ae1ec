import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster as ChakraToaster } from '@chakra-ui/react/toast';

import { toaster } from '@/components/ui/toaster';

/** Renders the toaster's toasts; error toasts get the recipe's red (destructive) style. */
export function ToastRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(item) => (
          <Toast.Root width={{ md: '420px' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxW="full">
              {item.title && <Toast.Title>{item.title}</Toast.Title>}
              {item.description && <Toast.Description>{item.description}</Toast.Description>}
            </Stack>
            {item.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
