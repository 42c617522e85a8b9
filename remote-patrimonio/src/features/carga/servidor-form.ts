import {
  type CreateServidorBody,
  CreateServidorBodySchema,
  formatCpfCnpj,
  type Servidor,
  type UpdateServidorBody,
  UpdateServidorBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import * as v from 'valibot';

/**
 * A servidor of the carga patrimonial (decision 051): name, matrícula, cargo and CPF. The API answers the
 * CPF only to who may maintain the register (custody:update), the same rule as the writes: whoever sees
 * this form was answered the CPF.
 */
export type ServidorFormValues = { nome?: string; matricula?: string; cargo?: string; cpf?: string };

export const servidorToValues = (s: Servidor): ServidorFormValues => ({
  nome: s.nome,
  matricula: s.matricula ?? '',
  cargo: s.cargo ?? '',
  cpf: s.cpf ? formatCpfCnpj(s.cpf) : '',
});

/**
 * The form's values as the body of POST …/create (support names the client) or PUT …/{id}, or the issues
 * to show under the fields.
 */
export function toServidorBody(
  values: ServidorFormValues,
  target: { kind: 'create'; clienteId: string | null } | { kind: 'edit'; servidor: Servidor },
): { body: CreateServidorBody | UpdateServidorBody } | { issues: Issue[] } {
  const text = (x: string | undefined) => x?.trim() || null;
  const raw: Record<string, unknown> = {
    nome: values.nome?.trim() ?? '',
    matricula: text(values.matricula),
    cargo: text(values.cargo),
    cpf: text(values.cpf),
  };
  if (target.kind === 'edit') {
    // The login link is kept as it is: the edit never changes who the servidor is in the app.
    raw.user_id = target.servidor.user_id;
    const parsed = v.safeParse(UpdateServidorBodySchema, { ...raw, id: target.servidor.id });
    return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
  }
  const parsed = v.safeParse(
    CreateServidorBodySchema,
    target.clienteId ? { ...raw, cliente_id: target.clienteId } : raw,
  );
  return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
}
