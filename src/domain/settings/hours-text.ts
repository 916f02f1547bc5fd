import type { TimeRange } from './booking-rules';

/** A day's opening ranges as staff read and type them: "09:00–15:00, 17:30–22:00"; "" when closed. */
export const formatRanges = (ranges: readonly TimeRange[]): string =>
  ranges.map((r) => `${r.from}–${r.to}`).join(', ');

const RANGE = /^(\d{1,2})[:.](\d{2})\s*[-–—]\s*(\d{1,2})[:.](\d{2})$/;
const pad = (n: string) => n.padStart(2, '0');

/**
 * The ranges of what staff typed: separated by commas or semicolons, each "from–to" with a hyphen or a
 * dash and "." or ":" in the times; nothing typed is a closed day. Null when a part cannot be read (the
 * form says so); whether from < to is the rules schema's to judge.
 */
export const parseRanges = (text: string): TimeRange[] | null => {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const ranges: TimeRange[] = [];
  for (const part of parts) {
    const match = RANGE.exec(part);
    if (!match) return null;
    const [, fh = '', fm = '', th = '', tm = ''] = match;
    ranges.push({ from: `${pad(fh)}:${fm}`, to: `${pad(th)}:${tm}` });
  }
  return ranges;
};
