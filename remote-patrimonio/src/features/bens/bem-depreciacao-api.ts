import { DepreciacaoBemSchema, parseJson } from '@gp/shared-contracts';
import type { KyInstance } from 'ky';
import { bemApi } from '../../components/bem-api.js';

// Apart from the feature's api.ts, on the asset page's own chunk with its card: the depreciation
// contracts stay out of the code every visit to the area downloads (the asset list's).

/** GET /patrimonio/depreciacao/bem/{id}: the asset's processed depreciation months, oldest first. */
export async function getDepreciacaoDoBem(api: KyInstance, bemId: string) {
  return parseJson(DepreciacaoBemSchema, api.get(`patrimonio/depreciacao/bem/${encodeURIComponent(bemId)}`));
}

/**
 * The asset's depreciation over time, under the asset's key: read again with the asset and with every
 * depreciation action (they refresh the assets).
 */
export const useDepreciacaoDoBem = (bemId: string) =>
  bemApi.useRecord(bemId, { part: 'depreciacao', fetch: getDepreciacaoDoBem });
