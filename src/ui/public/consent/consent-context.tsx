import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { GiveConsent } from '../../../application/consent/give-consent';
import { WithdrawConsent } from '../../../application/consent/withdraw-consent';
import type { ConsentPreferences } from '../../../domain/consent/consent';
import type { ConsentKind } from '../../../domain/consent/validity';
import { resolve } from '../../../container';
import { useContainer } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { consentQuery } from '../queries';

export interface ConsentState {
  /** undefined while this browser's consent is being read, null when there is none (the banner shows). */
  readonly consent: ConsentPreferences | null | undefined;
  /** Whether the banner is on screen. */
  readonly bannerOpen: boolean;
  readonly give: (kind: ConsentKind) => Promise<void>;
  /** Clears the consent and asks the banner to take focus when it reappears. */
  readonly withdraw: () => void;
  /** Set by withdraw, consumed by the banner once it has focused itself. */
  readonly focusRequested: boolean;
  readonly focusHandled: () => void;
}

const ConsentContext = createContext<ConsentState | null>(null);

/** The cookie consent of this browser, shared by the banner and the footer's withdraw link. */
export const ConsentProvider = ({ children }: { children: ReactNode }) => {
  const container = useContainer();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation('common');
  const options = useMemo(() => consentQuery(container), [container]);
  const { data: consent } = useQuery(options);
  // Hides the banner the moment a choice is made, while the choice is still being recorded on the server.
  const [choosing, setChoosing] = useState(false);
  const [focusRequested, setFocusRequested] = useState(false);
  const key = options.queryKey;

  const give = useCallback(
    async (kind: ConsentKind) => {
      setChoosing(true);
      try {
        // Use cases are resolved when a visitor acts, not while rendering (the prerenderer renders this too).
        const preferences = await resolve(container, GiveConsent).execute(kind, {
          userAgent: navigator.userAgent,
          language: currentLanguage(i18n),
        });
        queryClient.setQueryData(key, preferences);
      } finally {
        setChoosing(false);
      }
    },
    [container, i18n, queryClient, key],
  );

  const withdraw = useCallback(() => {
    resolve(container, WithdrawConsent).execute();
    queryClient.setQueryData(key, null);
    setFocusRequested(true);
  }, [container, queryClient, key]);

  const focusHandled = useCallback(() => setFocusRequested(false), []);

  const value = useMemo<ConsentState>(
    () => ({
      consent,
      bannerOpen: consent === null && !choosing,
      give,
      withdraw,
      focusRequested,
      focusHandled,
    }),
    [consent, choosing, give, withdraw, focusRequested, focusHandled],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
};

export const useConsent = (): ConsentState => {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent needs a ConsentProvider above it');
  return state;
};
