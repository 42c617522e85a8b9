import { type ModulesReport, requestModules } from '@gp/shared-contracts';
import { useQuery } from '@tanstack/react-query';

/**
 * The remotes of this installation as the host sees them now. The host reads the manifest again and
 * checks each entry on every request, and answers only a support location; nothing is cached between
 * visits.
 */
export const modulesKey = ['sistema', 'modulos'] as const;

export function useModulesReport() {
  return useQuery<ModulesReport>({
    queryKey: modulesKey,
    queryFn: () => requestModules(),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
