import { describe, expect, it } from 'vitest';
import { endpointState, readLogEndpoint, toggledType, withLogEndpoint } from './api';

describe('webhooks api rules', () => {
  it('reads the open log from the URL, a positive id only', () => {
    expect(readLogEndpoint('?log=3')).toBe(3);
    expect(readLogEndpoint('?log=0')).toBeNull();
    expect(readLogEndpoint('?log=abc')).toBeNull();
    expect(readLogEndpoint('')).toBeNull();
  });

  it('opens a log on its first page and closes it', () => {
    expect(withLogEndpoint('?page=3&log=1&x=y', 2)).toBe('?x=y&log=2');
    expect(withLogEndpoint('?log=1', null)).toBe('');
  });

  it('keeps the ticked event types in the server order, each once', () => {
    const all = ['assignment.created', 'invoice.issued', 'storage.in'] as const;
    expect(toggledType(all, ['invoice.issued'], 'assignment.created', true)).toEqual(['assignment.created', 'invoice.issued']);
    expect(toggledType(all, ['invoice.issued', 'storage.in'], 'invoice.issued', false)).toEqual(['storage.in']);
    expect(toggledType(all, ['storage.in'], 'storage.in', true)).toEqual(['storage.in']);
  });

  it('shows a disabled endpoint as disabled even while active', () => {
    expect(endpointState({ active: true, disabledReason: 'failed' })).toBe('disabled');
    expect(endpointState({ active: false, disabledReason: null })).toBe('inactive');
    expect(endpointState({ active: true, disabledReason: null })).toBe('active');
  });
});
