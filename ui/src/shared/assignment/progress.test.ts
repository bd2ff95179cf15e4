import { describe, expect, it } from 'vitest';
import { clampProgress, progressVariant } from './progress';

describe('progressVariant', () => {
  it('is warning below 20', () => {
    for (const p of [-5, 0, 3, 15, 19, 19.99]) expect(progressVariant(p), String(p)).toBe('warning');
  });
  it('is info from 20 to below 80', () => {
    for (const p of [20, 22, 50, 79, 79.5]) expect(progressVariant(p), String(p)).toBe('info');
  });
  it('is success from 80', () => {
    for (const p of [80, 99, 100, 120]) expect(progressVariant(p), String(p)).toBe('success');
  });
});

describe('clampProgress', () => {
  it('keeps 0-100 whole numbers', () => {
    expect(clampProgress(42)).toBe(42);
    expect(clampProgress(42.6)).toBe(43);
    expect(clampProgress(-1)).toBe(0);
    expect(clampProgress(101)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});
