import { Badge, Box, Button, CloseButton, Dialog, Flex, Portal, Stack, Switch, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsentChoice } from '../../../domain/consent/consent';
import { OFFERED_CONSENT_CATEGORIES, purposesOf } from '../../../domain/consent/purposes';
import type { CustomConsent } from '../../../domain/consent/validity';

export interface ConsentDialogProps {
  readonly open: boolean;
  readonly initial: ConsentChoice | null;
  readonly onClose: () => void;
  readonly onSave: (choice: CustomConsent) => void;
}

/**
 * The Customize dialog: a switch per category the site uses, essential always on (no consent is asked for a
 * purpose that does not exist), each with what it is used for. A module of its own, loaded only when a
 * visitor asks for it, so the banner costs a phone as little as possible.
 */
const ConsentDialog = ({ open, initial, onClose, onSave }: ConsentDialogProps) => {
  const { t } = useTranslation('common');
  const [choice, setChoice] = useState<CustomConsent>({
    functional: initial?.functional ?? false,
    analytics: initial?.analytics ?? false,
    marketing: initial?.marketing ?? false,
  });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      placement="center"
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title fontFamily="heading" fontSize="xl">
                {t('consent.dialogTitle')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description color="gray.700" mb={5}>
                {t('consent.dialogText')}
              </Dialog.Description>
              <Stack gap={3}>
                {OFFERED_CONSENT_CATEGORIES.map((category) => {
                  const essential = category === 'essential';
                  return (
                    // The whole row is the switch's label, so a tap anywhere on it toggles the category.
                    <Switch.Root
                      key={category}
                      colorPalette="brand"
                      checked={essential ? true : choice[category]}
                      disabled={essential}
                      onCheckedChange={(details) =>
                        !essential && setChoice((current) => ({ ...current, [category]: details.checked }))
                      }
                      display="flex"
                      gap={4}
                      justifyContent="space-between"
                      alignItems="flex-start"
                      p={4}
                      rounded="xl"
                      borderWidth="1px"
                      borderColor="orange.100"
                      bg={essential ? 'orange.50' : 'white'}
                      cursor={essential ? 'default' : 'pointer'}
                      _disabled={{ opacity: 1 }}
                    >
                      <Switch.HiddenInput aria-describedby={`consent-${category}-text`} />
                      <Stack gap={1}>
                        <Flex gap={2} align="center" wrap="wrap">
                          <Switch.Label fontWeight="semibold" fontSize="md">
                            {t(`consent.categories.${category}.title`)}
                          </Switch.Label>
                          {essential && (
                            <Badge colorPalette="green" variant="subtle" rounded="full">
                              {t('consent.alwaysOn')}
                            </Badge>
                          )}
                        </Flex>
                        <Stack gap={1} fontSize="sm" color="gray.700" id={`consent-${category}-text`}>
                          <Text>{t(`consent.categories.${category}.text`)}</Text>
                          <Text fontWeight="medium">{t('consent.purposesLabel')}</Text>
                          <Box as="ul" ps={5} listStyleType="disc">
                            {purposesOf(category).map((purpose) => (
                              <li key={purpose.id}>{t(`consent.purposes.${purpose.id}`)}</li>
                            ))}
                          </Box>
                        </Stack>
                      </Stack>
                      <Switch.Control mt={1} flexShrink={0}>
                        <Switch.Thumb />
                      </Switch.Control>
                    </Switch.Root>
                  );
                })}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer gap={3} flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                {t('consent.cancel')}
              </Button>
              <Button colorPalette="brand" onClick={() => onSave(choice)}>
                {t('consent.save')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('consent.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
};

export default ConsentDialog;
