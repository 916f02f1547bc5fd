import { Box, Button, Flex, IconButton, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, Outlet, useRouter, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SignOut } from '../../application/auth/sign-out';
import { useUseCase } from '../app/container-context';
import { LanguageSwitcher } from '../layout/language-switcher';
import { AdminIcon, type AdminIconName } from './admin-icons';

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

export const AdminLayout = () => {
  const { t } = useTranslation('admin');
  const pathname = useRouterState({ select: (s) => s.location.pathname.replace(/\/$/, '') || '/' });
  const router = useRouter();
  const signOut = useUseCase(SignOut);
  const [wide, setWide] = useState(true);

  const logout = async () => {
    await signOut.execute();
    await router.navigate({ to: '/admin/login', replace: true });
  };

  return (
    <Flex minH="100dvh" bg="bg.subtle">
      <Box
        as="aside"
        width={wide ? { base: '56', md: '64' } : '16'}
        flexShrink={0}
        bg="bg"
        borderRightWidth="1px"
        position="sticky"
        top={0}
        h="100dvh"
        overflowY="auto"
        transition="width 0.2s"
        data-collapsed={wide ? undefined : ''}
      >
        <Stack gap={1} p={2} h="full">
          <Flex align="center" justify={wide ? 'space-between' : 'center'} px={wide ? 2 : 0} py={2}>
            {wide && (
              <Text fontFamily="heading" fontWeight="bold" fontSize="lg" color="brand.fg">
                {t('layout.title')}
              </Text>
            )}
            <IconButton
              aria-label={wide ? t('layout.collapse') : t('layout.expand')}
              aria-expanded={wide}
              size="sm"
              variant="ghost"
              onClick={() => setWide((v) => !v)}
            >
              <AdminIcon name={wide ? 'collapse' : 'expand'} />
            </IconButton>
          </Flex>
          <Stack as="nav" aria-label={t('layout.navigation')} gap={1} flex="1">
            {LINKS.map((link) => {
              const active = pathname === link.to;
              return (
                <SideLink
                  key={link.to}
                  to={link.to}
                  aria-current={active ? 'page' : undefined}
                  title={wide ? undefined : t(link.key)}
                  display="flex"
                  alignItems="center"
                  justifyContent={wide ? 'flex-start' : 'center'}
                  gap={3}
                  px={3}
                  py={2}
                  rounded="md"
                  fontWeight={active ? 'semibold' : 'normal'}
                  bg={active ? 'brand.solid' : undefined}
                  color={active ? 'brand.contrast' : 'fg'}
                  _hover={{ bg: active ? 'brand.solid' : 'bg.muted', textDecoration: 'none' }}
                >
                  <AdminIcon name={link.icon} />
                  {wide ? <span>{t(link.key)}</span> : <chakra.span srOnly>{t(link.key)}</chakra.span>}
                </SideLink>
              );
            })}
          </Stack>
          <Stack gap={2} p={wide ? 2 : 0} align={wide ? 'stretch' : 'center'}>
            {wide && <LanguageSwitcher languages={ADMIN_LANGUAGES} />}
            <Button variant="outline" size="sm" onClick={() => void logout()} aria-label={t('layout.logout')}>
              <AdminIcon name="logout" />
              {wide && t('layout.logout')}
            </Button>
          </Stack>
        </Stack>
      </Box>
      <Box as="main" flex="1" minW={0} p={{ base: 3, md: 8 }}>
        <Outlet />
      </Box>
    </Flex>
  );
};
