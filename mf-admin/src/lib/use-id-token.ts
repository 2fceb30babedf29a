import { useAuth } from '@livefully/web-kit';

/** The bearer every /api/admin call sends; the access gate renders nothing below it without one. */
export function useIdToken(): string {
  return useAuth().idToken ?? '';
}
