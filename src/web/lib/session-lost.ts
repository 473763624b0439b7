// The signed-in person's session ended on the server (expired, signed out elsewhere, password
// changed): whoever notices reports it here, and the auth feature tells the person and sends
// them to sign in again (docs/product.md#session-expiry).
type Listener = () => void;
const listeners = new Set<Listener>();

export function reportSessionLost(): void {
  for (const l of listeners) l();
}

export function onSessionLost(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
