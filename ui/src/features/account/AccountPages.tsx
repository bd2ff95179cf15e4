import type { ReactNode } from 'react';
import { isAdmin, useCurrentProfile } from '../../shared/auth';
import { useT } from '../../shared/i18n';
import { useLinkClick } from '../../shared/routing';
import { Card } from '../../shared/ui';
import { ChangePasswordButton } from './ChangePasswordButton';
import { MailChoices } from './MailChoices';
import { MyDivisions } from './MyDivisions';

/*
 * The signed-in account pages (docs/accounts.md): the profile (with the mail choices, docs/mail.md) and the pages that
 * say plainly what the provider's administrator does (accounts are made by them: there is no self sign-up). All are
 * drawn inside the layout; the forgotten password is in PasswordResetPages (public).
 */

function AccountCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card className="account-card">
      <h1 className="card-title h4 mb-3" data-testid={testId}>
        {title}
      </h1>
      {children}
    </Card>
  );
}

/** /pages/signup */
export function SignUpPage() {
  const t = useT();
  const admin = isAdmin(useCurrentProfile());
  const onLinkClick = useLinkClick();
  return (
    <AccountCard title={t('account.signupTitle')} testId="signup-page">
      <p>{t('account.signupBody')}</p>
      {admin ? (
        <a className="btn btn-primary" href="/app/users/add" onClick={onLinkClick}>
          {t('account.signupAdminAction')}
        </a>
      ) : (
        <p className="mb-0 text-body-secondary">{t('account.signupCustomer')}</p>
      )}
    </AccountCard>
  );
}

/** /pages/profile: what GET /api/profile says about the reader, their company's divisions, and the password change. */
export function ProfilePage() {
  const t = useT();
  const profile = useCurrentProfile();
  if (!profile) {
    return (
      <AccountCard title={t('account.profileTitle')} testId="profile-page">
        <p className="mb-0">{t('account.profileUnavailable')}</p>
      </AccountCard>
    );
  }
  const name = `${profile.firstName} ${profile.lastName}`.trim();
  return (
    <AccountCard title={t('account.profileTitle')} testId="profile-page">
      <dl className="row mb-4">
        <dt className="col-sm-4">{t('account.name')}</dt>
        <dd className="col-sm-8" data-testid="profile-name">
          {name}
        </dd>
        <dt className="col-sm-4">{t('account.email')}</dt>
        <dd className="col-sm-8" data-testid="profile-email">
          {profile.email}
        </dd>
        <dt className="col-sm-4">{t('account.company')}</dt>
        <dd className="col-sm-8" data-testid="profile-company">
          {profile.companyId === null ? t('account.noCompany') : (profile.companyName ?? t('account.companyRef', { id: profile.companyId }))}
          {profile.companyDivisionId === null ? null : (
            <span className="text-body-secondary">{` · ${profile.divisionName ?? t('account.divisionRef', { id: profile.companyDivisionId })}`}</span>
          )}
        </dd>
        <dt className="col-sm-4">{t('account.roles')}</dt>
        <dd className="col-sm-8" data-testid="profile-roles">
          {profile.roles.length === 0
            ? t('account.noRoles')
            : profile.roles.map((role) => (
                <span key={role} className="badge text-bg-secondary me-1">
                  {role}
                </span>
              ))}
        </dd>
        <dt className="col-sm-4">{t('account.businessRoles')}</dt>
        <dd className="col-sm-8" data-testid="profile-business-roles">
          {(profile.businessRoles ?? []).length === 0
            ? t('account.noRoles')
            : (profile.businessRoles ?? []).map((role) => (
                <span key={role} className="badge text-bg-light border me-1">
                  {role}
                </span>
              ))}
        </dd>
      </dl>
      {profile.companyId === null ? null : <MyDivisions ownDivisionId={profile.companyDivisionId} />}
      <MailChoices admin={isAdmin(profile)} />
      <ChangePasswordButton />
    </AccountCard>
  );
}
