import { Badge, Box, Button, Card, Flex, HStack, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { participationPercent } from '../../../domain/event/admin-status';
import { dateLabel } from '../../../domain/event/date-label';
import type { RestaurantEvent } from '../../../domain/event/event';
import { isSoldOut } from '../../../domain/event/seats';
import { tagsFor } from '../../../domain/event/tags';
import { currentLanguage } from '../../i18n/i18n';
import { formatDateLabel, formatEventTime } from '../format';
import { Picture } from '../picture';
import { PublicIcon } from '../public-icons';
import { useLocalized } from '../use-localized';
import { eventTagKey } from './event-tags';

export interface EventCardProps {
  readonly event: RestaurantEvent;
  readonly index: number;
  readonly now: Date;
  /** Flagged 'Featured Event'; `wide` also lays the card out across the row (events page). */
  readonly featured?: boolean;
  readonly wide?: boolean;
  readonly headingLevel: 'h2' | 'h3';
  /** The home teaser keeps descriptions to three lines. */
  readonly compact?: boolean;
}

/** The events page's and the home teaser's card. */
export const EventCard = ({
  event: stored,
  index,
  now,
  featured = false,
  wide = false,
  headingLevel,
  compact,
}: EventCardProps) => {
  const { t, i18n } = useTranslation('homepage');
  const language = currentLanguage(i18n);
  const event = useLocalized()(stored);
  const titleId = useId();
  const day = formatDateLabel(language, dateLabel(event.event_date, now), event.event_date, {
    today: t('events.today'),
    tomorrow: t('events.tomorrow'),
  });
  const time = formatEventTime(language, event.event_date);
  const percent = participationPercent(event);
  // From every language's text, so that the tags are the same whichever language the guest reads.
  const tags = tagsFor(stored);

  return (
    <Card.Root
      as="article"
      aria-labelledby={titleId}
      overflow="hidden"
      rounded="2xl"
      bg="white"
      h="full"
      borderColor={featured ? 'brand.200' : 'orange.100'}
      borderWidth={featured ? '2px' : '1px'}
      shadow="sm"
      flexDirection={wide ? { base: 'column', md: 'row' } : 'column'}
      gridColumn={wide ? { md: '1 / -1' } : undefined}
      transition="box-shadow 0.2s, translate 0.2s"
      _hover={{ shadow: 'lg' }}
      // Cards rise in one after another, 0.1 s apart; with reduced motion they are simply there. The wide
      // card is there at once: its picture is the page's largest element, which a browser counts as
      // painted only once it is no longer transparent (it was /events' largest paint at 3.3 s).
      _motionSafe={
        wide
          ? undefined
          : {
              animationName: 'slide-from-bottom, fade-in',
              animationDuration: '0.5s',
              animationTimingFunction: 'ease-out',
              animationFillMode: 'both',
              animationDelay: `${index * 0.1}s`,
            }
      }
    >
      {event.image_url && (
        <Box position="relative" flexShrink={0} w={wide ? { base: 'full', md: '55%' } : 'full'}>
          <Picture
            src={event.image_url}
            alt={event.title}
            frame={[800, 450]}
            h={wide ? { md: 'full' } : undefined}
            priority={wide}
          />
          {featured && (
            <Badge
              position="absolute"
              top={3}
              insetStart={3}
              colorPalette="brand"
              variant="solid"
              size="md"
              rounded="full"
              px={3}
              gap={1}
            >
              <PublicIcon name="star" boxSize={3} />
              {t('events.featured')}
            </Badge>
          )}
        </Box>
      )}
      <Card.Body gap={3} p={{ base: 5, md: wide ? 8 : 5 }}>
        {featured && !event.image_url && (
          <Badge alignSelf="flex-start" colorPalette="brand" variant="solid" rounded="full" px={3}>
            {t('events.featured')}
          </Badge>
        )}
        <HStack gap={2} color="brand.700" fontWeight="semibold" fontSize="sm">
          <PublicIcon name="calendar" boxSize={4} />
          <Text>
            {day} · {time}
          </Text>
        </HStack>
        <Heading
          as={headingLevel}
          id={titleId}
          fontFamily="heading"
          size={wide ? { base: 'xl', md: '2xl' } : 'xl'}
          color="gray.900"
          lineHeight="1.25"
        >
          {event.title}
        </Heading>
        {event.description && (
          <Text color="gray.700" lineClamp={compact ? 3 : undefined} textWrap="pretty">
            {event.description}
          </Text>
        )}
        <Stack gap={2} fontSize="sm" color="gray.700">
          <HStack gap={2}>
            <PublicIcon name="pin" boxSize={4} color="jade" />
            <Text>{t('events.location')}</Text>
          </HStack>
          <HStack gap={2}>
            <PublicIcon name="users" boxSize={4} color="jade" />
            <Text>
              {t('events.participants', {
                current: event.current_participants,
                max: event.max_participants,
              })}
            </Text>
          </HStack>
          {/* The text above states the numbers; the bar only draws them. */}
          <Box aria-hidden h="1.5" rounded="full" bg="orange.100" overflow="hidden">
            <Box h="full" w={`${percent}%`} bg={percent >= 100 ? 'brand.600' : 'jade'} rounded="full" />
          </Box>
        </Stack>
        <Wrap gap={2} as="ul" listStyleType="none" aria-label={t('events.tagsLabel')}>
          {tags.map((tag) => (
            <li key={tag}>
              <Badge variant="subtle" colorPalette="orange" rounded="full" px={2.5}>
                {t(eventTagKey(tag))}
              </Badge>
            </li>
          ))}
        </Wrap>
        <Flex mt="auto" pt={2}>
          {isSoldOut(event) ? (
            <Badge colorPalette="gray" variant="solid" rounded="full" px={3} py={1} data-testid="sold-out">
              {t('events.soldOut')}
            </Badge>
          ) : (
            <Button asChild colorPalette="brand" size="sm" rounded="full" aria-describedby={titleId}>
              <Link to="/reservations" search={{ event: event.id }}>
                {t('events.join')}
                <PublicIcon name="arrow" boxSize={4} />
              </Link>
            </Button>
          )}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
};
