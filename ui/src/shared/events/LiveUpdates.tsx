import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { usePayload } from '../payload';
import { markChanged } from './changed';
import { connectLive } from './connection';
import { assignmentOf, describeLiveEvent, staleQueries } from './liveEvent';

/** How long the visible line of the last change stays. */
const NOTICE_MS = 6000;

/**
 * Keeps a signed-in page current: one live connection (opened after mount, so the server's HTML and the
 * first browser render agree), each event marking the data it touches stale (the screens on show fetch
 * it again: figures, lists, views, timelines), cueing the changed assignment, and saying what changed in a
 * polite live region and, for a few seconds, on screen.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const t = useT();
  const tRef = useRef(t);
  tRef.current = t;
  const [notice, setNotice] = useState('');
  const { eventsAfter } = usePayload();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connection = connectLive((event) => {
      for (const queryKey of staleQueries(event)) void queryClient.invalidateQueries({ queryKey });
      const assignmentId = assignmentOf(event);
      if (assignmentId !== null) markChanged(assignmentId);
      const text = describeLiveEvent(event, tRef.current);
      if (!text) return;
      setNotice(text);
      if (timer !== undefined) clearTimeout(timer);
      timer = setTimeout(() => setNotice(''), NOTICE_MS);
    }, undefined, eventsAfter);
    return () => {
      if (timer !== undefined) clearTimeout(timer);
      connection.close();
    };
  }, [queryClient, eventsAfter]);
  return (
    <>
      <div role="status" aria-live="polite" className="visually-hidden" data-testid="live-announcement">
        {notice}
      </div>
      {notice ? (
        <div className="live-notice alert alert-info position-fixed bottom-0 end-0 m-3 py-2 px-3 mb-3 shadow-sm small" aria-hidden="true" data-testid="live-notice">
          {notice}
        </div>
      ) : null}
    </>
  );
}
