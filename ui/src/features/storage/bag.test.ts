// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { BAG_KEY, EMPTY_BAG, SAME_DIVISION, addToBag, bagDivision, parseBag, readBag, removeFromBag, serializeBag, writeBag, type BagAsset } from './bag';

const asset = (id: number, division = 10, company = 1): BagAsset => ({
  id,
  title: `Asset ${id}`,
  ref: id % 2 ? `R-${id}` : null,
  companyId: company,
  companyName: 'Hollis Gallery',
  companyDivisionId: division,
  companyDivision: 'London',
});

describe('the storage bag', () => {
  beforeEach(() => localStorage.clear());

  it('holds assets of one division: the first sets it, another division is refused with the message', () => {
    let bag = addToBag(EMPTY_BAG, asset(1)).bag;
    expect(bagDivision(bag)).toBe(10);
    bag = addToBag(bag, asset(2)).bag;
    const refused = addToBag(bag, asset(3, 20, 2));
    expect(refused.refused).toBe(SAME_DIVISION);
    expect(refused.refused).toBe('Can only add assets of the same Division');
    expect(refused.bag).toBe(bag);
    expect(bag.map((a) => a.id)).toEqual([1, 2]);
  });

  it('keeps an asset once', () => {
    const bag = addToBag(EMPTY_BAG, asset(1)).bag;
    const again = addToBag(bag, asset(1));
    expect(again).toEqual({ bag, refused: null });
  });

  it('resets its division when emptied, so another division may come in', () => {
    let bag = addToBag(EMPTY_BAG, asset(1)).bag;
    bag = removeFromBag(bag, 1);
    expect(bag).toBe(EMPTY_BAG);
    expect(bagDivision(bag)).toBeNull();
    const other = addToBag(bag, asset(3, 20, 2));
    expect(other.refused).toBeNull();
    expect(bagDivision(other.bag)).toBe(20);
    expect(removeFromBag(other.bag, 99)).toBe(other.bag);
  });

  it('is kept in localStorage under invoiceBag between visits, and cleared by writing it empty', () => {
    const bag = addToBag(addToBag(EMPTY_BAG, asset(1)).bag, asset(2)).bag;
    writeBag(bag);
    expect(JSON.parse(localStorage.getItem(BAG_KEY) ?? 'null')).toEqual({ assets: bag });
    expect(readBag()).toEqual(bag);
    writeBag(EMPTY_BAG);
    expect(localStorage.getItem(BAG_KEY)).toBeNull();
    expect(readBag()).toEqual([]);
  });

  it('reads a stored bag leniently: junk dropped, and only the first division kept', () => {
    expect(parseBag(null)).toEqual([]);
    expect(parseBag('not json')).toEqual([]);
    expect(parseBag('[1,2]')).toEqual([]);
    const stored = JSON.stringify({ assets: [asset(1), { id: 'x' }, asset(2, 20), null, asset(3)] });
    expect(parseBag(stored).map((a) => a.id)).toEqual([1, 3]);
    expect(parseBag(serializeBag([asset(5)]))).toEqual([asset(5)]);
  });
});
