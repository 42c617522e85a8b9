import {
  type CreateSalaBody,
  CreateSalaBodySchema,
  type Sala,
  type UpdateSalaBody,
  UpdateSalaBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import * as v from 'valibot';

/** A sala as its dialog edits it; the secretaria only narrows the setores offered (not sent). */
export type SalaFormValues = {
  secretaria_id?: string;
  setor_id?: string;
  codigo?: string;
  nome?: string;
  descricao?: string;
};

export const salaToValues = (s: Sala): SalaFormValues => ({
  secretaria_id: s.secretaria.id,
  setor_id: s.setor.id,
  codigo: s.codigo,
  nome: s.nome,
  descricao: s.descricao ?? '',
});

/**
 * The dialog's values as the body of POST /patrimonio/salas/create (support names the client) or
 * PUT …/{id}, or the issues to show under the fields (the shared schema's messages).
 */
export function toSalaBody(
  values: SalaFormValues,
  target: { kind: 'create'; clienteId: string | null } | { kind: 'edit'; id: string },
): { body: CreateSalaBody | UpdateSalaBody } | { issues: Issue[] } {
  const raw = {
    setor_id: values.setor_id ?? '',
    codigo: values.codigo ?? '',
    nome: values.nome ?? '',
    descricao: values.descricao?.trim() || null,
  };
  const parsed =
    target.kind === 'edit'
      ? v.safeParse(UpdateSalaBodySchema, { ...raw, id: target.id })
      : v.safeParse(CreateSalaBodySchema, target.clienteId ? { ...raw, cliente_id: target.clienteId } : raw);
  return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
}
