import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../../shared/i18n';
import { toast } from '../../shared/toast';
import { Button, Card, Loading, useMounted } from '../../shared/ui';
import { ConfirmModal } from '../../shared/ui/ConfirmModal';
import { buyerLegalQuery, removeDivisionLegal } from './api';
import { LegalForm } from './LegalForm';
import { draftFromLegal } from './legalRules';

/**
 * The company's legal details for invoices (docs/invoices.md): the buyer block of its invoices, and of its
 * divisions' unless a division has its own. The page loader primes them; a client-side visit fetches them.
 */
export function CompanyLegal({ companyId }: { companyId: number }) {
  const t = useT();
  const { data: legal, isError } = useQuery(buyerLegalQuery(companyId, null));
  let body;
  if (legal) {
    body = (
      <>
        {legal.saved ? null : (
          <p className="small text-warning-emphasis" data-testid="legal-none">
            {t('companies.legal.none')}
          </p>
        )}
        {/* A fresh form per save, so it shows the data as saved (trimmed, the country in capitals). */}
        <LegalForm key={JSON.stringify(legal)} companyId={companyId} divisionId={null} idPrefix="legal-company" initial={draftFromLegal(legal)} />
      </>
    );
  } else if (isError) {
    body = <p className="small text-danger mb-0">{t('companies.legal.loadFailed')}</p>;
  } else {
    body = <Loading />;
  }
  return (
    <Card className="edit-card mb-3">
      <section aria-labelledby="company-legal-title" data-testid="company-legal">
        <h2 id="company-legal-title" className="card-title h5">
          {t('companies.legal.title')}
        </h2>
        <p className="small text-body-secondary">{t('companies.legal.help')}</p>
        {body}
      </section>
    </Card>
  );
}

/**
 * A division's legal details: its own, or a note that its invoices use the company's, with a button that gives
 * it its own (the form starts from the company's, to change what differs). Its own can be taken away again.
 */
export function DivisionLegal({ companyId, divisionId, divisionName }: { companyId: number; divisionId: number; divisionName: string }) {
  const t = useT();
  const mounted = useMounted();
  const queryClient = useQueryClient();
  const { data: legal, isError } = useQuery(buyerLegalQuery(companyId, divisionId));
  const [giving, setGiving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const titleId = `division-${divisionId}-legal-title`;

  async function backToCompany() {
    const now = await removeDivisionLegal(companyId, divisionId);
    queryClient.setQueryData(buyerLegalQuery(companyId, divisionId).queryKey, now);
    setGiving(false);
    toast.success(t('companies.legal.usingCompany'));
  }

  let body;
  if (legal && (legal.saved || giving)) {
    const start = legal.saved ? legal : queryClient.getQueryData(buyerLegalQuery(companyId, null).queryKey);
    body = (
      <>
        <LegalForm
          key={JSON.stringify(legal)}
          companyId={companyId}
          divisionId={divisionId}
          idPrefix={`division-${divisionId}-legal`}
          initial={draftFromLegal(start)}
          onCancel={legal.saved ? undefined : () => setGiving(false)}
        />
        {legal.saved ? (
          <Button
            variant="outline-danger"
            size="sm"
            className="mt-2"
            disabled={!mounted}
            onClick={() => setConfirming(true)}
            aria-label={`${t('companies.legal.useCompany')}: ${divisionName}`}
            data-testid="legal-use-company"
          >
            {t('companies.legal.useCompany')}
          </Button>
        ) : null}
        {confirming ? (
          <ConfirmModal
            title={t('companies.legal.useCompanyTitle')}
            message={t('companies.legal.useCompanyMessage')}
            confirmLabel={t('companies.legal.useCompany')}
            onConfirm={backToCompany}
            onClose={() => setConfirming(false)}
          />
        ) : null}
      </>
    );
  } else if (legal) {
    body = (
      <div className="d-flex flex-wrap align-items-center gap-2">
        <p className="small text-body-secondary mb-0 me-auto" data-testid="legal-uses-company">
          {t('companies.legal.usesCompany')}
        </p>
        <Button variant="outline-secondary" size="sm" disabled={!mounted} onClick={() => setGiving(true)} aria-label={`${t('companies.legal.giveOwn')}: ${divisionName}`} data-testid="legal-give-own">
          {t('companies.legal.giveOwn')}
        </Button>
      </div>
    );
  } else if (isError) {
    body = <p className="small text-danger mb-0">{t('companies.legal.loadFailed')}</p>;
  } else {
    body = <Loading className="small" />;
  }
  return (
    <section className="mt-3 pt-3 border-top" aria-labelledby={titleId} data-testid="division-legal">
      <h3 id={titleId} className="h6">
        {t('companies.legal.title')}
      </h3>
      {body}
    </section>
  );
}
