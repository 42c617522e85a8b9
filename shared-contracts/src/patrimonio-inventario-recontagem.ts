import * as v from 'valibot';
import { UuidSchema } from './common.js';
import { NamedRefSchema, optionalUuid, requiredUuid } from './patrimonio-common.js';
import { SalaRefSchema } from './patrimonio-inventario.js';

/**
 * The second count of a place with divergences and the president's tie-break (docs/domain.md,
 * "Inventário"; decision 070): another member of the commission counts the sala (or the setor) again;
 * where the two counts disagree on an asset, the president decides which stands.
 */
export const ESTADOS_RECONTAGEM = ['aberta', 'concluida'] as const;
export type EstadoRecontagem = (typeof ESTADOS_RECONTAGEM)[number];
export const ESTADO_RECONTAGEM_LABELS: Record<EstadoRecontagem, string> = {
  aberta: 'Em recontagem',
  concluida: 'Concluída',
};

/** Ask a second count: the sala (or a setor counted without salas) and the member who counts it. */
export const CreateRecontagemBodySchema = v.pipe(
  v.object({
    setor_id: optionalUuid('Setor'),
    sala_id: optionalUuid('Sala'),
    servidor_id: requiredUuid('o membro da comissão que fará a segunda contagem'),
  }),
  v.forward(
    v.check((b) => Boolean(b.sala_id || b.setor_id), 'Informe a sala (ou o setor) a contar de novo.'),
    ['sala_id'],
  ),
);
export type CreateRecontagemBody = v.InferOutput<typeof CreateRecontagemBodySchema>;

export const RecontagemParamsSchema = v.object({ id: UuidSchema, recontagemId: UuidSchema });

const ServidorRefSchema = v.object({ id: v.string(), nome: v.string() });

export const RecontagemSchema = v.object({
  id: v.string(),
  setor: v.nullable(NamedRefSchema),
  sala: v.nullable(SalaRefSchema),
  servidor: ServidorRefSchema,
  estado: v.picklist(ESTADOS_RECONTAGEM),
  pedido_por: v.nullable(NamedRefSchema),
  pedido_em: v.string(),
  concluido_em: v.nullable(v.string()),
  /** Conclude it: the named member, the president or inventories:update, while both are open. */
  acoes: v.object({ concluir: v.boolean() }),
});
export type Recontagem = v.InferOutput<typeof RecontagemSchema>;

/** What one count found of an asset in the recounted place: where and in which state, or not found. */
const ContagemDoBemSchema = v.nullable(
  v.object({
    setor: v.nullable(NamedRefSchema),
    sala: v.nullable(SalaRefSchema),
    estado_conservacao: v.nullable(v.string()),
    contado_em: v.string(),
  }),
);

/** An asset the two counts disagree on, with the president's decision (null: waiting). */
export const EmpateSchema = v.object({
  bem: v.object({ id: v.string(), CodigoBEM: v.number(), descricao: v.string() }),
  primeira: ContagemDoBemSchema,
  segunda: ContagemDoBemSchema,
  decisao: v.nullable(v.picklist([1, 2] as const)),
  decidido_por: v.nullable(NamedRefSchema),
  decidido_em: v.nullable(v.string()),
});
export type Empate = v.InferOutput<typeof EmpateSchema>;

export const RecontagensSchema = v.object({
  recontagens: v.array(RecontagemSchema),
  empates: v.array(EmpateSchema),
  /** Ties still waiting for the president: the closing waits for them. */
  empates_pendentes: v.number(),
});
export type Recontagens = v.InferOutput<typeof RecontagensSchema>;

export const EmpateParamsSchema = v.object({ id: UuidSchema, bemId: UuidSchema });

export const DecidirEmpateBodySchema = v.object({
  rodada: v.picklist([1, 2] as const, 'Rodada: use 1 (vale a 1ª contagem) ou 2 (vale a 2ª contagem).'),
});
export type DecidirEmpateBody = v.InferOutput<typeof DecidirEmpateBodySchema>;
