import {
  type CreateNcmBody,
  CreateNcmBodySchema,
  type Ncm,
  type UpdateNcmBody,
  UpdateNcmBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import * as v from 'valibot';

/** An NCM reference (docs/domain.md, "Bens e categorias"): 8-digit code, description, suggested category and annual rate (%). */
export type NcmFormValues = {
  /** Masked: 0000.00.00. */
  codigo?: string;
  descricao?: string;
  categoria_id?: string | null;
  /** As typed: "10", "6,67". */
  taxa_depreciacao?: string | null;
};

export const formatNcm = (codigo: string) => codigo.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3');

export const ncmToValues = (n: Ncm): NcmFormValues => ({
  codigo: formatNcm(n.codigo),
  descricao: n.descricao,
  categoria_id: n.categoria_id,
  taxa_depreciacao: n.taxa_depreciacao?.replace('.', ',') ?? null,
});

/** The form's values as the body of POST /refncm/create (support names the client) or PUT /refncm/{id}. */
export function toNcmBody(
  values: NcmFormValues,
  target: { kind: 'create'; clienteId: string | null } | { kind: 'edit'; id: string },
): { body: CreateNcmBody | UpdateNcmBody } | { issues: Issue[] } {
  const taxa = (values.taxa_depreciacao ?? '').trim().replace(',', '.');
  const raw = {
    codigo: values.codigo ?? '',
    descricao: values.descricao ?? '',
    categoria_id: values.categoria_id ?? null,
    taxa_depreciacao: taxa === '' ? null : taxa,
  };
  const parsed =
    target.kind === 'edit'
      ? v.safeParse(UpdateNcmBodySchema, { ...raw, id: target.id })
      : v.safeParse(CreateNcmBodySchema, target.clienteId ? { ...raw, cliente_id: target.clienteId } : raw);
  if (!parsed.success) return { issues: schemaIssues(parsed.issues) };
  return { body: parsed.output };
}
