import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n';
import type { HistoryEvent } from './api';
import { historyActor, historyText } from './historyText';

const base: HistoryEvent = { entryId: 1, kind: 'created', at: '2026-10-05T14:30:00Z', by: { name: 'Ada Lovelace', provider: true } };

describe('historyText', () => {
  const t = (key: string, options?: Record<string, unknown>) => createI18n('en').t(key, options);

  it('says what happened for every kind', () => {
    expect(historyText(base, t, 'en', 'assignment')).toBe('Assignment created');
    expect(historyText(base, t, 'en', 'inventory')).toBe('Added to the inventory');
    expect(historyText({ ...base, kind: 'status', status: 'In Transit', progress: 40 }, t, 'en', 'assignment')).toBe('Status: In Transit (40%)');
    expect(historyText({ ...base, kind: 'status', status: 'Delivered', progress: 100, completed: true }, t, 'en', 'assignment')).toBe(
      'Status: Delivered (100%) Completed.',
    );
    expect(historyText({ ...base, kind: 'storageIn', on: '2026-10-01', location: 'Bay 4' }, t, 'en', 'assignment')).toBe('Into storage on 01 Oct, 2026, at Bay 4');
    expect(historyText({ ...base, kind: 'storageOut', on: '2026-10-09' }, t, 'en', 'assignment')).toBe('Out of storage on 09 Oct, 2026');
    expect(historyText({ ...base, kind: 'storageChanged', inOn: '2026-10-01', outOn: null }, t, 'en', 'assignment')).toBe(
      'Storage corrected: in 01 Oct, 2026, out still in',
    );
    expect(historyText({ ...base, kind: 'documentAdded', documentName: 'invoice.pdf', protected: true }, t, 'en', 'assignment')).toBe(
      'Protected document added: invoice.pdf',
    );
    expect(historyText({ ...base, kind: 'shipmentJoined', shipmentId: 7, mode: 'Road' }, t, 'en', 'assignment')).toBe('Joined shipment S-7 (Road)');
    expect(historyText({ ...base, kind: 'assignmentJoined', assignmentRef: 'HG-12' }, t, 'en', 'inventory')).toBe('Put on assignment HG-12');
  });

  it('names the system when nobody is known', () => {
    expect(historyActor(base, t)).toBe('Ada Lovelace');
    expect(historyActor({ ...base, by: { name: null, provider: true } }, t)).toBe('System');
  });

  it('reads in the reader language', () => {
    const es = (key: string, options?: Record<string, unknown>) => createI18n('es').t(key, options);
    expect(historyText({ ...base, kind: 'storageIn', on: '2026-10-01' }, es, 'es', 'assignment')).toMatch(/^Entrada en almacén el 01 oct/);
  });
});
