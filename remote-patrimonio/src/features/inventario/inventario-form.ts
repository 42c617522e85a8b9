import {
  type CreateInventarioBody,
  CreateInventarioBodySchema,
  type EscopoInventario,
  type Inventario,
  type TipoInventario,
  type UpdateInventarioBody,
  UpdateInventarioBodySchema,
} from '@gp/shared-contracts';
import { type Issue, schemaIssues } from '@gp/shared-ui';
import dayjs, { type Dayjs } from 'dayjs';
import * as v from 'valibot';

/**
 * A campaign as its dialog edits it (decision 063): the commission as the servidores chosen and which
 * of them presides; the dates as the pickers hold them. Kind and unit are chosen once, when opening.
 */
export type InventarioFormValues = {
  titulo?: string;
  tipo?: TipoInventario;
  escopo?: EscopoInventario;
  secretaria_id?: string;
  setor_id?: string;
  sala_id?: string;
  contagem_cega?: boolean;
  responsavel_saida_id?: string | null;
  responsavel_entrada_id?: string | null;
  portaria_numero?: string;
  portaria_data?: Dayjs | null;
  data_abertura?: Dayjs | null;
  data_prevista_encerramento?: Dayjs | null;
  membros?: string[];
  presidente_id?: string;
};

export const inventarioToValues = (i: Inventario): InventarioFormValues => ({
  titulo: i.titulo,
  tipo: i.tipo,
  escopo: i.escopo,
  secretaria_id: i.secretaria?.id,
  setor_id: i.setor?.id,
  sala_id: i.sala?.id,
  contagem_cega: i.contagem_cega,
  responsavel_saida_id: i.responsavel_saida?.id ?? null,
  responsavel_entrada_id: i.responsavel_entrada?.id ?? null,
  portaria_numero: i.portaria_numero,
  portaria_data: dayjs(i.portaria_data),
  data_abertura: dayjs(i.data_abertura),
  data_prevista_encerramento: dayjs(i.data_prevista_encerramento),
  membros: i.comissao.filter((m) => !m.presidente).map((m) => m.servidor.id),
  presidente_id: i.comissao.find((m) => m.presidente)?.servidor.id,
});

const isoDay = (d: Dayjs | null | undefined) => d?.format('YYYY-MM-DD');

/**
 * The dialog's values as the body of POST /patrimonio/inventario/create (the unit's id of the chosen
 * level only; support names the client) or PUT …/{id}, or the issues under the fields. The commission
 * is each chosen servidor, the president marked; the checks are the shared schema's.
 */
export function toInventarioBody(
  values: InventarioFormValues,
  target: { kind: 'create'; clienteId: string | null } | { kind: 'edit'; id: string },
): { body: CreateInventarioBody | UpdateInventarioBody } | { issues: Issue[] } {
  const membros = values.membros ?? [];
  // The president is one of the members: chosen apart, added when missing.
  const ids =
    values.presidente_id && !membros.includes(values.presidente_id)
      ? [values.presidente_id, ...membros]
      : membros;
  const common = {
    titulo: values.titulo ?? '',
    contagem_cega: values.contagem_cega ?? false,
    responsavel_saida_id: values.responsavel_saida_id || null,
    responsavel_entrada_id: values.responsavel_entrada_id || null,
    portaria_numero: values.portaria_numero ?? '',
    portaria_data: isoDay(values.portaria_data),
    data_abertura: isoDay(values.data_abertura),
    data_prevista_encerramento: isoDay(values.data_prevista_encerramento),
    comissao: ids.map((servidor_id) => ({ servidor_id, presidente: servidor_id === values.presidente_id })),
  };
  if (target.kind === 'edit') {
    const parsed = v.safeParse(UpdateInventarioBodySchema, { ...common, id: target.id });
    return parsed.success ? { body: parsed.output } : { issues: issuesOf(parsed.issues) };
  }
  const escopo = values.escopo;
  const raw = {
    ...common,
    tipo: values.tipo,
    escopo,
    secretaria_id: escopo === 'secretaria' ? values.secretaria_id : undefined,
    setor_id: escopo === 'setor' ? values.setor_id : undefined,
    sala_id: escopo === 'sala' ? values.sala_id : undefined,
    ...(target.clienteId ? { cliente_id: target.clienteId } : {}),
  };
  const parsed = v.safeParse(CreateInventarioBodySchema, raw);
  return parsed.success ? { body: parsed.output } : { issues: issuesOf(parsed.issues) };
}

/** The commission's issues shown under the members' field (the form has no `comissao` field). */
const issuesOf = (issues: Parameters<typeof schemaIssues>[0]): Issue[] =>
  schemaIssues(issues).map((i) => (i.path.startsWith('comissao') ? { ...i, path: 'membros' } : i));
