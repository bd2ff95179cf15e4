import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { screenComponent } from './screens';

// The server answers first loads of '/' and unknown paths with a redirect itself. These cover client-side
// navigation, and they redirect in an effect so a server render never meets <Navigate> in a StaticRouter.

export function RedirectTo({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigate(to, { replace: true });
  }, [navigate, to]);
  return null;
}

/** Shows the 404 page at once, then moves the address to /404 as the server would have. */
export function UnknownPath() {
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/404', { replace: true });
  }, [navigate]);
  const NotFound = screenComponent('notFound');
  return <NotFound path="/404" />;
}
