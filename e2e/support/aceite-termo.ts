import type { APIRequestContext } from '@playwright/test';
import { apiAs } from './api.js';
import { API_URL } from './ports.js';
import type { CompanyKey, UserKey } from './session.js';

/**
 * A transfer to another setor (or to a servidor) waits for the receiver's aceite (decision 062): a spec
 * that needs it booked records the signed paper termo of the asset's pending aceite, as a clerk does on the
 * aceites list, through the API. Answers the aceite as the termo's call answered it.
 */
export async function acceptPendingByTermo(
  request: APIRequestContext,
  bemId: string,
  as: { user: UserKey; company: CompanyKey } = { user: 'admin', company: 'prefeitura' },
) {
  const api = await apiAs(request, as.user, as.company);
  const { body } = await api.get<{ data: { id: string }[] }>(
    `/patrimonio/carga/aceites?bempatrimonial_id=${bemId}&estado=pendente`,
  );
  const pending = body.data[0];
  if (!pending) throw new Error(`nenhum aceite pendente do bem ${bemId}`);
  const res = await request.post(`${API_URL}/patrimonio/carga/aceites/${pending.id}/termo`, {
    headers: api.headers,
    multipart: {
      file: {
        name: 'termo-assinado.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n'),
      },
    },
  });
  if (res.status() !== 200) throw new Error(`termo do aceite: ${res.status()} ${await res.text()}`);
  return (await res.json()) as { id: string; estado: string; movimentacao_id: string | null };
}
