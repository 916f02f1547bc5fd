import type { MenuItem } from './menu-item';

/**
 * Rounds to whole cents as numeric(8, 2) does. Shifting through the decimal exponent rounds the number as
 * written (1.005 -> 1.01) where multiplying by 100 would round its binary approximation (100.49999...).
 */
export const roundToCents = (amount: number): number => {
  const shifted = Math.round(Number(`${amount}e2`));
  const rounded = Number.isFinite(shifted) ? shifted / 100 : Math.round(amount * 100) / 100;
  return rounded === 0 ? 0 : rounded;
};

const DECIMAL = /^[+-]?(\d+[.,]?\d*|[.,]\d+)$/;

/** A price field's text as euro with cent precision; anything unparseable counts as 0. */
export const parsePrice = (text: string): number => {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return 0;
  const amount = Number(trimmed.replace(',', '.'));
  return Number.isFinite(amount) ? roundToCents(amount) : 0;
};

/**
 * The student price is shown only as a real discount. An empty student price field is saved as 0 by the
 * form, so 0 means "no student price" rather than "free for students".
 */
export const showsStudentPrice = (item: Pick<MenuItem, 'regular_price' | 'student_price'>): boolean =>
  item.student_price !== null && item.student_price > 0 && item.student_price < item.regular_price;
