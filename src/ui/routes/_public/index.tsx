import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link, createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const HomePage = () => {
  const { t } = useTranslation('homepage');
  return (
    <>
      <Box
        as="section"
        aria-labelledby="hero-title"
        bgImage="linear-gradient(rgba(42,13,9,0.55), rgba(42,13,9,0.55)), url(/demo/images/hero.svg)"
        bgSize="cover"
        bgPos="center"
        color="white"
      >
        <Container maxW="6xl" py={{ base: 16, md: 28 }}>
          <Stack gap={5} maxW="2xl">
            <Heading id="hero-title" as="h1" size={{ base: '3xl', md: '5xl' }} fontFamily="heading">
              {t('hero.title')}
            </Heading>
            <Text fontSize={{ base: 'lg', md: 'xl' }}>{t('hero.subtitle')}</Text>
            <Box>
              <Button asChild colorPalette="brand" size="lg">
                <Link to="/reservations">{t('hero.reserve')}</Link>
              </Button>
            </Box>
          </Stack>
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4} mt={10} maxW="2xl">
            <Box bg="blackAlpha.600" p={4} rounded="lg">
              <Text fontWeight="semibold">{t('hero.hoursTitle')}</Text>
              <Text>{t('hero.hours')}</Text>
            </Box>
            <Box bg="blackAlpha.600" p={4} rounded="lg">
              <Text fontWeight="semibold">{t('hero.locationTitle')}</Text>
              <Text>{t('hero.location')}</Text>
            </Box>
          </SimpleGrid>
        </Container>
      </Box>
      <Container as="section" id="events-section" maxW="6xl" py={12} aria-labelledby="events-title">
        <Heading id="events-title" as="h2" size="2xl">
          {t('events.title')}
        </Heading>
      </Container>
      <Container as="section" id="menu-section" maxW="6xl" py={12} aria-labelledby="menu-title">
        <Heading id="menu-title" as="h2" size="2xl">
          {t('menu.title')}
        </Heading>
      </Container>
    </>
  );
};

export const Route = createFileRoute('/_public/')({ component: HomePage });
