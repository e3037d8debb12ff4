import { createContext, useContext } from 'react';

/** The request's CSP nonce, provided by entry.server.tsx (empty in the browser). */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
