import type { Acompanhamento, StoredFile } from '@gp/shared-contracts';
import { currentUrl, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENTE, OBRA, OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const tail = {
  cliente_id: CLIENTE,
  obra: { id: OBRA_ID, numero: OBRA.numero, objeto: OBRA.objeto },
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2025-04-01T10:00:00.000Z',
  updated_at: '2025-04-01T10:00:00.000Z',
};
const RECENTE: Acompanhamento = {
  ...tail,
  id: 'ac-2',
  tipo: 'fiscalizacao',
  data: '2025-05-20',
  percentual_fisico: '52.00',
  descricao: 'Estrutura do primeiro pavimento',
  responsavel: 'Eng. Fiscal Ana Lima',
};
const ANTIGO: Acompanhamento = {
  ...tail,
  id: 'ac-1',
  tipo: 'vistoria',
  data: '2025-04-10',
  percentual_fisico: '35.50',
  descricao: 'Fundações concluídas',
  responsavel: 'Fiscal da obra',
};
const FOTO: StoredFile = {
  id: 'f-1',
  name: 'fundacoes.png',
  mime: 'image/png',
  size: 2048,
  createdAt: '2025-04-10T12:00:00.000Z',
};

function mount(follow: Acompanhamento[]) {
  api = startFakeApi((call) => {
    if (call.path === `/obras/obra/${OBRA_ID}`) return { status: 200, body: OBRA_DETAIL };
    if (call.path === '/obras/acompanhamento') return page(follow);
    if (call.path === '/obras/acompanhamento/files/ac-1') return { status: 200, body: [FOTO] };
    if (call.path === '/obras/acompanhamento/files/ac-2') return { status: 200, body: [] };
    if (call.path === '/obras/acompanhamento/preview/f-1') return { status: 200, body: 'png' };
    return undefined;
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fundacoes');
  renderObras(`/app/obras/obra/editar?id=${OBRA_ID}`);
}

describe("the work's follow-up timeline", () => {
  it('shows the active follow-ups newest first, with their photos opening large', async () => {
    mount([RECENTE, ANTIGO]);
    const timeline = await screen.findByRole('region', { name: 'Linha do tempo dos acompanhamentos' });
    const items = await within(timeline).findAllByRole('article');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual([
      'Acompanhamento de 20/05/2025',
      'Acompanhamento de 10/04/2025',
    ]);
    const [recente, antigo] = items as [HTMLElement, HTMLElement];
    for (const text of ['Fiscalização', '20/05/2025', '52,00% físico', 'Estrutura do primeiro pavimento'])
      expect(within(recente).getByText(text)).toBeTruthy();
    expect(within(recente).getByText(/Eng\. Fiscal Ana Lima/)).toBeTruthy();
    expect(within(recente).queryByRole('img')).toBeNull();

    const thumb = await within(antigo).findByRole('img', { name: 'fundacoes.png' });
    expect(thumb.getAttribute('src')).toBe('blob:fundacoes');
    const preview = api?.calls.find((c) => c.path === '/obras/acompanhamento/preview/f-1');
    expect(preview?.headers.get('authorization')).toBe('Bearer token-1');
    fireEvent.click(thumb);
    await waitFor(() => expect(document.querySelector('.ant-image-preview-img')).not.toBeNull());
    expect(document.querySelector('.ant-image-preview-img')?.getAttribute('src')).toBe('blob:fundacoes');

    const list = api?.calls.find((c) => c.path === '/obras/acompanhamento');
    expect(Object.fromEntries(list?.search ?? [])).toMatchObject({
      obra_id: OBRA_ID,
      ativo: 'true',
      sort: 'data',
      order: 'desc',
    });
  });

  it('says when there is none, and links to a new follow-up of the work', async () => {
    mount([]);
    expect(await screen.findByText('Nenhum acompanhamento registrado.')).toBeTruthy();
    const add = screen.getByRole('link', { name: /Novo acompanhamento/ });
    expect(add.getAttribute('href')).toBe(`/app/obras/acompanhamento/criar?obra_id=${OBRA_ID}`);
    fireEvent.click(add);
    await waitFor(() => expect(currentUrl()).toBe(`/app/obras/acompanhamento/criar?obra_id=${OBRA_ID}`));
  });
});
