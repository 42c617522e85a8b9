import type { Carga } from '@gp/shared-contracts';
import { errorCode, errorMessage } from '@gp/shared-contracts';
import { formatMoney, serverIssues } from '@gp/shared-ui';
import type { CargaDe } from './api.js';

/** Whose carga the address asks for: `?servidor=` or `?setor=` (paths.ts `cargaServidor`, `cargaSetor`). */
export function cargaDe(params: URLSearchParams): CargaDe | null {
  const servidor = params.get('servidor');
  if (servidor) return { kind: 'responsavel', id: servidor };
  const setor = params.get('setor');
  return setor ? { kind: 'setor', id: setor } : null;
}

const bens = (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'bem' : 'bens'}`;

/** The carga's summary line: how many assets (every page) and their exact book value. */
export const cargaTotal = (c: Pick<Carga, 'total' | 'valor_total'>) =>
  `${bens(c.total)} · valor total ${formatMoney(c.valor_total)}`;

/** A refused nada consta: the API's message and what blocks it, assets and open cautelas apart. */
export type NadaConstaRecusa = { message: string; bens: string[]; cautelas: string[] };

/**
 * The API's refusal of a nada consta (409 NADA_CONSTA_BLOQUEADO, with the blocking items in `issues`), or
 * null for any other failure (shown the usual way).
 */
export async function nadaConstaRecusa(error: unknown): Promise<NadaConstaRecusa | null> {
  if ((await errorCode(error)) !== 'NADA_CONSTA_BLOQUEADO') return null;
  const issues = await serverIssues(error);
  return {
    message: await errorMessage(error),
    bens: issues.filter((i) => i.path === 'bens').map((i) => i.message),
    cautelas: issues.filter((i) => i.path === 'cautelas').map((i) => i.message),
  };
}
