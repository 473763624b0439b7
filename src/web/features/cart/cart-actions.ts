import { toast } from '@web/lib/toast';
import { cart, type CartLine } from './cart-store';

// The cart changes a person makes, with their toasts (docs/product.md#cart).

export function addToCart(item: Omit<CartLine, 'id'>): boolean {
  try {
    cart.add(item);
    toast.success('Item adicionado ao carrinho!');
    return true;
  } catch {
    toast.error('Erro ao adicionar item ao carrinho.');
    return false;
  }
}

export function removeFromCart(id: string) {
  try {
    cart.remove(id);
    toast.info('Item removido do carrinho');
  } catch {
    toast.error('Erro ao remover item do carrinho.');
  }
}

export function changeQuantity(id: string, quantity: number) {
  try {
    cart.setQuantity(id, quantity);
  } catch {
    toast.error('Erro ao atualizar quantidade do item.');
  }
}

export function clearCart() {
  try {
    cart.clear();
    toast.info('Carrinho esvaziado');
  } catch {
    toast.error('Erro ao limpar o carrinho.');
  }
}
