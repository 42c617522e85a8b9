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
 * A servidor of the carga patrimonial (decision 051): name, matrícula, cargo, CPF and the login he is
 * (`user_id`, empty: a servant without login). The API answers the CPF only to who may maintain the
 * register (custody:update), the same rule as the writes: whoever sees this form was answered the CPF.
 */
export type ServidorFormValues = {
  nome?: string;
  matricula?: string;
  cargo?: string;
  cpf?: string;
  user_id?: string | null;
};

export const servidorToValues = (s: Servidor): ServidorFormValues => ({
  nome: s.nome,
  matricula: s.matricula ?? '',
  cargo: s.cargo ?? '',
  cpf: s.cpf ? formatCpfCnpj(s.cpf) : '',
  user_id: s.user_id ?? undefined,
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
    // The select cleared (undefined) unlinks: the servidor is then one without login.
    user_id: values.user_id || null,
  };
  if (target.kind === 'edit') {
    const parsed = v.safeParse(UpdateServidorBodySchema, { ...raw, id: target.servidor.id });
    return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
  }
  const parsed = v.safeParse(
    CreateServidorBodySchema,
    target.clienteId ? { ...raw, cliente_id: target.clienteId } : raw,
  );
  return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
}
