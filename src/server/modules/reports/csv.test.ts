import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { Report } from '@shared/contract/reports';
import type { ReportTable } from '@shared/report-tables';
import { tableCsv } from './csv';

const table: ReportTable = {
  id: 'teste',
  title: 'Teste',
  columns: [
    { label: 'Produto', kind: 'text' },
    { label: 'Quantidade', kind: 'count' },
    { label: 'Faturamento', kind: 'money' },
  ],
  rows: () => [
    ['Esfiha; "a melhor"', 1234, 123456789],
    ['Kibe\nfrito', 0, 7],
    ['=HYPERLINK("x")', 1, 0],
  ],
};

describe('tableCsv', () => {
  it('quotes what needs it, writes money without thousands dots, and never a formula', () => {
    const text = tableCsv(table, {} as Report);
    expect(text.startsWith('\uFEFFProduto;Quantidade;Faturamento\r\n')).toBe(true);
    expect(text).toContain('"Esfiha; ""a melhor""";1234;1234567,89\r\n');
    expect(parse(text, { delimiter: ';', bom: true })).toEqual([
      ['Produto', 'Quantidade', 'Faturamento'],
      ['Esfiha; "a melhor"', '1234', '1234567,89'],
      ['Kibe\nfrito', '0', '0,07'],
      ['\'=HYPERLINK("x")', '1', '0,00'],
    ]);
  });
});
