// The link preview image (og:image, twitter:image) of a prerendered page: the first raster image in its
// <main>, else the hero drawn as a JPEG. Facebook, WhatsApp, LinkedIn and others show no SVG, so an SVG
// image is never chosen, and the fallback file must be a real JPEG in public/.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { PREVIEW_FALLBACK_IMAGE, previewImage } from '../../scripts/page-head.mjs';

const page = (main: string, around = '') =>
  `<html><body><header>${around}</header><main id="main">${main}</main><footer>${around}</footer></body></html>`;

describe('previewImage', () => {
  it('takes the first raster image in <main>', () => {
    expect(previewImage(page('<p>Hi</p><img alt="" src="/demo/images/a.jpg"><img src="/b.png">'))).toBe(
      '/demo/images/a.jpg',
    );
  });

  it('skips SVG images and takes the next raster image', () => {
    const html = page(
      '<img src="/demo/images/hero.svg"><img src="/x.SVG?v=2"><img src="/y.svg#frag">' +
        '<img src="data:image/svg+xml;base64,PHN2Zz4="><img class="dish" src="/photos/dish.webp">',
    );
    expect(previewImage(html)).toBe('/photos/dish.webp');
  });

  it('falls back when <main> holds only SVG images', () => {
    const html = page('<img src="/demo/images/hero.svg"><img src="/demo/images/cat-drinks.svg?x=1&amp;y=2">');
    expect(previewImage(html)).toBe(PREVIEW_FALLBACK_IMAGE);
    expect(previewImage(html, '/other.png')).toBe('/other.png');
  });

  it('does not mistake a query string for the extension', () => {
    expect(previewImage(page('<img src="/img?name=a.svg&amp;w=1200.jpg">'))).toBe(
      '/img?name=a.svg&w=1200.jpg',
    );
    expect(previewImage(page('<img src="/photo.jpg?fmt=.svg">'))).toBe('/photo.jpg?fmt=.svg');
  });

  it('ignores images outside <main>', () => {
    expect(previewImage(page('<p>No pictures</p>', '<img src="/logo.png">'))).toBe(PREVIEW_FALLBACK_IMAGE);
    expect(previewImage('<html><body><img src="/logo.png"></body></html>')).toBe(PREVIEW_FALLBACK_IMAGE);
  });

  it('unescapes &amp; in the address', () => {
    expect(previewImage(page('<img src="/img.jpg?w=1200&amp;h=630">'))).toBe('/img.jpg?w=1200&h=630');
  });

  it('the default fallback is the raster hero, never SVG', () => {
    expect(PREVIEW_FALLBACK_IMAGE).toBe('/demo/images/hero-preview.jpg');
    expect(previewImage(page(''))).toBe(PREVIEW_FALLBACK_IMAGE);
  });
});

describe('the fallback preview image', () => {
  it('is a JPEG in public/', () => {
    const bytes = readFileSync(join(process.cwd(), 'public', PREVIEW_FALLBACK_IMAGE));
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeLessThan(150 * 1024);
  });
});
