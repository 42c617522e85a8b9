import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bem } from '../../test/fixtures.js';
import { API, fakeApi, renderAt } from '../../test/render.js';

afterEach(() => vi.unstubAllGlobals());

const path = `/patrimonio/bempatrimonial/transparencia/${bem.id}`;

describe("an asset's public card (/publico/bempatrimonial/{id})", () => {
  it('shows the entity, the asset, its money and dates in pt-BR, and its first photo', async () => {
    fakeApi({ [path]: { status: 200, body: bem } });
    renderAt(`/publico/bempatrimonial/${bem.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa de escritório' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner').textContent).toContain('Prefeitura Municipal de Exemplo');
    expect(
      screen.getByRole('img', { name: 'Logo de Prefeitura Municipal de Exemplo' }).getAttribute('src'),
    ).toBe(`${API}/publico/entidades/12345678000195/logo?v=abc`);
    expect(screen.getByRole('img', { name: 'Foto do bem: Mesa de escritório' }).getAttribute('src')).toBe(
      `${API}${bem.foto_url}`,
    );
    const field = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(field('Código')).toBe('42');
    expect(field('Categoria')).toBe('Mobiliário em geral');
    expect(field('Situação')).toBe('Em uso');
    expect(field('Estado de conservação')).toBe('Bom');
    expect(field('Secretaria')).toBe('Secretaria de Administração');
    expect(field('Setor')).toBe('Recursos Humanos');
    expect(field('Data de aquisição')).toBe('05/03/2024');
    expect(field('Valor de aquisição')).toBe('R$ 1.389,90');
    expect(field('Valor contábil')).toBe('R$ 1.200,50');
    expect(screen.getByText(/^Dados atualizados em \d{2}\/\d{2}\/2026 \d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.queryByText(/foi baixado/)).toBeNull();
    expect(screen.getByRole('link', { name: /Ver todos os bens de/ }).getAttribute('href')).toBe(
      '/publico/transparencia/12345678000195',
    );
    // The title is written by an effect, which may run after the card is found.
    await waitFor(() => expect(document.title).toBe('Bem nº 42 — Transparência'));
  });

  it('says when the asset was baixado, and shows no photo without one', async () => {
    fakeApi({
      [path]: {
        status: 200,
        body: { ...bem, situacao: 'baixado', situacao_descricao: 'Baixado', baixado: true, foto_url: null },
      },
    });
    renderAt(`/publico/bempatrimonial/${bem.id}`);
    expect(await screen.findByText('Este bem foi baixado')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /Foto do bem/ })).toBeNull();
  });

  it('an unknown id is a Portuguese "não encontrado" page', async () => {
    fakeApi({});
    renderAt('/publico/bempatrimonial/00000000-0000-4000-8000-000000000000');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bem patrimonial não encontrado' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'consulte pelo CPF ou CNPJ' }).getAttribute('href')).toBe(
      '/publico/transparencia',
    );
  });

  it('another failure shows the message and asks again on "Tentar novamente"', async () => {
    let calls = 0;
    fakeApi({
      [path]: () =>
        ++calls === 1
          ? { status: 429, body: { message: 'Muitas consultas seguidas.' } }
          : { status: 200, body: bem },
    });
    renderAt(`/publico/bempatrimonial/${bem.id}`);
    expect(await screen.findByText('Muitas consultas seguidas.')).toBeTruthy();
    screen.getByRole('button', { name: 'Tentar novamente' }).click();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mesa de escritório' })).toBeTruthy();
  });
});
