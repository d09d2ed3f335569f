import { parse } from 'csv-parse/sync';
import { badRequest } from '@minutemart/kit';

export const REQUIRED_COLUMNS = ['name', 'description', 'unit', 'stock', 'price', 'discount', 'category', 'subcategory'] as const;
export const MORE_DETAILS_PREFIX = 'more_details.';
/** Optional tax columns: `hsn` and `gst_rate` (percent, "18" or "18%"; `gstrate` reads the same). An empty cell leaves the field unset. */

export function taxCells(fields: Record<string, string>): { hsn?: string; gstRate?: string } {
  const hsn = (fields['hsn'] ?? '').trim();
  const rate = (fields['gst_rate'] ?? fields['gstrate'] ?? '').trim();
  return { ...(hsn ? { hsn } : {}), ...(rate ? { gstRate: rate } : {}) };
}

export interface CsvRow {
  /** Spreadsheet row number: the header is row 1, the first product row 2. */
  row: number;
  fields: Record<string, string>;
  moreDetails: Record<string, string>;
}

/** Standard columns are matched case-insensitively ("subCategory" or "subcategory"); extra-field labels keep their case. */
const columnKey = (header: string): string => {
  const h = header.trim().replace(/^\uFEFF/, '');
  return h.toLowerCase().startsWith(MORE_DETAILS_PREFIX) ? `${MORE_DETAILS_PREFIX}${h.slice(MORE_DETAILS_PREFIX.length).trim()}` : h.toLowerCase();
};

/** Parse the whole file up front: a file that is not CSV, or lacks a column, is refused before any job starts. */
export function parseProductCsv(text: string, maxRows: number): CsvRow[] {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][];
  } catch (e) {
    throw badRequest(`The file is not valid CSV: ${(e as Error).message.slice(0, 200)}`);
  }
  const [header, ...body] = records;
  if (!header || header.length === 0) throw badRequest('The CSV file is empty');
  const keys = header.map(columnKey);
  const missing = REQUIRED_COLUMNS.filter((c) => !keys.includes(c));
  if (missing.length > 0) throw badRequest(`The CSV file is missing the column${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  if (body.length === 0) throw badRequest('The CSV file has no product rows');
  if (body.length > maxRows) throw badRequest(`At most ${maxRows} products per file`);
  return body.map((cells, i) => {
    const fields: Record<string, string> = {};
    const moreDetails: Record<string, string> = {};
    keys.forEach((key, col) => {
      const value = cells[col] ?? '';
      if (key.startsWith(MORE_DETAILS_PREFIX)) {
        const label = key.slice(MORE_DETAILS_PREFIX.length);
        if (label && value !== '') moreDetails[label] = value;
      } else fields[key] = value;
    });
    return { row: i + 2, fields, moreDetails };
  });
}
