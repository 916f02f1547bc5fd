/**
 * A figure the domain formatted ('8.000', '80.0') with the interface language's decimal mark: '8,000' in
 * German, where '8.000' would read as eight thousand. The domain keeps the precision and rounding rules.
 */
export const localDecimal = (figure: string, language: string): string => {
  const mark = new Intl.NumberFormat(language).formatToParts(1.5).find((p) => p.type === 'decimal')?.value;
  return mark && mark !== '.' ? figure.replace('.', mark) : figure;
};
