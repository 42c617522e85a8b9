import { PublicoCpfCnpjParamsSchema } from '@gp/shared-contracts';
import * as v from 'valibot';

/**
 * The CPF/CNPJ of an entity as the public calls take it (shared-contracts' schema: mask or not, the
 * alphanumeric CNPJ too, check digits verified): its stored form, or the Portuguese reason it is refused.
 */
export function checkCpfCnpj(value: string): { ok: true; value: string } | { ok: false; message: string } {
  const parsed = v.safeParse(PublicoCpfCnpjParamsSchema, { cpf_cnpj: value });
  if (parsed.success) return { ok: true, value: parsed.output.cpf_cnpj };
  return { ok: false, message: parsed.issues[0].message };
}
