import { Stack, Text, type StackProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ContactDetails } from './restaurant-contact';

/**
 * The one rule for large groups, said alike in the footer and the booking form: guests book online up to
 * the owner's party limit (Settings), and larger groups ask by phone or e-mail, with the restaurant's own
 * number and address from Settings to tap (the footer shows them just above).
 */
export const LargeGroups = ({
  max,
  withContact = true,
  ...props
}: {
  max: number;
  /** Without the phone and e-mail where they stand just above (the footer). */
  withContact?: boolean;
} & StackProps) => {
  const { t } = useTranslation('common');
  return (
    <Stack gap={1} data-testid="large-groups" {...props}>
      <Text>{t('groups.rule', { max })}</Text>
      {withContact && <ContactDetails lines={['phone', 'email']} icons={false} />}
    </Stack>
  );
};
