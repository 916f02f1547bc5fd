import { Box, Container, Link, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { START_FAILED_ID } from '../app/start-failed';

/**
 * Hidden on every render. In the prerendered HTML it waits for the one case where the app's scripts fail
 * to load or start (a phone losing its connection): the page's start script (for the entry) or main.tsx
 * (for what it loads later) then shows it, so that a guest facing a booking form that cannot work is
 * told so and can reload, instead of typing into a dead page.
 */
export const StartFailedNotice = () => {
  const { t } = useTranslation('common');
  return (
    <Box id={START_FAILED_ID} hidden role="alert" tabIndex={-1} bg="brand.700" color="white" py={3}>
      <Container maxW="6xl" display="flex" flexWrap="wrap" gap={3} alignItems="center">
        <Text>{t('startFailed.text')}</Text>
        {/* A plain link, because without the app nothing else can act: it reloads this page. */}
        <Link href="" color="white" fontWeight="semibold" textDecoration="underline">
          {t('startFailed.reload')}
        </Link>
      </Container>
    </Box>
  );
};
