import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect } from 'react';

/** The toast store and its view: a chunk of their own, loaded with the first toast (see toaster.tsx). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export const ToasterView = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(onMounted, [onMounted]);
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
};
