import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { watchSessionExpiry } from './features/auth/session-expiry';
import { queryClient } from './lib/query-client';
import { router } from './router';
import './styles/theme.css';

watchSessionExpiry(queryClient, (to) => void router.navigate(to, { replace: true }));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
