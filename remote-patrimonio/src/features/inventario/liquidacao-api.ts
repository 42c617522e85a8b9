import {
  DivergenciaRegistradaPageSchema,
  type LiquidacaoBody,
  LiquidacaoResultadoSchema,
  parseJson,
  type TipoDivergencia,
} from '@gp/shared-contracts';
import { inventarioApi } from './api.js';

/**
 * The closed campaign's calls (docs/api.md, "Inventário"; decision 067): the divergences its closing
 * stored with their settlement, the settlement itself, and the closing's termos.
 */

const id = (value: string) => encodeURIComponent(value);

export type SituacaoLiquidacao = 'pendentes' | 'liquidadas' | null;

/** GET /patrimonio/inventario/{id}/divergencias-registradas: a page (kind, situation) with its figures. */
export const useDivergenciasRegistradas = (
  inventarioId: string,
  filtro: { tipo: TipoDivergencia | null; situacao: SituacaoLiquidacao },
  page: { page: number; limit: number },
) =>
  inventarioApi.useRead(
    ['registradas', inventarioId, filtro.tipo, filtro.situacao, page.page, page.limit],
    (api) =>
      parseJson(
        DivergenciaRegistradaPageSchema,
        api.get(`patrimonio/inventario/${id(inventarioId)}/divergencias-registradas`, {
          searchParams: {
            page: String(page.page),
            limit: String(page.limit),
            ...(filtro.tipo ? { tipo: filtro.tipo } : {}),
            ...(filtro.situacao ? { situacao: filtro.situacao } : {}),
          },
        }),
      ),
    { keepPrevious: true },
  );

/** POST /patrimonio/inventario/{id}/liquidar: some divergences, or all open ones of a kind. */
export const useLiquidar = () =>
  inventarioApi.useWrite(
    (api, { inventarioId, body }: { inventarioId: string; body: LiquidacaoBody }) =>
      parseJson(
        LiquidacaoResultadoSchema,
        api.post(`patrimonio/inventario/${id(inventarioId)}/liquidar`, { json: body }),
      ),
    // A transfer may wait for an aceite; the assets moved, written off or created show elsewhere too.
    { alsoRefreshes: ['aceites'] },
  );

/** GET /patrimonio/inventario/{id}/termo?tipo=: a termo of the closing (PDF). */
export const termoEncerramentoPath = (inventarioId: string, tipo: 'inventario' | 'transicao') =>
  `patrimonio/inventario/${id(inventarioId)}/termo?tipo=${tipo}`;
