import { articledRole, staffRuleOf, type HttpRoute } from '@livefully/contracts';

/**
 * What the API document says of a staff route (docs/roles.md): the least role as the
 * `x-staff-role` extension (and `x-staff-role-others` for anyone's item), and a sentence.
 */
export function staffAccessOf(http: HttpRoute): { extensions: Record<string, string>; sentence?: string } {
  const rule = staffRuleOf(http);
  if (!rule) return { extensions: {} };
  const least = `Staff: ${articledRole(rule.staff)} or above`;
  if (!rule.others) return { extensions: { 'x-staff-role': rule.staff }, sentence: `${least}.` };
  return {
    extensions: { 'x-staff-role': rule.staff, 'x-staff-role-others': rule.others },
    sentence: `${least} on their own item; ${articledRole(rule.others)} or above on anyone's.`,
  };
}
