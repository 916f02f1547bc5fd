/** A gallery category as the cards show it: first letter capitalised ('food' -> 'Food'). */
export const categoryLabel = (category: string): string =>
  category.charAt(0).toLocaleUpperCase() + category.slice(1);
