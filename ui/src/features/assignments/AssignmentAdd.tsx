import { useQueries, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError } from '../../shared/api/client';
import { removeFromDraft, useDraft } from '../../shared/assignment/draft';
import { myDivisionsQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { Alert, Card, Loading, useMounted } from '../../shared/ui';
import { AssignmentAddForm } from './AssignmentAddForm';
import { draftAssetQuery, type AssignmentAsset } from './api';
import { checkDraftAssets, type DraftCheck } from './assignmentForm';
import { ASSIGNMENTS_PATH, INVENTORY_PATH } from './paths';

/** The log line naming an asset taken out of the draft (docs/assignments.md). */
function logDropped({ title, reason }: DraftCheck['dropped'][number]): void {
  const why = reason === 'onAssignment' ? 'already on an assignment' : 'no longer in the inventory';
  console.info(`Removed ${title} from the draft: ${why}`);
}

/**
 * /app/assignment/add (docs/assignments.md): the form built from the draft assignment of the inventory screen. The
 * draft lives in this browser (localStorage), so the server draws the frame and the form appears after mount, once
 * each draft asset has been asked for as it is now: those already on an assignment, or gone, leave the draft.
 */
export function AssignmentAdd() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const mounted = useMounted();
  const [draft, setDraft] = useDraft();
  const [dropped, setDropped] = useState<DraftCheck['dropped']>([]);
  const divisions = useQuery(myDivisionsQuery);
  const assets = useQueries({ queries: draft.assets.map((a) => ({ ...draftAssetQuery(a.id), retry: false })) });

  // Settled: every asset answered since this screen opened (a cached answer may be old), or failed.
  const settled = assets.every((q) => q.isFetchedAfterMount || q.isError);
  const failed = assets.some((q) => q.isError && !(q.error instanceof ApiError && q.error.status === 404));
  const current = new Map<number, AssignmentAsset | null>(draft.assets.map((a, i) => [a.id, assets[i]?.data ?? null]));
  const check = settled && !failed ? checkDraftAssets(draft.assets, current) : null;
  const leaving = check?.dropped ?? [];
  // The effect runs once per set of assets to take out, with that render's list.
  const leavingKey = leaving.map((d) => d.id).join(',');

  useEffect(() => {
    if (leaving.length === 0) return;
    leaving.forEach(logDropped);
    setDropped((before) => [...before, ...leaving.filter((d) => !before.some((b) => b.id === d.id))]);
    setDraft((stored) => leaving.reduce((d, gone) => removeFromDraft(d, gone.id), stored));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- keyed by leavingKey, as said above
  }, [leavingKey, setDraft]);

  const kept = check?.kept ?? [];
  const divisionId = draft.companyDivisionId ?? kept[0]?.companyDivisionId ?? null;
  const divisionName = divisions.data?.find((d) => d.id === divisionId)?.name ?? kept[0]?.companyDivision ?? '';

  let body;
  if (!mounted) body = <Loading className="mb-0" />;
  else if (draft.assets.length === 0) {
    body = (
      <div data-testid="assignment-add-empty">
        <p>{t('assignment.add.empty')}</p>
        <a className="btn btn-primary" href={INVENTORY_PATH} onClick={onLinkClick} data-testid="assignment-add-inventory">
          {t('assignment.add.toInventory')}
        </a>
      </div>
    );
  } else if (failed) body = <Alert>{t('assignment.add.loadFailed')}</Alert>;
  // Nothing left to send: the draft empties on the next render and says so.
  else if (!check || check.kept.length === 0 || divisionId === null) body = <Loading className="mb-0" />;
  else body = <AssignmentAddForm key={divisionId} divisionId={divisionId} divisionName={divisionName} assets={kept} />;

  return (
    <div className="assignment-add" data-testid="assignment-add">
      <p className="mb-2">
        <a href={ASSIGNMENTS_PATH} onClick={onLinkClick} data-testid="back-to-assignments">
          {t('assignment.back')}
        </a>
      </p>
      <Card className="edit-card">
        <h1 className="card-title h4 mb-3">{t('assignment.add.title')}</h1>
        {dropped.length > 0 ? (
          <Alert variant="warning" className="small">
            <ul className="mb-0 ps-3" data-testid="assignment-add-dropped">
              {dropped.map((d) => (
                <li key={d.id}>{t(d.reason === 'onAssignment' ? 'assignment.add.droppedOnAssignment' : 'assignment.add.droppedMissing', { title: d.title })}</li>
              ))}
            </ul>
          </Alert>
        ) : null}
        {body}
      </Card>
    </div>
  );
}
