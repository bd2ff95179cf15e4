import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { useLinkClick } from '../routing';
import { Alert, Card, Loading } from '../ui';

export interface ListPageProps<D> {
  title: string;
  /** data-testid of the screen. */
  testId: string;
  /** The "Add …" button beside the title. */
  add?: { href: string; label: string; testId: string };
  /** The list's query: primed by the server on a page load, fetched on a client-side visit. */
  data: D | undefined;
  isError: boolean;
  /** The DataTable, once the page is there. */
  children: (data: D) => ReactNode;
}

/** The frame of a list screen: title, add button, and the loading or failed state before the rows arrive. */
export function ListPage<D>({ title, testId, add, data, isError, children }: ListPageProps<D>) {
  const t = useT();
  const onLinkClick = useLinkClick();
  let body: ReactNode;
  if (data) body = <Card>{children(data)}</Card>;
  // The error toast says what went wrong; this says why the page is empty.
  else if (isError) body = <Alert>{t('list.loadFailed')}</Alert>;
  else body = <Loading />;
  return (
    <div data-testid={testId}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0 me-auto">{title}</h1>
        {add ? (
          <a className="btn btn-primary" href={add.href} onClick={onLinkClick} data-testid={add.testId}>
            {add.label}
          </a>
        ) : null}
      </div>
      {body}
    </div>
  );
}
