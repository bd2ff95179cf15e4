import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Card, Loading } from '../../shared/ui';
import { companyQuery } from './api';
import { CompanyForm } from './CompanyForm';
import { Divisions } from './Divisions';
import { CompanyLegal } from './LegalDetails';
import { COMPANIES_PATH } from './paths';

/**
 * /app/companies/add and /app/companies/{companyId} (docs/companies.md): the company's fields, and on edit its
 * legal details for invoices and its divisions, each saved on its own. The server primes the company on edit; a client-side visit fetches it.
 */
export function CompanyEdit() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const { companyId } = useParams();
  const adding = companyId === undefined;
  const { data: company, isError, error } = useQuery({ ...companyQuery(companyId ?? ''), enabled: !adding });
  if (useNotFoundRedirect(error)) return null;

  let body;
  if (adding || company) {
    body = (
      <>
        <Card className="edit-card mb-3">
          <h1 className="card-title h4 mb-3">{adding ? t('companies.edit.addTitle') : t('companies.edit.editTitle')}</h1>
          <CompanyForm key={company?.id ?? 'new'} company={company ?? null} />
        </Card>
        {company ? (
          <>
            <CompanyLegal companyId={company.id} />
            <Divisions company={company} />
          </>
        ) : (
          <p className="text-body-secondary" data-testid="divisions-after-save">
            {t('companies.edit.divisionsAfterSave')}
          </p>
        )}
      </>
    );
  } else if (isError) {
    body = <Alert>{t('companies.edit.loadFailed')}</Alert>;
  } else {
    body = <Loading />;
  }

  return (
    <div className="company-edit" data-testid="company-edit">
      <p className="mb-2">
        <a href={COMPANIES_PATH} onClick={onLinkClick} data-testid="back-to-companies">
          {t('companies.edit.back')}
        </a>
      </p>
      {body}
    </div>
  );
}
