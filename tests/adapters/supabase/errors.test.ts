// The one translation of PostgREST failures into the port's error kinds (docs/decisions/0003).
import { describe, expect, it } from 'vitest';

import { toPortError, unexpected } from '../../../src/adapters/supabase/errors';

const body = (code: string, message = 'm', details: string | null = null) => ({
  code,
  message,
  details,
  hint: null,
});

describe('toPortError', () => {
  it.each([
    ['PGRST116', 406, 'NotFound'],
    ['P0002', 404, 'NotFound'],
    ['42501', 403, 'Forbidden'],
    ['42501', 401, 'Forbidden'],
    ['PGRST301', 401, 'Forbidden'],
    ['PGRST303', 401, 'Forbidden'],
    ['23505', 409, 'Conflict'],
    ['23514', 400, 'Invalid'],
    ['23502', 400, 'Invalid'],
    ['22P02', 400, 'Invalid'],
    ['22001', 400, 'Invalid'],
    ['22007', 400, 'Invalid'],
    ['22023', 400, 'Invalid'],
    ['23503', 409, 'Invalid'],
    ['57014', 500, 'Unavailable'],
    ['40001', 500, 'Unavailable'],
    ['PGRST202', 404, 'Unavailable'],
    ['PGRST000', 503, 'Unavailable'],
    ['', 0, 'Unavailable'],
  ])('%s with HTTP %i is %s', (code, status, kind) => {
    expect(toPortError(body(code), status).kind).toBe(kind);
  });

  it('treats a foreign key refusing a delete as a Conflict (the row is still in use)', () => {
    expect(toPortError(body('23503'), 409, { operation: 'delete' }).kind).toBe('Conflict');
  });

  it('uses the translation key of a known constraint, and the field a foreign key names', () => {
    const fk = body(
      '23503',
      'insert or update on table "about_images" violates foreign key constraint "about_images_section_id_fkey"',
      'Key (section_id)=(00000000-0000-4000-8000-000000000000) is not present in table "about_sections".',
    );
    expect(
      toPortError(fk, 409, { constraints: { about_images_section_id_fkey: 'admin:about.missing' } }),
    ).toEqual({
      kind: 'Invalid',
      message: 'admin:about.missing',
      issues: { section_id: 'admin:about.missing' },
    });
  });

  it('keeps the translation key of a validating SQL function and its field, but not a detail that is prose', () => {
    expect(toPortError(body('22023', 'consent.validation.choiceRequired', 'cookies'), 400)).toEqual({
      kind: 'Invalid',
      message: 'consent.validation.choiceRequired',
      issues: { cookies: 'consent.validation.choiceRequired' },
    });
    expect(toPortError(body('22023', 'invalid value', 'Expected a number.'), 400)).toEqual({
      kind: 'Invalid',
      message: 'invalid value',
    });
  });

  it('names the code of an unexpected failure in its message, for the logs', () => {
    expect(toPortError(body('XX000', 'internal error'), 500).message).toBe('XX000: internal error');
  });
});

describe('unexpected', () => {
  it('turns anything thrown into Unavailable', () => {
    expect(unexpected(new TypeError('Failed to fetch'))).toEqual({
      kind: 'Unavailable',
      message: 'TypeError: Failed to fetch',
    });
    expect(unexpected('boom').kind).toBe('Unavailable');
  });
});
