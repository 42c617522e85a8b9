import {
  type Aceite,
  AceitePageSchema,
  AceiteSchema,
  CargaSchema,
  type CreateCautelaBody,
  type CreateTransferenciaBody,
  type DevolucaoLoteBody,
  DevolucaoLoteSchema,
  parseJson,
  type RecusaBody,
  type UsuarioServidor,
  UsuarioServidorListSchema,
} from '@gp/shared-contracts';
import { LOOKUP_LIMIT } from '@gp/shared-ui/remote';
import type { KyInstance } from 'ky';
import { servidorApi } from '../../components/servidor-api.js';
import { registerApi, useUpload } from '../../session/remote-context.js';

/**
 * The carga patrimonial's calls (docs/api.md, "Carga patrimonial"; decision 051), read with the shared
 * schemas: the servidores register, the carga of a servidor or a setor, and the cautelas and
 * transferências with their aceite.
 */

const id = (value: string) => encodeURIComponent(value);

export { getServidor, searchServidores, servidorApi } from '../../components/servidor-api.js';

export const listServidores = servidorApi.list;
export const useSaveServidor = () => servidorApi.useSave();
export const useServidorStatus = () => servidorApi.useStatus();

/** Whose login the servidor form picks: the servidor being edited, or the client a support user adds to. */
export type LoginDe = { servidorId: string | null; clienteId: string | null };

const loginParams = (de: LoginDe): Record<string, string> => ({
  ...(de.servidorId ? { servidor_id: de.servidorId } : {}),
  ...(de.clienteId ? { cliente_id: de.clienteId } : {}),
});

/**
 * GET /patrimonio/carga/servidores/usuarios?search=: the first logins of the client not yet linked to
 * another servidor (name and username only).
 */
export async function searchUsuariosServidor(
  api: KyInstance,
  search: string,
  de: LoginDe,
): Promise<UsuarioServidor[]> {
  const searchParams: Record<string, string> = { limit: LOOKUP_LIMIT, ...loginParams(de) };
  if (search.trim()) searchParams.search = search.trim();
  return (
    await parseJson(
      UsuarioServidorListSchema,
      api.get('patrimonio/carga/servidores/usuarios', { searchParams }),
    )
  ).data;
}

/** The stored login of a servidor, named (GET …/usuarios?id=): so the select shows who it is. */
export async function getUsuarioServidor(
  api: KyInstance,
  userId: string,
  de: LoginDe,
): Promise<UsuarioServidor> {
  const searchParams = { id: userId, ...loginParams(de) };
  const [found] = (
    await parseJson(
      UsuarioServidorListSchema,
      api.get('patrimonio/carga/servidores/usuarios', { searchParams }),
    )
  ).data;
  if (!found) throw new Error('Usuário não encontrado neste cliente.');
  return found;
}

/** Whose carga a page shows: a servidor's (what he answers for) or a setor's (what is placed in it). */
export type CargaDe = { kind: 'responsavel' | 'setor'; id: string };

const cargaPath = (de: CargaDe) => `patrimonio/carga/${de.kind}/${id(de.id)}`;

const cargaApi = registerApi<never>({ resource: 'carga', path: 'patrimonio/carga' });

/** GET /patrimonio/carga/{responsavel|setor}/{id}: a page of the assets, the total and the flags. */
export const useCarga = (de: CargaDe | null, page: { page: number; limit: number }) =>
  cargaApi.useRead(
    [de?.kind, de?.id, page.page, page.limit],
    (api) =>
      parseJson(
        CargaSchema,
        api.get(cargaPath(de as CargaDe), {
          searchParams: { page: String(page.page), limit: String(page.limit) },
        }),
      ),
    { enabled: de !== null, keepPrevious: true },
  );

/** PUT /patrimonio/carga/setor/{id}/responsavel: the setor's head (null removes it). */
export const useSetHead = () =>
  cargaApi.useWrite(
    (api, input: { setorId: string; servidorId: string | null }) =>
      api
        .put(`patrimonio/carga/setor/${id(input.setorId)}/responsavel`, {
          json: { servidor_id: input.servidorId },
        })
        .json(),
    { alsoRefreshes: ['bens'] },
  );

/** POST …/{responsavel|setor}/{id}/termo: the carga's termo de responsabilidade (PDF). */
export const termoCargaPath = (de: CargaDe) => `${cargaPath(de)}/termo`;

/** POST …/responsavel/{id}/nada-consta: the declaração de nada consta (PDF), or 409 with what blocks it. */
export const nadaConstaPath = (servidorId: string) =>
  `patrimonio/carga/responsavel/${id(servidorId)}/nada-consta`;

// ---------------------------------------------------------------- cautelas, transfers and their aceite

const ACEITES = 'patrimonio/carga/aceites';

const aceiteApi = registerApi<Aceite>({
  resource: 'aceites',
  path: ACEITES,
  item: AceiteSchema,
  refreshes: ['carga', 'bens'],
});

/** GET /patrimonio/carga/aceites (page, tipo, estado, minhas, atrasadas…): the list's `request`. */
export const listAceites = (api: KyInstance, searchParams: URLSearchParams) =>
  parseJson(AceitePageSchema, api.get(ACEITES, { searchParams }));

const post = (api: KyInstance, path: string, json?: unknown) =>
  parseJson(AceiteSchema, api.post(path, json === undefined ? {} : { json }));

/** POST /patrimonio/carga/cautela: asks a cautela; it waits for the receiver's aceite. */
export const usePedirCautela = () =>
  aceiteApi.useWrite((api, body: CreateCautelaBody) => post(api, 'patrimonio/carga/cautela', body));

/** POST /patrimonio/carga/transferencia: asks a transferência de responsabilidade. */
export const usePedirTransferencia = () =>
  aceiteApi.useWrite((api, body: CreateTransferenciaBody) =>
    post(api, 'patrimonio/carga/transferencia', body),
  );

/** The receiver's aceite and refusal, and a clerk's return of a cautela: POST …/aceites/{id}/{what}. */
export const useDecidir = () =>
  aceiteApi.useWrite(
    (
      api,
      input: { aceite: Aceite; acao: 'aceitar' | 'devolver' } | { aceite: Aceite; recusa: RecusaBody },
    ) =>
      'recusa' in input
        ? post(api, `${ACEITES}/${id(input.aceite.id)}/recusar`, input.recusa)
        : post(api, `${ACEITES}/${id(input.aceite.id)}/${input.acao}`),
  );

/**
 * POST …/aceites/{id}/termo, multipart: the signed paper termo a clerk records as the aceite (the file goes
 * by the area's upload, like every file); the lists and cargas are read again after it.
 */
export function useRegistrarTermo() {
  const send = useUpload();
  return aceiteApi.useWrite(async (api, input: { aceite: Aceite; file: File }) => {
    await send(`${ACEITES}/${id(input.aceite.id)}/termo`, input.file);
    return parseJson(AceiteSchema, api.get(`${ACEITES}/${id(input.aceite.id)}`));
  });
}

/**
 * POST /patrimonio/carga/devolucao: the return of many cautelas at once, those chosen or every one of a
 * batch still out (decision 062); all or nothing (409 LOTE_RECUSADO names each asset refused and why).
 */
export const useDevolverLote = () =>
  aceiteApi.useWrite((api, body: DevolucaoLoteBody) =>
    parseJson(DevolucaoLoteSchema, api.post('patrimonio/carga/devolucao', { json: body })),
  );
