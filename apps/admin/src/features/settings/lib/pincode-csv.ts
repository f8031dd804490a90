/** One cell as a spreadsheet writes it: quotes and spaces around it dropped. */
const cell = (raw: string) =>
  raw
    .trim()
    .replace(/^"(.*)"$/, '$1')
    .trim();

/**
 * The pincodes of a CSV file: the column headed "pincode" (or "pin code", "pin"), else the first
 * column. A first row that names its columns is skipped; any other cell is kept as written, so
 * the server names a value that is not a pincode rather than the import dropping it unseen.
 */
export function pincodesFromCsv(text: string): string[] {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((line) => line.split(',').map(cell))
    .filter((cells) => cells.some(Boolean));
  if (rows.length === 0) return [];
  const header = rows[0]!.map((name) => name.toLowerCase().replace(/[\s_-]/g, ''));
  const named = header.findIndex((name) => ['pincode', 'pin', 'postalcode'].includes(name));
  const column = Math.max(named, 0);
  const hasHeader = named >= 0 || !/^[0-9]+$/.test(rows[0]![0] ?? '');
  return (hasHeader ? rows.slice(1) : rows).map((cells) => cells[column] ?? '').filter(Boolean);
}
