/**
 * The asset form's state (text as typed) and the check that turns it into the `asset` part of the save,
 * kept apart from the component so the rules are tested on their own. Numbers are typed and shown in the
 * reader's language and read with the one number parser (shared/format/number): the API gets plain
 * decimal text and numbers.
 */
import { inputText, moneyRules, parseMoney, parseNumber, type NumberProblem, type NumberRules } from '../../shared/format/number';
import type { Locale } from '../../shared/payload';
import { DEFAULT_LENGTH_UNIT, DEFAULT_WEIGHT_UNIT, type LengthUnit, type Measurement, type WeightUnit } from '../../shared/units';
import type { Asset, AssetInput } from './api';

/** An asset's value currency starts as $, which is USD (docs/inventory.md). */
export const DEFAULT_VALUE_CURRENCY = 'USD';
/** The currencies offered for an asset's value: the currencies Plinth offers, the default first. */
export const VALUE_CURRENCIES = ['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY'] as const;
/** The gallery suggestions, four London galleries (docs/inventory.md). */
export const GALLERY_SUGGESTIONS = ['White Cube', 'Lisson Gallery', 'Victoria Miro', 'Sadie Coles HQ'] as const;

/** Pieces: a whole number from 1 to the server's 10,000. */
export const PIECES_RULES: NumberRules = { decimals: 0, min: 1, max: 10_000, required: true };
/** A weight or a side: not negative, at most the server's 100,000 (a side of 100 m, a weight of 100 t). */
export const FIGURE_RULES: NumberRules = { min: 0, max: 100_000 };
export { moneyRules };

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

/** A field's problem: the number parser's for number fields. */
export type AssetProblem = 'required' | 'taken' | NumberProblem;
/** Problems by field: 'title', 'pieces'... and 'measurements.<i>.<weight|x|y|z>'. */
export type AssetErrors = Record<string, AssetProblem>;

export function emptyMeasurementDraft(): MeasurementDraft {
  return { weight: '', weightUnit: DEFAULT_WEIGHT_UNIT, x: '', y: '', z: '', xUnit: DEFAULT_LENGTH_UNIT, yUnit: DEFAULT_LENGTH_UNIT, zUnit: DEFAULT_LENGTH_UNIT };
}

function measurementDraftOf(m: Measurement, locale: Locale): MeasurementDraft {
  const d = m.dimension;
  const numberText = (v: number | null | undefined) => inputText(v, locale);
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

/** A new asset: one empty measurement in Kg and cm, one piece, USD, in the division given (when known). */
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

/** An asset as the form shows it: its numbers in the reader's format (`350,50` in Spanish). */
export function draftFromAsset(asset: Asset, locale: Locale): AssetDraft {
  return {
    title: asset.title,
    artist: asset.artist ?? '',
    theirRef: asset.theirRef ?? '',
    companyDivisionId: String(asset.companyDivisionId),
    pieces: inputText(asset.pieces, locale),
    value: inputText(asset.value, locale),
    valueCurrency: asset.valueCurrency || DEFAULT_VALUE_CURRENCY,
    hidden: asset.hidden,
    photoRotation: asset.photoRotation || 0,
    deletePhoto: false,
    measurements: asset.netMeasurements.length > 0 ? asset.netMeasurements.map((m) => measurementDraftOf(m, locale)) : [emptyMeasurementDraft()],
  };
}

/** A new measurement copied from the first (or an empty one when there is none; docs/inventory.md). */
export function copyOfFirst(measurements: readonly MeasurementDraft[]): MeasurementDraft {
  return measurements[0] ? { ...measurements[0] } : emptyMeasurementDraft();
}

const FIGURES = ['weight', 'x', 'y', 'z'] as const;
const blank = (text: string) => text.trim() === '';
const orNull = (text: string) => (blank(text) ? null : text.trim());

type Checked = { ok: true; input: AssetInput } | { ok: false; errors: AssetErrors };

/**
 * The `asset` part of the save, or what is wrong, reading numbers in the reader's language (`350,50` in
 * Spanish is sent as `"350.50"`). Measurement rows left wholly blank are dropped. On edit the provider's
 * reference and the gross measurements (neither edited here) go back as they came.
 */
export function checkAsset(draft: AssetDraft, existing: Asset | null, locale: Locale): Checked {
  const errors: AssetErrors = {};
  if (blank(draft.title)) errors.title = 'required';
  if (!/^\d+$/.test(draft.companyDivisionId)) errors.companyDivisionId = 'required';
  const pieces = parseNumber(draft.pieces, locale, PIECES_RULES);
  if (!pieces.ok) errors.pieces = pieces.problem;
  const currency = draft.valueCurrency || DEFAULT_VALUE_CURRENCY;
  const value = parseMoney(draft.value, currency, locale);
  if (!value.ok) errors.value = value.problem;

  const measurements: Measurement[] = [];
  draft.measurements.forEach((m, i) => {
    if (FIGURES.every((field) => blank(m[field]))) return;
    const read: Record<string, number | null> = {};
    for (const field of FIGURES) {
      const reading = parseNumber(m[field], locale, FIGURE_RULES);
      if (reading.ok) read[field] = reading.value;
      else errors[`measurements.${i}.${field}`] = reading.problem;
    }
    measurements.push({
      weight: { value: read.weight ?? null, unit: m.weightUnit },
      dimension: { x: read.x ?? null, y: read.y ?? null, z: read.z ?? null, xUnit: m.xUnit, yUnit: m.yUnit, zUnit: m.zUnit },
    });
  });
  if (!pieces.ok || !value.ok || Object.keys(errors).length > 0) return { ok: false, errors };

  const input: AssetInput = {
    companyDivisionId: Number(draft.companyDivisionId),
    title: draft.title.trim(),
    artist: orNull(draft.artist),
    theirRef: orNull(draft.theirRef),
    pieces: pieces.value ?? 1,
    value: value.text,
    valueCurrency: currency,
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

/**
 * The draft's numbers written for another language, when the reader switches languages with the form open:
 * each one that reads in the old language is shown in the new (`350,50` in Spanish becomes `350.50` in
 * English, not an ambiguous or wrong figure); anything that does not read stays as typed.
 */
export function relocaleDraft(draft: AssetDraft, from: Locale, to: Locale): AssetDraft {
  if (from === to) return draft;
  const convert = (text: string, reading: ReturnType<typeof parseNumber>) => (reading.ok && reading.text !== null ? inputText(reading.text, to) : text);
  const figure = (text: string) => convert(text, parseNumber(text, from, FIGURE_RULES));
  return {
    ...draft,
    pieces: figure(draft.pieces),
    value: convert(draft.value, parseMoney(draft.value, draft.valueCurrency || DEFAULT_VALUE_CURRENCY, from)),
    measurements: draft.measurements.map((m) => ({ ...m, weight: figure(m.weight), x: figure(m.x), y: figure(m.y), z: figure(m.z) })),
  };
}
