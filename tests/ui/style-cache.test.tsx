// @vitest-environment jsdom
// The app's emotion cache knows the styles of the prerendered page (src/ui/app/style-cache.ts): it adds
// none of them again, neither a component's nor a global one, and adds every other as usual.
import { CacheProvider, ClassNames, Global, css } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PRERENDERED_STYLES_ATTRIBUTE, makeStyleCache } from '../../src/ui/app/style-cache';

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
