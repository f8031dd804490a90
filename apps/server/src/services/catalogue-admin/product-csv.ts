/**
 * The catalogue CSV's text: RFC 4180 fields (quoted when they hold a comma, a quote or a line
 * break), sizes written `S:4|M:0|L:2`, and cells that a spreadsheet would run as a formula written
 * with a leading apostrophe, which the import takes off again (docs/operations.md, Catalogue CSV).
 */
import type { ProductSizeStock } from '@kesariya/shared';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(values: (string | number)[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/** A cell as the export wrote it: the formula guard's apostrophe taken off. */
export function cellValue(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

export function sizesCell(sizes: ProductSizeStock[]): string {
  return sizes.map((s) => `${s.size}:${s.stock}`).join('|');
}

/**
 * `S:4|M:0` as `[{size, stock}]`, values left as text for the product schema to judge; a part
 * without a colon keeps its whole text as the size and no stock, which the schema refuses.
 */
export function parseSizesCell(cell: string): { size: string; stock: string }[] {
  return cell
    .split('|')
    .map((part) => part.trim())
    .filter((part) => part.length > 0)
    .map((part) => {
      const colon = part.lastIndexOf(':');
      return colon < 0
        ? { size: part, stock: '' }
        : { size: part.slice(0, colon).trim(), stock: part.slice(colon + 1).trim() };
    });
}

/**
 * Splits CSV text into rows of cells. Quoted cells may hold commas, doubled quotes and line breaks;
 * a byte-order mark is skipped and lines may end in CRLF or LF. Blank lines are left out.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(cell);
    if (row.length > 1 || row[0] !== '') rows.push(row);
    row = [];
    cell = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\n') endRow();
    else if (ch === '\r') {
      if (text[i + 1] === '\n') i++;
      endRow();
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
