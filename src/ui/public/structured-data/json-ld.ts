/**
 * Structured data for search engines (decision 0085): schema.org nodes as JSON-LD, built
 * by pure functions from the domain's values and rendered by the page that shows the same data, so the
 * prerendered HTML carries them as soon as it carries the data.
 */

export const SCHEMA_ORG = 'https://schema.org';

/** A JSON value; a node is an object with an '@type'. */
export type JsonLdValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonLdValue[]
  | { readonly [key: string]: JsonLdValue | undefined };

export interface JsonLdNode {
  readonly '@type': string;
  readonly [key: string]: JsonLdValue | undefined;
}

/** A document of one or more nodes, with the schema.org context. */
export interface JsonLdDocument {
  readonly '@context': typeof SCHEMA_ORG;
  readonly [key: string]: JsonLdValue | undefined;
}

/** A top-level document from one node, or a graph of several. */
export const jsonLdDocument = (nodes: JsonLdNode | readonly JsonLdNode[]): JsonLdDocument =>
  'length' in nodes ? { '@context': SCHEMA_ORG, '@graph': nodes } : { '@context': SCHEMA_ORG, ...nodes };

/**
 * The document as the text of a <script type="application/ld+json">. A script element ends at the first
 * "</script" whatever JSON says, so a dish named "</script><script>..." would end it and run as HTML:
 * '<', '>' and '&' are written as JSON's \u escapes (the same string to a JSON parser), and so are the two
 * line separators that older JavaScript parsers read as line ends.
 */
export const jsonLdText = (document: JsonLdDocument): string =>
  JSON.stringify(document).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** A text property: left out when empty, so no node carries "" where a value is expected. */
export const text = (value: string | null | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};
