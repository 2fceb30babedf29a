import { staffRuleAllows, type Route, type StaffRole } from '@livefully/contracts/routes';
import { useSession } from '../api/get-session';

/**
 * The signed-in member's role, as the server answered the session (docs/roles.md); undefined
 * while unknown (a gateway without the session route answers none).
 */
export function useStaffRole(): StaffRole | null | undefined {
  return useSession().data?.user.role;
}

/**
 * Whether the member's role lets them call a route, by the route's rule from the operation
 * table, so the admin area hides what the role cannot do. Only a hint: the server refuses
 * anyway. With the role unknown nothing is hidden, and each call is checked as ever.
 */
export function useMayCall(): (route: Route, own?: boolean) => boolean {
  const role = useStaffRole();
  return (route, own = false) => !route.staff || role === undefined || staffRuleAllows(route.staff, role, own);
}
