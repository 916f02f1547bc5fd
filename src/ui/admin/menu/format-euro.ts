/** Euro prices in the interface language: '8,50 €' in German, '€8.50' in English. */
export const formatEuro = (amount: number, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(amount);
