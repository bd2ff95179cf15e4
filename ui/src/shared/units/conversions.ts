/**
 * The conversions of asset measurements (docs/inventory.md). Values are numbers as the API sends them, in the unit the
 * measurement names (Kg or lb, cm or inch): each is brought to the unit asked for; shared/format/number
 * rounds them for display only. Pure and Intl-free: they run in the server render too.
 */

/** 1 lb is 0.453592 kg (docs/inventory.md). */
export const KG_PER_LB = 0.453592;
/** 1 cm is 0.393700787 inch (docs/inventory.md). */
export const INCH_PER_CM = 0.393700787;
/** Cubic metres are x·y·z in cm divided by 1,000,000 (docs/inventory.md). */
export const CM3_PER_M3 = 1_000_000;
/** Cubic metres times 35.3146667 give cubic feet (docs/inventory.md). */
export const FT3_PER_M3 = 35.3146667;

export const WEIGHT_UNITS = ['Kg', 'lb'] as const;
export const LENGTH_UNITS = ['cm', 'inch'] as const;
export type WeightUnit = (typeof WEIGHT_UNITS)[number];
export type LengthUnit = (typeof LENGTH_UNITS)[number];
/** New measurements start in Kg and cm (docs/inventory.md). */
export const DEFAULT_WEIGHT_UNIT: WeightUnit = 'Kg';
export const DEFAULT_LENGTH_UNIT: LengthUnit = 'cm';

export interface Weight {
  value: number | null;
  unit: WeightUnit;
}

export interface Dimension {
  x: number | null;
  y: number | null;
  z: number | null;
  xUnit: LengthUnit;
  yUnit: LengthUnit;
  zUnit: LengthUnit;
}

export interface Measurement {
  weight: Weight;
  dimension: Dimension;
}

const known = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);

export function weightInKg(weight: Weight | null | undefined): number | null {
  if (!weight || !known(weight.value)) return null;
  return weight.unit === 'lb' ? weight.value * KG_PER_LB : weight.value;
}

export function weightInLb(weight: Weight | null | undefined): number | null {
  if (!weight || !known(weight.value)) return null;
  return weight.unit === 'lb' ? weight.value : weight.value / KG_PER_LB;
}

export function lengthInCm(value: number | null | undefined, unit: LengthUnit): number | null {
  if (!known(value)) return null;
  return unit === 'inch' ? value / INCH_PER_CM : value;
}

export function lengthInInch(value: number | null | undefined, unit: LengthUnit): number | null {
  if (!known(value)) return null;
  return unit === 'inch' ? value : value * INCH_PER_CM;
}

/** x·y·z in cm / 1,000,000, each side converted first; null while a side is missing. */
export function volumeM3(dimension: Dimension | null | undefined): number | null {
  if (!dimension) return null;
  const x = lengthInCm(dimension.x, dimension.xUnit);
  const y = lengthInCm(dimension.y, dimension.yUnit);
  const z = lengthInCm(dimension.z, dimension.zUnit);
  if (x === null || y === null || z === null) return null;
  return (x * y * z) / CM3_PER_M3;
}

export function m3ToFt3(m3: number | null | undefined): number | null {
  return known(m3) ? m3 * FT3_PER_M3 : null;
}

/**
 * One measurement in every unit the asset view shows (weights in lb, lengths and volume converted; docs/inventory.md).
 */
export interface ConvertedMeasurement {
  kg: number | null;
  lb: number | null;
  cm: { x: number | null; y: number | null; z: number | null };
  inch: { x: number | null; y: number | null; z: number | null };
  m3: number | null;
  ft3: number | null;
}

export function convertMeasurement(measurement: Measurement): ConvertedMeasurement {
  const { weight, dimension: d } = measurement;
  const m3 = volumeM3(d);
  return {
    kg: weightInKg(weight),
    lb: weightInLb(weight),
    cm: { x: lengthInCm(d.x, d.xUnit), y: lengthInCm(d.y, d.yUnit), z: lengthInCm(d.z, d.zUnit) },
    inch: { x: lengthInInch(d.x, d.xUnit), y: lengthInInch(d.y, d.yUnit), z: lengthInInch(d.z, d.zUnit) },
    m3,
    ft3: m3ToFt3(m3),
  };
}

/** An empty measurement in the default units. */
export function emptyMeasurement(): Measurement {
  return {
    weight: { value: null, unit: DEFAULT_WEIGHT_UNIT },
    dimension: { x: null, y: null, z: null, xUnit: DEFAULT_LENGTH_UNIT, yUnit: DEFAULT_LENGTH_UNIT, zUnit: DEFAULT_LENGTH_UNIT },
  };
}
