import { Box, Button, Container, Flex, HStack, Stack, chakra } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/i18n';
import { LanguageSwitcher } from './language-switcher';

type NavTarget = '/' | '/events' | '/menu' | '/about' | '/reservations';

const NAV: readonly { to: NavTarget; key: string; anchor?: string }[] = [
  { to: '/', key: 'nav.home' },
  { to: '/events', key: 'nav.events', anchor: 'events-section' },
  { to: '/menu', key: 'nav.menu', anchor: 'menu-section' },
  { to: '/about', key: 'nav.about' },
  { to: '/reservations', key: 'nav.reservations' },
];

/** Home only on an exact match, the others by path prefix (spec section 2, navigation). */
export const isNavActive = (to: NavTarget, pathname: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

const NavLink = chakra(Link);

export const PublicHeader = () => {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const choose = (anchor: string | undefined) => (event: MouseEvent) => {
    setOpen(false);
    // On the home page the events and menu links scroll to their sections instead of navigating.
    if (anchor && pathname === '/') {
      const target = document.getElementById(anchor);
      if (target) {
        event.preventDefault();
        const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
        target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth' });
      }
    }
  };

  const links = (direction: 'row' | 'column') => (
    <Stack as="ul" direction={direction} gap={direction === 'row' ? 1 : 0} listStyleType="none" m={0} p={0}>
      {NAV.map((item) => {
        const active = isNavActive(item.to, pathname);
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={choose(item.anchor)}
              aria-current={active ? 'page' : undefined}
              display="block"
              px={3}
              py={2}
              rounded="md"
              fontWeight={active ? 'semibold' : 'medium'}
              color={active ? 'brand.fg' : 'fg'}
              bg={active ? 'brand.subtle' : undefined}
              _hover={{ bg: 'brand.subtle', textDecoration: 'none' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
            >
              {t(item.key)}
            </NavLink>
          </li>
        );
      })}
    </Stack>
  );

  return (
    <Box as="header" position="sticky" top={0} zIndex="sticky" bg="bg/95" borderBottomWidth="1px">
      <Container maxW="6xl" py={2}>
        <Flex align="center" justify="space-between" gap={4}>
          <NavLink
            to="/"
            fontFamily="heading"
            fontSize="2xl"
            fontWeight="bold"
            color="brand.fg"
            _hover={{ textDecoration: 'none' }}
          >
            Tischlein
          </NavLink>
          <HStack as="nav" aria-label={t('nav.label')} display={{ base: 'none', md: 'flex' }} gap={2}>
            {links('row')}
          </HStack>
          <HStack gap={2}>
            <LanguageSwitcher languages={LANGUAGES} />
            <Button
              display={{ base: 'inline-flex', md: 'none' }}
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              {open ? t('nav.close') : t('nav.open')}
            </Button>
          </HStack>
        </Flex>
        {open && (
          <Box as="nav" id="mobile-menu" aria-label={t('nav.label')} display={{ md: 'none' }} pb={3}>
            {links('column')}
          </Box>
        )}
      </Container>
    </Box>
  );
};
