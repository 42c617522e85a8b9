import { ALL_RULES, completeCnpj, READ_RULES } from '@gp/shared-contracts';
import type { Db } from '../../src/db/client.js';
import { applications, companies, exercicios, locations, roles, users } from '../../src/db/schema.js';
import { hashPassword } from '../../src/lib/crypto.js';
import { seedCategorias } from '../../src/modules/patrimonio/categorias.seed.js';

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
  },
  admin: {
    username: 'admin',
    password: 'Admin@123',
    fullname: 'Administrador da Prefeitura',
    email: 'admin@exemplo.gov.br',
  },
  consulta: {
    username: 'consulta',
    password: 'Consulta@123',
    fullname: 'Usuário de Consulta',
    email: 'consulta@exemplo.gov.br',
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

const SECRETARIAS = [
  { name: 'Secretaria Municipal de Administração', setores: ['Recursos Humanos', 'Almoxarifado Central'] },
  {
    name: 'Secretaria Municipal de Saúde',
    setores: ['Unidade Básica de Saúde Central', 'Vigilância Sanitária'],
  },
  { name: 'Secretaria Municipal de Educação', setores: ['Escola Municipal Centro', 'Merenda Escolar'] },
];

/**
 * The organisation every API test works on, built by the tests themselves (not the demo seed, which may
 * change for the demo's sake): an application with a support office and two clients (a prefeitura with
 * three secretarias of two setores each, and a câmara), their periods of the current year, an
 * "Administrador" and a "Consulta" profile per client, the default categories, and three accounts
 * (support; the prefeitura's and câmara's administrator; the prefeitura's consulta).
 */
export async function buildTestOrganisation(db: Db, year = new Date().getFullYear()) {
  const [hSuporte, hAdmin, hConsulta] = await Promise.all([
    hashPassword(TEST_USERS.suporte.password),
    hashPassword(TEST_USERS.admin.password),
    hashPassword(TEST_USERS.consulta.password),
  ]);
  await db.transaction(async (tx) => {
    const [app] = await tx.insert(applications).values({ name: TEST_APPLICATION }).returning();
    if (!app) throw new Error('test organisation: aplicação');
    const company = async (values: Omit<typeof companies.$inferInsert, 'applicationId'>) => {
      const [row] = await tx
        .insert(companies)
        .values({ applicationId: app.id, ...values })
        .returning();
      if (!row) throw new Error('test organisation: empresa');
      return row;
    };

    const office = await company({
      name: 'Gestão Pública Suporte Ltda',
      fantasyName: 'Suporte Gestão Pública',
      cpfCnpj: completeCnpj('112223330001'),
      email: 'suporte@exemplo.gov.br',
      isOffice: true,
      ...address,
    });
    const prefeitura = await company({
      name: PREFEITURA,
      fantasyName: 'Prefeitura de Exemplo',
      cpfCnpj: completeCnpj('123456780001'),
      responsibleName: 'Maria da Silva',
      position: 'Prefeita',
      email: 'gabinete@exemplo.sp.gov.br',
      phone: '1133334444',
      cellphone: '11987654321',
      uaCode: '001',
      isClient: true,
      ...address,
    });
    const camara = await company({
      name: CAMARA,
      fantasyName: 'Câmara de Exemplo',
      cpfCnpj: completeCnpj('987654320001'),
      responsibleName: 'João Pereira',
      position: 'Presidente da Câmara',
      email: 'presidencia@camara.exemplo.sp.gov.br',
      uaCode: '002',
      isClient: true,
      ...address,
      number: '200',
    });

    let sectorCode = 1;
    for (const [i, s] of SECRETARIAS.entries()) {
      const secretaria = await company({
        name: s.name,
        rootId: prefeitura.id,
        isDepartment: true,
        uaCode: `001.${i + 1}`,
      });
      for (const setor of s.setores) {
        await company({
          name: setor,
          rootId: prefeitura.id,
          parentId: secretaria.id,
          isSector: true,
          sectorCode: String(sectorCode++).padStart(3, '0'),
        });
      }
    }

    const months = Array.from({ length: 12 }, (_, i) => i + 1);
    await tx
      .insert(exercicios)
      .values([
        ...months.map((mes) => ({ empresaId: prefeitura.id, ano: year, mes })),
        ...months.map((mes) => ({ empresaId: camara.id, ano: year, mes })),
      ]);

    const rolesOf = async (clientId: string) => {
      const [admin, consulta] = await tx
        .insert(roles)
        .values([
          { companyId: clientId, name: 'Administrador', rules: [...ALL_RULES] },
          { companyId: clientId, name: 'Consulta', rules: [...READ_RULES] },
        ])
        .returning();
      if (!admin || !consulta) throw new Error('test organisation: perfis');
      return { admin, consulta };
    };
    const rolesPrefeitura = await rolesOf(prefeitura.id);
    const rolesCamara = await rolesOf(camara.id);
    await seedCategorias(tx, prefeitura.id);
    await seedCategorias(tx, camara.id);

    const [suporte, admin, consulta] = await tx
      .insert(users)
      .values([
        { ...pick(TEST_USERS.suporte), passwordHash: hSuporte },
        { ...pick(TEST_USERS.admin), passwordHash: hAdmin },
        { ...pick(TEST_USERS.consulta), passwordHash: hConsulta },
      ])
      .returning();
    if (!suporte || !admin || !consulta) throw new Error('test organisation: usuários');

    await tx.insert(locations).values([
      {
        userId: suporte.id,
        companyId: office.id,
        isSuporte: true,
        hasObras: true,
        hasPatrimonio: true,
        hasSetor: true,
        departments: true,
      },
      {
        userId: admin.id,
        companyId: prefeitura.id,
        roleId: rolesPrefeitura.admin.id,
        hasPatrimonio: true,
        hasSetor: true,
        departments: true,
      },
      { userId: admin.id, companyId: camara.id, roleId: rolesCamara.admin.id, hasPatrimonio: true },
      {
        userId: consulta.id,
        companyId: prefeitura.id,
        roleId: rolesPrefeitura.consulta.id,
        hasPatrimonio: true,
      },
    ]);
  });
}

const pick = (u: { username: string; fullname: string; email: string }) => ({
  username: u.username,
  fullname: u.fullname,
  email: u.email,
});
