// Renders tests/sql/access-matrix.ts as the markdown section of docs/security.md.
import {
  accessMatrix,
  functionMatrix,
  matrixCounts,
  operations,
  personas,
  type Cells,
} from './access-matrix';

export const BEGIN_MARKER = '<!-- access-matrix:begin -->';
export const END_MARKER = '<!-- access-matrix:end -->';

function cell(cells: Cells): string {
  const allowed = operations.filter((op) => cells[op] !== 'deny');
  if (allowed.length === 0) return '-';
  if (allowed.length === operations.length && allowed.every((op) => cells[op] === 'allow')) return 'all';
  return allowed.map((op) => (cells[op] === 'filtered' ? `${op} (filtered)` : op)).join(', ');
}

function resource(name: string): string {
  return name.startsWith('bucket:') ? `storage bucket \`${name.slice('bucket:'.length)}\`` : `\`${name}\``;
}

export function renderMatrix(): string {
  const counts = matrixCounts();
  const total = counts.allow + counts.filtered + counts.deny;
  const lines: string[] = [
    BEGIN_MARKER,
    '<!-- Generated from tests/sql/access-matrix.ts. Do not edit by hand; regenerate with',
    '     UPDATE_SECURITY_DOC=1 npx vitest run tests/sql/security-doc.test.ts -->',
    '',
    'Each cell lists the operations the persona may perform; everything not listed is denied. "all" means',
    'select, insert, update and delete; "(filtered)" means the persona sees only the rows described in the last',
    `column. ${total} cells: ${counts.allow} allow, ${counts.filtered} filtered, ${counts.deny} deny.`,
    '',
    `| Table or bucket | ${personas.join(' | ')} | Rows the public sees / notes |`,
    `| --- | ${personas.map(() => '---').join(' | ')} | --- |`,
  ];
  for (const row of accessMatrix) {
    const notes = [row.publicRows ? `public rows: \`${row.publicRows}\`` : '', row.note ?? '']
      .filter(Boolean)
      .join('; ');
    lines.push(
      `| ${resource(row.resource)} | ${personas.map((p) => cell(row.access[p])).join(' | ')} | ${notes} |`,
    );
  }
  lines.push(
    '',
    'SQL functions (EXECUTE; "deny" is error 42501, from a missing grant or from the admin check inside):',
    '',
    `| Function | ${personas.join(' | ')} | Notes |`,
    `| --- | ${personas.map(() => '---').join(' | ')} | --- |`,
  );
  for (const fn of functionMatrix) {
    lines.push(
      `| \`${fn.signature}\` | ${personas.map((p) => fn.access[p]).join(' | ')} | ${fn.note ?? ''} |`,
    );
  }
  lines.push(END_MARKER);
  return lines.join('\n');
}

/** Replaces the generated section of the document (markers included). */
export function replaceSection(doc: string, section: string): string | undefined {
  const begin = doc.indexOf(BEGIN_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (begin < 0 || end < begin) return undefined;
  return doc.slice(0, begin) + section + doc.slice(end + END_MARKER.length);
}
