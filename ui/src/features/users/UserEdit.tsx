import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { companyOptionsQuery } from '../../shared/company/api';
import { useT } from '../../shared/i18n';
import { useLinkClick, useNotFoundRedirect } from '../../shared/routing';
import { Alert, Card, Loading } from '../../shared/ui';
import { AccountForm } from './AccountForm';
import { accountQuery, businessRolesQuery, rolesQuery } from './api';
import { USERS_PATH } from './paths';

/**
 * /app/users/add and /app/users/{userId} (docs/accounts.md): the user form. The server primes the companies, roles,
 * business roles and (on edit) the account; a client-side visit fetches them.
 */
export function UserEdit() {
  const t = useT();
  const onLinkClick = useLinkClick();
  const { userId } = useParams();
  const companies = useQuery(companyOptionsQuery);
  const roles = useQuery(rolesQuery);
  const businessRoles = useQuery(businessRolesQuery);
  // The route /app/users/add has no :userId, so there is nothing to fetch there.
  const account = useQuery({ ...accountQuery(userId ?? ''), enabled: userId !== undefined });
  const adding = userId === undefined;
  const missing = useNotFoundRedirect(account.error);

  let body;
  if (missing) return null;
  if (companies.data && roles.data && businessRoles.data && (adding || account.data)) {
    body = (
      <AccountForm
        // A fresh form (fresh state) per account.
        key={account.data?.id ?? 'new'}
        account={adding ? null : (account.data ?? null)}
        companies={companies.data}
        roles={roles.data}
        businessRoles={businessRoles.data}
      />
    );
  } else if (companies.isError || roles.isError || businessRoles.isError || account.isError) {
    // The error toast says what went wrong; this says why the form is missing.
    body = <Alert>{t('users.edit.loadFailed')}</Alert>;
  } else {
    body = <Loading className="mb-0" />;
  }

  return (
    <div className="user-edit" data-testid="user-edit">
      <p className="mb-2">
        <a href={USERS_PATH} onClick={onLinkClick} data-testid="back-to-users">
          {t('users.edit.back')}
        </a>
      </p>
      <Card className="edit-card">
        <h1 className="card-title h4 mb-3">{adding ? t('users.edit.addTitle') : t('users.edit.editTitle')}</h1>
        {body}
      </Card>
    </div>
  );
}
