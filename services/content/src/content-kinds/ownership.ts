import { articledRole, ErrorCode, staffRuleAllows, staffRuleOf, type Actor, type ServiceOperation } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';

/**
 * The service's half of an ownership rule (docs/roles.md): the gateway let the actor in by the
 * route's least role; only the service knows whose the item is. The rule is the operation
 * table's own, so the two halves cannot drift apart. An actor without a role (a message from
 * before roles) counts as the least.
 */
export function requireOwnership(op: ServiceOperation, actor: Actor, ownerUid: string | null, kind: string): void {
  const rule = op.http ? staffRuleOf(op.http) : undefined;
  if (!rule?.others) return;
  const own = ownerUid !== null && ownerUid === actor.uid;
  if (staffRuleAllows(rule, actor.role ?? 'contributor', own)) return;
  throw rpcError(
    ErrorCode.RoleTooLow,
    `This ${kind} is someone else's: changing it needs the ${rule.others} role or above; you are ${articledRole(actor.role ?? 'contributor')}.`,
  );
}
