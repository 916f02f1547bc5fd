import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export const NotFoundPage = () => {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <Container maxW="xl" py={24} textAlign="center">
      <Stack gap={4} align="center">
        <Heading as="h1" size="4xl">
          404
        </Heading>
        <Text fontSize="xl">{t('notFound.message')}</Text>
        <Button asChild colorPalette="brand">
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
      </Stack>
    </Container>
  );
};
