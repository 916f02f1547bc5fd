// How a prerendered page starts the app (decision 0099). The function below is written into every
// prerendered page as an inline script (`pageStartScript`), so it must not use anything outside itself.

/**
 * A prerendered page is complete without JavaScript: it shows the same content the app would, and its
 * links are plain links to other prerendered pages. So the app, whose start is a second of main-thread
 * work on a slow phone, starts at the guest's first interaction with the page (a tap, a key, a scroll, the
 * mouse moving over it). Its scripts download once the page has loaded and painted (or after 3 s), so that
 * the start only waits for the CPU.
 *
 * A page the app would show differently starts at once: the day labels of an older day ("Heute"), an
 * address with a query (/reservations?event=...), or data the browser keeps itself (the demo's database).
 *
 * A click before the app is ready is kept, not lost: unless it is on a link (which the browser follows
 * without the app), it is held back and done again once the app is ready (the last one only: taps repeated
 * while waiting mean the same thing). The booking form stays inert until then (decision 0006), so nothing
 * can be typed that the app would not know.
 */
export function pageStart(config) {
  var doc = document;
  var root = doc.documentElement;
  var preloaded = false;
  var started = false;
  var held = null;
  var TRIGGERS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mousemove', 'wheel', 'scroll'];

  function append(node) {
    doc.head.appendChild(node);
  }
  function preload() {
    if (preloaded) return;
    preloaded = true;
    // One request per task: starting a dozen in one task kept a slow phone busy for 50-100 ms.
    config.preloads.forEach(function (href) {
      setTimeout(function () {
        var link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        append(link);
      });
    });
  }
  function start() {
    if (started) return;
    started = true;
    TRIGGERS.forEach(function (type) {
      removeEventListener(type, start, true);
    });
    preload();
    var script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = config.entry;
    // The entry or a module it imports could not be downloaded: the prerendered notice says so (failures
    // after that are main.tsx's to report).
    script.onerror = function () {
      var notice = doc.getElementById(config.startFailedId);
      if (notice) {
        notice.hidden = false;
        notice.focus();
      }
    };
    append(script);
  }
  function needsTheAppNow() {
    if (location.search) return true;
    var now = Date.now();
    if (!(now >= config.freshFrom && now < config.freshUntil)) return true;
    try {
      for (var i = 0; i < config.storageKeys.length; i++) {
        if (localStorage.getItem(config.storageKeys[i]) !== null) return true;
      }
    } catch {
      // Storage blocked: nothing stored changes the page.
    }
    return false;
  }

  function onClick(event) {
    var target = event.target;
    if (!(target instanceof Element) || target.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
    start();
  }
  function whenReady() {
    removeEventListener('click', onClick, true);
    if (held && held.isConnected) held.click();
  }

  addEventListener('click', onClick, true);
  new MutationObserver(function (records, observer) {
    if (root.getAttribute('data-app') !== 'ready') return;
    observer.disconnect();
    whenReady();
  }).observe(root, { attributes: true, attributeFilter: ['data-app'] });

  var atOnce = needsTheAppNow();
  if (!atOnce) {
    TRIGGERS.forEach(function (type) {
      addEventListener(type, start, { capture: true, passive: true });
    });
  }
  // The HTML and the hero image first: on a phone's slow connection the scripts would take their bandwidth.
  var loaded = doc.readyState === 'complete';
  var painted = false;
  function afterPaint() {
    if (loaded && painted) setTimeout(atOnce ? start : preload);
  }
  if (window.PerformanceObserver && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') >= 0) {
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        painted = true;
        afterPaint();
      }
    }).observe({ type: 'paint', buffered: true });
  } else painted = true;
  if (!loaded)
    addEventListener('load', function () {
      loaded = true;
      afterPaint();
    });
  afterPaint();
  // A page whose images hang still gets its scripts.
  setTimeout(atOnce ? start : preload, 3000);
}

/**
 * The inline script for a page. From `freshFrom` until `freshUntil` (ms since 1970) the page's day labels
 * are the clock's; `storageKeys` are the keys whose presence means the browser keeps data the page may not show.
 * The function's comments and indentation are left out (the function has no string or pattern they could
 * be part of; tests/build/page-start.test.ts runs the written script).
 */
export const pageStartScript = (config) => {
  const source = pageStart
    .toString()
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/^\s+/gm, '')
    .replace(/\n+/g, '\n');
  return `<script>(${source})(${JSON.stringify(config).replace(/</g, '\\u003c')})</script>`;
};
