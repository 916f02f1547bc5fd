// @vitest-environment jsdom
// The app's emotion cache knows the styles of the prerendered page (src/ui/app/style-cache.ts): it adds
// none of them again, neither a component's nor a global one, and adds every other as usual; its CSS has
// only the vendor prefixes a supported browser still needs, in the browser and in the prerender alike.
import { CacheProvider, ClassNames, Global, css } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { compile, middleware, serialize, stringify } from 'stylis';
import { afterEach, describe, expect, it } from 'vitest';
import {
  PRERENDERED_STYLES_ATTRIBUTE,
  makeServerStyleCache,
  makeStyleCache,
  stylisPlugins,
} from '../../src/ui/app/style-cache';

const onThePage = css({ color: 'rgb(1, 2, 3)' });
const globalOnThePage = css({ body: { margin: 0 } });
const notOnThePage = css({ color: 'rgb(4, 5, 6)' });

afterEach(() => {
  cleanup();
  document.head.innerHTML = '';
});

const prerender = (...names: string[]) => {
  const style = document.createElement('style');
  style.setAttribute(PRERENDERED_STYLES_ATTRIBUTE, names.join(' '));
  document.head.append(style);
  return style;
};

const renderWith = (cache: ReturnType<typeof makeStyleCache>, styles: ReturnType<typeof css>[]) =>
  render(
    <CacheProvider value={cache}>
      <Global styles={globalOnThePage} />
      <ClassNames>
        {({ css: className }) => styles.map((style) => <p key={style.name} className={className(style)} />)}
      </ClassNames>
    </CacheProvider>,
  );

const emotionRules = () =>
  [...document.querySelectorAll<HTMLStyleElement>('style[data-emotion]')].flatMap((element) => [
    ...(element.sheet?.cssRules ?? []),
  ]);

describe('the style cache of a prerendered page', () => {
  it('inserts none of the styles the page holds, and leaves the page’s style element where it is', () => {
    const page = prerender(onThePage.name, globalOnThePage.name);
    const cache = makeStyleCache(document);
    renderWith(cache, [onThePage]);
    expect(emotionRules()).toEqual([]);
    expect(document.head.firstElementChild).toBe(page);
  });

  it('inserts a style the page does not hold', () => {
    prerender(onThePage.name, globalOnThePage.name);
    const cache = makeStyleCache(document);
    renderWith(cache, [onThePage, notOnThePage]);
    const rules = emotionRules().map((rule) => rule.cssText);
    expect(rules.some((rule) => rule.includes('rgb(4, 5, 6)'))).toBe(true);
    expect(rules.some((rule) => rule.includes('rgb(1, 2, 3)'))).toBe(false);
  });

  it('inserts every style, global ones too, on a page without prerendered styles', () => {
    const cache = makeStyleCache(document);
    renderWith(cache, [onThePage]);
    const rules = emotionRules().map((rule) => rule.cssText);
    expect(rules.some((rule) => rule.includes('rgb(1, 2, 3)'))).toBe(true);
    expect(rules.some((rule) => rule.startsWith('body'))).toBe(true);
  });
});

describe('the prefixes in the app’s CSS', () => {
  const compiled = (rules: string) =>
    serialize(compile(`.a{${rules}}`), middleware([...stylisPlugins, stringify]));

  it('leaves out the prefixes no supported browser needs (flexbox, transforms, appearance, sticky)', () => {
    const output = compiled(
      'display:flex;align-items:center;flex-direction:column;transform:scale(2);appearance:none;position:sticky;',
    );
    expect(output).toBe(
      '.a{display:flex;align-items:center;flex-direction:column;transform:scale(2);appearance:none;position:sticky;}',
    );
  });

  it('keeps the prefixes Safari still needs', () => {
    const output = compiled('user-select:none;backdrop-filter:blur(2px);text-size-adjust:100%;');
    expect(output).toContain('-webkit-user-select:none;');
    expect(output).toContain('-webkit-backdrop-filter:blur(2px);');
    expect(output).toContain('-webkit-text-size-adjust:100%;');
  });

  it('prerenders with the same prefixes as the browser’s cache', () => {
    const cache = makeServerStyleCache();
    cache.insert(
      '.a',
      { name: 'a', styles: 'display:flex;user-select:none;', next: undefined },
      cache.sheet,
      true,
    );
    const text = [...document.querySelectorAll('style[data-emotion]')]
      .map((style) => style.textContent)
      .join('');
    expect(text).toContain('-webkit-user-select:none;');
    expect(text).toContain('display:flex;');
    expect(text).not.toMatch(/-ms-flexbox|-webkit-box|-webkit-flex/);
  });
});
