import {
  type Localizacao,
  LocalizacaoPageSchema,
  LocalizacaoSchema,
  type StatusBody,
} from '@gp/shared-contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as v from 'valibot';
import { keys } from '../../query-keys.js';
import { useRemote } from '../../session/remote-context.js';

/** The columns the property list sorts by on the server. */
export const IMOVEL_SORTS = ['descricao', 'municipio', 'created_at'] as const;

/** GET /patrimonio/localizacaoimovel with the list's page, search, filters and sort. */
export async function listImoveis(api: KyInstance, searchParams: URLSearchParams) {
  return v.parse(
    LocalizacaoPageSchema,
    await api.get('patrimonio/localizacaoimovel', { searchParams }).json(),
  );
}

/** PUT /patrimonio/localizacaoimovel/id: activates or deactivates a location. */
export async function setImovelStatus(api: KyInstance, body: StatusBody): Promise<Localizacao> {
  return v.parse(LocalizacaoSchema, await api.put('patrimonio/localizacaoimovel/id', { json: body }).json());
}

/** The status call; the asset lists show the location too, so they are fetched again with it. */
export function useImovelStatus() {
  const { api, localId } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusBody) => setImovelStatus(api, body),
    retry: 0,
    onSettled: () =>
      Promise.all(
        ['imoveis', 'bens'].map((resource) =>
          queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
        ),
      ),
  });
}
