import { useCallback } from 'react';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { isOffline, perform, type Job } from './jobs';
import { useOutbox } from './outbox';
import type { Outcome } from './scanner/ScanPanel';

/**
 * Runs the scans' jobs; one that cannot reach the server waits in the outbox (shown as waiting) and is sent
 * when the connection returns, with a toast saying what became of it.
 */
export function useJobs() {
  const t = useT();
  const send = useCallback((job: Job) => perform(job, t), [t]);
  const onSent = useCallback((_: unknown, done: { label: string }) => toast.success(t('warehouse.outbox.sent', { label: done.label })), [t]);
  const { waiting, keep } = useOutbox(send, onSent);
  const run = useCallback(
    async (job: Job): Promise<Outcome> => {
      try {
        return await send(job);
      } catch (e) {
        if (!isOffline(e)) throw e;
        keep(job);
        return { label: t('warehouse.outbox.kept', { code: job.code }), tone: 'waiting' };
      }
    },
    [send, keep, t],
  );
  return { run, waiting };
}
