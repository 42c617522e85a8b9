import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';

/**
 * Who issues a termo (responsabilidade, transferência, baixa, a batch's): the routes' access config, and
 * what the answers that offer one (an accepted batch's aceite) test with `allows`.
 */
export const TERMO_ISSUE_ACCESS = areaAccess(PATRIMONIO_AREA, 'assets:update');
