import { useQuery } from '@tanstack/react-query';
import { formatUtc, LIST_DATE_TIME } from '../format/date';
import { useLocale, useT } from '../i18n';
import { Alert, Card, Loading } from '../ui';
import { historyQuery, type HistorySubject } from './api';
import { historyActor, historyText } from './historyText';

/**
 * The chain of custody of an assignment or an asset (docs/history.md): newest first, each line what
 * happened, who and when (UTC, dd MMM, yyyy hh:mm a). The server decides what the reader may see: a customer
 * gets the provider's staff as the provider and never a protected document.
 */
export function HistoryTimeline({ subject, id }: { subject: HistorySubject; id: string }) {
  const t = useT();
  const locale = useLocale();
  const { data: events, isError } = useQuery(historyQuery(subject, id));

  let body;
  if (isError) body = <Alert>{t('history.loadFailed')}</Alert>;
  else if (!events) body = <Loading />;
  else if (events.length === 0) body = <p className="text-body-secondary mb-0">{t('history.empty')}</p>;
  else
    body = (
      <ol className="history-timeline list-unstyled mb-0" data-testid="history-timeline">
        {events.map((event, i) => (
          <li key={`${event.entryId}-${i}`} className="history-event" data-kind={event.kind}>
            <div className="history-text">{historyText(event, t, locale, subject)}</div>
            <div className="small text-body-secondary">
              <time dateTime={event.at}>{formatUtc(event.at, locale, LIST_DATE_TIME)}</time>
              {' · '}
              <span data-testid="history-by">{historyActor(event, t)}</span>
            </div>
          </li>
        ))}
      </ol>
    );

  return (
    <Card className="mb-3">
      <div data-testid="history">
        <h2 className="card-title h5 mb-3">{t('history.title')}</h2>
        {body}
      </div>
    </Card>
  );
}
