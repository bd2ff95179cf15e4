import { describe, expect, it } from 'vitest';
import { parsePayload } from './payload';

describe('parsePayload', () => {
  it('reads a full payload', () => {
    const user = { id: 1, email: 'a@b.c', firstName: 'Ada', lastName: 'Lovelace', theme: '21', roles: ['Plinth_Admin'], companyId: null, companyDivisionId: null };
    const p = parsePayload(JSON.stringify({ url: '/app/inventory?page=2', locale: 'ru', brand: 'Acme', now: '2026-11-22T10:00:00Z', status: 404, ssr: false, user, eventsAfter: 41, data: { '["x"]': 1 } }));
    expect(p).toEqual({ url: '/app/inventory?page=2', locale: 'ru', brand: 'Acme', now: '2026-11-22T10:00:00Z', status: 404, ssr: false, user, eventsAfter: 41, data: { '["x"]': 1 } });
  });

  it('falls back to defaults for missing, broken or odd input', () => {
    for (const input of [undefined, '', 'not json', '[]', JSON.stringify({ locale: 'de', url: 'http://x/', user: { id: 1 }, eventsAfter: '41', data: [] })]) {
      const p = parsePayload(input, '/here');
      expect(p).toMatchObject({ url: '/here', locale: 'en', brand: 'Plinth', status: 200, ssr: true, user: null, eventsAfter: null, data: {} });
    }
  });
});
