import { useState } from 'react';
import { csvHeader, staffRows, type RecordOf, type Table } from '@contract';

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | Date | null | undefined;
}

/** The CSV's columns, in the table's order. */
export const csvColumnsOf = <T extends Table>(table: T): CsvColumn<RecordOf<T>>[] =>
  staffRows(table, 'csv').map(([key, field]) => ({
    header: csvHeader(field.staff),
    value: (record) => record[key] as ReturnType<CsvColumn<unknown>['value']>,
  }));

const pad = (n: number) => String(n).padStart(2, '0');
/** A date in ISO 8601 form, in the backend's local time as it stored it ('2026-11-20T14:03:11'). */
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;

/**
 * A phone written with its country code, '+91 98250 12345': digits, spaces, dots, dashes and brackets
 * after the plus, so nothing in it can call a function or name a cell, yet a spreadsheet would read the
 * plus as the start of a sum (#NULL!, or '+91-98250-12345' worked out as a subtraction).
 */
const INTERNATIONAL_PHONE = /^\+[\d\s().-]+$/;
const isInternationalPhone = (text: string) => INTERNATIONAL_PHONE.test(text) && text.replace(/\D/g, '').length >= 6;

function cell(value: string | number | Date | null | undefined) {
  if (value instanceof Date) return isoDate(value);
  if (value === null || value === undefined) return '';
  // A space before such a phone keeps it text, shown as typed; the apostrophe below would show in the sheet.
  return typeof value === 'string' && isInternationalPhone(value) ? ` ${value}` : value;
}

/** Papaparse's own pattern (/^[=+\-@\t\r].*$/) misses a cell whose text runs over several lines. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The rows as a CSV file: RFC 4180 quoting and formula escaping by papaparse (any other cell that
 * begins with =, +, -, @, tab or carriage return gets a leading apostrophe, so a spreadsheet shows it
 * as text and never runs it), and a byte-order mark so Excel reads Hindi and Gujarati names as UTF-8.
 */
export async function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): Promise<string> {
  const { unparse } = await import('papaparse');
  const table = {
    fields: columns.map((column) => column.header),
    data: rows.map((row) => columns.map((column) => cell(column.value(row)))),
  };
  return `\uFEFF${unparse(table, { escapeFormulae: FORMULA_START, newline: '\r\n' })}`;
}

/** 'enquiries-2026-11-24.csv' */
export const csvFileName = (list: string, today = new Date()) =>
  `${list}-${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}.csv`;

/**
 * Saves exactly the rows the list shows (search, filter and sort applied, every page) as a CSV file.
 * `more`: columns read as the export starts (the lead desk's), after `columns`.
 */
export function ExportButton<T>({
  list,
  columns,
  more,
  rows,
}: {
  list: string;
  columns: readonly CsvColumn<T>[];
  more?: (() => Promise<readonly CsvColumn<T>[]>) | undefined;
  rows: readonly T[];
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      const all = more ? [...columns, ...(await more())] : columns;
      const url = URL.createObjectURL(new Blob([await toCsv(all, rows)], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(list);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className="btn btn-outline" disabled={busy || rows.length === 0} onClick={() => void save()}>
      Export CSV<span className="visually-hidden"> ({rows.length} rows)</span>
    </button>
  );
}
