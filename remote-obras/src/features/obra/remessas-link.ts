import { canAccess, hasRule, type SessionSnapshot } from '@gp/shared-contracts';

/**
 * The remessas centre of the patrimônio area (decision 066), beside this one under the same parent (/app):
 * the works' TCE-SP AUDESP files are generated there. Offered only to who opens it (the menu's rule: the
 * patrimônio area and `remessas:read`, as the API enforces); null for anyone else.
 */
export function remessasHref(session: SessionSnapshot, home: string): string | null {
  const local = session.local;
  if (!local) return null;
  const grant = { flags: local.permissions, rules: local.rules };
  if (!canAccess('patrimonio', local.permissions) || !hasRule(grant, 'remessas:read')) return null;
  return `${home.slice(0, home.lastIndexOf('/'))}/patrimonio/prestacao-contas`;
}
