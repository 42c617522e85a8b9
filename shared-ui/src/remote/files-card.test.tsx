// @vitest-environment jsdom
import '../test-setup.js';
import type { StoredFile } from '@gp/shared-contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { FilesCard, type FilesCardProps } from './files-card.js';
import type { SendFile } from './upload.js';

/** The one files card of the areas (decision 010): list, upload with progress, delete, empty state. */

const FILE: StoredFile = {
  id: '3c2b1a09-8f7e-4d6c-9b5a-4e3d2c1b0a9f',
  name: 'contrato.pdf',
  mime: 'application/pdf',
  size: 2048,
  createdAt: '2026-11-20T12:00:00.000Z',
};

const loaded = (data: StoredFile[]) => ({ data, isPending: false, isError: false, refetch: vi.fn() });

function draw(props: Partial<FilesCardProps> & Pick<FilesCardProps, 'files'>) {
  const onUploaded = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <App>
        <FilesCard
          api={ky.create({ prefixUrl: 'http://api.test' })}
          localId="local-1"
          upload={vi.fn()}
          title="Arquivos"
          label="Arquivos do registro"
          paths={{ download: (id) => `x/download/${id}`, upload: 'x/upload/1' }}
          accept=".pdf"
          hint="PDF."
          canUpload
          onUploaded={onUploaded}
          {...props}
        />
      </App>
    </QueryClientProvider>,
  );
  return { onUploaded };
}

const choose = (...files: File[]) =>
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });

describe('the files card', () => {
  it('says when there are no files yet, and shows the retry of a load that failed', async () => {
    const refetch = vi.fn();
    draw({ files: { data: [], isPending: false, isError: true, refetch }, emptyText: 'Nenhum documento.' });
    expect(await screen.findByText('Nenhum documento.')).toBeTruthy();
    expect(screen.getByText('Não foi possível carregar os arquivos.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(refetch).toHaveBeenCalled();
  });

  it('sends a chosen file to the upload path with its progress bar, then asks the record to read its files again', async () => {
    let finish: (answer: unknown) => void = () => undefined;
    const upload: SendFile = vi.fn(
      (_path, _file, onProgress) =>
        new Promise((resolve) => {
          onProgress?.(40);
          finish = resolve;
        }),
    );
    const { onUploaded } = draw({ files: loaded([]), upload });
    choose(new File(['%PDF'], 'edital.pdf', { type: 'application/pdf' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar 1 arquivo' }));
    const bar = await screen.findByRole('progressbar', { name: 'Progresso de edital.pdf' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('40'));
    expect(upload).toHaveBeenCalledWith('x/upload/1', expect.any(File), expect.any(Function));
    finish({ id: 'novo' });
    expect(await screen.findByText('Enviado')).toBeTruthy();
    await waitFor(() => expect(onUploaded).toHaveBeenCalledTimes(1));
  });

  it('keeps a refused file listed with the API’s reason, to send again or remove', async () => {
    const upload: SendFile = vi.fn(async () => {
      throw new Error('Tipo de arquivo não aceito.');
    });
    const { onUploaded } = draw({ files: loaded([]), upload });
    choose(new File(['MZ'], 'programa.exe'));
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar 1 arquivo' }));
    const item = await screen.findByRole('listitem', { name: 'programa.exe' });
    expect((await within(item).findByRole('alert')).textContent).toBe('Tipo de arquivo não aceito.');
    expect(screen.getByRole('button', { name: 'Enviar 1 arquivo' })).toBeTruthy();
    expect(within(item).getByRole('button', { name: 'Remover programa.exe' })).toBeTruthy();
    expect(onUploaded).not.toHaveBeenCalled();
  });

  it('deletes a file only after the confirmation, and not when cancelled', async () => {
    const remove = vi.fn(async () => undefined);
    draw({ files: loaded([FILE]), remove });
    fireEvent.click(await screen.findByRole('button', { name: 'Excluir contrato.pdf' }));
    let dialog = await screen.findByRole('dialog', { name: 'Você tem certeza disso?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancelar/ }));
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir contrato.pdf' }));
    dialog = await screen.findByRole('dialog', { name: 'Você tem certeza disso?' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Excluir/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(FILE));
    expect(await screen.findByText('Arquivo excluído com sucesso!')).toBeTruthy();
  });

  it('offers neither upload nor delete when the API says the record takes none, and says why', async () => {
    draw({ files: loaded([FILE]), canUpload: false, uploadBlocked: 'Este registro está inativo.' });
    expect(await screen.findByText('contrato.pdf')).toBeTruthy();
    expect(document.querySelector('input[type="file"]')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir contrato.pdf' })).toBeNull();
    expect(screen.getByText('Este registro está inativo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Baixar contrato.pdf' })).toBeTruthy();
  });
});
