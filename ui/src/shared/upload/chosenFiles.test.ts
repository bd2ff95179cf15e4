import { describe, expect, it } from 'vitest';
import { takeChosenFiles } from './chosenFiles';

const file = (name: string) => new File(['x'], name);

describe('takeChosenFiles', () => {
  it('gives the chosen files and empties the input, so choosing the same file again is a change', () => {
    const chosen = [file('a.pdf'), file('b.txt')];
    const input = { files: chosen, value: 'C:\\fakepath\\a.pdf' };
    const taken = takeChosenFiles(input, chosen as unknown as FileList);
    expect(taken.map((f) => f.name)).toEqual(['a.pdf', 'b.txt']);
    expect(input.value).toBe('');
  });

  it('copies the files before the reset (a browser empties the live FileList with the value)', () => {
    const live: File[] = [file('a.pdf')];
    const input = {
      files: live,
      get value() {
        return live.length ? 'C:\\fakepath\\a.pdf' : '';
      },
      set value(_v: string) {
        live.length = 0;
      },
    };
    expect(takeChosenFiles(input, live as unknown as FileList).map((f) => f.name)).toEqual(['a.pdf']);
    expect(input.value).toBe('');
  });

  it('takes nothing from a cancelled dialog, and works without the input', () => {
    expect(takeChosenFiles({ files: null, value: '' }, null)).toEqual([]);
    expect(takeChosenFiles(null, [file('c.png')] as unknown as FileList).map((f) => f.name)).toEqual(['c.png']);
  });
});
