import * as v from 'valibot';

/**
 * Trabalhos: long work that outlives a request (a depreciation run, a large export), kept in the database
 * and run by the API's job queue (docs/api.md, "Trabalhos"). Any API process shows its state, progress,
 * result and error.
 */

/** What a job does. A new area adds its kind here and registers its handler in the API. */
export const TIPOS_TRABALHO = [
  'depreciacao',
  'exportacao',
  'limpeza',
  'implantacao',
  'relatorio-trimestral',
  'email',
  'remessa',
] as const;
export type TipoTrabalho = (typeof TIPOS_TRABALHO)[number];
export const TIPO_TRABALHO_LABELS: Record<TipoTrabalho, string> = {
  depreciacao: 'Processamento da depreciação',
  exportacao: 'Exportação',
  limpeza: 'Limpeza noturna',
  implantacao: 'Implantação do cadastro de bens',
  email: 'Envio de e-mail',
  'relatorio-trimestral': 'Relatório trimestral da obra',
  remessa: 'Remessa ao tribunal de contas',
};

/** A job's state: queued, running, done, failed, cancelled. */
export const ESTADOS_TRABALHO = ['na_fila', 'executando', 'concluido', 'falhou', 'cancelado'] as const;
export type EstadoTrabalho = (typeof ESTADOS_TRABALHO)[number];
export const ESTADO_TRABALHO_LABELS: Record<EstadoTrabalho, string> = {
  na_fila: 'Na fila',
  executando: 'Executando',
  concluido: 'Concluído',
  falhou: 'Falhou',
  cancelado: 'Cancelado',
};
/** The states a job leaves no more. */
export const ESTADOS_TRABALHO_FINAIS: readonly EstadoTrabalho[] = ['concluido', 'falhou', 'cancelado'];

export const TrabalhoSchema = v.object({
  id: v.string(),
  tipo: v.picklist(TIPOS_TRABALHO),
  /** What the job is about, for the panel (e.g. "Depreciação de 03/2026"). */
  titulo: v.string(),
  cliente_id: v.nullable(v.string()),
  estado: v.picklist(ESTADOS_TRABALHO),
  progresso: v.object({
    feito: v.number(),
    /** Null while the job does not know how much there is. */
    total: v.nullable(v.number()),
    mensagem: v.nullable(v.string()),
  }),
  /** What a finished job gave: a file to download (its link, until it expires) and/or a count. */
  resultado: v.nullable(
    v.object({
      quantidade: v.nullable(v.number()),
      arquivo: v.nullable(
        v.object({
          nome: v.string(),
          tamanho: v.number(),
          /** The API path that downloads it (GET, with the caller's token). */
          link: v.string(),
          expira_em: v.string(),
        }),
      ),
    }),
  ),
  /** Why it failed, in words for the user (the cause is in the API's log, with the request id). */
  erro: v.nullable(v.string()),
  criado_em: v.string(),
  iniciado_em: v.nullable(v.string()),
  terminado_em: v.nullable(v.string()),
});
export type Trabalho = v.InferOutput<typeof TrabalhoSchema>;

export const TrabalhosQuerySchema = v.object({
  tipo: v.optional(
    v.picklist(TIPOS_TRABALHO, `Tipo de trabalho desconhecido: use ${TIPOS_TRABALHO.join(', ')}.`),
  ),
});
export type TrabalhosQuery = v.InferOutput<typeof TrabalhosQuerySchema>;

/** The caller's latest jobs, newest first. */
export const TrabalhosListSchema = v.object({ data: v.array(TrabalhoSchema) });
export type TrabalhosList = v.InferOutput<typeof TrabalhosListSchema>;

/** The percentage of a job's progress, or null while it does not know its total (the panel and the screens). */
export function progressPercent(j: Pick<Trabalho, 'estado' | 'progresso'>): number | null {
  if (j.estado === 'concluido') return 100;
  if (!j.progresso.total) return null;
  return Math.min(100, Math.floor((j.progresso.feito / j.progresso.total) * 100));
}
