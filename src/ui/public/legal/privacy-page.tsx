import { Alert, Box, Heading, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  OFFERED_CONSENT_CATEGORIES,
  UNUSED_CONSENT_CATEGORIES,
  purposesOf,
} from '../../../domain/consent/purposes';
import { OPERATOR_FALLBACKS, type PrivacyOperator } from '../../../domain/content/legal-lines';
import { retentionStatementDe } from '../../../domain/settings/retention';
import { restaurantDate } from '../../../domain/shared/time';
import { Ports } from '../../../application/ports/tokens';
import { useContainer, usePort } from '../../app/container-context';
import { currentLanguage } from '../../i18n/i18n';
import { formatGermanCalendarDate } from '../format';
import { PublicPage } from '../public-page';
import { privacyOperatorQuery, privacyPolicyBlockQuery, retentionQuery } from '../queries';
import { useDocumentMeta } from '../use-document-meta';
import { useLoggedError } from '../use-logged-error';
import { LegalText } from './legal-text';

/*
 * The privacy statement is German legal text in every interface language, so its wording lives here rather
 * than in the translations; only the note around it is translated.
 */

const Part = ({ id, title, children }: { id: string; title: string; children: ReactNode }) => (
  <Box as="section" aria-labelledby={id}>
    <Heading id={id} as="h2" size={{ base: 'xl', md: '2xl' }} fontFamily="heading" mb={3}>
      {title}
    </Heading>
    <Stack gap={3} color="gray.800" lineHeight="1.75">
      {children}
    </Stack>
  </Box>
);

const Sub = ({ children }: { children: ReactNode }) => (
  <Heading as="h3" size="md" fontFamily="heading" mt={2}>
    {children}
  </Heading>
);

const germanList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;

/**
 * What the site keeps in the browser, from the same list of purposes the cookie dialog offers
 * (src/domain/consent/purposes.ts), in German like the rest of the statement.
 */
const CookiePurposes = () => {
  const { i18n } = useTranslation('common');
  const de = i18n.getFixedT('de', 'common');
  const unused = UNUSED_CONSENT_CATEGORIES.map((category) => de(`consent.categories.${category}.title`));
  return (
    <>
      <Text>
        Wir speichern in Ihrem Browser nur die folgenden Einträge (Cookies und vergleichbare
        Speichereinträge). Notwendige Einträge sind für den Betrieb der Website erforderlich; alle anderen
        setzen wir nur mit Ihrer Einwilligung, die Sie im Seitenfuß jederzeit widerrufen können.
      </Text>
      <Box as="ul" ps={6} listStyleType="disc" data-testid="privacy-purposes">
        {OFFERED_CONSENT_CATEGORIES.flatMap((category) =>
          purposesOf(category).map((purpose) => (
            <li key={purpose.id}>
              <Text as="span" fontWeight="semibold">
                {de(`consent.categories.${category}.title`)}:
              </Text>{' '}
              {de(`consent.purposes.${purpose.id}`)} ({purpose.storage.join(', ')})
            </li>
          )),
        )}
      </Box>
      {unused.length > 0 && (
        <Text>
          Werkzeuge der Kategorien {germanList(unused)} setzen wir nicht ein: keine Cookies oder Werkzeuge für
          Tracking, Analyse oder Werbung und keine Social-Media-Plugins.
        </Text>
      )}
    </>
  );
};

/** The operator's lines; placeholders while they load, OPERATOR_FALLBACKS when the read fails. */
const Operator = ({ operator }: { operator: PrivacyOperator | null }) =>
  operator ? (
    <Box
      as="address"
      fontStyle="normal"
      bg="white"
      rounded="xl"
      borderWidth="1px"
      borderColor="orange.100"
      p={4}
    >
      <Text fontWeight="semibold">{operator.name}</Text>
      <Text>{operator.address}</Text>
      <Text>
        E-Mail:{' '}
        <Link href={`mailto:${operator.email}`} color="brand.700" textDecoration="underline">
          {operator.email}
        </Link>
      </Text>
    </Box>
  ) : (
    <Stack gap={2} bg="white" rounded="xl" borderWidth="1px" borderColor="orange.100" p={4} aria-busy="true">
      <Skeleton h={4} w="40%" />
      <Skeleton h={4} w="65%" />
      <Skeleton h={4} w="50%" />
    </Stack>
  );

/**
 * How long reservations and consent records are kept, from the owner's setting (the one the nightly job
 * applies); a placeholder while it loads, and the statement without the number when the read fails.
 */
const Retention = () => {
  const container = useContainer();
  const read = useQuery(retentionQuery(container));
  useLoggedError(read.error, 'Failed to load the retention setting');
  if (read.data) return <Text data-testid="privacy-retention">{retentionStatementDe(read.data)}</Text>;
  if (read.isError) {
    return (
      <Text data-testid="privacy-retention">
        Die Angaben zu Ihrer Reservierung anonymisieren wir nach Ablauf der von uns festgelegten Frist
        automatisch; den Nachweis Ihrer Cookie-Einwilligung löschen wir, sobald er nach zwölf Monaten abläuft.
      </Text>
    );
  }
  return (
    <Stack gap={2} aria-busy="true">
      <Skeleton h={4} w="95%" />
      <Skeleton h={4} w="80%" />
    </Stack>
  );
};

export const PrivacyPage = () => {
  const { t, i18n } = useTranslation('common');
  useDocumentMeta(t('meta.privacy.title'), t('meta.privacy.description'));
  const container = useContainer();
  const operatorRead = useQuery(privacyOperatorQuery(container));
  const policyRead = useQuery(privacyPolicyBlockQuery(container));
  useLoggedError(operatorRead.error, 'Failed to load the privacy operator');
  useLoggedError(policyRead.error, 'Failed to load the privacy policy block');
  // A failed refresh keeps the operator already shown; the fallbacks stand in only when none was ever read.
  const operator = operatorRead.data ?? (operatorRead.isError ? OPERATOR_FALLBACKS : null);
  const policy = policyRead.data ?? null;
  const clock = usePort(Ports.clock);

  // Today's date is set after mount, so a prerendered page is not stamped with its build day.
  const [today, setToday] = useState<string | null>(null);
  useEffect(() => setToday(formatGermanCalendarDate(restaurantDate(clock.now()))), [clock]);

  const language = currentLanguage(i18n);
  const email = operator?.email ?? OPERATOR_FALLBACKS.email;

  return (
    <PublicPage maxW="3xl" title="Datenschutzerklärung" titleLang="de">
      {language !== 'de' && (
        <Alert.Root status="info" rounded="xl" mb={8}>
          <Alert.Indicator />
          <Alert.Title>{t('privacy.germanOnly')}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap={10} lang="de">
        <Part id="privacy-overview" title="1. Datenschutz auf einen Blick">
          <Text>
            Die folgenden Hinweise geben einen einfachen Überblick darüber, was mit Ihren personenbezogenen
            Daten passiert, wenn Sie diese Website besuchen. Personenbezogene Daten sind alle Daten, mit denen
            Sie persönlich identifiziert werden können.
          </Text>
        </Part>
        <Part id="privacy-general" title="2. Allgemeine Hinweise und Pflichtinformationen">
          <Text>
            Der Betreiber dieser Seiten nimmt den Schutz Ihrer persönlichen Daten sehr ernst. Wir behandeln
            Ihre personenbezogenen Daten vertraulich und entsprechend den gesetzlichen Datenschutzvorschriften
            sowie dieser Datenschutzerklärung.
          </Text>
          <Sub>Verantwortliche Stelle</Sub>
          <Text>Verantwortlich für die Datenverarbeitung auf dieser Website ist:</Text>
          <Operator operator={operator} />
        </Part>
        <Part id="privacy-collection" title="3. Datenerfassung auf dieser Website">
          <Sub>Server-Log-Dateien</Sub>
          <Text>
            Der Provider der Seiten erhebt und speichert automatisch Informationen in sogenannten
            Server-Log-Dateien, die Ihr Browser automatisch übermittelt: Browsertyp und -version, verwendetes
            Betriebssystem, Referrer-URL, Hostname des zugreifenden Rechners, Uhrzeit der Serveranfrage und
            IP-Adresse. Eine Zusammenführung dieser Daten mit anderen Datenquellen wird nicht vorgenommen.
          </Text>
          <Sub>Cookies und Speicher im Browser</Sub>
          <CookiePurposes />
          <Sub>Speicherdauer</Sub>
          <Retention />
        </Part>
        <Part id="privacy-rights" title="4. Ihre Rechte">
          <Text>Sie haben im Rahmen der geltenden gesetzlichen Bestimmungen jederzeit das Recht auf:</Text>
          <Box as="ul" ps={6} listStyleType="disc">
            <li>unentgeltliche Auskunft über Ihre gespeicherten personenbezogenen Daten,</li>
            <li>Berichtigung unrichtiger Daten,</li>
            <li>Löschung Ihrer Daten,</li>
            <li>Widerspruch gegen die Verarbeitung Ihrer Daten,</li>
            <li>Beschwerde bei der zuständigen Datenschutz-Aufsichtsbehörde.</li>
          </Box>
        </Part>
        <Part id="privacy-contact" title="5. Kontakt">
          <Text>
            Wenn Sie Fragen zum Datenschutz haben, schreiben Sie uns eine E-Mail an{' '}
            <Link href={`mailto:${email}`} color="brand.700" textDecoration="underline">
              {email}
            </Link>
            .
          </Text>
        </Part>
        {policy?.content && (
          <Part id="privacy-additional" title="Zusätzliche Informationen">
            <LegalText>{policy.content}</LegalText>
          </Part>
        )}
        <Text
          fontSize="sm"
          color="gray.700"
          borderTopWidth="1px"
          borderColor="orange.200"
          pt={4}
          minH="2.5em"
        >
          {today && `Stand: ${today}`}
        </Text>
      </Stack>
    </PublicPage>
  );
};
