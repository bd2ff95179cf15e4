import { describe, expect, it } from 'vitest';
import { addLeg, changeLeg, legDraftOf, legProblems, legsInput, moveLeg, removeLeg, sortByDeparture, type LegDraft } from './legs';

const leg = (key: number, etdOn = '', etaOn = '', nameNumber = `L${key}`): LegDraft => ({ key, nameNumber, voyage: '', pod: '', etdOn, poa: '', etaOn });

describe('the legs of a shipment', () => {
  it('are added at the end from where the last one arrives, removed and moved one place at a time', () => {
    const one = [{ ...leg(1), poa: 'Calais' }];
    const two = addLeg(one);
    expect(two).toHaveLength(2);
    expect(two[1]).toMatchObject({ key: 2, pod: 'Calais', nameNumber: '' });
    expect(addLeg([])[0].key).toBe(1);
    const three = [leg(1), leg(2), leg(3)];
    expect(moveLeg(three, 2, -1).map((l) => l.key)).toEqual([1, 3, 2]);
    expect(moveLeg(three, 0, 1).map((l) => l.key)).toEqual([2, 1, 3]);
    expect(moveLeg(three, 0, -1).map((l) => l.key)).toEqual([1, 2, 3]);
    expect(moveLeg(three, 2, 1).map((l) => l.key)).toEqual([1, 2, 3]);
    expect(removeLeg(three, 1).map((l) => l.key)).toEqual([1, 3]);
    expect(changeLeg(three, 1, { voyage: 'V9' })[1].voyage).toBe('V9');
  });

  it('sort by departure, those without an ETD staying where they were', () => {
    const legs = [leg(1, '2026-12-05'), leg(2), leg(3, '2026-12-01'), leg(4, '2026-12-03')];
    expect(sortByDeparture(legs).map((l) => l.key)).toEqual([3, 2, 4, 1]);
  });

  it('arrive after they leave, go in order of departure, and are never empty', () => {
    expect(legProblems([leg(1, '2026-12-01', '2026-12-01'), leg(2), leg(3, '2026-12-02', '2026-12-09')])).toEqual({});
    expect(legProblems([leg(1, '2026-12-05', '2026-12-04')])).toEqual({ '0.etaOn': 'etaBeforeEtd' });
    expect(legProblems([leg(1, '2026-12-05'), leg(2), leg(3, '2026-12-04')])).toEqual({ '2.etdOn': 'outOfOrder' });
    expect(legProblems([leg(1, '31-Feb-2026')])).toEqual({ '0.etdOn': 'date' });
    expect(legProblems([leg(1, '', '', ' ')])).toEqual({ '0': 'empty' });
  });

  it('go to the server trimmed, blanks as null, and come back as drafts', () => {
    const sent = legsInput([{ ...leg(1, '2026-12-01'), voyage: ' V1 ' }]);
    expect(sent).toEqual([{ nameNumber: 'L1', voyage: 'V1', pod: null, etdOn: '2026-12-01', poa: null, etaOn: null }]);
    expect(legDraftOf(sent[0], 7)).toEqual({ key: 7, nameNumber: 'L1', voyage: 'V1', pod: '', etdOn: '2026-12-01', poa: '', etaOn: '' });
  });
});
