import { createMemoryHistory } from '@tanstack/react-router';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { makeContainer } from './container';
import { App } from './ui/app/app';
import { DocumentMetaCollector, type DocumentMeta } from './ui/app/document-meta';
import { makeQueryClient, makeRouter } from './ui/app/router';
import { FALLBACK_LANGUAGE, NAMESPACES } from './ui/i18n/i18n';

export { START_FAILED_ID } from './ui/app/start-failed';

type Resources = Record<(typeof NAMESPACES)[number], Record<string, unknown>>;

/**
 * The build-time renderer (scripts/prerender.mjs): React's server renderer over the same route tree and
 * components as the browser, in German, with every read pending, so the HTML holds the header, the static
 * texts, headings and skeletons, the footer and the styles they need.
 */
export const prerender = async (
  path: string,
  resources: Resources,
): Promise<{ html: string; meta: DocumentMeta }> => {
  const container = await makeContainer('prerender');
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [FALLBACK_LANGUAGE]: resources },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  const queryClient = makeQueryClient();
  const router = makeRouter(queryClient, container, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  const meta: DocumentMeta = { title: '', description: '' };
  const html = renderToString(
    <DocumentMetaCollector meta={meta}>
      <App container={container} queryClient={queryClient} router={router} i18n={i18n} />
    </DocumentMetaCollector>,
  );
  return { html, meta };
};
