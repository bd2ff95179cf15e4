import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocale, useT } from '../../shared/i18n';
import { DataTable, ListPage, useServerList, type ListFilters } from '../../shared/list';
import { useLinkClick, type ScreenProps } from '../../shared/routing';
import { Switch, useMounted } from '../../shared/ui';
import { SHIPMENT_API, SHIPMENT_LIST, SHIPMENT_LIST_OPTIONS, type ShipmentRow } from './api';
import { SHIPMENT_ADD_PATH, shipmentPath } from './paths';
import { shipmentColumns } from './shipmentColumns';

const rowKey = (s: ShipmentRow) => s.id;
const rowHref = (s: ShipmentRow) => shipmentPath(s.id);

/** `completed=1` in the URL: completed shipments too (left out: the open ones only, the call's default). */
export function includesCompleted(search: string): boolean {
  return new URLSearchParams(search).get('completed') === '1';
}

/** The query string ('?…') with the toggle changed: other parameters kept, back to the first page. */
export function withCompleted(search: string, on: boolean): string {
  const params = new URLSearchParams(search);
  if (on) params.set('completed', '1');
  else params.delete('completed');
  params.set('page', '1');
  return `?${params.toString()}`;
}

/**
 * /app/admin/shipment (docs/shipments.md): the shipments a page at a time from
 * `GET /api/admin/shipment/` (the list contract), the open ones unless "include completed" is on (in the URL).
 */
export function ShipmentsList({ menu }: ScreenProps) {
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const mounted = useMounted();
  const onLinkClick = useLinkClick();
  const { pathname, search } = useLocation();
  const completed = includesCompleted(search);
  const filters: ListFilters = [['incCompleted', String(completed)]];
  const { list, data, isError, isStale } = useServerList<ShipmentRow>({ base: SHIPMENT_LIST, path: SHIPMENT_API, options: SHIPMENT_LIST_OPTIONS, filters });
  const columns = useMemo(() => shipmentColumns(t, locale), [t, locale]);
  const title = t(menu ?? 'menu.shipments');

  const toolbar = (
    <>
      <Switch
        id="shipments-completed"
        className="mb-1"
        label={t('shipment.list.includeCompleted')}
        checked={completed}
        disabled={!mounted}
        onChange={(on) => navigate({ pathname, search: withCompleted(search, on) }, { preventScrollReset: true })}
        data-testid="shipments-completed"
      />
      <a className="btn btn-primary btn-sm mb-1 ms-auto" href={SHIPMENT_ADD_PATH} onClick={onLinkClick} data-testid="shipment-add">
        {t('shipment.list.add')}
      </a>
    </>
  );

  return (
    <ListPage title={title} testId="shipments-screen" data={data} isError={isError}>
      {(page) => (
        <DataTable
          page={page}
          list={list}
          stale={isStale}
          columns={columns}
          rowKey={rowKey}
          rowHref={rowHref}
          rowTestId="shipment-row"
          testId="shipments-list"
          label={title}
          empty={{ text: t('shipment.list.empty') }}
          toolbar={toolbar}
        />
      )}
    </ListPage>
  );
}
