import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { downloadFile } from '../../shared/api/download';
import { useT } from '../../shared/i18n';
import type { ScreenProps } from '../../shared/routing';
import { toast } from '../../shared/toast';
import { Button, Card, Field, useMounted } from '../../shared/ui';
import { addLocation, LOCATIONS, locationsQuery, matchLocations, renameLocation, type Location } from './api';

const NO_LOCATIONS: readonly Location[] = [];

/**
 * /app/admin/warehouse/locations (docs/warehouse.md): the storage locations as records, each a path from the
 * warehouse down; add, rename, print their QR labels (ticked ones, on the works' A4 label stock), and point
 * storage entries typed as free text at the record they name.
 */
export function Locations({ menu }: ScreenProps) {
  const t = useT();
  const client = useQueryClient();
  const mounted = useMounted();
  const locations = useQuery({ ...locationsQuery, enabled: mounted }).data ?? NO_LOCATIONS;
  const [path, setPath] = useState('');
  const [editing, setEditing] = useState<{ id: number; path: string } | null>(null);
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: LOCATIONS });

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const made = await addLocation(path);
      toast.success(t('warehouse.locations.added', { path: made.path }));
      setPath('');
      await refresh();
    } catch {
      // The client's toast says why (taken, empty part…).
    } finally {
      setBusy(false);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    try {
      await renameLocation(editing.id, editing.path);
      setEditing(null);
      await refresh();
    } catch {
      // Toasted by the client.
    }
  }

  async function match() {
    const { matched } = await matchLocations();
    toast.success(t('warehouse.locations.matched', { count: matched }));
    await refresh();
  }

  const ids = locations.filter((l) => ticked.has(l.id)).map((l) => l.id);
  const toggle = (id: number) =>
    setTicked((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <Card title={t(menu ?? 'menu.warehouseLocations')} className="warehouse-locations">
      <form className="d-flex gap-2 align-items-end flex-wrap mb-3" onSubmit={add}>
        <Field id="location-path" label={t('warehouse.locations.path')} help={t('warehouse.locations.pathHelp')} value={path} onChange={(e) => setPath(e.target.value)} className="flex-fill mb-0" required />
        <Button type="submit" size="lg" disabled={busy || !path.trim()}>
          {t('warehouse.locations.add')}
        </Button>
      </form>
      <div className="d-flex gap-2 flex-wrap mb-3">
        <Button variant="outline-primary" disabled={ids.length === 0} onClick={() => void downloadFile('/api/admin/warehouse/locations/labels', { method: 'POST', json: { ids } })}>
          {t('warehouse.locations.labels', { count: ids.length })}
        </Button>
        <Button variant="outline-secondary" onClick={() => void match()}>
          {t('warehouse.locations.match')}
        </Button>
      </div>
      <table className="table align-middle">
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('warehouse.locations.tick')}</span>
            </th>
            <th scope="col">{t('warehouse.locations.path')}</th>
            <th scope="col" className="text-end">
              {t('warehouse.locations.works')}
            </th>
            <th scope="col" />
          </tr>
        </thead>
        <tbody>
          {locations.map((l) => (
            <tr key={l.id} data-location={l.path}>
              <td>
                <input type="checkbox" className="form-check-input" checked={ticked.has(l.id)} onChange={() => toggle(l.id)} aria-label={t('warehouse.locations.tickOne', { path: l.path })} />
              </td>
              <td>
                {editing?.id === l.id ? (
                  <form className="d-flex gap-2" onSubmit={rename}>
                    <input className="form-control" aria-label={t('warehouse.locations.path')} value={editing.path} onChange={(e) => setEditing({ id: l.id, path: e.target.value })} />
                    <Button type="submit" size="sm">
                      {t('common.save')}
                    </Button>
                  </form>
                ) : (
                  l.path
                )}
              </td>
              <td className="text-end">{l.worksHere}</td>
              <td className="text-end">
                <Button variant="link" size="sm" onClick={() => setEditing({ id: l.id, path: l.path })}>
                  {t('warehouse.locations.rename')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mounted && locations.length === 0 ? <p className="text-body-secondary">{t('warehouse.locations.none')}</p> : null}
    </Card>
  );
}
