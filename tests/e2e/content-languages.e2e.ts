// Content in the guest's language: with the demo switched to 中文 (or English), the main
// content of the home, menu, events and about pages holds no German or English (German) sentence; the words
// checked are the restaurant's content as much as the interface. Names of people, places, dishes that keep
// their name, and the address are the exceptions a guest expects.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_KEY, GIVEN_CONSENT, launch, openPage, url } from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const PAGES = ['/', '/menu', '/events', '/about'] as const;

/** Names that stay as they are in every language. */
const NAMES = [
  'Tischlein',
  'Berlin',
  'Wedding',
  'Leopoldplatz',
  'Instagram',
  'Facebook',
  'OpenStreetMap',
  'Tagesspiegel',
  'Berliner Zeitung',
  'Mit Vergnügen',
  'Har Gow',
  'Siu Mai',
  'Jianbing',
  'Bao',
  'Dim Sum',
];

/** The text of every visible text node in <main>, outside addresses and elements marked as another language. */
const mainTexts = (page: Page, language: string) =>
  page.evaluate((lang) => {
    const texts: string[] = [];
    const main = document.querySelector('main');
    if (!main) return texts;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('address, script, style, [aria-hidden="true"]')) continue;
      const marked = parent.closest('[lang]')?.getAttribute('lang');
      if (marked && !marked.startsWith(lang)) continue;
      if (!parent.checkVisibility()) continue;
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      if (text) texts.push(text);
    }
    return texts;
  }, language);

const withoutNames = (text: string) =>
  NAMES.reduce((rest, name) => rest.replaceAll(name, ' '), text)
    // E-mail addresses, URLs, times, prices and the like are not sentences.
    .replace(/\S+@\S+|https?:\S+|[\d:.,€%+/()-]+/g, ' ');

/** Three Latin words in a row is a sentence a Chinese guest cannot read. */
const latinSentence = (text: string) =>
  /\b[A-Za-zÄÖÜäöüß]{2,}(\s+[A-Za-zÄÖÜäöüß]{2,}){2,}/.test(withoutNames(text));

const GERMAN_WORDS =
  /\b(und|der|die|das|mit|für|ist|nicht|wir|unser|unsere|auf|zum|zur|bei|ein|eine|einem|einen|dem|den|des|sich|auch|oder|sind|wird|werden|jeden|jede|aus|von|im|vom)\b/gi;
/** Two German function words, or a word with an umlaut, make a German sentence in English. */
const germanSentence = (text: string) => {
  const rest = withoutNames(text);
  return (rest.match(GERMAN_WORDS)?.length ?? 0) >= 2 || /[äöüß]/i.test(rest);
};

describe.each([
  ['zh', '中文', latinSentence],
  ['en', 'EN', germanSentence],
] as const)('the demo in %s', (language, button, foreign) => {
  it.each(PAGES)(`%s shows its content in ${language}`, async (path) => {
    const { page, context, errors } = await openPage(browser, { language: 'de' });
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [CONSENT_KEY, GIVEN_CONSENT],
    );
    await page.goto(url(path));
    // Switched as a guest does, so the content follows the language without a reload.
    await page
      .getByRole('group', { name: /Sprache|Language|语言/ })
      .getByRole('button', { name: button })
      .click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
    await page.waitForLoadState('networkidle');
    // The seed's content has arrived: the page shows more than its headings.
    await expect.poll(async () => (await mainTexts(page, language)).length).toBeGreaterThan(5);
    const texts = await mainTexts(page, language);
    expect(texts.filter(foreign), `${path} in ${language}`).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
