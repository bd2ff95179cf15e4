import { describe, expect, it } from 'vitest';
import { blueNude } from '../../testing/sampleInventory';
import type { Asset } from './api';
import { GALLERY_SUGGESTIONS, checkAsset, copyOfFirst, draftFromAsset, emptyAssetDraft, emptyMeasurementDraft, type AssetDraft } from './assetRules';

const asset = blueNude as unknown as Asset;

function filled(patch: Partial<AssetDraft> = {}): AssetDraft {
  return { ...emptyAssetDraft(7), title: '  Blue Nude ', ...patch };
}

describe('the asset form', () => {
  it('starts a new asset in the given division with one piece, $, and one measurement in Kg and cm', () => {
    const draft = emptyAssetDraft(7);
    expect(draft).toMatchObject({ companyDivisionId: '7', pieces: '1', valueCurrency: '$', hidden: false, photoRotation: 0 });
    expect(draft.measurements).toEqual([{ weight: '', weightUnit: 'Kg', x: '', y: '', z: '', xUnit: 'cm', yUnit: 'cm', zUnit: 'cm' }]);
    expect(emptyAssetDraft(null).companyDivisionId).toBe('');
  });

  it('offers four London galleries', () => {
    expect(GALLERY_SUGGESTIONS).toHaveLength(4);
  });

  it('sends a new asset without id, provider reference or gross measurements, blank rows dropped', () => {
    const draft = filled({
      artist: ' ',
      theirRef: ' BN-9 ',
      value: '12,500.50',
      measurements: [emptyMeasurementDraft(), { ...emptyMeasurementDraft(), weight: '3', z: '40.5', zUnit: 'inch' }],
    });
    const check = checkAsset(draft, null);
    expect(check).toEqual({
      ok: true,
      input: {
        companyDivisionId: 7,
        title: 'Blue Nude',
        artist: null,
        theirRef: 'BN-9',
        pieces: 1,
        value: '12500.50',
        valueCurrency: '$',
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
    expect(checkAsset(draft, null)).toEqual({
      ok: false,
      errors: {
        title: 'required',
        companyDivisionId: 'required',
        pieces: 'wholeNumber',
        value: 'money',
        'measurements.0.x': 'number',
        'measurements.0.y': 'number',
        'measurements.1.weight': 'number',
      },
    });
    expect(checkAsset(filled({ pieces: '2.5' }), null)).toMatchObject({ ok: false, errors: { pieces: 'wholeNumber' } });
  });

  it('round-trips an asset on edit, sending back what the form does not edit', () => {
    const draft = draftFromAsset(asset);
    expect(draft).toMatchObject({ title: 'Blue Nude', theirRef: 'BN-1', pieces: '2', value: '12500.00', valueCurrency: 'GBP', photoRotation: 90 });
    expect(draft.measurements[0]).toEqual({ weight: '22.05', weightUnit: 'lb', x: '10', y: '20', z: '5', xUnit: 'inch', yUnit: 'inch', zUnit: 'inch' });
    const check = checkAsset(draft, asset);
    if (!check.ok) throw new Error('expected ok');
    expect(check.input).toMatchObject({ id: 21, ref: 'HG-21', grossMeasurements: [], netMeasurements: asset.netMeasurements, photoRotation: 90 });
    expect(check.input.deletePhoto).toBeUndefined();
    const deleting = checkAsset({ ...draft, deletePhoto: true, photoRotation: 0 }, asset);
    expect(deleting).toMatchObject({ ok: true, input: { deletePhoto: true, photoRotation: 0 } });
  });

  it('copies the first measurement', () => {
    const first = { ...emptyMeasurementDraft(), weight: '5', xUnit: 'inch' as const };
    const copy = copyOfFirst([first, emptyMeasurementDraft()]);
    expect(copy).toEqual(first);
    expect(copy).not.toBe(first);
    expect(copyOfFirst([])).toEqual(emptyMeasurementDraft());
  });
});
