import { describe, expect, it } from 'vitest';
import { attachment, csvLine, safeCell } from './spreadsheet';

describe('spreadsheet cells', () => {
  it.each(['=1+1', '+52 55', '-2', '@SUM(A1)', '\tx', '\rx'])('neutralises %j', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text, numbers and booleans alone', () => {
    expect(safeCell('Núñez')).toBe('Núñez');
    expect(safeCell(-2)).toBe(-2);
    expect(safeCell(true)).toBe(true);
  });

  it('quotes delimiters, quotes and line breaks', () => {
    expect(csvLine(['a,b', 'dijo "hola"', 'x\ny', null, 3])).toBe('"a,b","dijo ""hola""","x\ny",,3\r\n');
    expect(csvLine(['a;b', 'c'], ';')).toBe('"a;b";c\r\n');
  });

  it('neutralises inside quoted cells too', () => {
    expect(csvLine(['=HYPERLINK("http://x")'])).toBe(`"'=HYPERLINK(""http://x"")"\r\n`);
  });

  it('names downloads for old and new clients alike', () => {
    expect(attachment('Egresados "Núñez".csv')).toBe(`attachment; filename="Egresados _N__ez_.csv"; filename*=UTF-8''Egresados%20%22N%C3%BA%C3%B1ez%22.csv`);
  });
});
