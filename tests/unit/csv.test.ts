import { describe, expect, it } from 'vitest';
import { attachmentDisposition, csvLines } from '~/lib/csv.server';

describe('CSV lines for the admin exports', () => {
  it('separates fields with ; (Turkish Excel), quotes ; quotes and line breaks (a lone \\n or \\r too), ends rows with CRLF', () => {
    expect(csvLines([['a;b', 'say "hi"', 'x\ny', 'lone\rcr', 'a,b', 'plain']])).toBe('"a;b";"say ""hi""";"x\ny";"lone\rcr";a,b;plain\r\n');
    expect(csvLines([['a'], ['b']])).toBe('a\r\nb\r\n');
  });

  it('defuses spreadsheet formulas but keeps phone numbers as they are', () => {
    expect(csvLines([['=HYPERLINK("x")', '+SUM(1)', '-2+3', '@cmd', '\tx', '+90 555 123 45 67', '0555 123', ';=1+1']])).toBe(
      `"'=HYPERLINK(""x"")";'+SUM(1);'-2+3;'@cmd;'\tx;+90 555 123 45 67;0555 123;";=1+1"\r\n`,
    );
  });

  it('writes empty cells for null and undefined, numbers as digits, Turkish letters untouched', () => {
    expect(csvLines([[null, undefined, 42, 'Şükrü Ağaç']])).toBe(';;42;Şükrü Ağaç\r\n');
  });

  it('names the download with an ASCII fallback and the UTF-8 form', () => {
    expect(attachmentDisposition('danışmanlık.csv')).toBe(
      `attachment; filename="dan__manl_k.csv"; filename*=UTF-8''dan%C4%B1%C5%9Fmanl%C4%B1k.csv`,
    );
  });
});
