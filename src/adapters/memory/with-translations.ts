/**
 * A row as the ports promise it: rows an older demo version kept in the browser have no `translations`,
 * which means none (as the column's default '{}' does for rows that existed before it).
 */
export const withTranslations = <R extends { readonly translations: object }>(row: R): R => {
  const stored: object | undefined = row.translations;
  return stored ? row : ({ ...row, translations: {} } as R);
};
