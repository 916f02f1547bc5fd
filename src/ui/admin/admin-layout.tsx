import { Badge, Box, Button, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOut } from '../../application/auth/sign-out';
import { WatchReservations } from '../../application/reservations/watch-reservations';
import { useContainer, useUseCase } from '../app/container-context';
import { useNoIndex } from '../app/use-no-index';
import { LanguageSwitcher } from '../layout/language-switcher';
import { AdminIcon, type AdminIconName } from './admin-icons';
import { reservationCountsQuery } from './reservations/reservations-queries';
import { invalidateAreas } from '../app/query-keys';

type AdminPath =
  | '/admin'
  | '/admin/menu'
  | '/admin/about'
  | '/admin/gallery'
  | '/admin/videos'
  | '/admin/press'
  | '/admin/events'
  | '/admin/reservations'
  | '/admin/content'
  | '/admin/settings';

const LINKS: readonly { to: AdminPath; icon: AdminIconName; key: string }[] = [
  { to: '/admin', icon: 'dashboard', key: 'nav.dashboard' },
  { to: '/admin/menu', icon: 'menu', key: 'nav.menu' },
  { to: '/admin/about', icon: 'about', key: 'nav.about' },
  { to: '/admin/gallery', icon: 'gallery', key: 'nav.gallery' },
  { to: '/admin/videos', icon: 'videos', key: 'nav.videos' },
  { to: '/admin/press', icon: 'press', key: 'nav.press' },
  { to: '/admin/events', icon: 'events', key: 'nav.events' },
  { to: '/admin/reservations', icon: 'reservations', key: 'nav.reservations' },
  { to: '/admin/content', icon: 'content', key: 'nav.content' },
  { to: '/admin/settings', icon: 'settings', key: 'nav.settings' },
];

const SideLink = chakra(Link);
const ADMIN_LANGUAGES = ['de', 'en'] as const;
const WIDE_QUERY = '(min-width: 48em)';

export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') || '/' });
  const router = useRouter();
  const signOut = useUseCase(SignOut);
  useNoIndex();
  const watchReservations = useUseCase(WatchReservations);
  const queryClient = useQueryClient();
  // A booking made while this tab is open shows at once: in the badge, and in any list on screen.
  useEffect(
    () => watchReservations.execute(() => void invalidateAreas(queryClient, 'reservations')),
    [watchReservations, queryClient],
  );
  const pending = useQuery(reservationCountsQuery(useContainer())).data?.pending ?? 0;
  // null until mounted: the sidebar then follows the screen (open on desktops, narrow on phones) by CSS
  // alone, so the first paint is right without reading the window during render.
  const [wide, setWide] = useState<boolean | null>(null);
  useEffect(() => {
    setWide((current) => current ?? window.matchMedia(WIDE_QUERY).matches);
  }, []);
  const byScreen = <T,>(onWide: T, onNarrow: T) =>
    wide === null ? { base: onNarrow, md: onWide } : wide ? onWide : onNarrow;
  const closeOnPhone = () => {
    if (!window.matchMedia(WIDE_QUERY).matches) setWide(false);
  };

  const logout = async () => {
    await signOut.execute();
    await router.navigate({ to: '/admin/login', replace: true });
  };

  return (
    // Printed (the day view by the door): only the page itself, black on white, no sidebar.
    <Flex minH="100dvh" bg="bg.subtle" _print={{ bg: 'white', color: 'black', minH: 'auto' }}>
      {/* On a phone the open sidebar lies over the page; this keeps the narrow one's place. */}
      <Box
        display={{ base: wide ? 'block' : 'none', md: 'none' }}
        width="16"
        flexShrink={0}
        _print={{ display: 'none' }}
      />
      <Box
        as="aside"
        _print={{ display: 'none' }}
        width={byScreen('64', '16')}
        flexShrink={0}
        bg="bg"
        borderRightWidth="1px"
        position={{ base: wide ? 'fixed' : 'sticky', md: 'sticky' }}
        zIndex={{ base: 'overlay', md: 'auto' }}
        boxShadow={{ base: wide ? 'lg' : 'none', md: 'none' }}
        top={0}
        left={0}
        h="100dvh"
        overflowY="auto"
        transition="width 0.2s"
      >
        <Stack gap={1} p={2} h="full">
          <Flex align="center" justify={byScreen('space-between', 'center')} px={byScreen(2, 0)} py={2}>
            <Text
              display={byScreen('block', 'none')}
              fontFamily="heading"
              fontWeight="bold"
              fontSize="lg"
              color="brand.fg"
            >
              {t('layout.title')}
            </Text>
            <IconButton
              aria-label={wide ? t('layout.collapse') : t('layout.expand')}
              aria-expanded={wide ?? undefined}
              size="sm"
              variant="ghost"
              onClick={() => setWide((v) => !v)}
            >
              <AdminIcon name={wide ? 'collapse' : 'expand'} />
            </IconButton>
          </Flex>
          <Stack as="nav" aria-label={t('layout.navigation')} gap={1} flex="1">
            {LINKS.map((link) => {
              // A sub-page (the day view under Reservations) keeps its section marked.
              const exact = pathname === link.to;
              const active = exact || (link.to !== '/admin' && pathname.startsWith(`${link.to}/`));
              return (
                <SideLink
                  key={link.to}
                  to={link.to}
                  aria-current={exact ? 'page' : active ? 'true' : undefined}
                  title={t(link.key)}
                  onClick={closeOnPhone}
                  display="flex"
                  alignItems="center"
                  justifyContent={byScreen('flex-start', 'center')}
                  gap={3}
                  px={3}
                  py={2}
                  rounded="md"
                  fontWeight={active ? 'semibold' : 'normal'}
                  bg={active ? 'brand.solid' : undefined}
                  color={active ? 'brand.contrast' : 'fg'}
                  _hover={{ bg: active ? 'brand.solid' : 'bg.muted', textDecoration: 'none' }}
                >
                  <Box position="relative" display="inline-flex">
                    <AdminIcon name={link.icon} />
                    {link.to === '/admin/reservations' && pending > 0 && (
                      <Badge
                        data-testid="pending-badge"
                        aria-label={t('layout.pendingBadge', { count: pending })}
                        colorPalette="orange"
                        variant="solid"
                        // White on orange.700 (#92310a) is 7.9:1; on solid orange.600 (#ea580c) it was 3.6:1.
                        bg="orange.700"
                        size="xs"
                        rounded="full"
                        position="absolute"
                        top="-2"
                        insetEnd="-2.5"
                        minW="4"
                        justifyContent="center"
                      >
                        {pending > 99 ? '99+' : pending}
                      </Badge>
                    )}
                  </Box>
                  <chakra.span display={byScreen('inline', 'none')}>{t(link.key)}</chakra.span>
                </SideLink>
              );
            })}
          </Stack>
          <Stack gap={2} p={byScreen(2, 0)} align={byScreen('stretch', 'center')}>
            <Box display={byScreen('block', 'none')}>
              <LanguageSwitcher languages={ADMIN_LANGUAGES} />
            </Box>
            <Button variant="outline" size="sm" onClick={() => void logout()} aria-label={t('layout.logout')}>
              <AdminIcon name="logout" />
              <chakra.span display={byScreen('inline', 'none')}>{t('layout.logout')}</chakra.span>
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Box as="main" flex="1" minW={0} p={{ base: 3, md: 8 }} _print={{ p: 0 }}>
        <Outlet />
      </Box>
    </Flex>
  );
};
