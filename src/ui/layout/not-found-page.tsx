import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentMeta } from '../public/use-document-meta';
import { PublicFrame } from './public-frame';

/** Any unknown address: the public header and footer around a way home; the path is logged. */
export const NotFoundPage = () => {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useDocumentMeta(t('meta.notFound.title'), t('meta.notFound.description'));
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <PublicFrame>
      <Center px={6} py={{ base: 16, md: 24 }}>
        <Stack gap={5} align="center" textAlign="center" maxW="md">
          <Center
            aria-hidden
            boxSize={16}
            rounded="full"
            bg="brand.600"
            color="white"
            fontSize="2xl"
            lang="zh"
          >
            桌
          </Center>
          <Heading
            as="h1"
            fontFamily="heading"
            fontSize={{ base: '6xl', md: '7xl' }}
            color="brand.700"
            lineHeight="1"
          >
            404
          </Heading>
          <Text fontSize="xl" color="gray.800">
            {t('notFound.message')}
          </Text>
          <Button asChild colorPalette="brand" size="lg" rounded="full">
            <Link to="/">{t('notFound.home')}</Link>
          </Button>
        </Stack>
      </Center>
    </PublicFrame>
  );
};
