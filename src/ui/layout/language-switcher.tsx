import { Button, Group } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { currentLanguage, type UiLanguage } from '../i18n/i18n';

const LABELS: Record<UiLanguage, string> = { de: 'DE', en: 'EN', zh: '中文' };

/** Buttons for the offered languages; the admin area offers DE and EN only (spec section 2). */
export const LanguageSwitcher = ({ languages }: { languages: readonly UiLanguage[] }) => {
  const { i18n, t } = useTranslation('common');
  const active = currentLanguage(i18n);
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
          onClick={() => void i18n.changeLanguage(lng)}
        >
          {LABELS[lng]}
        </Button>
      ))}
    </Group>
  );
};
