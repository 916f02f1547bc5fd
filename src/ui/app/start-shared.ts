/**
 * What the start (src/main.tsx) takes from the modules every public page shares, in one import. Those
 * modules are one chunk that runs as a whole on its first import (decision 0084), so importing each of
 * them on its own split no work: it only made the bundler write a re-export file per import, one more
 * request each for a page that should load few files (decision 0097).
 */
export { makeContainer } from '../../container';
export { currentLanguage, initI18n, languageOfPath, uiLanguageOf, urlLanguage } from '../i18n/i18n';
export { startFromPrerenderedFormats } from './prerendered-formats';
