import { Box, Container, HStack, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PublicIcon, type PublicIconName } from '../public-icons';
import { drawnNearTheViewport } from '../near-the-viewport';

/** The home page's fixed figures: rating 4.8, 50+ reviews, 45 happy guests, 250+ members. */
const CLAIMS: readonly { key: string; icon: PublicIconName }[] = [
  { key: 'rating', icon: 'star' },
  { key: 'reviews', icon: 'heart' },
  { key: 'guests', icon: 'users' },
  { key: 'community', icon: 'calendar' },
];

export const ClaimsSection = () => {
  const { t } = useTranslation('homepage');
  return (
    <Box
      as="section"
      aria-labelledby="claims-title"
      bg="#3b2314"
      color="white"
      py={{ base: 12, md: 16 }}
      {...drawnNearTheViewport({ base: '420px', md: '320px' })}
    >
      <Container maxW="6xl">
        <Heading
          id="claims-title"
          as="h2"
          textAlign="center"
          fontFamily="heading"
          fontSize={{ base: '2xl', md: '3xl' }}
          mb={8}
        >
          {t('claims.title')}
        </Heading>
        <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: 4, md: 6 }}>
          {CLAIMS.map(({ key, icon }) => (
            <Stack
              key={key}
              gap={1}
              align="center"
              textAlign="center"
              p={4}
              rounded="2xl"
              bg="whiteAlpha.100"
            >
              <Text as="dt" order={2} color="whiteAlpha.900" fontSize="sm">
                {t(`claims.${key}.label`)}
              </Text>
              <HStack as="dd" order={1} gap={2} m={0} color="orange.200">
                <PublicIcon name={icon} boxSize={5} />
                <Text
                  fontFamily="heading"
                  fontSize={{ base: '3xl', md: '4xl' }}
                  fontWeight="bold"
                  color="white"
                >
                  {t(`claims.${key}.value`)}
                </Text>
              </HStack>
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
};
