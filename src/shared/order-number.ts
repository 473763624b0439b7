/** The order number people read and say ("Pedido #3f2a9c1b"): the first 8 characters of its id. */
export const shortOrderId = (id: string) => id.slice(0, 8);
