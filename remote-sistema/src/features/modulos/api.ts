import { type ModulesReport, requestModules } from '@gp/shared-contracts';
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
