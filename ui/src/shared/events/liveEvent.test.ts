import { describe, expect, it } from 'vitest';
import { retryDelay } from './connection';
import { assignmentOf, describeLiveEvent, parseLiveEvent, staleQueries, typeParts, type LiveEvent } from './liveEvent';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? ' ' + JSON.stringify(options) : ''}`;

function event(type: string, data: Record<string, unknown>): LiveEvent {
  return { id: 7, type, at: '2026-11-27T10:00:00.000Z', companyId: 1, divisionId: 2, data };
}

describe('live events', () => {
  it('reads an event line and refuses anything else', () => {
    const line = JSON.stringify(event('assignment.created', { assignmentId: 3, ref: 'AC-1001' }));
    expect(parseLiveEvent(line)?.data.ref).toBe('AC-1001');
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent('{"id":"7","type":"x","data":{}}')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
    // A tracking page's event: its id and type only.
    expect(parseLiveEvent('{"id":8,"type":"assignment.status_changed"}')?.data).toEqual({});
  });

  it('splits a type at its first dot', () => {
    expect(typeParts(event('condition_report.signed', {}))).toEqual(['condition_report', 'signed']);
    expect(typeParts(event('odd', {}))).toEqual(['odd', '']);
  });

  it('marks stale what the change touches', () => {
    const status = staleQueries(event('assignment.status_changed', { assignmentId: 3 }));
    expect(status).toEqual([['stats'], ['assignment'], ['admin', 'assignment']]);
    expect(staleQueries(event('storage.in', {}))).toContainEqual(['inventory']);
    expect(staleQueries(event('document.added', {}))).toContainEqual(['admin', 'inventory']);
    expect(staleQueries(event('assignment.shipment_joined', {}))).toContainEqual(['admin', 'shipment']);
    expect(staleQueries(event('shipment.legs_changed', {}))).toContainEqual(['admin', 'shipment']);
    expect(staleQueries(event('invoice.issued', {}))).toContainEqual(['invoices']);
  });

  it('says what changed in words', () => {
    const said = describeLiveEvent(event('assignment.status_changed', { ref: 'AC-1001', status: 'In Transit', progress: 40 }), t);
    expect(said).toContain('live.status');
    expect(said).toContain('"ref":"AC-1001"');
    expect(said).toContain('"progress":40');
    expect(describeLiveEvent(event('document.added', { name: 'Packing list.pdf' }), t)).toContain('Packing list.pdf');
    expect(describeLiveEvent(event('invoice.issued', { invoiceNumber: 'INV-3' }), t)).toContain('INV-3');
    expect(describeLiveEvent(event('storage.out', { location: 'Bay 4' }), t)).toContain('Bay 4');
    expect(describeLiveEvent(event('future.kind', {}), t)).toBeNull();
    expect(assignmentOf(event('assignment.created', { assignmentId: 3 }))).toBe(3);
    expect(assignmentOf(event('storage.in', { assetId: 3 }))).toBeNull();
  });

  it('waits longer after each failed reconnect, at most a minute', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(30)).toBe(60_000);
  });
});
