import { describe, expect, it } from 'vitest';
import { fitWithin } from './photos';

describe('photos', () => {
  it('are made no larger than the longest side allows, keeping their shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
