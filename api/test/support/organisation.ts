import { completeCnpj } from '@gp/shared-contracts';
import type { Db } from '../../src/db/client.js';
import { insertOrganisation, type OrganisationDescription } from '../../src/db/organisation.js';
import { brazilMonth } from '../../src/lib/brazil-time.js';
import { hashTestPassword } from './password-hash.js';

export const TEST_APPLICATION = 'Município de Exemplo';
export const PREFEITURA = 'Prefeitura Municipal de Exemplo';
export const CAMARA = 'Câmara Municipal de Exemplo';

/** The accounts of the test organisation. */
export const TEST_USERS = {
  suporte: {
    username: 'suporte',
    password: 'Suporte@123',
    fullname: 'Equipe de Suporte',
    email: 'suporte@exemplo.gov.br',
    cpf: '39053344705',
  },
  admin: {
    username: 'admin',
    password: 'Admin@123',
    fullname: 'Administrador da Prefeitura',
    email: 'admin@exemplo.gov.br',
    cpf: '15350946056',
  },
  consulta: {
    username: 'consulta',
    password: 'Consulta@123',
    fullname: 'Usuário de Consulta',
    email: 'consulta@exemplo.gov.br',
    cpf: '74658725029',
  },
} as const;

/** The address of the test organisation's companies. */
export const TEST_ADDRESS = {
  zipCode: '01001000',
  address: 'Praça da Sé',
  number: '100',
  neighborhood: 'Centro',
  state: 'SP',
  city: 'Exemplo',
};

/**
 * The organisation every API test works on, described by the tests themselves (not the demo seed, which
 * may change for the demo's sake): an application with a support office and two clients (a prefeitura
 * with three secretarias of two setores each, and a câmara), and three accounts (support; the
 * prefeitura's and câmara's administrator; the prefeitura's consulta). `insertOrganisation` adds the
 * periods of the current year, an "Administrador" and a "Consulta" profile per client and the default
 * categories.
 */
const TEST_ORGANISATION = {
  application: TEST_APPLICATION,
  office: {
    name: 'Gestão Pública Suporte Ltda',
    fantasyName: 'Suporte Gestão Pública',
    cpfCnpj: completeCnpj('112223330001'),
    email: 'suporte@exemplo.gov.br',
    ...TEST_ADDRESS,
  },
  clients: {
    prefeitura: {
      name: PREFEITURA,
      fantasyName: 'Prefeitura de Exemplo',
      cpfCnpj: completeCnpj('123456780001'),
      responsibleName: 'Maria da Silva',
      position: 'Prefeita',
      email: 'gabinete@exemplo.sp.gov.br',
      phone: '1133334444',
      cellphone: '11987654321',
      uaCode: '001',
      ...TEST_ADDRESS,
      secretarias: [
        {
          name: 'Secretaria Municipal de Administração',
          setores: ['Recursos Humanos', 'Almoxarifado Central'],
        },
        {
          name: 'Secretaria Municipal de Saúde',
          setores: ['Unidade Básica de Saúde Central', 'Vigilância Sanitária'],
        },
        { name: 'Secretaria Municipal de Educação', setores: ['Escola Municipal Centro', 'Merenda Escolar'] },
      ],
    },
    camara: {
      name: CAMARA,
      fantasyName: 'Câmara de Exemplo',
      cpfCnpj: completeCnpj('987654320001'),
      responsibleName: 'João Pereira',
      position: 'Presidente da Câmara',
      email: 'presidencia@camara.exemplo.sp.gov.br',
      uaCode: '002',
      ...TEST_ADDRESS,
      number: '200',
    },
  },
  accounts: TEST_USERS,
  locations: [
    {
      account: 'suporte',
      company: 'office',
      isSuporte: true,
      hasObras: true,
      hasPatrimonio: true,
      hasSetor: true,
      departments: true,
    },
    {
      account: 'admin',
      company: 'prefeitura',
      profile: 'admin',
      hasPatrimonio: true,
      hasSetor: true,
      departments: true,
    },
    { account: 'admin', company: 'camara', profile: 'admin', hasPatrimonio: true },
    { account: 'consulta', company: 'prefeitura', profile: 'consulta', hasPatrimonio: true },
  ],
} satisfies OrganisationDescription<'prefeitura' | 'camara', keyof typeof TEST_USERS>;

/** Builds the test organisation (the global setup does, once, into the template database). */
export const buildTestOrganisation = (db: Db, year = brazilMonth(new Date()).ano) =>
  insertOrganisation(db, TEST_ORGANISATION, year, hashTestPassword);
