import { Button, CloseButton, Dialog, HStack, Portal } from '@chakra-ui/react';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The admin's add/edit dialog: full screen on a phone, at most `maxW` (2xl) wide from a tablet up, the body
 * scrolling between a fixed title and a fixed footer. With `onSubmit` the body is a form, so Enter submits
 * and the footer gets Cancel and a submit button showing `busy`.
 */
export const AdminDialog = ({
  open,
  onOpenChange,
  title,
  children,
  onSubmit,
  submitLabel,
  busy = false,
  footer,
  maxW = '2xl',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  onSubmit?: () => void;
  submitLabel?: string;
  busy?: boolean;
  /** Replaces the default footer. */
  footer?: ReactNode;
  maxW?: string;
}) => {
  const { t } = useTranslation('admin');
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) onSubmit?.();
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={!busy}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          {/* The phone's 'full' size sets a full height, no margin and square corners that the md size does
              not undo, so every dialog would fill the screen's height on a desktop too. */}
          <Dialog.Content
            maxW={{ md: maxW }}
            minH={{ md: 'auto' }}
            my={{ md: '12' }}
            borderRadius={{ md: 'l3' }}
          >
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {onSubmit ? (
                <form id={formId} onSubmit={submit} noValidate>
                  {children}
                </form>
              ) : (
                children
              )}
            </Dialog.Body>
            <Dialog.Footer>
              {footer ??
                (onSubmit && (
                  <HStack gap={3}>
                    <Button variant="outline" onClick={() => onOpenChange(false)} disabled={busy}>
                      {t('shared.cancel')}
                    </Button>
                    <Button type="submit" form={formId} colorPalette="brand" loading={busy}>
                      {submitLabel ?? t('shared.save')}
                    </Button>
                  </HStack>
                ))}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('shared.close')} disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};
