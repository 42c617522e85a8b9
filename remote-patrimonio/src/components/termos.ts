import { type CallContext, TERMO_CODIGO_HEADER, type TermoResponsabilidadeBody } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';

/**
 * The termos the screens issue (docs/api.md, "Termos"): each call issues and records a new termo (or
 * finds the one already issued) and answers its PDF with its code; the new window opens it by its code
 * (a signed link, decision 041), titled and named as the API wrote it.
 */

/** Only a transfer or a baixa not reversed has a termo. */
export const temTermo = (m: { tipo: { efeito: string }; estornada_por_id: string | null }) =>
  (m.tipo.efeito === 'transferencia' || m.tipo.efeito === 'baixa') && !m.estornada_por_id;

/** POST /patrimonio/movimentacaobem/{id}/termo. */
export const termoMovimentacaoPath = (movimentacaoId: string) =>
  `patrimonio/movimentacaobem/${encodeURIComponent(movimentacaoId)}/termo`;

/** POST /patrimonio/bempatrimonial/termos/responsabilidade. */
export const TERMO_RESPONSABILIDADE_PATH = 'patrimonio/bempatrimonial/termos/responsabilidade';

/**
 * Issues a termo by its POST and answers the address it is read again at, GET
 * /patrimonio/bempatrimonial/termos/{codigo} (the same bytes), for `openDocument`. `context.silent`: the
 * screen shows a refusal itself (the nada consta's list of what blocks it) instead of the error toast.
 */
export async function issueTermo(
  api: KyInstance,
  path: string,
  body: unknown,
  context?: CallContext,
): Promise<string> {
  // The answer's bytes are the termo's too; the window reads them again by its code.
  const res = await api.post(path, { json: body, ...(context ? { context } : {}) });
  const codigo = res.headers.get(TERMO_CODIGO_HEADER);
  if (!codigo) throw new Error('O termo foi emitido, mas a resposta não trouxe o seu código.');
  return `patrimonio/bempatrimonial/termos/${encodeURIComponent(codigo)}`;
}

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
