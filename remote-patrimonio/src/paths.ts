/**
 * The area's addresses under its base path, /app/patrimonio (docs/product.md, "Áreas e rotas"). An edit
 * page takes the record's id in the query string (`editar?id=`), so the route is `/editar` itself.
 */
export function patrimonioPaths(basePath: string) {
  const base = basePath.replace(/\/+$/, '');
  const id = (value: string) => encodeURIComponent(value);
  return {
    bens: () => base,
    bemCriar: () => `${base}/criar`,
    bemEditar: (bemId: string) => `${base}/editar?id=${id(bemId)}`,
    movimentacoes: (bemId: string) => `${base}/movimentacao/${id(bemId)}`,
    movimentacaoCriar: (bemId: string, codigo: number) => `${base}/movimentacao/${id(bemId)}/criar/${codigo}`,
    anexos: (bemId: string) => `${base}/anexo/${id(bemId)}`,
    anexosUpload: (bemId: string) => `${base}/anexo/${id(bemId)}/upload`,
    fornecedores: () => `${base}/fornecedor`,
    fornecedorCriar: () => `${base}/fornecedor/criar`,
    fornecedorEditar: (fornecedorId: string) => `${base}/fornecedor/editar?id=${id(fornecedorId)}`,
    categorias: () => `${base}/categorias`,
    ncm: () => `${base}/ncm`,
    veiculos: () => `${base}/veiculos`,
    imoveis: () => `${base}/imoveis`,
  };
}
export type PatrimonioPaths = ReturnType<typeof patrimonioPaths>;
