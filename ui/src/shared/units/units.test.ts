import { describe, expect, it } from 'vitest';
import {
  FT3_PER_M3,
  INCH_PER_CM,
  KG_PER_LB,
  convertMeasurement,
  emptyMeasurement,
  lengthInCm,
  lengthInInch,
  m3ToFt3,
  volumeM3,
  weightInKg,
  weightInLb,
  type Dimension,
} from './conversions';
import { rotate, rotationTransform } from './rotation';

const cm = (x: number | null, y: number | null, z: number | null): Dimension => ({ x, y, z, xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' });

describe('the conversion constants', () => {
  it('are the figures of docs/inventory.md', () => {
    expect(KG_PER_LB).toBe(0.453592);
    expect(INCH_PER_CM).toBe(0.393700787);
    expect(FT3_PER_M3).toBe(35.3146667);
  });
});

describe('weights', () => {
  it('converts Kg to lb and lb to Kg, and leaves a weight in the asked unit alone', () => {
    expect(weightInLb({ value: 0.453592, unit: 'Kg' })).toBeCloseTo(1, 12);
    // The product's factor (docs/inventory.md), not the exact 0.45359237: 100 / 0.453592.
    expect(weightInLb({ value: 100, unit: 'Kg' })).toBeCloseTo(220.462442, 5);
    expect(weightInKg({ value: 10, unit: 'lb' })).toBeCloseTo(4.53592, 12);
    expect(weightInLb({ value: 10, unit: 'lb' })).toBe(10);
    expect(weightInKg({ value: 7, unit: 'Kg' })).toBe(7);
    expect(weightInKg({ value: null, unit: 'Kg' })).toBeNull();
    expect(weightInLb(null)).toBeNull();
  });
});

describe('lengths', () => {
  it('converts cm to inch and inch to cm', () => {
    expect(lengthInInch(100, 'cm')).toBeCloseTo(39.3700787, 9);
    expect(lengthInCm(1, 'inch')).toBeCloseTo(2.54, 6);
    expect(lengthInCm(30, 'cm')).toBe(30);
    expect(lengthInInch(12, 'inch')).toBe(12);
    expect(lengthInCm(null, 'inch')).toBeNull();
  });
});

describe('volume', () => {
  it('is x·y·z in cm over 1,000,000, and in cubic feet times 35.3146667', () => {
    expect(volumeM3(cm(100, 50, 20))).toBeCloseTo(0.1, 12);
    expect(m3ToFt3(0.1)).toBeCloseTo(3.53146667, 9);
    expect(volumeM3(cm(200, 100, 100))).toBe(2);
  });

  it('converts inch sides to cm first', () => {
    const mixed: Dimension = { x: 10, y: 100, z: 100, xUnit: 'inch', yUnit: 'cm', zUnit: 'cm' };
    // 10 in = 25.4000000508 cm by the product's factor.
    expect(volumeM3(mixed)).toBeCloseTo((10 / INCH_PER_CM) * 100 * 100 / 1_000_000, 12);
    expect(volumeM3(mixed)).toBeCloseTo(0.254, 6);
  });

  it('has no volume while a side is missing', () => {
    expect(volumeM3(cm(100, null, 20))).toBeNull();
    expect(m3ToFt3(null)).toBeNull();
  });
});

describe('a whole measurement', () => {
  it('is shown in Kg and lb, cm and inch, m3 and ft3', () => {
    const converted = convertMeasurement({ weight: { value: 22.05, unit: 'lb' }, dimension: { x: 100, y: 50, z: 20, xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' } });
    expect(converted.kg).toBeCloseTo(10.0017, 4);
    expect(converted.lb).toBe(22.05);
    expect(converted.cm).toEqual({ x: 100, y: 50, z: 20 });
    expect(converted.inch.x).toBeCloseTo(39.3700787, 7);
    expect(converted.m3).toBeCloseTo(0.1, 12);
    expect(converted.ft3).toBeCloseTo(3.53146667, 8);
  });

  it('starts empty in Kg and cm', () => {
    expect(emptyMeasurement()).toEqual({ weight: { value: null, unit: 'Kg' }, dimension: { x: null, y: null, z: null, xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' } });
  });
});

describe('photo rotation', () => {
  it('turns in steps of 90 both ways', () => {
    expect(rotate(0, 1)).toBe(90);
    expect(rotate(90, 1)).toBe(180);
    expect(rotate(0, -1)).toBe(-90);
    expect(rotate(-180, -1)).toBe(-270);
    expect(rotate(-90, 1)).toBe(0);
  });

  it('starts again at 0 beyond ±359', () => {
    expect(rotate(270, 1)).toBe(0);
    expect(rotate(-270, -1)).toBe(0);
    expect(rotate(300, 1)).toBe(0);
    expect(rotate(269, 1)).toBe(359);
    expect(rotate(-269, -1)).toBe(-359);
    let angle = 0;
    const seen = [];
    for (let i = 0; i < 5; i++) seen.push((angle = rotate(angle, 1)));
    expect(seen).toEqual([90, 180, 270, 0, 90]);
  });

  it('reads an odd stored angle as a whole number, and shows it as a CSS rotation', () => {
    expect(rotate(Number.NaN, 1)).toBe(90);
    expect(rotate(45.7, 1)).toBe(135);
    expect(rotationTransform(90)).toBe('rotate(90deg)');
    expect(rotationTransform(-270)).toBe('rotate(-270deg)');
    expect(rotationTransform(0)).toBeUndefined();
  });
});
