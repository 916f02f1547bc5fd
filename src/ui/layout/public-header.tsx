import { Box, Button, Center, Container, Flex, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../i18n/i18n';
import { PublicIcon } from '../public/public-icons';
import { LanguageSwitcher } from './language-switcher';

type NavTarget = '/' | '/events' | '/menu' | '/about' | '/reservations';

const NAV: readonly { to: NavTarget; key: string; anchor?: string }[] = [
  { to: '/', key: 'nav.home' },
  { to: '/events', key: 'nav.events', anchor: 'events-section' },
  { to: '/menu', key: 'nav.menu', anchor: 'menu-section' },
  { to: '/about', key: 'nav.about' },
  { to: '/reservations', key: 'nav.reservations' },
];

/** Home only on an exact match, the others by path prefix. */
export const isNavActive = (to: NavTarget, pathname: string) =>
  to === '/' ? pathname === '/' : pathname === to || pathname.startsWith(`${to}/`);

const NavLink = chakra(Link);

/**
 * The header's id: a prerendered page's first frame waits until the header is parsed (scripts/prerender.mjs,
 * decision 0104), since a header drawn half-parsed moves as its right-hand buttons arrive. The element after
 * it needs an id too: the frame waits for that one's start tag.
 */
export const SITE_HEADER_ID = 'site-header';

const focusRing = { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' } as const;

export const PublicHeader = () => {
  const { t } = useTranslation('common');
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const choose = (anchor: string | undefined) => (event: MouseEvent) => {
    // The open phone menu pushes the page down: it is closed before the target's place is measured, or the
    // scroll would end the menu's height past the section, under the sticky header.
    flushSync(() => setOpen(false));
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
    <Stack as="ul" direction={direction} gap={direction === 'row' ? 1 : 1} listStyleType="none" m={0} p={0}>
      {NAV.map((item) => {
        const active = isNavActive(item.to, pathname);
        const cta = item.to === '/reservations';
        return (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={choose(item.anchor)}
              aria-current={active ? 'page' : undefined}
              display="block"
              px={cta && direction === 'row' ? 4 : 3}
              py={direction === 'row' ? 2 : 3}
              ms={cta && direction === 'row' ? 2 : 0}
              rounded={cta && direction === 'row' ? 'full' : 'md'}
              fontWeight={active || cta ? 'semibold' : 'medium'}
              color={cta && direction === 'row' ? 'white' : active ? 'brand.700' : 'gray.800'}
              bg={cta && direction === 'row' ? 'brand.600' : active ? 'brand.50' : undefined}
              _hover={{ bg: cta && direction === 'row' ? 'brand.700' : 'brand.50', textDecoration: 'none' }}
              _focusVisible={focusRing}
              position="relative"
              // The current page is marked by more than colour: a bar under it (or beside it in the menu).
              _after={
                active && !(cta && direction === 'row')
                  ? direction === 'row'
                    ? {
                        content: '""',
                        position: 'absolute',
                        insetX: 3,
                        bottom: 0.5,
                        h: '2px',
                        bg: 'brand.600',
                        rounded: 'full',
                      }
                    : {
                        content: '""',
                        position: 'absolute',
                        insetY: 2,
                        insetStart: 0,
                        w: '3px',
                        bg: 'brand.600',
                        rounded: 'full',
                      }
                  : undefined
              }
            >
              {t(item.key)}
            </NavLink>
          </li>
        );
      })}
    </Stack>
  );

  return (
    <Box
      as="header"
      id={SITE_HEADER_ID}
      position="sticky"
      top={0}
      zIndex="sticky"
      // Opaque: a translucent, blurred header costs a backdrop blur on every frame while the page loads and
      // scrolls; at 94% cream, what showed through it was barely visible anyway.
      bg="cream"
      borderBottomWidth="1px"
      borderColor="#ead9c3"
    >
      <Container maxW="6xl" py={2}>
        <Flex align="center" justify="space-between" gap={3} minH="48px">
          <NavLink
            to="/"
            display="flex"
            alignItems="center"
            gap={2}
            rounded="md"
            _hover={{ textDecoration: 'none' }}
            _focusVisible={focusRing}
          >
            <Center
              aria-hidden
              boxSize={9}
              rounded="full"
              bg="brand.600"
              color="white"
              fontSize="md"
              fontWeight="bold"
              lang="zh"
            >
              桌
            </Center>
            <Text
              as="span"
              fontFamily="heading"
              fontSize={{ base: 'xl', md: '2xl' }}
              fontWeight="bold"
              color="brand.700"
            >
              Tischlein
            </Text>
          </NavLink>
          <HStack as="nav" aria-label={t('nav.label')} display={{ base: 'none', lg: 'flex' }} gap={2}>
            {links('row')}
          </HStack>
          <HStack gap={2}>
            <LanguageSwitcher languages={LANGUAGES} />
            <Button
              ref={toggle}
              display={{ base: 'inline-flex', lg: 'none' }}
              variant="outline"
              size="sm"
              bg="white"
              aria-expanded={open}
              aria-controls="mobile-menu"
              onClick={() => setOpen((v) => !v)}
            >
              <PublicIcon name={open ? 'close' : 'menu'} boxSize={4} />
              {open ? t('nav.close') : t('nav.open')}
            </Button>
          </HStack>
        </Flex>
        {open && (
          <Box as="nav" id="mobile-menu" aria-label={t('nav.label')} display={{ lg: 'none' }} pt={2} pb={3}>
            {links('column')}
          </Box>
        )}
      </Container>
    </Box>
  );
};
