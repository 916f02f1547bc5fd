import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { localized, type Translations } from '../../domain/shared/translations';
import { currentLanguage } from '../i18n/i18n';

/**
 * The content of a row in the guest's language (German where it is not translated): call the returned
 * function on each row before rendering it; it changes with the language switch.
 */
export const useLocalized = () => {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useCallback(
    <R extends { readonly translations: Translations }>(row: R): R => localized(row, language),
    [language],
  );
};
