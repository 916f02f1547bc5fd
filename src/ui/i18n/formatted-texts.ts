/**
 * Dates, times, prices and numbers as Intl wrote them, by what was formatted ('price|de|7.9'). The build
 * records those each page shows and writes them into the page (src/ui/app/prerendered-formats.ts); the
 * browser starts from them, so that a page hydrates without building an Intl format, whose first one loads
 * ICU's data: 40-100 ms in one piece on a phone while the page starts. Anything else is written
 * by Intl as before, once per key.
 */
const texts = new Map<string, string>();
let recording: Map<string, string> | undefined;

/** The text for a key, written by `format` the first time it is asked for. */
export const formatted = (key: string, format: () => string): string => {
  let text = texts.get(key);
  if (text === undefined) {
    text = format();
    texts.set(key, text);
  }
  recording?.set(key, text);
  return text;
};

/** Takes the texts a page was prerendered with. */
export const knowFormattedTexts = (known: Readonly<Record<string, string>>): void => {
  for (const [key, text] of Object.entries(known)) texts.set(key, text);
};

/** Records every text asked for from now on; the function returned stops and gives them. */
export const recordFormattedTexts = (): (() => Record<string, string>) => {
  const record = new Map<string, string>();
  recording = record;
  return () => {
    if (recording === record) recording = undefined;
    return Object.fromEntries(record);
  };
};
