import { Button, Group } from '@chakra-ui/react';
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isPublicPage, pathInLanguage, type UiLanguage } from '../i18n/i18n';

const LABELS: Record<UiLanguage, string> = { de: 'DE', en: 'EN', zh: '中文' };

/**
 * Buttons for the offered languages; the admin area offers DE and EN only. On a public
 * page each language has its own address (decision 0083): the switch moves there, so a reload, a shared
 * link or a search engine sees the page in the language chosen.
 */
export const LanguageSwitcher = ({ languages }: { languages: readonly UiLanguage[] }) => {
  const { i18n, t } = useTranslation('common');
  const router = useRouter();
  const location = useRouterState({ select: (s) => s.location });
  const active = currentLanguage(i18n);

  const choose = async (language: UiLanguage) => {
    // The texts load first, so that the new address never shows the old language.
    await i18n.changeLanguage(language);
    if (!isPublicPage(location.pathname)) return;
    router.history.push(
      `${pathInLanguage(location.pathname, language)}${location.searchStr}${location.hash ? `#${location.hash}` : ''}`,
    );
  };

  return (
    <Group attached role="group" aria-label={t('language.label')}>
      {languages.map((lng) => (
        <Button
          key={lng}
          size="xs"
          variant={lng === active ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={lng === active}
          lang={lng}
          onClick={() => void choose(lng)}
        >
          {LABELS[lng]}
        </Button>
      ))}
    </Group>
  );
};
