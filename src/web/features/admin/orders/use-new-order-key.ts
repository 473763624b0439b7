import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/** Where typing happens: a key there is text, not a shortcut. */
const typing = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));

/** 'N' on the orders screen opens 'Novo pedido' (docs/product.md#phone-and-counter-orders): the phone rings, one key. */
export function useNewOrderKey() {
  const navigate = useNavigate();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() !== 'n' || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      if (document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      void navigate('/admin/orders/new');
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);
}
