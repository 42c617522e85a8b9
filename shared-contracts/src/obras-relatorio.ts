import * as v from 'valibot';

/**
 * The quarterly report of a work (relatório trimestral; docs/domain.md, "Relatório trimestral"; PNTP
 * transparency criteria): one PDF per work and quarter, made by a job, stored, versioned and published.
 */

/** The quarters of a year: 1 (jan–mar) to 4 (out–dez). */
export const TRIMESTRES = [1, 2, 3, 4] as const;
export type Trimestre = (typeof TRIMESTRES)[number];

/** "3º trimestre de 2026". */
export const trimestreLabel = (ano: number, trimestre: number) => `${trimestre}º trimestre de ${ano}`;

/** The first and last day of a quarter, "YYYY-MM-DD". */
export function trimestrePeriodo(ano: number, trimestre: number): { inicio: string; fim: string } {
  const first = (trimestre - 1) * 3 + 1;
  const last = first + 2;
  const lastDay = new Date(Date.UTC(ano, last, 0)).getUTCDate();
  const mm = (m: number) => String(m).padStart(2, '0');
  return { inicio: `${ano}-${mm(first)}-01`, fim: `${ano}-${mm(last)}-${lastDay}` };
}

/** The quarter a day ("YYYY-MM-DD") falls in. */
export const trimestreDe = (day: string) => ({
  ano: Number(day.slice(0, 4)),
  trimestre: Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1,
});

/** POST /obras/obra/{id}/relatorios: the quarter to (re)generate. */
export const RelatorioTrimestralBodySchema = v.object({
  ano: v.pipe(
    v.number('Informe o ano.'),
    v.integer('Ano inválido.'),
    v.minValue(2000, 'Ano inválido.'),
    v.maxValue(2100, 'Ano inválido.'),
  ),
  trimestre: v.picklist(TRIMESTRES, 'O trimestre deve ser 1, 2, 3 ou 4.'),
});
export type RelatorioTrimestralBody = v.InferOutput<typeof RelatorioTrimestralBodySchema>;

/** A stored report: its quarter, its version (a regeneration adds one), when, by whom, its hash. */
export const RelatorioTrimestralSchema = v.object({
  id: v.string(),
  obra_id: v.string(),
  ano: v.number(),
  trimestre: v.number(),
  versao: v.number(),
  gerado_em: v.string(),
  /** Null when the quarterly schedule made it. */
  gerado_por: v.nullable(v.object({ id: v.string(), name: v.string() })),
  sha256: v.string(),
  tamanho: v.number(),
  paginas: v.number(),
});
export type RelatorioTrimestral = v.InferOutput<typeof RelatorioTrimestralSchema>;

/** GET /obras/obra/{id}/relatorios: the reports (newest first), what may be generated, and a job running. */
export const RelatoriosTrimestraisSchema = v.object({
  data: v.array(RelatorioTrimestralSchema),
  /** The quarters that may be generated (from the work's start to the current one), newest first. */
  trimestres: v.array(v.object({ ano: v.number(), trimestre: v.number() })),
  /** Why none may be generated (no start date, a start in the future); null when some may. */
  motivo: v.nullable(v.string()),
  /** The report job of this work queued or running, for the screen to follow. */
  trabalho_id: v.nullable(v.string()),
});
export type RelatoriosTrimestrais = v.InferOutput<typeof RelatoriosTrimestraisSchema>;

/** The 202 of POST /obras/obra/{id}/relatorios. */
export const RelatorioTrimestralJobSchema = v.object({ trabalho_id: v.string() });
