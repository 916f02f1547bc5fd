import { Box, Center, Flex, Heading, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicIcon } from '../public-icons';

/** The student-special box (home menu section and the foot of the menu page). */
export const StudentSpecial = ({ headingLevel }: { headingLevel: 'h2' | 'h3' }) => {
  const { t } = useTranslation('homepage');
  const titleId = useId();
  return (
    <Flex
      as="aside"
      aria-labelledby={titleId}
      gap={4}
      p={{ base: 5, md: 6 }}
      rounded="2xl"
      bg="jade"
      color="white"
      align="flex-start"
    >
      <Center flexShrink={0} boxSize={12} rounded="full" bg="whiteAlpha.300">
        <PublicIcon name="cap" boxSize={6} />
      </Center>
      <Box>
        <Heading id={titleId} as={headingLevel} size="lg" fontFamily="heading" mb={1}>
          {t('menu.studentSpecialTitle')}
        </Heading>
        <Text>{t('menu.studentSpecialText')}</Text>
      </Box>
    </Flex>
  );
};
