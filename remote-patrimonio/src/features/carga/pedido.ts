import {
  type CreateCautelaBody,
  CreateCautelaBodySchema,
  type CreateTransferenciaBody,
  CreateTransferenciaBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import type { Dayjs } from 'dayjs';
import * as v from 'valibot';

/**
 * The requests a clerk makes from an asset (decision 051): a cautela (the asset leaves for a while, to a
 * receiver, with reason, destination and expected return) or a transferência de responsabilidade (a new
 * servidor answers for it). Both wait for the receiver's aceite.
 */
export type PedidoTipo = 'cautela' | 'transferencia';

export type PedidoValues = {
  servidor_id?: string;
  motivo?: string;
  destino?: string;
  data_prevista_retorno?: Dayjs | null;
};

/** The form's values as the request's body (the shared schemas), or the issues under the fields. */
export function toPedidoBody(
  tipo: PedidoTipo,
  bemId: string,
  values: PedidoValues,
):
  | { tipo: 'cautela'; body: CreateCautelaBody }
  | { tipo: 'transferencia'; body: CreateTransferenciaBody }
  | { issues: Issue[] } {
  const motivo = values.motivo?.trim() ?? '';
  if (tipo === 'transferencia') {
    const parsed = v.safeParse(CreateTransferenciaBodySchema, {
      bempatrimonial_id: bemId,
      responsavel_id: values.servidor_id,
      motivo: motivo || null,
    });
    if (!parsed.success) return { issues: rename(schemaIssues(parsed.issues)) };
    return { tipo, body: parsed.output };
  }
  const parsed = v.safeParse(CreateCautelaBodySchema, {
    bempatrimonial_id: bemId,
    recebedor_id: values.servidor_id,
    motivo,
    destino: values.destino?.trim() ?? '',
    data_prevista_retorno: values.data_prevista_retorno?.format('YYYY-MM-DD'),
  });
  if (!parsed.success) return { issues: rename(schemaIssues(parsed.issues)) };
  return { tipo, body: parsed.output };
}

/** The receiver's field is one in the form (`servidor_id`), `recebedor_id` or `responsavel_id` in the API. */
const rename = (issues: Issue[]) =>
  issues.map((i) =>
    i.path === 'recebedor_id' || i.path === 'responsavel_id' ? { ...i, path: 'servidor_id' } : i,
  );
