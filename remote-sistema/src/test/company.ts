import type { Company } from '@gp/shared-contracts';
import { PREFEITURA } from './fake-api.js';

/** A company as the API stores it (a client in São Paulo), with the fields a test cares about given. */
export function storedCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: PREFEITURA,
    applicationId: 'app',
    rootId: null,
    parentId: null,
    name: '',
    fantasyName: null,
    cpfCnpj: '12ABC34501DE35',
    responsibleName: null,
    position: null,
    email: 'consorcio@exemplo.gov.br',
    cellphone: null,
    phone: null,
    zipCode: '01001000',
    address: 'Praça da Sé',
    number: '1',
    neighborhood: 'Sé',
    state: 'SP',
    city: 'São Paulo',
    complement: null,
    uaCode: null,
    sectorCode: null,
    docSequence: 1,
    profileImg: null,
    active: true,
    observations: null,
    publicarTransparencia: true,
    tetoValorBem: null,
    isClient: true,
    isOffice: false,
    isDepartment: false,
    isSector: false,
    ...overrides,
  };
}
