import {
  AcompanhamentoPageSchema,
  type Aditivo,
  type AditivoBody,
  AditivoSchema,
  type CreateObraBody,
  type Cronograma,
  type CronogramaBody,
  CronogramaSchema,
  type ObraDetail,
  ObraDetailSchema,
  type ObraEvolucao,
  ObraEvolucaoSchema,
  ObraPageSchema,
  type ObraSituacaoBody,
  OkResponseSchema,
  type Pagamento,
  type PagamentoBody,
  PagamentoSchema,
  type PagamentosDaObra,
  PagamentosDaObraSchema,
  type Planilha,
  PlanilhaSchema,
  parseJson,
  type RecebimentoBody,
  type RelatoriosTrimestrais,
  RelatoriosTrimestraisSchema,
  RelatorioTrimestralJobSchema,
  type UpdateObraBody,
} from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { ObrasRegister } from '../../paths.js';
import { keys } from '../../query-keys.js';
import { registerApi, useRemote } from '../../session/remote-context.js';

/** The calls of the works (docs/api.md, "Obras"), parsed with the shared schemas, and their queries. */

const id = (value: string) => encodeURIComponent(value);

/**
 * The works: GET /obras/obra/{id} (the work with its amendments and its history of situações), POST
 * /obras/obra/create and PUT /obras/obra/{id}; a write refreshes the look-ups too (the work pickers).
 */
export const obraApi = registerApi<ObraDetail, CreateObraBody, UpdateObraBody>({
  resource: 'obra',
  path: 'obras/obra',
  item: ObraDetailSchema,
  refreshes: ['lookup'],
});

/** GET /obras/obra (page, limit, search, situação, secretaria_id, tipo, inicio_de, inicio_ate, sort, cliente_id). */
export const listObras = (api: KyInstance, searchParams: URLSearchParams) =>
  parseJson(ObraPageSchema, api.get('obras/obra', { searchParams }));

export const useObra = (obraId: string | null) => obraApi.useRecord(obraId);

/** POST /obras/obra/create or PUT /obras/obra/{id}. */
export const useSaveObra = () => obraApi.useSave();

/** PUT /obras/obra/id: a change of situação, recorded in the work's history. */
export const useSetSituacao = () =>
  obraApi.useWrite((api: KyInstance, body: ObraSituacaoBody) =>
    parseJson(ObraDetailSchema, api.put('obras/obra/id', { json: body })),
  );

/** POST /obras/obra/{id}/recebimentos: the provisório or definitivo recebimento with its termo; answers the work. */
export const useRegistrarRecebimento = () =>
  obraApi.useWrite((api: KyInstance, request: { obraId: string; body: RecebimentoBody }) =>
    parseJson(
      ObraDetailSchema,
      api.post(`obras/obra/${id(request.obraId)}/recebimentos`, { json: request.body }),
    ),
  );

/** POST /obras/obra/{id}/aditivos/create or PUT /obras/obra/aditivos/{id}. */
export const useSaveAditivo = () =>
  obraApi.useWrite(
    (api: KyInstance, request: { obraId: string; id: string | null; body: AditivoBody }): Promise<Aditivo> =>
      request.id
        ? parseJson(AditivoSchema, api.put(`obras/obra/aditivos/${id(request.id)}`, { json: request.body }))
        : parseJson(
            AditivoSchema,
            api.post(`obras/obra/${id(request.obraId)}/aditivos/create`, { json: request.body }),
          ),
  );

/** GET /obras/obra/{id}/pagamentos: the payments, each active medição's paid and balance, the total paid. */
export const getPagamentos = (api: KyInstance, obraId: string): Promise<PagamentosDaObra> =>
  parseJson(PagamentosDaObraSchema, api.get(`obras/obra/${id(obraId)}/pagamentos`));
/** The work's payments, under the work's key: a write on a medição or a payment refreshes them. */
export const useObraPagamentos = (obraId: string) =>
  obraApi.useRecord(obraId, { part: 'pagamentos', fetch: getPagamentos });

/** POST /obras/obra/{id}/pagamentos/create or PUT /obras/obra/pagamentos/{id}. */
export const useSavePagamento = () =>
  obraApi.useWrite(
    (
      api: KyInstance,
      request: { obraId: string; id: string | null; body: PagamentoBody },
    ): Promise<Pagamento> =>
      request.id
        ? parseJson(
            PagamentoSchema,
            api.put(`obras/obra/pagamentos/${id(request.id)}`, { json: request.body }),
          )
        : parseJson(
            PagamentoSchema,
            api.post(`obras/obra/${id(request.obraId)}/pagamentos/create`, { json: request.body }),
          ),
  );

/** DELETE /obras/obra/pagamentos/{id}: a payment recorded by mistake. */
export const useExcluirPagamento = () =>
  obraApi.useWrite((api: KyInstance, pagamentoId: string) =>
    parseJson(OkResponseSchema, api.delete(`obras/obra/pagamentos/${id(pagamentoId)}`)),
  );

/** GET /obras/obra/{id}/evolucao: the physical and financial % of the work over time, computed by the API. */
export const getEvolucao = (api: KyInstance, obraId: string): Promise<ObraEvolucao> =>
  parseJson(ObraEvolucaoSchema, api.get(`obras/obra/${id(obraId)}/evolucao`));

/** The work's progress, under the work's key: a write on a measurement, follow-up or amendment refreshes it. */
export const useObraEvolucao = (obraId: string) =>
  obraApi.useRecord(obraId, { part: 'evolucao', fetch: getEvolucao });

/** The follow-ups' API path: their list and their photos. */
export const ACOMPANHAMENTOS = 'obras/acompanhamento';

/** GET /obras/acompanhamento: the work's `shown` newest active follow-ups, under the register's list keys. */
export function useAcompanhamentosDaObra(obraId: string, shown: number) {
  const { api, localId } = useRemote();
  const params = { obra_id: obraId, ativo: 'true', sort: 'data', order: 'desc', limit: String(shown) };
  return useQuery({
    queryKey: keys.list(localId, 'acompanhamento', params),
    queryFn: () =>
      parseJson(
        AcompanhamentoPageSchema,
        api.get(ACOMPANHAMENTOS, { searchParams: new URLSearchParams(params) }),
      ),
  });
}

/** The first rows of one of the work's registers on the work's page, under that register's list keys. */
export function useObraSection<T>(
  register: ObrasRegister,
  list: (api: KyInstance, params: URLSearchParams) => Promise<{ data: T[]; total: number }>,
  params: URLSearchParams,
) {
  const { api, localId } = useRemote();
  return useQuery({
    queryKey: [...keys.lists(localId, register), 'obra', params.toString()],
    queryFn: () => list(api, params),
  });
}

/** GET /obras/obra/{id}/planilha: the budget sheet with each item's measured quantity and balance. */
export const getPlanilha = (api: KyInstance, obraId: string): Promise<Planilha> =>
  parseJson(PlanilhaSchema, api.get(`obras/obra/${id(obraId)}/planilha`));
export const useObraPlanilha = (obraId: string) =>
  obraApi.useRecord(obraId, { part: 'planilha', fetch: getPlanilha });

/** POST /obras/obra/{id}/planilha/importar: the sheet from a CSV or XLSX (the whole file or nothing). */
export const useImportarPlanilha = () =>
  obraApi.useWrite((api: KyInstance, request: { obraId: string; file: File }): Promise<Planilha> => {
    const body = new FormData();
    body.append('file', request.file, request.file.name);
    return parseJson(
      PlanilhaSchema,
      api.post(`obras/obra/${id(request.obraId)}/planilha/importar`, { body }),
    );
  });

/** The sheet's file path (CSV or XLSX), in the columns the import reads. */
export const planilhaExportPath = (obraId: string, formato: 'csv' | 'xlsx') =>
  `obras/obra/${id(obraId)}/planilha/exportar?formato=${formato}`;

/** GET /obras/obra/{id}/cronograma: the planned schedule and the planned vs actual S-curve. */
export const getCronograma = (api: KyInstance, obraId: string): Promise<Cronograma> =>
  parseJson(CronogramaSchema, api.get(`obras/obra/${id(obraId)}/cronograma`));
export const useObraCronograma = (obraId: string) =>
  obraApi.useRecord(obraId, { part: 'cronograma', fetch: getCronograma });

/** GET /obras/obra/{id}/relatorios: the quarterly reports, the quarters that may be generated, a job running. */
export const getRelatorios = (api: KyInstance, obraId: string): Promise<RelatoriosTrimestrais> =>
  parseJson(RelatoriosTrimestraisSchema, api.get(`obras/obra/${id(obraId)}/relatorios`));
export const useObraRelatorios = (obraId: string) =>
  obraApi.useRecord(obraId, { part: 'relatorios', fetch: getRelatorios });

/** POST /obras/obra/{id}/relatorios: asks the quarter's report (202 with its job). */
export const useGerarRelatorio = () =>
  obraApi.useWrite((api: KyInstance, request: { obraId: string; ano: number; trimestre: number }) =>
    parseJson(
      RelatorioTrimestralJobSchema,
      api.post(`obras/obra/${id(request.obraId)}/relatorios`, {
        json: { ano: request.ano, trimestre: request.trimestre },
      }),
    ),
  );

/** GET /obras/relatorio/{id}/pdf: a stored report (opened by a signed link). */
export const relatorioPath = (relatorioId: string) => `/obras/relatorio/${id(relatorioId)}/pdf`;

/** PUT /obras/obra/{id}/cronograma: the planned schedule, whole (the curve is read again). */
export const useSalvarCronograma = () =>
  obraApi.useWrite((api: KyInstance, request: { obraId: string; body: CronogramaBody }) =>
    parseJson(
      CronogramaSchema,
      api.put(`obras/obra/${id(request.obraId)}/cronograma`, { json: request.body }),
    ),
  );
