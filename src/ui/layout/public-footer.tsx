import { Box, Container, Flex, HStack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const FooterLink = chakra(Link);

export const PublicFooter = () => {
  const { t } = useTranslation('common');
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.muted" mt={16}>
      <Container maxW="6xl" py={6}>
        <Flex
          direction={{ base: 'column', sm: 'row' }}
          gap={3}
          justify="space-between"
          align={{ sm: 'center' }}
        >
          <Text fontSize="sm" color="fg.muted">
            {t('footer.copyright', { year: '2026' })}
          </Text>
          <HStack as="nav" aria-label={t('footer.legal')} gap={4}>
            <FooterLink to="/impressum" fontSize="sm" textDecoration="underline">
              {t('footer.imprint')}
            </FooterLink>
            <FooterLink to="/privacy" fontSize="sm" textDecoration="underline">
              {t('footer.privacy')}
            </FooterLink>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
};
