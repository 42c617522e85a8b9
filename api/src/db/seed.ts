import { completeCnpj } from '@gp/shared-contracts';
import { count } from 'drizzle-orm';
import { brazilMonth } from '../lib/brazil-time.js';
import type { Database, Db } from './client.js';
import { insertOrganisation, type OrganisationDescription } from './organisation.js';
import { applications } from './schema.js';

/** Demo accounts; README lists them. */
export const DEMO_USERS = {
  suporte: {
    username: 'suporte',
    password: 'Suporte@123',
    fullname: 'Equipe de Suporte',
    email: 'suporte@exemplo.gov.br',
    cpf: '52998224725',
  },
  admin: {
    username: 'admin',
    password: 'Admin@123',
    fullname: 'Administrador da Prefeitura',
    email: 'admin@exemplo.gov.br',
    cpf: '11144477735',
  },
  consulta: {
    username: 'consulta',
    password: 'Consulta@123',
    fullname: 'Usuário de Consulta',
    email: 'consulta@exemplo.gov.br',
    cpf: '86288366757',
  },
} as const;

const address = {
  zipCode: '01001000',
  address: 'Praça da Sé',
  number: '100',
  neighborhood: 'Centro',
  state: 'SP',
  city: 'Exemplo',
};

/** The demo organisation of the README. */
const DEMO_ORGANISATION = {
  application: 'Município de Exemplo',
  office: {
    name: 'Gestão Pública Suporte Ltda',
    fantasyName: 'Suporte Gestão Pública',
    cpfCnpj: completeCnpj('112223330001'),
    email: 'suporte@exemplo.gov.br',
    ...address,
  },
  clients: {
    prefeitura: {
      name: 'Prefeitura Municipal de Exemplo',
      fantasyName: 'Prefeitura de Exemplo',
      cpfCnpj: completeCnpj('123456780001'),
      responsibleName: 'Maria da Silva',
      position: 'Prefeita',
      email: 'gabinete@exemplo.sp.gov.br',
      phone: '1133334444',
      cellphone: '11987654321',
      uaCode: '001',
      ...address,
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
      name: 'Câmara Municipal de Exemplo',
      fantasyName: 'Câmara de Exemplo',
      cpfCnpj: completeCnpj('987654320001'),
      responsibleName: 'João Pereira',
      position: 'Presidente da Câmara',
      email: 'presidencia@camara.exemplo.sp.gov.br',
      uaCode: '002',
      ...address,
      number: '200',
    },
  },
  accounts: DEMO_USERS,
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
} satisfies OrganisationDescription<'prefeitura' | 'camara', keyof typeof DEMO_USERS>;

export async function isEmpty(db: Db) {
  const [row] = await db.select({ n: count() }).from(applications);
  return (row?.n ?? 0) === 0;
}

/** Fills an empty database with the demo organisation of the README. */
export const seedDemo = (db: Db, year = brazilMonth(new Date()).ano) =>
  insertOrganisation(db, DEMO_ORGANISATION, year);

/**
 * Demo data on the first start of an empty embedded database; on a PostgreSQL server only when asked
 * with SEED=demo; never with SEED=none.
 */
export async function seedIfWanted(database: Database, mode: 'auto' | 'demo' | 'none'): Promise<boolean> {
  if (mode === 'none' || (mode === 'auto' && database.driver !== 'pglite')) return false;
  if (!(await isEmpty(database.db))) return false;
  await seedDemo(database.db);
  return true;
}
