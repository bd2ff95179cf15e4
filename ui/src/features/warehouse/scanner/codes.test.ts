import { describe, expect, it } from 'vitest';
import { addRead, codeKey, dropRead, readCode, settleRead } from './codes';

describe('codes', () => {
  it('reads a work label, a location label or a typed ref, as the server does', () => {
    expect(readCode('https://art.example/app/asset/42')).toEqual({ kind: 'work', id: 42 });
    expect(readCode('http://127.0.0.1:8080/app/asset/7/')).toEqual({ kind: 'work', id: 7 });
    expect(readCode('/app/location/3')).toEqual({ kind: 'location', id: 3 });
    expect(readCode(' P-100 ')).toEqual({ kind: 'reference', text: 'P-100' });
    expect(readCode('https://x/app/asset/abc')).toEqual({ kind: 'reference', text: 'https://x/app/asset/abc' });
    expect(readCode('https://x/app/asset/0')).toEqual({ kind: 'reference', text: 'https://x/app/asset/0' });
    expect(readCode('   ')).toBeNull();
  });

  it('keeps each code once, newest first, whatever address the label was printed at', () => {
    let reads = addRead([], 'https://a/app/asset/1')!;
    reads = addRead(reads, 'P-2')!;
    expect(addRead(reads, 'http://b:8080/app/asset/1')).toBeNull();
    expect(addRead(reads, 'p-2')).toBeNull();
    expect(reads.map((r) => r.key)).toEqual(['ref:p-2', 'work:1']);
    expect(codeKey('')).toBe('');
    reads = settleRead(reads, 'work:1', 'P-1 Golden Pear', 'ok');
    expect(reads[1]).toMatchObject({ label: 'P-1 Golden Pear', tone: 'ok' });
    expect(dropRead(reads, 'ref:p-2').map((r) => r.key)).toEqual(['work:1']);
  });
});
