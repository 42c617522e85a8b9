import { ORGANISATION } from '../../src/db/seed.js';

/**
 * The organisation every API test works on is the README's organisation (`seedDemo` in
 * `src/db/seed.ts`, without the demo's patrimônio records), built once per run in the template database
 * that each test file copies. The tests name its records and accounts through these.
 */
export {
  DEMO_USERS as TEST_USERS,
  ORGANISATION_ADDRESS,
  seedDemo as buildTestOrganisation,
} from '../../src/db/seed.js';

export const TEST_APPLICATION = ORGANISATION.application;
export const PREFEITURA = ORGANISATION.prefeitura;
export const CAMARA = ORGANISATION.camara;
