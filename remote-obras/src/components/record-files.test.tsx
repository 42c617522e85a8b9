import type { Acompanhamento, StoredFile } from '@gp/shared-contracts';
import { API, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENTE, MEDICAO, MEDICAO_ID, OBRA, OBRA_ID, renderObras } from '../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => {
  api?.stop();
  vi.restoreAllMocks();
});

const VISTORIA: Acompanhamento = {
  cliente_id: CLIENTE,
  obra: { id: OBRA_ID, numero: OBRA.numero, objeto: OBRA.objeto },
  ativo: true,
  user_id_inativa: null,
  motivo: null,
  created_at: '2025-04-01T10:00:00.000Z',
  updated_at: '2025-04-01T10:00:00.000Z',
  id: 'ac-1',
  tipo: 'vistoria',
  data: '2025-04-10',
  percentual_fisico: '35.50',
  descricao: 'Fundações concluídas',
  responsavel: 'Fiscal da obra',
};
const FOTO: StoredFile = {
  id: 'f-1',
  name: 'fachada.png',
  mime: 'image/png',
  size: 2048,
  createdAt: '2025-04-10T12:00:00.000Z',
};
const NOVA: StoredFile = { ...FOTO, id: 'f-2', name: 'laje.png' };

/** An XMLHttpRequest that answers every upload with 201 and the stored file, after some progress. */
class FakeUpload {
  static sent: { method: string; url: string; headers: Record<string, string>; file?: string }[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  send(form: FormData) {
    FakeUpload.sent.push({ ...this.request, file: (form.get('file') as File | null)?.name });
    setTimeout(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      this.status = 201;
      this.responseText = JSON.stringify(NOVA);
      this.onload?.();
    }, 10);
  }
  abort() {}
}

function mount(url: string, records: Record<string, unknown>, files: StoredFile[][]) {
  let listed = 0;
  api = startFakeApi((call) => {
    if (call.path in records) return { status: 200, body: records[call.path] };
    if (call.path.includes('/preview/')) return { status: 200, body: 'png' };
    if (/\/files\/[^/]+$/.test(call.path))
      return { status: 200, body: files[Math.min(listed++, files.length - 1)] };
    return undefined;
  });
  FakeUpload.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  renderObras(url);
}

describe('the files of a register’s record', () => {
  it('lists a follow-up’s photos and sends several with progress to its upload call', async () => {
    mount('/app/obras/acompanhamento/editar?id=ac-1', { '/obras/acompanhamento/ac-1': VISTORIA }, [
      [FOTO],
      [FOTO, NOVA],
    ]);
    const table = await screen.findByRole('region', { name: 'Fotos' });
    await within(table).findByText('fachada.png');
    expect(within(table).getByRole('button', { name: 'Visualizar fachada.png' })).toBeTruthy();

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/png,image/jpeg,image/gif,image/webp');
    const photo = new File(['png'], 'laje.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    const queued = await screen.findByRole('region', { name: 'Arquivos a enviar' });
    expect(within(queued).getByText('Aguardando envio')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Enviar 1 arquivo/ }));

    expect(await within(queued).findByText('Enviado')).toBeTruthy();
    expect(FakeUpload.sent).toHaveLength(1);
    expect(FakeUpload.sent[0]).toMatchObject({
      method: 'POST',
      url: `${API}/obras/acompanhamento/upload/ac-1`,
      file: 'laje.png',
    });
    expect(FakeUpload.sent[0]?.headers.Authorization).toBe('Bearer token-1');
    // The list is read again with the stored photo.
    await within(table).findByText('laje.png');
    expect(api?.calls.filter((c) => c.path === '/obras/acompanhamento/files/ac-1')).toHaveLength(2);
  });

  it('previews a photo through the register’s preview call, with the token', async () => {
    mount('/app/obras/acompanhamento/editar?id=ac-1', { '/obras/acompanhamento/ac-1': VISTORIA }, [[FOTO]]);
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:fachada');
    const table = await screen.findByRole('region', { name: 'Fotos' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Visualizar fachada.png' }));
    const dialog = await screen.findByRole('dialog');
    expect((await within(dialog).findByRole('img', { name: 'fachada.png' })).getAttribute('src')).toBe(
      'blob:fachada',
    );
    const preview = api?.calls.find((c) => c.path === '/obras/acompanhamento/preview/f-1');
    expect(preview?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('deletes a photo after the confirmation through the area’s delete call, and lists the rest', async () => {
    let deleted = false;
    api = startFakeApi((call) => {
      if (call.path === '/obras/acompanhamento/ac-1') return { status: 200, body: VISTORIA };
      if (call.path === '/obras/arquivo/f-1' && call.method === 'DELETE') {
        deleted = true;
        return { status: 200, body: { status: 'Ok', message: 'Arquivo excluído.' } };
      }
      if (call.path === '/obras/acompanhamento/files/ac-1')
        return { status: 200, body: deleted ? [NOVA] : [FOTO, NOVA] };
      return undefined;
    });
    renderObras('/app/obras/acompanhamento/editar?id=ac-1');
    const table = await screen.findByRole('region', { name: 'Fotos' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Excluir fachada.png' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(table).queryByText('fachada.png')).toBeNull());
    expect(within(table).getByText('laje.png')).toBeTruthy();
    expect(api?.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/obras/arquivo/f-1',
    ]);
  });

  it('shows an inactive record’s files but takes no more', async () => {
    mount(
      '/app/obras/acompanhamento/editar?id=ac-1',
      { '/obras/acompanhamento/ac-1': { ...VISTORIA, ativo: false, motivo: 'Duplicado' } },
      [[FOTO]],
    );
    const table = await screen.findByRole('region', { name: 'Fotos' });
    await within(table).findByText('fachada.png');
    expect(screen.getByText('Este registro está inativo: ative-o para anexar arquivos.')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });

  it('gives a measurement its attachments (PDF, images, Office), and a new record none yet', async () => {
    mount(`/app/obras/medicao/editar?id=${MEDICAO_ID}`, { [`/obras/medicao/${MEDICAO_ID}`]: MEDICAO }, [[]]);
    const table = await screen.findByRole('region', { name: 'Anexos' });
    expect(await within(table).findByText('Nenhum anexo enviado.')).toBeTruthy();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input.getAttribute('accept')).toContain('.docx');
    await waitFor(() =>
      expect(api?.calls.map((c) => c.path)).toContain(`/obras/medicao/files/${MEDICAO_ID}`),
    );
    api?.stop();
    mount(`/app/obras/acompanhamento/criar?obra_id=${OBRA_ID}`, {}, [[]]);
    expect(await screen.findByText('Novo acompanhamento')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Fotos' })).toBeNull();
  });
});
