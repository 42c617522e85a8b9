import {
  type CreateInventarioBody,
  DivergenciaPageSchema,
  type ExportFormat,
  type Inventario,
  type InventarioConfiguracao,
  type InventarioConfiguracaoBody,
  InventarioConfiguracaoSchema,
  InventarioPageSchema,
  InventarioSchema,
  parseJson,
  StoredFileListSchema,
  type TipoDivergencia,
  type UpdateInventarioBody,
} from '@gp/shared-contracts';
import { downloadFile } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { registerApi } from '../../session/remote-context.js';

/**
 * The inventory's calls (docs/api.md, "Inventário"; decision 063), read with the shared schemas: the salas
 * register with its label, and the campaigns with their closing, portaria and the client's freeze rule.
 */

const id = (value: string) => encodeURIComponent(value);

export { SALA_SORTS, salaApi, salasDoSetor } from '../../components/sala-api.js';

/** GET /patrimonio/salas/{id}/etiqueta: the sala's label (PDF), opened by the area's PDF button. */
export const salaEtiquetaPath = (salaId: string) => `patrimonio/salas/${id(salaId)}/etiqueta`;

/** GET /patrimonio/inventario (page, search, estado, tipo), one, create, update; the files of one. */
export const inventarioApi = registerApi<Inventario, CreateInventarioBody, UpdateInventarioBody>({
  resource: 'inventarios',
  path: 'patrimonio/inventario',
  item: InventarioSchema,
  page: InventarioPageSchema,
  // A campaign opened or closed freezes or thaws its unit's assets.
  refreshes: ['bens'],
});

/** POST /patrimonio/inventario/{id}/encerrar. */
export const useEncerrarInventario = () =>
  inventarioApi.useWrite(
    (api, inventarioId: string) =>
      parseJson(InventarioSchema, api.post(`patrimonio/inventario/${id(inventarioId)}/encerrar`)),
    { record: (saved) => saved },
  );

/** GET /patrimonio/inventario/configuracao: the client's rule on incorporations and baixas. */
export const useConfiguracao = (clienteId: string | null, enabled = true) =>
  inventarioApi.useRead<InventarioConfiguracao>(
    ['configuracao', clienteId],
    (api) =>
      parseJson(
        InventarioConfiguracaoSchema,
        api.get('patrimonio/inventario/configuracao', {
          searchParams: clienteId ? { cliente_id: clienteId } : {},
        }),
      ),
    { enabled },
  );

/** PUT /patrimonio/inventario/configuracao. */
export const useSalvarConfiguracao = () =>
  inventarioApi.useWrite((api, body: InventarioConfiguracaoBody) =>
    parseJson(InventarioConfiguracaoSchema, api.put('patrimonio/inventario/configuracao', { json: body })),
  );

/** GET /patrimonio/inventario/files/{id}: the campaign's portaria and other documents. */
export const useInventarioFiles = (inventarioId: string | null) =>
  inventarioApi.useRecord(inventarioId, {
    part: 'files',
    fetch: (api, key) => parseJson(StoredFileListSchema, api.get(`patrimonio/inventario/files/${id(key)}`)),
  });
export const inventarioUploadPath = (inventarioId: string) =>
  `patrimonio/inventario/upload/${id(inventarioId)}`;
export const useRefreshInventario = () => inventarioApi.useRefreshRecord();

/** GET /patrimonio/inventario/{id}/divergencias: a page of the comparison (one kind or all) and its figures. */
export const useDivergencias = (
  inventarioId: string,
  tipo: TipoDivergencia | null,
  page: { page: number; limit: number },
  enabled: boolean,
) =>
  inventarioApi.useRead(
    ['divergencias', inventarioId, tipo, page.page, page.limit],
    (api) =>
      parseJson(
        DivergenciaPageSchema,
        api.get(`patrimonio/inventario/${id(inventarioId)}/divergencias`, {
          searchParams: { page: String(page.page), limit: String(page.limit), ...(tipo ? { tipo } : {}) },
        }),
      ),
    // Other devices of the commission send readings all the time: read afresh on every visit.
    { enabled, keepPrevious: true, staleTime: 0 },
  );

/** Saves the campaign's analytic inventory: every asset of the unit with what the count found. */
export function exportarAnalitico(api: KyInstance, inventarioId: string, formato: ExportFormat) {
  const query = new URLSearchParams({ conformes: 'true', formato });
  return downloadFile(
    api,
    `patrimonio/inventario/${id(inventarioId)}/divergencias/exportar?${query}`,
    `inventario-analitico.${formato}`,
  );
}
