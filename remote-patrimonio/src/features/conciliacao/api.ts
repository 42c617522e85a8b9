import {
  type Conciliacao,
  ConciliacaoSchema,
  ConciliacoesPageSchema,
  type CreateConciliacaoBody,
  type ExportFormat,
  parseJson,
} from '@gp/shared-contracts';
import { downloadFile } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { registerApi } from '../../session/remote-context.js';

/** The conciliação's calls (docs/api.md, "Conciliação contábil"), read with the shared schemas. */

const BASE = 'patrimonio/conciliacoes';

const conciliacaoApi = registerApi<Conciliacao>({
  resource: 'conciliacoes',
  path: BASE,
  item: ConciliacaoSchema,
});

/** GET /patrimonio/conciliacoes with the list's page (the list's `request`). */
export const listConciliacoes = (api: KyInstance, searchParams: URLSearchParams) =>
  parseJson(ConciliacoesPageSchema, api.get(BASE, { searchParams }));

/** GET .../{id}/pdf: the report, opened by the PDF button. */
export const conciliacaoPdfPath = (id: string) => `${BASE}/${encodeURIComponent(id)}/pdf`;

/** Saves the report's table as CSV or XLSX (the server builds the file). */
export function exportarConciliacao(api: KyInstance, c: Conciliacao, formato: ExportFormat) {
  const day = c.data_balancete.split('-').reverse().join('-');
  return downloadFile(
    api,
    `${BASE}/${encodeURIComponent(c.id)}/exportar?formato=${formato}`,
    `conciliacao-${day}.${formato}`,
  );
}

export const useConciliacao = (id: string | null | undefined) => conciliacaoApi.useRecord(id);

/** POST /patrimonio/conciliacoes: the answer is the new conciliação, placed in the cache at once. */
export const useCriarConciliacao = () =>
  conciliacaoApi.useWrite(
    (api, body: CreateConciliacaoBody) => parseJson(ConciliacaoSchema, api.post(BASE, { json: body })),
    { record: (c) => c },
  );
