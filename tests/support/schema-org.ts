// A small checker of the JSON-LD the public pages carry: reads every
// <script type="application/ld+json"> of an HTML text, and checks each node against the properties
// schema.org and the search engines' structured-data guidelines require of its type. Only the types the
// site emits are known; any other type is reported, so a new one has to be added here with its rules.

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type JsonLdNode = { readonly '@type': string; readonly [key: string]: Json };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;
const TIME = /^([01]\d|2[0-4]):[0-5]\d(:[0-5]\d)?$/;
const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map(
  (day) => `https://schema.org/${day}`,
);

const isText = (value: Json | undefined): value is string => typeof value === 'string' && value.trim() !== '';
const list = (value: Json | undefined): Json[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const isUrl = (value: Json | undefined) => isText(value) && /^(https?:\/\/|\/)/.test(value);

interface Rule {
  readonly required: readonly string[];
  readonly check?: (node: JsonLdNode) => string[];
}

const RULES: Readonly<Record<string, Rule>> = {
  Restaurant: {
    required: ['name', 'address'],
    check: (node) => [
      ...(node.acceptsReservations !== undefined &&
      !isUrl(node.acceptsReservations) &&
      typeof node.acceptsReservations !== 'boolean'
        ? ['acceptsReservations is neither a URL nor a boolean']
        : []),
      ...(node.hasMenu !== undefined && !isUrl(node.hasMenu) && !isNode(node.hasMenu, 'Menu')
        ? ['hasMenu is neither a URL nor a Menu']
        : []),
      ...list(node.servesCuisine)
        .filter((cuisine) => !isText(cuisine))
        .map(() => 'servesCuisine holds an empty text'),
    ],
  },
  PostalAddress: { required: ['streetAddress', 'addressLocality', 'postalCode', 'addressCountry'] },
  GeoCoordinates: {
    required: ['latitude', 'longitude'],
    check: (node) =>
      typeof node.latitude === 'number' && typeof node.longitude === 'number'
        ? []
        : ['latitude and longitude must be numbers'],
  },
  OpeningHoursSpecification: {
    required: ['opens', 'closes'],
    check: (node) => [
      ...(['opens', 'closes'] as const)
        .filter((key) => !TIME.test(String(node[key])))
        .map((key) => `${key} is not a time: ${String(node[key])}`),
      ...(node.dayOfWeek === undefined && node.validFrom === undefined
        ? ['neither dayOfWeek nor validFrom says when it applies']
        : []),
      ...list(node.dayOfWeek)
        .filter((day) => !DAYS.includes(String(day)))
        .map((day) => `dayOfWeek ${String(day)} is not a schema.org DayOfWeek`),
      ...(['validFrom', 'validThrough'] as const)
        .filter((key) => node[key] !== undefined && !ISO_DATE.test(String(node[key])))
        .map((key) => `${key} is not a date`),
    ],
  },
  Menu: {
    required: ['name'],
    check: (node) =>
      node.hasMenuSection === undefined && node.hasMenuItem === undefined
        ? ['a Menu needs hasMenuSection or hasMenuItem']
        : [],
  },
  MenuSection: { required: ['name', 'hasMenuItem'] },
  MenuItem: { required: ['name', 'offers'] },
  Offer: {
    required: ['price', 'priceCurrency'],
    check: (node) => [
      ...(/^\d+(\.\d+)?$/.test(String(node.price)) ? [] : [`price is not a decimal: ${String(node.price)}`]),
      ...(/^[A-Z]{3}$/.test(String(node.priceCurrency)) ? [] : ['priceCurrency is not ISO 4217']),
    ],
  },
  Event: {
    required: ['name', 'startDate', 'location'],
    check: (node) => [
      ...(ISO_DATE_TIME_WITH_OFFSET.test(String(node.startDate))
        ? []
        : [`startDate has no time with an offset: ${String(node.startDate)}`]),
      ...(node.eventStatus === undefined || String(node.eventStatus).startsWith('https://schema.org/Event')
        ? []
        : ['eventStatus is not a schema.org EventStatusType']),
    ],
  },
  Place: { required: ['name', 'address'] },
  Organization: { required: ['name'] },
};

function isNode(value: Json | undefined, type?: string): value is JsonLdNode {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof value['@type'] === 'string' &&
    (type === undefined || value['@type'] === type)
  );
}

/** The parsed content of every JSON-LD script in an HTML text (a parse error throws). */
export const jsonLdScripts = (html: string): Json[] =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Json,
  );

/** Every node of a document (its '@graph', nested values), depth first. */
export const nodesOf = (document: unknown): JsonLdNode[] => {
  const found: JsonLdNode[] = [];
  const walk = (value: Json) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (typeof value === 'object' && value !== null) {
      if (isNode(value)) found.push(value);
      Object.entries(value).forEach(([key, child]) => key !== '@context' && walk(child));
    }
  };
  walk(document as Json);
  return found;
};

/** What is wrong with a JSON-LD document: a missing context, unknown types, missing or malformed properties. */
export const schemaOrgErrors = (input: unknown): string[] => {
  const document = input as Json;
  if (typeof document !== 'object' || document === null || Array.isArray(document))
    return ['the document is not a JSON object'];
  const errors: string[] = [];
  if (document['@context'] !== 'https://schema.org') errors.push('@context is not https://schema.org');
  const nodes = nodesOf(document);
  if (nodes.length === 0) errors.push('the document has no typed node');
  for (const node of nodes) {
    const rule = RULES[node['@type']];
    const where = `${node['@type']}${isText(node.name) ? ` "${node.name}"` : ''}`;
    if (!rule) {
      errors.push(`${where}: a type this checker does not know`);
      continue;
    }
    for (const key of rule.required) {
      const value = node[key];
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
        errors.push(`${where}: ${key} is missing`);
      else if (Array.isArray(value) && value.length === 0) errors.push(`${where}: ${key} is empty`);
    }
    errors.push(...(rule.check?.(node) ?? []).map((error) => `${where}: ${error}`));
  }
  return errors;
};
