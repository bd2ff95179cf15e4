import { ApiError } from '../../shared/api/client';
import type { Translate } from '../../shared/i18n';
import { checkIn, checkOut, countWork, resolveCode, type Move, type ScannedWork } from './api';
import type { Tone } from './scanner/codes';

/*
 * One scan's work on the warehouse floor: look the code up, then check the work in or out or count it. A job is
 * plain data (the code as read), so one made while the connection is down can wait in the outbox (outbox.ts)
 * and be done later just the same.
 */

export type Job =
  | { kind: 'lookUp'; code: string }
  | { kind: 'checkIn'; locationId: number; code: string }
  | { kind: 'checkOut'; code: string }
  | { kind: 'count'; stocktakeId: number; locationId: number | null; code: string };

export interface Done {
  label: string;
  tone: Tone;
  work?: ScannedWork;
}

/** The connection, not the server, failed: the job may wait and be sent again. */
export function isOffline(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/** The errors a job shows in its own line, not as a toast: nothing to see (404), a refusal (4xx). */
const ownErrors = { callerShowsError: (e: ApiError) => e.status === 404 || e.status === 409 || e.status === 422 || e.status === 0 };

export function workLabel(w: ScannedWork): string {
  return [w.ref ?? w.theirRef, w.title].filter(Boolean).join(' · ');
}

function moveLabel(t: Translate, w: ScannedWork, move: Move | undefined): Done {
  const name = workLabel(w);
  switch (move?.outcome) {
    case 'checkedIn':
      return { label: t('warehouse.read.checkedIn', { name, to: move.to ?? '' }), tone: 'ok', work: w };
    case 'moved':
      return { label: t('warehouse.read.moved', { name, from: move.from ?? '', to: move.to ?? '' }), tone: 'ok', work: w };
    case 'alreadyHere':
      return { label: t('warehouse.read.alreadyHere', { name }), tone: 'warn', work: w };
    case 'checkedOut':
      return { label: t('warehouse.read.checkedOut', { name, from: move.from ?? '' }), tone: 'ok', work: w };
    default:
      return { label: t('warehouse.read.notInStorage', { name }), tone: 'warn', work: w };
  }
}

/**
 * Does the job. A code that names nothing the person may see says so and shows nothing of it; a location
 * label where a work is wanted says that. Throws only when the connection failed (isOffline).
 */
export async function perform(job: Job, t: Translate): Promise<Done> {
  let work: ScannedWork;
  try {
    const found = await resolveCode(job.code, ownErrors);
    if (!found.work) {
      if (found.location && job.kind === 'lookUp') return { label: t('warehouse.read.location', { path: found.location.path }), tone: 'ok' };
      return { label: t('warehouse.read.notAWork'), tone: 'error' };
    }
    work = found.work;
    if (job.kind === 'lookUp') {
      const where = work.location ? t('warehouse.read.storedAt', { path: work.location }) : t('warehouse.read.notStored');
      return { label: `${workLabel(work)} — ${where}`, tone: 'ok', work };
    }
    if (job.kind === 'checkIn') return moveLabel(t, work, (await checkIn(job.locationId, [work.id], ownErrors))[0]);
    if (job.kind === 'checkOut') return moveLabel(t, work, (await checkOut([work.id], ownErrors))[0]);
    const counted = await countWork(job.stocktakeId, work.id, job.locationId, ownErrors);
    return counted.duplicate
      ? { label: t('warehouse.read.countedBefore', { name: workLabel(work) }), tone: 'warn', work }
      : { label: t('warehouse.read.counted', { name: workLabel(work) }), tone: 'ok', work };
  } catch (e) {
    if (isOffline(e)) throw e;
    if (e instanceof ApiError && e.status === 404) return { label: t('warehouse.read.notYours'), tone: 'error' };
    const message = e instanceof ApiError ? e.messages[0] : undefined;
    return { label: message ?? t('warehouse.read.failed'), tone: 'error' };
  }
}
