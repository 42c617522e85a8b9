import { type Aceite, type RecusaBody, RecusaBodySchema } from '@gp/shared-contracts';
import { formatDate, type Issue, schemaIssues } from '@gp/shared-ui';
import * as v from 'valibot';

/**
 * What a row of the aceites list offers: exactly the API's flags (`aceiteActions` on the server, decision
 * 037), in the order the buttons show. The receiver accepts or refuses; a clerk records the signed paper
 * termo or the return of a cautela; once a batch is accepted, whoever issues termos prints the batch's.
 */
export type AcaoAceite = 'aceitar' | 'recusar' | 'termo' | 'devolver' | 'termoLote';

export function acoesDoAceite(a: Aceite): AcaoAceite[] {
  const acoes: AcaoAceite[] = [];
  if (a.pode_aceitar) acoes.push('aceitar', 'recusar');
  if (a.pode_registrar_termo) acoes.push('termo');
  if (a.pode_devolver) acoes.push('devolver');
  if (a.pode_emitir_termo_lote) acoes.push('termoLote');
  return acoes;
}

/** The body of a refusal (the reason is required, as the API's schema says), or the issue to show. */
export function toRecusaBody(values: { motivo?: string }): { body: RecusaBody } | { issues: Issue[] } {
  const parsed = v.safeParse(RecusaBodySchema, { motivo: values.motivo?.trim() ?? '' });
  return parsed.success ? { body: parsed.output } : { issues: schemaIssues(parsed.issues) };
}

/**
 * What the request was: a cautela's destination and expected return, a transfer of place's destination
 * setor (decision 062), a transfer of responsibility's previous holder.
 */
export function detalheDoAceite(a: Aceite): string {
  if (a.tipo === 'transferencia_local') return `para ${a.destino ?? 'outro setor'}`;
  if (a.tipo === 'cautela') {
    const retorno = a.data_prevista_retorno
      ? `retorno previsto em ${formatDate(a.data_prevista_retorno)}`
      : null;
    return [a.destino, retorno].filter(Boolean).join(' · ');
  }
  return a.responsavel ? `de ${a.responsavel.nome}` : 'bem sem responsável';
}
