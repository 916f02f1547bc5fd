import { jsonLdText, type JsonLdDocument } from './json-ld';

/**
 * The structured data as a script element in the page's body. Rendered by the page with its data, so the
 * prerenderer writes it into the HTML and the browser keeps the same element when the app takes over.
 */
export const JsonLdScript = ({ document }: { document: JsonLdDocument }) => (
  // The text is escaped for a script element by jsonLdText (no '<', '>' or '&' left in it).
  <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(document) }} />
);
