/*
 * The legs of a shipment as the form holds them (docs/shipments.md), and their rules, the same as the
 * server's (`features/shipments/rules.rs`): a leg has something in it, its ETA is not before its ETD, and the
 * legs go in order of departure (a leg without an ETD is not compared). Pure: no React, no clock.
 */
import { isIsoDate } from '../../shared/format/dateInput';
import type { ShipmentLeg } from './api';

/** A leg being edited: every field as typed ('' for none), dates YYYY-MM-DD, and a key for React. */
export interface LegDraft {
  key: number;
  nameNumber: string;
  voyage: string;
  pod: string;
  etdOn: string;
  poa: string;
  etaOn: string;
}

export type LegField = Exclude<keyof LegDraft, 'key'>;
export const LEG_FIELDS: readonly LegField[] = ['nameNumber', 'voyage', 'pod', 'etdOn', 'poa', 'etaOn'];

/** What is wrong with a leg: keyed `<index>.<field>` (or `<index>` for the whole leg). */
export type LegProblem = 'date' | 'etaBeforeEtd' | 'outOfOrder' | 'empty';
export type LegErrors = Record<string, LegProblem>;

const nextKey = (legs: readonly LegDraft[]) => legs.reduce((max, l) => Math.max(max, l.key), 0) + 1;

export function legDraftOf(leg: ShipmentLeg, key: number): LegDraft {
  return {
    key,
    nameNumber: leg.nameNumber ?? '',
    voyage: leg.voyage ?? '',
    pod: leg.pod ?? '',
    etdOn: leg.etdOn ?? '',
    poa: leg.poa ?? '',
    etaOn: leg.etaOn ?? '',
  };
}

/** A new empty leg at the end; it departs from where the last one arrives. */
export function addLeg(legs: readonly LegDraft[]): LegDraft[] {
  const last = legs[legs.length - 1];
  return [...legs, { key: nextKey(legs), nameNumber: '', voyage: '', pod: last?.poa ?? '', etdOn: '', poa: '', etaOn: '' }];
}

export function removeLeg(legs: readonly LegDraft[], index: number): LegDraft[] {
  return legs.filter((_, i) => i !== index);
}

/** The leg at `index` moved one place up (-1) or down (+1); at an end it stays. */
export function moveLeg(legs: readonly LegDraft[], index: number, by: -1 | 1): LegDraft[] {
  const to = index + by;
  if (index < 0 || index >= legs.length || to < 0 || to >= legs.length) return [...legs];
  const out = [...legs];
  [out[index], out[to]] = [out[to], out[index]];
  return out;
}

export function changeLeg(legs: readonly LegDraft[], index: number, patch: Partial<Omit<LegDraft, 'key'>>): LegDraft[] {
  return legs.map((l, i) => (i === index ? { ...l, ...patch } : l));
}

/** The legs in order of departure: those with an ETD by it (ties keep their order), those without where they were. */
export function sortByDeparture(legs: readonly LegDraft[]): LegDraft[] {
  const dated = legs.filter((l) => isIsoDate(l.etdOn)).sort((a, b) => (a.etdOn < b.etdOn ? -1 : a.etdOn > b.etdOn ? 1 : 0));
  let next = 0;
  return legs.map((l) => (isIsoDate(l.etdOn) ? dated[next++] : l));
}

const isEmpty = (l: LegDraft) => LEG_FIELDS.every((f) => l[f].trim() === '');

/** The problems of the legs, as the server would refuse them; none: {}. */
export function legProblems(legs: readonly LegDraft[]): LegErrors {
  const errors: LegErrors = {};
  let lastDeparture = '';
  legs.forEach((l, i) => {
    if (isEmpty(l)) {
      errors[String(i)] = 'empty';
      return;
    }
    const etd = l.etdOn.trim();
    const eta = l.etaOn.trim();
    if (etd && !isIsoDate(etd)) errors[`${i}.etdOn`] = 'date';
    if (eta && !isIsoDate(eta)) errors[`${i}.etaOn`] = 'date';
    if (isIsoDate(etd) && isIsoDate(eta) && eta < etd) errors[`${i}.etaOn`] = 'etaBeforeEtd';
    if (isIsoDate(etd)) {
      if (lastDeparture && etd < lastDeparture) errors[`${i}.etdOn`] = 'outOfOrder';
      else lastDeparture = etd;
    }
  });
  return errors;
}

/** The legs as the call takes them: trimmed, blanks as null. */
export function legsInput(legs: readonly LegDraft[]): ShipmentLeg[] {
  const or = (v: string) => v.trim() || null;
  return legs.map((l) => ({ nameNumber: or(l.nameNumber), voyage: or(l.voyage), pod: or(l.pod), etdOn: or(l.etdOn), poa: or(l.poa), etaOn: or(l.etaOn) }));
}
