import { describe, expect, it } from 'vitest';
import { dispositionNames, fileNameFrom } from './fileName';

const headers = (h: Record<string, string>) => new Headers(h);

describe('fileNameFrom', () => {
  it('prefers x-filename, decoding it when it is percent-encoded', () => {
    expect(fileNameFrom(headers({ 'x-filename': 'stock.xlsx', 'content-disposition': 'attachment; filename="other.xlsx"' }), '/api/x')).toBe('stock.xlsx');
    expect(fileNameFrom(headers({ 'x-filename': 'R%C3%A9sum%C3%A9%20100%.pdf' }), '/api/x')).toBe('R%C3%A9sum%C3%A9%20100%.pdf');
    expect(fileNameFrom(headers({ 'x-filename': 'R%C3%A9sum%C3%A9.pdf' }), '/api/x')).toBe('Résumé.pdf');
  });

  it('falls back to Content-Disposition', () => {
    expect(fileNameFrom(headers({ 'content-disposition': 'attachment; filename="labels 12.pdf"' }), '/api/x')).toBe('labels 12.pdf');
    expect(fileNameFrom(headers({ 'content-disposition': 'attachment; filename=labels.pdf' }), '/api/x')).toBe('labels.pdf');
  });

  it('then to the last segment of the request path, then to "download"', () => {
    expect(fileNameFrom(headers({}), '/api/admin/invoice/view/invoices/F1002.pdf?x=1')).toBe('F1002.pdf');
    expect(fileNameFrom(headers({}), '/api/x/')).toBe('download');
    expect(fileNameFrom(headers({ 'x-filename': '  ' }), '/')).toBe('download');
  });

  it('keeps only a bare name: no folders, no control characters', () => {
    expect(fileNameFrom(headers({ 'x-filename': '../../etc/passwd' }), '/api/x')).toBe('passwd');
    expect(fileNameFrom(headers({ 'content-disposition': 'attachment; filename="C:\\\\temp\\\\a.pdf"' }), '/api/x')).toBe('a.pdf');
    expect(fileNameFrom(headers({ 'x-filename': 'a%0Ab.pdf' }), '/api/x')).toBe('ab.pdf');
    expect(fileNameFrom(headers({ 'x-filename': '..' }), '/api/x/y.pdf')).toBe('y.pdf');
  });
});

describe('dispositionNames', () => {
  it('reads filename* (RFC 5987) before filename', () => {
    expect(dispositionNames(`attachment; filename="Resume.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9.pdf`)).toEqual(['Résumé.pdf', 'Resume.pdf']);
    expect(dispositionNames(`attachment; filename*=utf-8'en'%E6%97%A5%E6%9C%AC.xlsx`)).toEqual(['日本.xlsx']);
  });

  it('unescapes quoted names and ignores other parameters', () => {
    expect(dispositionNames('attachment; filename="say \\"hi\\".txt"; size=3')).toEqual(['say "hi".txt']);
    expect(dispositionNames('inline')).toEqual([]);
    expect(dispositionNames('')).toEqual([]);
  });
});
