/** A height for each screen width, as Chakra's responsive values take it. */
type Estimate = string | { readonly base: string; readonly md?: string; readonly lg?: string };

/**
 * Style props for a long part of a public page that starts below the first screen: the browser skips its
 * style, layout and paint until it comes near the viewport (`content-visibility: auto`). On a large
 * prerendered page that first style and layout of everything at once was the phone's longest work
 * (decision 0100). Until drawn, the part counts as the estimated height, so the scrollbar and a jump to an
 * anchor are about right; once drawn, its real height is kept (`auto`). Its text stays in the page for
 * search engines, find-in-page and screen readers.
 */
export const drawnNearTheViewport = (estimate: Estimate) =>
  ({
    contentVisibility: 'auto',
    containIntrinsicSize:
      typeof estimate === 'string'
        ? `auto ${estimate}`
        : Object.fromEntries(Object.entries(estimate).map(([width, height]) => [width, `auto ${height}`])),
  }) as const;
