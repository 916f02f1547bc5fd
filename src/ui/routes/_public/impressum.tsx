import { Container, Heading } from '@chakra-ui/react';
import { createFileRoute } from '@tanstack/react-router';

// The imprint is a German legal page: its heading is the legal term in every language (spec section 2).
const ImprintPage = () => (
  <Container maxW="3xl" py={{ base: 8, md: 12 }}>
    <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lang="de">
      Impressum
    </Heading>
  </Container>
);

export const Route = createFileRoute('/_public/impressum')({ component: ImprintPage });
