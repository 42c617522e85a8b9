import {
  type DepreciacaoConfiguracao,
  type DepreciacaoConta,
  type DepreciacaoItem,
  type MotivoSemQuota,
  normalizeMoney,
  type OrigemImplantacao,
  periodLabel,
} from '@gp/shared-contracts';
import type { ConfigRow, contasOf, findMes, ItemRow } from './depreciacao.repository.js';

/** The depreciation's rows as the API answers them (docs/domain.md, "Depreciação"). */

export const label = periodLabel;
export const money = (x: string | null | undefined) => normalizeMoney(String(x ?? '0'));

export function toConfig(clientId: string, row: ConfigRow | null): DepreciacaoConfiguracao {
  return {
    cliente_id: clientId,
    primeiro_mes: (row?.primeiroMes ?? 'integral') as DepreciacaoConfiguracao['primeiro_mes'],
    implantacao:
      row?.implantacaoAno && row.implantacaoMes ? { ano: row.implantacaoAno, mes: row.implantacaoMes } : null,
  };
}

export function toItem(r: ItemRow): DepreciacaoItem {
  return {
    bem_id: r.bem_id,
    CodigoBEM: Number(r.codigo_bem),
    descricao: r.descricao,
    categoria: { id: r.categoria_id, nome: r.categoria_nome },
    conta_contabil: r.conta_contabil,
    valor_anterior: money(r.valor_anterior),
    quota: money(r.quota),
    valor_atual: money(r.valor_atual),
    valor_residual: money(r.valor_residual),
    depreciacao_acumulada: money(r.depreciacao_acumulada),
    percentual: String(r.percentual),
    meses_restantes: Number(r.meses_restantes),
    implantacao:
      r.implantacao === null
        ? null
        : { valor: money(r.implantacao), origem: r.origem_implantacao as OrigemImplantacao },
    motivo: (r.motivo as MotivoSemQuota | null) ?? null,
  };
}

type ContaRow = Awaited<ReturnType<typeof contasOf>>[number];
export const toConta = (r: ContaRow): DepreciacaoConta => ({
  conta_contabil: r.contaContabil,
  quantidade_bens: r.quantidadeItens,
  valor_anterior: money(r.valorAnterior),
  quota: money(r.quota),
  valor_atual: money(r.valorAtual),
  depreciacao_acumulada: money(r.depreciacaoAcumulada),
});

/** Sum of decimal strings, exact (BigInt centavos). */
export const sumMoney = (values: string[]) => {
  let cents = 0n;
  for (const v of values) {
    const [int = '0', dec = ''] = v.replace('-', '').split('.');
    const c = BigInt(int) * 100n + BigInt(dec.padEnd(2, '0').slice(0, 2));
    cents += v.startsWith('-') ? -c : c;
  }
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
};

/** What the audit log keeps of a month: its state and totals. */
export const summary = (row: NonNullable<Awaited<ReturnType<typeof findMes>>>) => ({
  mes: row.mes,
  ano: row.ano,
  estado: row.estado,
  valor_depreciado: money(row.valorDepreciado),
  valor_implantacao: money(row.valorImplantacao),
  quantidade_bens: row.quantidadeBens,
});
