/**
 * The addresses of the works area (docs/product.md, "Áreas e rotas"): each register under /app/obras has
 * its list, `/criar` and `/editar?id=` (docs/decisions/039-the-register-kit.md). A list or a new record
 * may start narrowed to one work (`obra_id` in the query string), as when it is opened from the work's page.
 */
export const OBRAS_REGISTERS = [
  'obra',
  'cadastronacional',
  'acompanhamento',
  'ordemservico',
  'medicao',
  'licencaambiental',
  'responsabilidadetecnica',
] as const;
export type ObrasRegister = (typeof OBRAS_REGISTERS)[number];

export function obrasPaths(basePath: string) {
  const base = basePath.replace(/\/+$/, '');
  const id = (value: string) => encodeURIComponent(value);
  const ofObra = (obraId?: string | null) => (obraId ? `?obra_id=${id(obraId)}` : '');
  return {
    home: () => base,
    list: (register: ObrasRegister, obraId?: string | null) => `${base}/${register}${ofObra(obraId)}`,
    create: (register: ObrasRegister, obraId?: string | null) => `${base}/${register}/criar${ofObra(obraId)}`,
    edit: (register: ObrasRegister, recordId: string) => `${base}/${register}/editar?id=${id(recordId)}`,
  };
}
export type ObrasPaths = ReturnType<typeof obrasPaths>;
