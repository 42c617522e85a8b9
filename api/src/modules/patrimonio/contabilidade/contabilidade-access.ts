import { areaAccess, PATRIMONIO_AREA } from '../../auth/area-access.js';

/**
 * Who reads the events and the RMB, who exports them, who edits the table of events: the depreciation's
 * rules (decision 065), as the conciliação's.
 */
export const CONTABILIDADE_LER = areaAccess(PATRIMONIO_AREA, 'depreciations:read');
export const CONTABILIDADE_EDITAR = areaAccess(PATRIMONIO_AREA, 'depreciations:update');
