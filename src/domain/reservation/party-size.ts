/**
 * The largest party the form offers and the database accepts. Its own module, free of zod, so that the
 * booking form can show its choices before the validation code has loaded.
 */
export const MAX_PARTY_SIZE = 20;
