import { describe, expect, it } from 'vitest';
import { DOCUMENT_EXTENSIONS, PHOTO_EXTENSIONS, PHOTO_QUEUE_LIMIT, extensionOf, formatBytes, isAllowedType, screenFiles } from './rules';

const file = (name: string, size = 100) => ({ name, size });

describe('file types', () => {
  it('reads the extension after the last dot, lower case', () => {
    expect(extensionOf('scan.PDF')).toBe('pdf');
    expect(extensionOf('archive.tar.GZ')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.env')).toBe('');
    expect(extensionOf('dot.')).toBe('');
    expect(extensionOf('../../etc/passwd')).toBe('');
    expect(extensionOf('C:\\photos\\Front.JPEG')).toBe('jpeg');
  });

  it('allows the document types in any case, and nothing else', () => {
    for (const ext of ['jpg', 'png', 'jpeg', 'bmp', 'gif', 'doc', 'docx', 'xls', 'xlsx', 'pdf', 'txt', 'tiff']) {
      expect(isAllowedType(`a.${ext}`, DOCUMENT_EXTENSIONS)).toBe(true);
      expect(isAllowedType(`a.${ext.toUpperCase()}`, DOCUMENT_EXTENSIONS)).toBe(true);
    }
    for (const name of ['a.exe', 'a.svg', 'a.tif', 'a.html', 'pdf', 'a.pdf.exe']) expect(isAllowedType(name, DOCUMENT_EXTENSIONS)).toBe(false);
  });

  it('allows only jpg, png, jpeg, bmp and gif for the photo', () => {
    expect([...PHOTO_EXTENSIONS]).toEqual(['jpg', 'png', 'jpeg', 'bmp', 'gif']);
    expect(isAllowedType('front.GIF', PHOTO_EXTENSIONS)).toBe(true);
    expect(isAllowedType('report.pdf', PHOTO_EXTENSIONS)).toBe(false);
    expect(isAllowedType('scan.tiff', PHOTO_EXTENSIONS)).toBe(false);
  });
});

describe('screening a pick', () => {
  const docs = { extensions: DOCUMENT_EXTENSIONS };

  it('refuses a disallowed type with its extension', () => {
    const result = screenFiles([], [file('run.EXE'), file('notes.txt')], docs);
    expect(result.accepted).toEqual([file('notes.txt')]);
    expect(result.refusals).toEqual([{ kind: 'type', name: 'run.EXE', ext: 'exe' }]);
  });

  it('refuses a file of the same name and size as one in the queue or earlier in the pick', () => {
    const queue = [file('a.pdf', 10)];
    const result = screenFiles(queue, [file('a.pdf', 10), file('a.pdf', 11), file('b.pdf', 5), file('b.pdf', 5)], docs);
    // Same name, other size: another file.
    expect(result.accepted).toEqual([file('a.pdf', 11), file('b.pdf', 5)]);
    expect(result.refusals).toEqual([
      { kind: 'duplicate', name: 'a.pdf' },
      { kind: 'duplicate', name: 'b.pdf' },
    ]);
  });

  it('takes no more than the queue limit', () => {
    const photo = { extensions: PHOTO_EXTENSIONS, limit: PHOTO_QUEUE_LIMIT };
    expect(screenFiles([], [file('a.jpg'), file('b.png')], photo)).toEqual({ accepted: [file('a.jpg')], refusals: [{ kind: 'limit', name: 'b.png' }] });
    expect(screenFiles([file('a.jpg')], [file('b.png')], photo)).toEqual({ accepted: [], refusals: [{ kind: 'limit', name: 'b.png' }] });
    // The type is checked first: a pdf is refused for its type even when the queue is full.
    expect(screenFiles([file('a.jpg')], [file('c.pdf')], photo).refusals).toEqual([{ kind: 'type', name: 'c.pdf', ext: 'pdf' }]);
  });

  it('keeps the files themselves, not copies', () => {
    const picked = { name: 'x.pdf', size: 3, extra: true };
    expect(screenFiles([], [picked], docs).accepted[0]).toBe(picked);
  });
});

describe('sizes', () => {
  it('prints bytes, kilobytes and megabytes without Intl', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(12 * 1024 * 1024 + 300_000)).toBe('12 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3 GB');
    expect(formatBytes(-1)).toBe('');
  });
});
