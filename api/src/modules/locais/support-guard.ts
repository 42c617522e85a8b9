import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { activeSupportOf, countActiveSupport } from './locais-admin.repository.js';

/**
 * An application always keeps one active support location: switching off a support location, its user
 * or its office is refused when it would leave none (there would be nobody to administer the rest).
 */
export async function assertSupportRemains(
  db: Db,
  applicationId: string,
  change: { locationId: string; isSupportLocation: boolean } | { userId: string } | { companyId: string },
) {
  const affected =
    'locationId' in change
      ? change.isSupportLocation
        ? 1
        : 0
      : await activeSupportOf(db, applicationId, change);
  if (affected === 0) return;
  if ((await countActiveSupport(db, applicationId, change)) > 0) return;
  throw new AppError(
    'CONFLICT',
    'Não é possível: esta alteração deixaria a aplicação sem nenhum acesso de suporte ativo.',
  );
}
