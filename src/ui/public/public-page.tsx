import { Box, Container } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageHeading, type PageHeadingProps } from '../layout/page-heading';

export interface PublicPageProps extends PageHeadingProps {
  readonly children: ReactNode;
  readonly maxW?: '3xl' | '4xl' | '6xl';
  readonly lang?: string;
}

/** A public page below the header: a sand-coloured band with the heading, then the page's content. */
export const PublicPage = ({ children, maxW = '6xl', lang, ...heading }: PublicPageProps) => (
  <Box lang={lang}>
    <Box bg="#f3e7d7" borderBottomWidth="1px" borderColor="#e8d6bf">
      <Container maxW={maxW} pt={{ base: 10, md: 16 }} pb={{ base: 2, md: 6 }}>
        <PageHeading {...heading} />
      </Container>
    </Box>
    <Container maxW={maxW} py={{ base: 8, md: 12 }}>
      {children}
    </Container>
  </Box>
);
