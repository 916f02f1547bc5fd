import { Container, Heading } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';

// The privacy statement is written in German (spec section 2, Privacy page).
const PrivacyPage = () => (
  <Container maxW="3xl" py={{ base: 8, md: 12 }} lang="de">
    <Heading as="h1" size={{ base: '2xl', md: '4xl' }}>
      Datenschutzerklärung
    </Heading>
  </Container>
);

export const Route = createFileRoute('/_public/privacy')({ component: PrivacyPage });
