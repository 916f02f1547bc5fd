import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../domain/reservation/query';

/** Previous and next, where the list stands ("page 2 of 60") and which rows it shows ("26–50 of 1,500"). */
export const ReservationPager = ({
  page,
  pageSize,
  total,
  totalIsLowerBound,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** A search's count stopped at its limit: the last page reachable here is not the last match. */
  totalIsLowerBound: boolean;
  onPage: (page: number) => void;
}) => {
  const { t, i18n } = useTranslation('admin');
  const pages = pageCount(total, pageSize);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const first = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <Flex
      as="nav"
      aria-label={t('reservations.pager.label')}
      mt={4}
      gap={3}
      align="center"
      justify="space-between"
      wrap="wrap"
      _print={{ display: 'none' }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t(totalIsLowerBound ? 'reservations.pager.rangeAtLeast' : 'reservations.pager.range', {
          first: number(first),
          last: number(last),
          total: number(total),
        })}
      </Text>
      <HStack gap={2}>
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('reservations.pager.previous')}
        </Button>
        <Text fontSize="sm" minW="7rem" textAlign="center">
          {t(totalIsLowerBound ? 'reservations.pager.positionAtLeast' : 'reservations.pager.position', {
            page: number(page),
            pages: number(pages),
          })}
        </Text>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('reservations.pager.next')}
        </Button>
      </HStack>
    </Flex>
  );
};
