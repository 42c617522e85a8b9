import { type APIRequestContext, expect } from '@playwright/test';
import { apiAs } from './api.js';

type Bem = { id: string; CodigoBEM: number; descricao: string; setor: { id: string; name: string } | null };

/**
 * A campaign over the setor of one of the demo assets, with the e2e's president: the asset, the campaign and
 * a way to close it (the specs close it whatever happens: the setor's transfers are free again).
 */
export async function abrirCampanha(request: APIRequestContext, titulo: string) {
  const api = await apiAs(request, 'admin', 'prefeitura');
  const { body: bens } = await api.get<{ data: Bem[] }>('/patrimonio/bempatrimonial?limit=50');
  const bem = bens.data.find((b) => b.setor !== null)!;
  const { body: servidor } = await api.post<{ id: string }>('/patrimonio/servidor/create', {
    nome: `Presidente de ${titulo}`,
  });
  const opened = await api.post<{ id: string }>('/patrimonio/inventario/create', {
    titulo,
    tipo: 'ciclico',
    escopo: 'setor',
    setor_id: bem.setor!.id,
    portaria_numero: '901/2026',
    portaria_data: '2026-01-10',
    data_abertura: '2026-01-15',
    data_prevista_encerramento: '2026-12-31',
    comissao: [{ servidor_id: servidor.id, presidente: true }],
  });
  expect(opened.status).toBe(201);
  const id = opened.body.id;
  return { api, bem, id, encerrar: () => api.post(`/patrimonio/inventario/${id}/encerrar`, {}) };
}
