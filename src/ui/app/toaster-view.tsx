import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/** The toast store and its view: a chunk of their own, loaded with the first toast (see toaster.tsx). */
export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 4 });

export const ToasterView = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(onMounted, [onMounted]);
  // Toasts pause while the mouse is over them. A tap on a phone moves the emulated mouse onto the toast and
  // no "mouse leave" ever follows, so the toast would stay for good: after a tap the timers run on.
  const lastPointer = useRef('mouse');
  return (
    <Portal>
      <ChakraToaster
        toaster={toaster}
        insetInline={{ mdDown: '4' }}
        onPointerDown={(event) => {
          lastPointer.current = event.pointerType;
        }}
        onClick={() => {
          if (lastPointer.current !== 'mouse') toaster.resume();
        }}
      >
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
