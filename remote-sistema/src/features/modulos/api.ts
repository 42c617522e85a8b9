import {
  type HealthDetailsResponse,
  HealthDetailsResponseSchema,
  type ModulesReport,
  parseJson,
  requestModules,
} from '@gp/shared-contracts';
import { registerApi } from '../../session/remote-context.js';

/**
 * The remotes of this installation as the host sees them now: asked of the host (not of the API), which
 * reads the manifest again and checks each entry on every request, and answers only a support location;
 * nothing is cached between visits.
 */
const modulesApi = registerApi({ resource: 'modulos', path: 'modulos' });

export const useModulesReport = () =>
  modulesApi.useRead<ModulesReport>(['report'], () => requestModules(), {
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/**
 * GET /health/details (support): the API's database and its read replica, as the API sees them now. A
 * database that does not answer comes as 503 with the same body, which the page shows as it is.
 */
const saudeApi = registerApi({ resource: 'saude', path: 'health/details' });

export const useDatabaseHealth = () =>
  saudeApi.useRead<HealthDetailsResponse>(
    [],
    (api) => parseJson(HealthDetailsResponseSchema, api.get('health/details', { throwHttpErrors: false })),
    { staleTime: 0, gcTime: 0, retry: false },
  );
