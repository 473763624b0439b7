import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card } from '@web/components/ui/card';
import { useStoreInfo } from '../store-info/use-store-info';

/** The centred card every sign-in and sign-up screen shares. */
export function AuthCard({
  title,
  subtitle,
  children,
  footer,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const store = useStoreInfo();
  return (
    <main className="mx-auto flex min-h-[calc(100dvh-64px)] w-full max-w-md flex-col justify-center px-4 py-8">
      <Link to="/" className="mb-6 flex items-center justify-center gap-3">
        <img
          src={store.logoUrl || '/images/placeholder-food.webp'}
          alt=""
          width={48}
          height={48}
          className="size-12 rounded-full object-cover"
        />
        <span className="text-lg font-bold">{store.name}</span>
      </Link>
      <Card className="p-6">
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-muted">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </Card>
      {footer && <div className="mt-5 flex flex-col items-center gap-2 text-sm text-muted">{footer}</div>}
    </main>
  );
}
