import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SIGN_IN_PATH, passwordChangeProblem } from '../../shared/auth';
import { LanguageSwitcher, useT } from '../../shared/i18n';
import { usePayload } from '../../shared/payload';
import { Alert, Button, Card, Field, Spinner } from '../../shared/ui';
import { ChangePasswordButton } from './ChangePasswordButton';
import { confirmPasswordReset, passwordResetQuery, requestPasswordReset } from './api';

/*
 * The forgotten password (docs/accounts.md), public pages drawn alone like the sign-in. With mail configured the
 * first sends a link to the address given, and the second, opened from that link, sets the new password. Without
 * mail, the first says to ask the provider's administrator (and a signed-in reader may change it themselves).
 */

function Frame({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  const { brand } = usePayload();
  const t = useT();
  return (
    <main className="signin-page d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary p-3">
      <Card className="signin-card shadow-sm">
        <div className="d-flex justify-content-end">
          <LanguageSwitcher buttonClassName="btn-outline-secondary" />
        </div>
        <p className="text-center fs-3 fw-semibold mb-1">{brand}</p>
        <h1 className="h5 text-center mb-3" data-testid={testId}>
          {title}
        </h1>
        {children}
        <p className="small text-center mt-3 mb-0">
          <a href={SIGN_IN_PATH}>{t('account.backToSignin')}</a>
        </p>
      </Card>
    </main>
  );
}

/** /pages/forgot-password */
export function ForgotPasswordPage() {
  const t = useT();
  const { user } = usePayload();
  const { data } = useQuery(passwordResetQuery);
  if (data?.available) {
    return (
      <Frame title={t('account.forgotTitle')} testId="forgot-password-page">
        <ForgotForm />
      </Frame>
    );
  }
  return (
    <Frame title={t('account.forgotTitle')} testId="forgot-password-page">
      <p data-testid="forgot-ask-admin">{t('account.forgotBody')}</p>
      {user ? (
        <>
          <p>{t('account.forgotSignedIn')}</p>
          <ChangePasswordButton />
        </>
      ) : null}
    </Frame>
  );
}

function ForgotForm() {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setPending(true);
    setProblem(null);
    const result = await requestPasswordReset(email);
    setPending(false);
    if (result.ok) setSent(true);
    else setProblem(result.message ?? t('toast.genericError'));
  }
  if (sent) {
    return (
      <p className="mb-0" role="status" data-testid="forgot-sent">
        {t('account.forgotSent')}
      </p>
    );
  }
  return (
    <form onSubmit={(e) => void onSubmit(e)}>
      <p className="text-body-secondary small">{t('account.forgotIntro')}</p>
      {problem ? <Alert>{problem}</Alert> : null}
      <Field id="forgot-email" name="email" type="email" label={t('account.forgotEmail')} autoComplete="username" required />
      <Button type="submit" className="w-100" disabled={pending} data-testid="forgot-submit">
        {pending ? <Spinner small className="me-2" /> : null}
        {t('account.forgotSubmit')}
      </Button>
    </form>
  );
}

/** /pages/reset-password?token=…: the link of the mail. */
export function ResetPasswordPage() {
  const t = useT();
  const { url } = usePayload();
  const token = new URLSearchParams(url.split('?')[1] ?? '').get('token') ?? '';
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('newPassword') ?? '');
    const confirm = String(form.get('newPasswordConfirm') ?? '');
    if (passwordChangeProblem(password, confirm)) {
      setProblem(t('account.passwordMismatch'));
      return;
    }
    setPending(true);
    setProblem(null);
    const result = await confirmPasswordReset(token, password, confirm);
    setPending(false);
    if (result.ok) setDone(true);
    else setProblem(result.message ?? t('toast.genericError'));
  }
  let body;
  if (!token) body = <p className="mb-0">{t('account.resetMissing')}</p>;
  else if (done)
    body = (
      <p className="mb-0" role="status" data-testid="reset-done">
        {t('account.resetDone')}
      </p>
    );
  else
    body = (
      <form onSubmit={(e) => void onSubmit(e)}>
        {problem ? <Alert>{problem}</Alert> : null}
        <Field id="reset-password" name="newPassword" type="password" label={t('account.newPassword')} autoComplete="new-password" required />
        <Field
          id="reset-password-confirm"
          name="newPasswordConfirm"
          type="password"
          label={t('account.confirmPassword')}
          autoComplete="new-password"
          required
        />
        <Button type="submit" className="w-100" disabled={pending} data-testid="reset-submit">
          {pending ? <Spinner small className="me-2" /> : null}
          {t('account.resetSubmit')}
        </Button>
      </form>
    );
  return (
    <Frame title={t('account.resetTitle')} testId="reset-password-page">
      {body}
    </Frame>
  );
}
