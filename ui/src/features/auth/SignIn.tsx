import { useEffect, useRef, useState, type FormEvent } from 'react';
import { LanguageSwitcher, useT, type Translate } from '../../shared/i18n';
import { clearAuth, safeReturnTo, SIGN_IN_PATH } from '../../shared/auth';
import { usePayload } from '../../shared/payload';
import { Alert, Button, Card, Field, Spinner } from '../../shared/ui';
import { WEB_CLIENT, endSession, signIn, type SignInResult } from './api';

type Failure = Extract<SignInResult, { ok: false }>;

export function SignIn() {
  const t = useT();
  const { brand, url } = usePayload();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const leaving = useRef<Promise<void> | null>(null);

  // Visiting sign-in signs out (docs/accounts.md). When this page was loaded from the server, the server has ended
  // the session already. When the app navigated here (after a password change) the session is still alive,
  // so end it; a sign-in waits for that, since its answer clears the session cookie.
  useEffect(() => {
    const loadedHere = url.split(/[?#]/)[0].replace(/\/+$/, '') === SIGN_IN_PATH;
    if (!loadedHere) leaving.current = endSession();
    clearAuth();
  }, [url]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setPending(true);
    setFailure(null);
    if (leaving.current) await leaving.current;
    const result = await signIn(email, password);
    if (result.ok) {
      // A full load, so the next page is rendered by the server with the new session cookie.
      window.location.assign(safeReturnTo(new URLSearchParams(window.location.search).get('returnTo')));
      return;
    }
    setFailure(result);
    setPending(false);
  }

  return (
    <main className="signin-page d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary p-3">
      <Card className="signin-card shadow-sm">
        <div className="d-flex justify-content-end">
          <LanguageSwitcher buttonClassName="btn-outline-secondary" />
        </div>
        <p className="text-center fs-3 fw-semibold mb-1">{brand}</p>
        <h1 className="h5 text-center mb-3">{t('auth.title')}</h1>
        <p className="text-body-secondary small text-center">{t('auth.prompt')}</p>
        {failure ? <Alert>{failureText(failure, t)}</Alert> : null}
        {/* Without JS the browser posts this form itself; with JS it is sent by fetch. */}
        <form method="post" action="/connect/token" onSubmit={onSubmit}>
          <input type="hidden" name="grant_type" value="password" />
          <input type="hidden" name="client_id" value={WEB_CLIENT.id} />
          <input type="hidden" name="client_secret" value={WEB_CLIENT.secret} />
          <input type="hidden" name="scope" value={WEB_CLIENT.scope} />
          <Field id="signin-email" name="username" type="email" label={t('auth.email')} autoComplete="username" required />
          <Field id="signin-password" name="password" type="password" label={t('auth.password')} autoComplete="current-password" required />
          <Button type="submit" className="w-100" disabled={pending}>
            {pending ? <Spinner small className="me-2" /> : null}
            {pending ? t('auth.submitting') : t('auth.submit')}
          </Button>
        </form>
        {/* Self-hosted: no mail to send a reset link with; the admin's user screen sets a new password. */}
        <p className="small text-body-secondary text-center mt-3 mb-0" data-testid="signin-forgot">
          {t('auth.forgotPassword')}
        </p>
      </Card>
    </main>
  );
}

function failureText(failure: Failure, t: Translate): string {
  switch (failure.reason) {
    case 'invalid':
      return t('auth.errorInvalid');
    case 'throttled':
      return failure.retryAfterSecs ? t('auth.errorThrottledSeconds', { count: failure.retryAfterSecs }) : t('auth.errorThrottled');
    case 'failed':
      return t('auth.errorFailed');
  }
}
