import { describe, expect, it } from 'vitest';
import { blueNude } from '../../testing/sampleInventory';
import type { Asset } from './api';
import { GALLERY_SUGGESTIONS, VALUE_CURRENCIES, checkAsset, copyOfFirst, draftFromAsset, emptyAssetDraft, emptyMeasurementDraft, relocaleDraft, type AssetDraft } from './assetRules';

const asset = blueNude as unknown as Asset;

function filled(patch: Partial<AssetDraft> = {}): AssetDraft {
  return { ...emptyAssetDraft(7), title: '  Blue Nude ', ...patch };
}

describe('the asset form', () => {
  it('starts a new asset in the given division with one piece, USD, and one measurement in Kg and cm', () => {
    const draft = emptyAssetDraft(7);
    expect(draft).toMatchObject({ companyDivisionId: '7', pieces: '1', valueCurrency: 'USD', hidden: false, photoRotation: 0 });
    expect(draft.measurements).toEqual([{ weight: '', weightUnit: 'Kg', x: '', y: '', z: '', xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' }]);
    expect(emptyAssetDraft(null).companyDivisionId).toBe('');
  });

  it('offers four London galleries', () => {
    expect(GALLERY_SUGGESTIONS).toHaveLength(4);
  });

  it('offers USD once, first, and no $', () => {
    expect(VALUE_CURRENCIES).toEqual(['USD', 'GBP', 'EUR', 'CHF', 'AED', 'JPY']);
  });

  it('sends a new asset without id, provider reference or gross measurements, blank rows dropped', () => {
    const draft = filled({
      artist: ' ',
      theirRef: ' BN-9 ',
      value: '12,500.50',
      measurements: [emptyMeasurementDraft(), { ...emptyMeasurementDraft(), weight: '3', z: '40.5', zUnit: 'inch' }],
    });
    const check = checkAsset(draft, null, 'en');
    expect(check).toEqual({
      ok: true,
      input: {
        companyDivisionId: 7,
        title: 'Blue Nude',
        artist: null,
        theirRef: 'BN-9',
        pieces: 1,
        value: '12500.50',
        valueCurrency: 'USD',
        hidden: false,
        photoRotation: 0,
        netMeasurements: [{ weight: { value: 3, unit: 'Kg' }, dimension: { x: null, y: null, z: 40.5, xUnit: 'cm', yUnit: 'cm', zUnit: 'inch' } }],
      },
    });
  });

  it('names every field that is wrong', () => {
    const draft = filled({
      title: ' ',
      companyDivisionId: '',
      pieces: '0',
      value: '12.345',
      measurements: [{ ...emptyMeasurementDraft(), x: '-3', y: 'abc' }, { ...emptyMeasurementDraft(), weight: '1e3' }],
    });
    expect(checkAsset(draft, null, 'en')).toEqual({
      ok: false,
      errors: {
        title: 'required',
        companyDivisionId: 'required',
        pieces: { kind: 'tooSmall', min: '1' },
        value: { kind: 'tooManyDecimals', decimals: 2 },
        'measurements.0.x': { kind: 'negative' },
        'measurements.0.y': { kind: 'notNumber', example: '12,345.50' },
        'measurements.1.weight': { kind: 'notNumber', example: '12,345.50' },
      },
    });
    expect(checkAsset(filled({ pieces: '2.5' }), null, 'en')).toMatchObject({ ok: false, errors: { pieces: { kind: 'tooManyDecimals', decimals: 0 } } });
    expect(checkAsset(filled({ pieces: ' ' }), null, 'en')).toMatchObject({ ok: false, errors: { pieces: { kind: 'required' } } });
    expect(checkAsset(filled({ pieces: '10001' }), null, 'en')).toMatchObject({ ok: false, errors: { pieces: { kind: 'tooLarge', max: '10,000' } } });
    expect(checkAsset(filled({ value: '1.5', valueCurrency: 'JPY' }), null, 'en')).toMatchObject({ ok: false, errors: { value: { kind: 'tooManyDecimals', decimals: 0 } } });
  });

  it('round-trips an asset on edit, sending back what the form does not edit', () => {
    const draft = draftFromAsset(asset, 'en');
    expect(draft).toMatchObject({ title: 'Blue Nude', theirRef: 'BN-1', pieces: '2', value: '12500.00', valueCurrency: 'GBP', photoRotation: 90 });
    expect(draft.measurements[0]).toEqual({ weight: '22.05', weightUnit: 'lb', x: '10', y: '20', z: '5', xUnit: 'inch', yUnit: 'inch', zUnit: 'inch' });
    const check = checkAsset(draft, asset, 'en');
    if (!check.ok) throw new Error('expected ok');
    expect(check.input).toMatchObject({ id: 21, ref: 'HG-21', grossMeasurements: [], netMeasurements: asset.netMeasurements, photoRotation: 90 });
    expect(check.input.deletePhoto).toBeUndefined();
    const deleting = checkAsset({ ...draft, deletePhoto: true, photoRotation: 0 }, asset, 'en');
    expect(deleting).toMatchObject({ ok: true, input: { deletePhoto: true, photoRotation: 0 } });
  });

  it('copies the first measurement', () => {
    const first = { ...emptyMeasurementDraft(), weight: '5', xUnit: 'inch' as const };
    const copy = copyOfFirst([first, emptyMeasurementDraft()]);
    expect(copy).toEqual(first);
    expect(copy).not.toBe(first);
    expect(copyOfFirst([])).toEqual(emptyMeasurementDraft());
  });

  it('reads Spanish numbers: 350,50 EUR goes as "350.50" and 2,5 cm as 2.5', () => {
    const draft = filled({
      value: '350,50',
      valueCurrency: 'EUR',
      pieces: '3',
      measurements: [{ ...emptyMeasurementDraft(), weight: '12,75', x: '2,5', y: '1.234,5', z: '80' }],
    });
    const check = checkAsset(draft, null, 'es');
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.input).toMatchObject({ value: '350.50', valueCurrency: 'EUR', pieces: 3 });
    expect(check.input.netMeasurements).toEqual([{ weight: { value: 12.75, unit: 'Kg' }, dimension: { x: 2.5, y: 1234.5, z: 80, xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' } }]);
    // A phone keypad's point is a decimal point too where it cannot be a group.
    expect(checkAsset(filled({ value: '350.50' }), null, 'es')).toMatchObject({ ok: true, input: { value: '350.50' } });
  });

  it('refuses an ambiguous Spanish figure instead of guessing, and says what to write', () => {
    const check = checkAsset(filled({ value: '1.500', measurements: [{ ...emptyMeasurementDraft(), x: '2.500' }] }), null, 'es');
    expect(check).toEqual({
      ok: false,
      errors: {
        value: { kind: 'ambiguous', text: '1.500', whole: '1500', decimal: '1,5' },
        'measurements.0.x': { kind: 'ambiguous', text: '2.500', whole: '2500', decimal: '2,5' },
      },
    });
  });

  it('shows a stored asset in the reader format on edit, and sends it back unchanged', () => {
    const draft = draftFromAsset({ ...asset, value: '350.50', valueCurrency: 'EUR' }, 'es');
    expect(draft).toMatchObject({ value: '350,50', pieces: '2' });
    expect(draft.measurements[0]).toMatchObject({ weight: '22,05', x: '10' });
    const check = checkAsset(draft, asset, 'es');
    if (!check.ok) throw new Error(JSON.stringify(check.errors));
    expect(check.input.value).toBe('350.50');
    expect(check.input.netMeasurements).toEqual(asset.netMeasurements);
    for (const locale of ['en', 'pt', 'ru', 'zh', 'ja'] as const) {
      const again = checkAsset(draftFromAsset(asset, locale), asset, locale);
      expect(again.ok && again.input.value, locale).toBe('12500.00');
    }
  });

  it('rewrites typed numbers when the reader switches language, and leaves what does not read', () => {
    const draft = filled({ value: '350,50', valueCurrency: 'EUR', measurements: [{ ...emptyMeasurementDraft(), x: '2,5', y: 'abc' }] });
    const english = relocaleDraft(draft, 'es', 'en');
    expect(english).toMatchObject({ value: '350.50', pieces: '1' });
    expect(english.measurements[0]).toMatchObject({ x: '2.5', y: 'abc', weight: '' });
    expect(checkAsset(english, null, 'en')).toMatchObject({ ok: false, errors: { 'measurements.0.y': { kind: 'notNumber' } } });
    expect(relocaleDraft(draft, 'es', 'es')).toBe(draft);
  });
});
