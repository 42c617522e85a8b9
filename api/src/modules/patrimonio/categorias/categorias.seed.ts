import type { Db } from '../../../db/client.js';
import { categoriasBens } from '../../../db/schema-patrimonio.js';

type SeedCategoria = {
  nome: string;
  tipoBem: 'movel' | 'imovel' | 'intangivel';
  contaContabil: string;
  vidaUtilAnos: number;
  valorResidualPercentual: string;
  depreciavel: boolean;
};

/**
 * The STN federal parametrisation of docs/domain.md, "Depreciação" (useful life in years / residual %), with a PCASP account
 * for each class (1.2.3.1.1.x bens móveis, 1.2.3.2.1.x bens imóveis) that the client's accountant adjusts.
 * The last rows are the kinds that are not depreciated (docs/domain.md, "Depreciação").
 */
export const STN_CATEGORIAS: readonly SeedCategoria[] = [
  ['Aparelhos de medição', '1.2.3.1.1.01.01', 15, '10.00'],
  ['Aparelhos e equipamentos de comunicação', '1.2.3.1.1.01.02', 10, '20.00'],
  ['Equipamentos médico-hospitalares', '1.2.3.1.1.01.03', 15, '20.00'],
  ['Utensílios domésticos', '1.2.3.1.1.03.01', 10, '10.00'],
  ['Coleções e material bibliográfico', '1.2.3.1.1.04.02', 10, '0.00'],
  ['Equipamentos de áudio, vídeo e foto', '1.2.3.1.1.04.05', 10, '10.00'],
  ['Equipamentos de processamento de dados', '1.2.3.1.1.02.01', 5, '10.00'],
  ['Máquinas e equipamentos de escritório', '1.2.3.1.1.03.02', 10, '10.00'],
  ['Ferramentas de oficina', '1.2.3.1.1.01.07', 10, '10.00'],
  ['Máquinas agrícolas e rodoviárias', '1.2.3.1.1.01.05', 10, '10.00'],
  ['Mobiliário em geral', '1.2.3.1.1.03.03', 10, '10.00'],
  ['Veículos diversos', '1.2.3.1.1.05.01', 15, '10.00'],
  ['Veículos de tração mecânica', '1.2.3.1.1.05.03', 15, '10.00'],
  ['Acessórios para automóveis', '1.2.3.1.1.05.04', 5, '10.00'],
]
  .map(
    ([nome, contaContabil, vidaUtilAnos, valorResidualPercentual]): SeedCategoria => ({
      nome: nome as string,
      tipoBem: 'movel',
      contaContabil: contaContabil as string,
      vidaUtilAnos: vidaUtilAnos as number,
      valorResidualPercentual: valorResidualPercentual as string,
      depreciavel: true,
    }),
  )
  .concat([
    {
      nome: 'Obras de arte e bens culturais',
      tipoBem: 'movel',
      contaContabil: '1.2.3.1.1.04.01',
      vidaUtilAnos: 0,
      valorResidualPercentual: '0.00',
      depreciavel: false,
    },
    {
      nome: 'Terrenos',
      tipoBem: 'imovel',
      contaContabil: '1.2.3.2.1.04.01',
      vidaUtilAnos: 0,
      valorResidualPercentual: '0.00',
      depreciavel: false,
    },
  ]);

/**
 * Gives a client the STN categories (demo seed, and the first time a client's categories are asked for).
 * Idempotent and safe under concurrency: the unique name per client decides.
 */
export async function seedCategorias(db: Db, clientId: string): Promise<number> {
  const rows = await db
    .insert(categoriasBens)
    .values(STN_CATEGORIAS.map((c) => ({ ...c, clientId })))
    .onConflictDoNothing()
    .returning({ id: categoriasBens.id });
  return rows.length;
}
