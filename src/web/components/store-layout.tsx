import { Outlet } from 'react-router';
import { SiteHeader } from './site-header';

export function StoreLayout() {
  return (
    <>
      <SiteHeader />
      <Outlet />
    </>
  );
}
