import type { TermoResponsabilidadeBody } from '@gp/shared-contracts';

/**
 * The termos the screens issue (docs/api.md, "Termos"): each call issues and records a new termo and
 * answers its PDF, opened in a new window.
 */

/** Only a transfer or a baixa not reversed has a termo. */
export const temTermo = (m: { tipo: { efeito: string }; estornada_por_id: string | null }) =>
  (m.tipo.efeito === 'transferencia' || m.tipo.efeito === 'baixa') && !m.estornada_por_id;

/** POST /patrimonio/movimentacaobem/{id}/termo. */
export const termoMovimentacaoPath = (movimentacaoId: string) =>
  `patrimonio/movimentacaobem/${encodeURIComponent(movimentacaoId)}/termo`;

/** POST /patrimonio/bempatrimonial/termos/responsabilidade. */
export const TERMO_RESPONSABILIDADE_PATH = 'patrimonio/bempatrimonial/termos/responsabilidade';

/** The body of a termo de responsabilidade: the chosen assets, or else the setor of the list's filter. */
export function termoResponsabilidadeBody(
  form: { responsavel: string; identificacao?: string },
  choice: { bemIds: readonly string[]; setorId: string | null; clienteId: string | null },
): TermoResponsabilidadeBody {
  const identificacao = form.identificacao?.trim() || undefined;
  return {
    responsavel: form.responsavel.trim(),
    ...(identificacao ? { identificacao } : {}),
    ...(choice.bemIds.length > 0
      ? { bem_ids: [...choice.bemIds] }
      : { setor_id: choice.setorId ?? undefined }),
    ...(choice.clienteId ? { cliente_id: choice.clienteId } : {}),
  };
}
