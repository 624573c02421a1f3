import { describe, expect, it } from 'vitest';
import { CSV_MIME, csvFile, csvFileName, toCsv, type CsvColumn } from './csv.ts';

interface Row {
  nazwa: string;
  kwota: number | null;
}
const columns: CsvColumn<Row>[] = [
  { header: 'Nazwa pozycji', value: (r) => r.nazwa },
  { header: 'Kwota', value: (r) => r.kwota },
];

/** Parses toCsv output back (RFC 4180 with ';'), for round-trip checks. */
function parseCsv(text: string, sep = ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === sep) {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += c;
  }
  return rows;
}

describe('toCsv', () => {
  it('writes BOM, header, ";" separator, decimal comma and CRLF', () => {
    const out = toCsv(columns, [
      { nazwa: 'Podatek od nieruchomości', kwota: 1234567.89 },
      { nazwa: 'Zwrot', kwota: -12.5 },
      { nazwa: 'Brak', kwota: null },
    ]);
    expect(out).toBe(
      '\ufeffNazwa pozycji;Kwota\r\nPodatek od nieruchomości;1234567,89\r\nZwrot;-12,5\r\nBrak;\r\n',
    );
  });

  it('quotes separators, quotes and line breaks (RFC 4180)', () => {
    const tricky = ['a;b', 'say "hi"', 'line1\nline2', 'cr\rlf', 'plain, with comma'];
    const out = toCsv(
      columns,
      tricky.map((nazwa) => ({ nazwa, kwota: 1 })),
      { bom: false },
    );
    expect(out.split('\r\n')[1]).toBe('"a;b";1');
    expect(out).toContain('"say ""hi""";1');
    expect(out).toContain('"line1\nline2";1');
    expect(out).toContain('plain, with comma;1');
    expect(
      parseCsv(out)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(tricky);
  });

  it('guards against formula injection in strings but not in numbers', () => {
    const out = toCsv(
      [{ header: 'x', value: (v: string | number) => v }],
      ['=SUM(A1)', '+48', '-5', '@cmd', '\tx', '\rx', 'ok=1', -5, 0.1],
      { bom: false },
    );
    expect(parseCsv(out).map((r) => r[0])).toEqual([
      'x',
      "'=SUM(A1)",
      "'+48",
      "'-5",
      "'@cmd",
      "'\tx",
      "'\rx",
      'ok=1',
      '-5',
      '0,1',
    ]);
  });

  it('numbers: no grouping, no exponent, empty for non-finite, no negative zero', () => {
    const out = toCsv(
      [{ header: 'n', value: (v: number) => v }],
      [1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY, -0, 0.30000000000000004],
      { bom: false, separator: ',' },
    );
    expect(out).toBe('n\r\n1000000000000000000000\r\n"0,0000001"\r\n\r\n\r\n0\r\n"0,30000000000000004"\r\n');
  });

  it('empty rows give the header only', () => {
    expect(toCsv(columns, [])).toBe('\ufeffNazwa pozycji;Kwota\r\n');
    expect(CSV_MIME).toBe('text/csv;charset=utf-8');
  });
});

describe('csvFileName', () => {
  it.each([
    ['Dochody budżetu 2024', 'dochody-budzetu-2024.csv'],
    ['Zażółć gęślą jaźń', 'zazolc-gesla-jazn.csv'],
    ['ŁÓDŹ / Stawki  (pojazdy)', 'lodz-stawki-pojazdy.csv'],
    ['raport.csv', 'raport.csv'],
    ['', 'dane.csv'],
    ['***', 'dane.csv'],
  ])('%j → %j', (base, expected) => {
    expect(csvFileName(base)).toBe(expected);
  });

  it('appends the local day', () => {
    expect(csvFileName('Imiona', new Date(2026, 10, 22, 23, 59))).toBe('imiona-2026-11-22.csv');
  });
});

describe('csvFile', () => {
  it('is the table as toCsv writes it, typed as CSV, under the name csvFileName gives', async () => {
    const columns = [{ header: 'Imię', value: (r: { imie: string }) => r.imie }];
    const rows = [{ imie: 'Zofia' }, { imie: '=1+1' }];
    const file = csvFile(columns, rows, 'Najpopularniejsze imiona', new Date(2026, 10, 23));
    expect(file.fileName).toBe(csvFileName('Najpopularniejsze imiona', new Date(2026, 10, 23)));
    expect(file.blob.type).toBe(CSV_MIME);
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(
      new TextEncoder().encode(toCsv(columns, rows)),
    );
  });
});
