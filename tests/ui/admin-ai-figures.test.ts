import { describe, expect, it } from 'vitest';
import { formatCredits, formatPercent } from '../../src/domain/ai-usage/budget';
import { localDecimal } from '../../src/ui/admin/menu/local-decimal';

describe('the usage figures in the interface language', () => {
  it("uses the language's decimal mark and keeps the domain's precision", () => {
    expect(localDecimal(formatCredits(8), 'de')).toBe('8,000');
    expect(localDecimal(formatCredits(8), 'en')).toBe('8.000');
    expect(localDecimal(formatCredits(8), 'zh')).toBe('8.000');
    expect(localDecimal(formatPercent(79.95), 'de')).toBe('79,9');
    expect(localDecimal('12345.678', 'de')).toBe('12345,678');
  });
});
