import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GUEST_SECTION_NAMES,
  isTranslatedBlock,
  LEGAL_SECTION_NAMES,
  type ContentBlock,
} from '../../src/domain/content/content-block';
import { guestBlocks } from '../../src/domain/content/guest-blocks';
import { contentBlockDraftSchema } from '../../src/domain/content/content-block-schema';
import { imprintBlocks, IMPRINT_SECTIONS } from '../../src/domain/content/imprint';
import {
  OPERATOR_FALLBACKS,
  OPERATOR_LABELS,
  privacyOperator,
  readLabelledLine,
} from '../../src/domain/content/legal-lines';
import { LEGAL_TEMPLATES } from '../../src/domain/content/templates';
import { validate } from '../../src/domain/shared/validation';

const LABELS = Object.values(OPERATOR_LABELS);

const block = (overrides: Partial<ContentBlock>): ContentBlock => ({
  id: overrides.section_name ?? 'b1',
  created_at: '2026-06-01T08:00:00.000Z',
  updated_at: '2026-06-01T08:00:00.000Z',
  section_name: 'impressum',
  title: null,
  content: null,
  image_url: null,
  is_active: true,
  translations: {},
  ...overrides,
});

/** A line of text that does not start with any of the labels. */
const otherLine = fc
  .string({ maxLength: 40 })
  .map((s) => s.replace(/[\r\n]/g, ' '))
  .filter((line) => !LABELS.some((label) => line.startsWith(label)));
/** A value as an admin would type it after a label: one line, something visible in it. */
const value = fc
  .string({ minLength: 1, maxLength: 60 })
  .map((s) => s.replace(/[\r\n]/g, ' '))
  .filter((s) => s.trim() !== '');

describe('labelled lines', () => {
  it('reads back the trimmed value of a labelled line wherever it stands among other lines', () => {
    fc.assert(
      fc.property(
        fc.array(otherLine, { maxLength: 8 }),
        fc.array(otherLine, { maxLength: 8 }),
        fc.constantFrom(...LABELS),
        value,
        fc.constantFrom('\n', '\r\n'),
        fc.constantFrom('', ' ', '  '),
        (before, after, label, v, newline, gap) => {
          const text = [...before, `${label}${gap}${v}`, ...after].join(newline);
          expect(readLabelledLine(text, label)).toBe(v.trim());
        },
      ),
    );
  });

  it('returns null when no line starts with the label (it is case-sensitive)', () => {
    fc.assert(
      fc.property(fc.array(otherLine, { maxLength: 8 }), fc.constantFrom(...LABELS), (lines, label) => {
        expect(readLabelledLine(lines.join('\n'), label)).toBeNull();
      }),
    );
    expect(readLabelledLine('adresse: Müllerstraße 1', 'Adresse:')).toBeNull();
    expect(readLabelledLine('Neue Adresse: Müllerstraße 1', 'Adresse:')).toBeNull();
    expect(readLabelledLine(' Adresse: Müllerstraße 1', 'Adresse:')).toBeNull();
    expect(readLabelledLine('Adresse:   ', 'Adresse:')).toBeNull();
    expect(readLabelledLine(null, 'Adresse:')).toBeNull();
  });

  it('takes the first labelled line when there are several', () => {
    expect(readLabelledLine('E-Mail: a@example.org\nE-Mail: b@example.org', 'E-Mail:')).toBe('a@example.org');
  });
});

describe('privacy operator', () => {
  it('falls back for every value missing from both blocks', () => {
    expect(privacyOperator(null, null)).toEqual(OPERATOR_FALLBACKS);
    expect(privacyOperator({ content: 'Öffnungszeiten: Sa–So' }, { content: null })).toEqual(
      OPERATOR_FALLBACKS,
    );
  });

  it('reads business_info first and contact_details for what it lacks', () => {
    fc.assert(
      fc.property(value, value, value, value, (name, address, otherAddress, email) => {
        const businessInfo = { content: `Restaurant: ${name}\nAdresse: ${address}` };
        const contact = { content: `Adresse: ${otherAddress}\nE-Mail: ${email}` };
        expect(privacyOperator(businessInfo, contact)).toEqual({
          name: name.trim(),
          address: address.trim(),
          email: email.trim(),
        });
      }),
    );
  });

  it('reads the placeholders of the German templates', () => {
    expect(privacyOperator(LEGAL_TEMPLATES.business_info, LEGAL_TEMPLATES.contact_details)).toEqual({
      name: '[Name des Restaurants]',
      address: '[Straße Hausnummer, PLZ Berlin]',
      email: '[E-Mail-Adresse]',
    });
    expect(readLabelledLine(LEGAL_TEMPLATES.impressum.content, 'Restaurant:')).toBe('[Name des Restaurants]');
    expect(readLabelledLine(LEGAL_TEMPLATES.impressum.content, 'E-Mail:')).toBe('[E-Mail-Adresse]');
  });

  it('has a German template with placeholders for every legal section', () => {
    for (const name of LEGAL_SECTION_NAMES) {
      expect(LEGAL_TEMPLATES[name].content).toMatch(/\[[^\]]+\]/);
    }
  });
});

describe('imprint', () => {
  it('shows the active imprint blocks in their fixed order, whatever order they arrive in', () => {
    const candidates = [...IMPRINT_SECTIONS, 'privacy_policy', 'hero'].map((section_name) =>
      block({ section_name, content: section_name }),
    );
    fc.assert(
      fc.property(
        fc.shuffledSubarray(candidates),
        fc.array(fc.boolean(), { minLength: 5, maxLength: 5 }),
        (given, active) => {
          const blocks = given.map((b, i) => ({ ...b, is_active: active[i] ?? true }));
          const expected = IMPRINT_SECTIONS.filter((s) =>
            blocks.some((b) => b.section_name === s && b.is_active),
          );
          expect(imprintBlocks(blocks).map((b) => b.section_name)).toEqual(expected);
        },
      ),
    );
  });

  it('falls back to the German titles when a block has none', () => {
    const shown = imprintBlocks([
      block({ section_name: 'contact_details', title: null, content: 'E-Mail: x@example.org' }),
      block({ section_name: 'business_info', title: '  ' }),
      block({ section_name: 'impressum', title: 'Angaben gemäß § 5 DDG' }),
    ]);
    expect(shown.map((b) => b.title)).toEqual([
      'Angaben gemäß § 5 DDG',
      'Geschäftsinformationen',
      'Kontaktdaten',
    ]);
    expect(shown[1]?.content).toBe('');
  });
});

describe('content block schema', () => {
  const draft = { title: null, content: null, image_url: null, is_active: true };
  const KEY = 'admin:content.validation.sectionName';

  it('accepts lowercase letters, digits and underscores, 1 to 100 characters, around spaces', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_]{1,100}$/), fc.constantFrom('', ' '), (name, pad) => {
        const parsed = contentBlockDraftSchema.safeParse({ ...draft, section_name: `${pad}${name}${pad}` });
        expect(parsed.success && parsed.data.section_name).toBe(name);
      }),
    );
  });

  it('refuses any other section name with the section-name key', () => {
    const bad = fc.oneof(
      fc.stringMatching(/^[a-z0-9_]{0,20}[^a-z0-9_\s][a-z0-9_]{0,20}$/),
      fc.stringMatching(/^[a-z0-9_]{101,120}$/),
      fc.constantFrom('', '  ', 'hero section', 'Hero'),
    );
    fc.assert(
      fc.property(bad, (section_name) => {
        const result = validate(contentBlockDraftSchema, { ...draft, section_name });
        expect(result.ok ? null : result.error.issues?.section_name).toBe(KEY);
      }),
    );
  });
});

describe('blocks guests read', () => {
  it('translates every block but the legal texts, except contact_details, which the footer shows', () => {
    const translated = LEGAL_SECTION_NAMES.filter((section_name) => isTranslatedBlock({ section_name }));
    expect(translated).toEqual(['contact_details']);
    for (const section_name of [...GUEST_SECTION_NAMES, 'hero', 'about', 'opening_hours'])
      expect(isTranslatedBlock({ section_name }), section_name).toBe(true);
  });

  it('shows the active story, values, team and mission blocks in that order, whatever order they arrive in', () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...GUEST_SECTION_NAMES, 'hero', 'impressum']),
        fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }),
        (names, active) => {
          const blocks = names.map((section_name, i) =>
            block({ section_name, title: section_name, is_active: active[i] ?? true }),
          );
          expect(guestBlocks(blocks).map((b) => b.section_name)).toEqual(
            GUEST_SECTION_NAMES.filter((name) => blocks.some((b) => b.section_name === name && b.is_active)),
          );
        },
      ),
    );
    expect(guestBlocks([block({ section_name: 'story', title: ' ', content: '' })])).toEqual([]);
  });
});
