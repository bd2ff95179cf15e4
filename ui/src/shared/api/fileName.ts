/**
 * The name to save a download under: the server's `x-filename` header (docs/architecture.md), else the
 * Content-Disposition filename (RFC 6266: `filename*` with RFC 5987 encoding wins over `filename`), else the
 * last segment of the request path. Only the last path segment of any name is kept, and control characters
 * are dropped, so a header cannot steer the file into another folder.
 */
export function fileNameFrom(headers: Headers, requestPath: string): string {
  const candidates = [
    decodeIfEncoded(headers.get('x-filename') ?? ''),
    ...dispositionNames(headers.get('content-disposition') ?? ''),
    decodeIfEncoded(requestPath.split(/[?#]/)[0].split('/').pop() ?? ''),
  ];
  for (const candidate of candidates) {
    const name = clean(candidate);
    if (name) return name;
  }
  return 'download';
}

/** `filename*` first, then `filename`, as a header may carry both (the plain one for old clients). */
export function dispositionNames(header: string): string[] {
  const names: string[] = [];
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    // charset'language'percent-encoded; only UTF-8 (and its ASCII subset) is in use today.
    const match = /^\s*([\w-]*)'[^']*'(.*)$/.exec(extended[1].trim());
    if (match) names.push(decodeIfEncoded(unquote(match[2])));
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header);
  if (plain) names.push(unquote(plain[1].trim()));
  return names;
}

function unquote(value: string): string {
  const v = value.trim();
  return v.length >= 2 && v.startsWith('"') && v.endsWith('"') ? v.slice(1, -1).replace(/\\(.)/g, '$1') : v;
}

function decodeIfEncoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A literal '%' that is not an escape: keep the name as sent.
    return value;
  }
}

function clean(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const text = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text === '.' || text === '..' ? '' : text;
}
