import { useEffect, useState, type FormEvent } from 'react';
import { LanguageSwitcher, useT, type Translate } from '../../shared/i18n';
import { clearAuth, HOME_PATH, safeReturnTo, SIGN_IN_PATH, type Profile } from '../../shared/auth';
import { usePayload } from '../../shared/payload';
import { Alert, Button, Card, Field, Spinner } from '../../shared/ui';
import { WEB_CLIENT, signIn, signOut, type SignInResult } from './api';

type Failure = Extract<SignInResult, { ok: false }>;

export function SignIn() {
  const { brand, url, user } = usePayload();
  // Visiting sign-in never signs out (a link from any site could do it): a signed-in visitor is told so and
  // signs out with a button (a POST). The payload's user is this page's only when the server rendered it;
  // the app comes here itself only after ending the session (a password change).
  const loadedHere = url.split(/[?#]/)[0].replace(/\/+$/, '') === SIGN_IN_PATH;
  const [signedIn, setSignedIn] = useState<Profile | null>(loadedHere ? user : null);
  if (signedIn) return <SignedIn brand={brand} profile={signedIn} onSignOut={() => setSignedIn(null)} />;
  return <SignInForm brand={brand} />;
}

function SignedIn({ brand, profile, onSignOut }: { brand: string; profile: Profile; onSignOut: () => void }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const name = `${profile.firstName} ${profile.lastName}`.trim() || profile.email;
  async function leave() {
    setPending(true);
    await signOut();
    onSignOut();
  }
  return (
    <main className="signin-page d-flex align-items-center justify-content-center min-vh-100 bg-body-tertiary p-3" data-testid="signin-signed-in">
      <Card className="signin-card shadow-sm">
        <p className="text-center fs-3 fw-semibold mb-1">{brand}</p>
        <h1 className="h5 text-center mb-3">{t('auth.title')}</h1>
        <p className="text-center" data-testid="signin-signed-in-as">
          {t('auth.signedInAs', { name, email: profile.email })}
        </p>
        <p className="text-body-secondary small text-center">{t('auth.signedInHint')}</p>
        <div className="d-flex gap-2 justify-content-center">
          <a className="btn btn-outline-secondary" href={HOME_PATH}>
            {t('auth.continue')}
          </a>
          <Button onClick={() => void leave()} disabled={pending} data-testid="signin-sign-out">
            {pending ? <Spinner small className="me-2" /> : null}
            {t('layout.signOut')}
          </Button>
        </div>
      </Card>
    </main>
  );
}

function SignInForm({ brand }: { brand: string }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  // Whatever token this browser kept belongs to a session the server no longer knows.
  useEffect(() => {
    clearAuth();
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('username') ?? '').trim();
    const password = String(form.get('password') ?? '');
    setPending(true);
    setFailure(null);
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
        {/* The forgotten-password page mails a link when the server sends mail, else says to ask the administrator. */}
        <p className="small text-center mt-3 mb-0">
          <a className="link-secondary" href="/pages/forgot-password" data-testid="signin-forgot">
            {t('auth.forgotPassword')}
          </a>
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
