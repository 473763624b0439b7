import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';

export function NotFoundPage() {
  const location = useLocation();
  useEffect(() => {
    console.error('404: rota inexistente acessada:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[70dvh] flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-6xl font-extrabold text-primary">404</h1>
      <p className="text-lg text-muted">Oops! Page not found</p>
      <Link to="/" className="font-semibold text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </main>
  );
}
