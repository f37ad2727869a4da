import { Navigate, useLocation } from 'react-router';

/** Sends an old spelling of a page's URL to the page's one URL, keeping the query string and hash. */
export function RedirectTo({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
