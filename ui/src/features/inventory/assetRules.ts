/**
 * The asset form's state (text as typed) and the check that turns it into the `asset` part of the save,
 * kept apart from the component so the rules are tested on their own.
 */
import { DEFAULT_LENGTH_UNIT, DEFAULT_WEIGHT_UNIT, type LengthUnit, type Measurement, type WeightUnit } from '../../shared/units';
import type { Asset, AssetInput } from './api';

/** SPEC §9: an asset's value currency starts as $. */
export const DEFAULT_VALUE_CURRENCY = '$';
/** The currencies offered for an asset's value: the default first, then SPEC §3's list. */
export const VALUE_CURRENCIES = [DEFAULT_VALUE_CURRENCY, 'USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY'] as const;
/** SPEC §2: the gallery suggestions, four London galleries. */
export const GALLERY_SUGGESTIONS = ['White Cube', 'Lisson Gallery', 'Victoria Miro', 'Sadie Coles HQ'] as const;

export interface MeasurementDraft {
  weight: string;
  weightUnit: WeightUnit;
  x: string;
  y: string;
  z: string;
  xUnit: LengthUnit;
  yUnit: LengthUnit;
  zUnit: LengthUnit;
}

export interface AssetDraft {
  title: string;
  artist: string;
  theirRef: string;
  companyDivisionId: string;
  pieces: string;
  value: string;
  valueCurrency: string;
  hidden: boolean;
  photoRotation: number;
  deletePhoto: boolean;
  measurements: MeasurementDraft[];
}

export type AssetProblem = 'required' | 'wholeNumber' | 'money' | 'number' | 'taken';
/** Problems by field: 'title', 'pieces'... and 'measurements.<i>.<weight|x|y|z>'. */
export type AssetErrors = Record<string, AssetProblem>;

export function emptyMeasurementDraft(): MeasurementDraft {
  return { weight: '', weightUnit: DEFAULT_WEIGHT_UNIT, x: '', y: '', z: '', xUnit: DEFAULT_LENGTH_UNIT, yUnit: DEFAULT_LENGTH_UNIT, zUnit: DEFAULT_LENGTH_UNIT };
}

const numberText = (v: number | null | undefined) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : '');

function measurementDraftOf(m: Measurement): MeasurementDraft {
  const d = m.dimension;
  return {
    weight: numberText(m.weight?.value),
    weightUnit: m.weight?.unit === 'lb' ? 'lb' : 'Kg',
    x: numberText(d?.x),
    y: numberText(d?.y),
    z: numberText(d?.z),
    xUnit: d?.xUnit === 'inch' ? 'inch' : 'cm',
    yUnit: d?.yUnit === 'inch' ? 'inch' : 'cm',
    zUnit: d?.zUnit === 'inch' ? 'inch' : 'cm',
  };
}

/** A new asset: one empty measurement in Kg and cm, one piece, $, in the division given (when known). */
export function emptyAssetDraft(companyDivisionId: number | null): AssetDraft {
  return {
    title: '',
    artist: '',
    theirRef: '',
    companyDivisionId: companyDivisionId === null ? '' : String(companyDivisionId),
    pieces: '1',
    value: '',
    valueCurrency: DEFAULT_VALUE_CURRENCY,
    hidden: false,
    photoRotation: 0,
    deletePhoto: false,
    measurements: [emptyMeasurementDraft()],
  };
}

export function draftFromAsset(asset: Asset): AssetDraft {
  return {
    title: asset.title,
    artist: asset.artist ?? '',
    theirRef: asset.theirRef ?? '',
    companyDivisionId: String(asset.companyDivisionId),
    pieces: String(asset.pieces),
    value: asset.value ?? '',
    valueCurrency: asset.valueCurrency || DEFAULT_VALUE_CURRENCY,
    hidden: asset.hidden,
    photoRotation: asset.photoRotation || 0,
    deletePhoto: false,
    measurements: asset.netMeasurements.length > 0 ? asset.netMeasurements.map(measurementDraftOf) : [emptyMeasurementDraft()],
  };
}

/** SPEC §2: a new measurement copied from the first (or an empty one when there is none). */
export function copyOfFirst(measurements: readonly MeasurementDraft[]): MeasurementDraft {
  return measurements[0] ? { ...measurements[0] } : emptyMeasurementDraft();
}

const DECIMAL = /^\d+(\.\d+)?$/;
const MONEY = /^\d{1,15}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,6}$/;
const blank = (text: string) => text.trim() === '';
const orNull = (text: string) => (blank(text) ? null : text.trim());

type Checked = { ok: true; input: AssetInput } | { ok: false; errors: AssetErrors };

/**
 * The `asset` part of the save, or what is wrong. Measurement rows left wholly blank are dropped; a figure
 * must be a plain non-negative number ('12.5'). On edit the provider's reference and the gross measurements
 * (neither edited here) go back as they came.
 */
export function checkAsset(draft: AssetDraft, existing: Asset | null): Checked {
  const errors: AssetErrors = {};
  if (blank(draft.title)) errors.title = 'required';
  if (!/^\d+$/.test(draft.companyDivisionId)) errors.companyDivisionId = 'required';
  const pieces = draft.pieces.trim();
  if (!WHOLE.test(pieces) || Number(pieces) < 1) errors.pieces = 'wholeNumber';
  const value = draft.value.trim().replace(/,/g, '');
  if (value !== '' && !MONEY.test(value)) errors.value = 'money';

  const measurements: Measurement[] = [];
  draft.measurements.forEach((m, i) => {
    const figures = { weight: m.weight, x: m.x, y: m.y, z: m.z };
    if (Object.values(figures).every(blank)) return;
    const read: Record<string, number | null> = {};
    for (const [field, text] of Object.entries(figures)) {
      if (blank(text)) read[field] = null;
      else if (DECIMAL.test(text.trim())) read[field] = Number(text.trim());
      else errors[`measurements.${i}.${field}`] = 'number';
    }
    measurements.push({
      weight: { value: read.weight ?? null, unit: m.weightUnit },
      dimension: { x: read.x ?? null, y: read.y ?? null, z: read.z ?? null, xUnit: m.xUnit, yUnit: m.yUnit, zUnit: m.zUnit },
    });
  });
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const input: AssetInput = {
    companyDivisionId: Number(draft.companyDivisionId),
    title: draft.title.trim(),
    artist: orNull(draft.artist),
    theirRef: orNull(draft.theirRef),
    pieces: Number(pieces),
    value: value === '' ? null : value,
    valueCurrency: draft.valueCurrency || DEFAULT_VALUE_CURRENCY,
    hidden: draft.hidden,
    photoRotation: draft.photoRotation,
    netMeasurements: measurements,
  };
  if (existing) {
    input.id = existing.id;
    input.ref = existing.ref;
    input.grossMeasurements = existing.grossMeasurements;
    if (draft.deletePhoto) input.deletePhoto = true;
  }
  return { ok: true, input };
}
