import { CONTRACT_VERSION, emit, type RemoteProps } from '@gp/shared-contracts';
import { ForbiddenResult } from '@gp/shared-ui';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { canOpen, type PatrimonioRoute } from './access.js';
import { NotFoundResult } from './components/not-found-result.js';
import { AnexosPage, AnexosUploadPage } from './features/anexos/anexos-pages.js';
import { BemCriarPage, BemEditarPage } from './features/bens/bem-form-page.js';
import { BensPage } from './features/bens/bens-page.js';
import { CategoriasPage } from './features/categorias/categorias-page.js';
import { FornecedorCriarPage, FornecedorEditarPage } from './features/fornecedores/fornecedor-form-page.js';
import { FornecedoresPage } from './features/fornecedores/fornecedores-page.js';
import { ImoveisPage } from './features/imoveis/imoveis-page.js';
import { MovimentacaoCriarPage, MovimentacoesPage } from './features/movimentacoes/movimentacoes-pages.js';
import { NcmPage } from './features/ncm/ncm-page.js';
import { VeiculosPage } from './features/veiculos/veiculos-page.js';
import { RemoteProvider, useRemote } from './session/remote-context.js';

/** Contract version this remote was built for; the host refuses another major. */
export const contractVersion = CONTRACT_VERSION;

/** A route the location may not open renders the Portuguese 403 (CONVENTIONS §11). */
function Allowed({ route, children }: { route: PatrimonioRoute; children: ReactNode }) {
  const { access } = useRemote();
  return canOpen(access, route) ? (
    children
  ) : (
    <ForbiddenResult onBack={() => emit('navigate:request', { to: '/app' })} />
  );
}

const guarded = (route: PatrimonioRoute, page: ReactNode) => <Allowed route={route}>{page}</Allowed>;

/** Spec §2 patrimônio routes (depreciação comes with its own issue) and the registers of issue 5. */
function PatrimonioRouteTable() {
  return (
    <Routes>
      <Route index element={guarded('bens', <BensPage />)} />
      <Route path="criar" element={guarded('bemCriar', <BemCriarPage />)} />
      <Route path="editar" element={guarded('bemEditar', <BemEditarPage />)} />
      <Route path="movimentacao/:id" element={guarded('movimentacoes', <MovimentacoesPage />)} />
      <Route
        path="movimentacao/:id/criar/:codigo"
        element={guarded('movimentacaoCriar', <MovimentacaoCriarPage />)}
      />
      <Route path="anexo/:id" element={guarded('anexos', <AnexosPage />)} />
      <Route path="anexo/:id/upload" element={guarded('anexosUpload', <AnexosUploadPage />)} />
      <Route path="fornecedor" element={guarded('fornecedores', <FornecedoresPage />)} />
      <Route path="fornecedor/criar" element={guarded('fornecedorCriar', <FornecedorCriarPage />)} />
      <Route path="fornecedor/editar" element={guarded('fornecedorEditar', <FornecedorEditarPage />)} />
      <Route path="categorias" element={guarded('categorias', <CategoriasPage />)} />
      <Route path="ncm" element={guarded('ncm', <NcmPage />)} />
      <Route path="veiculos" element={guarded('veiculos', <VeiculosPage />)} />
      <Route path="imoveis" element={guarded('imoveis', <ImoveisPage />)} />
      <Route path="*" element={<NotFoundResult />} />
    </Routes>
  );
}

/** The host also mounts this remote at /app/xml, an area whose screens are not part of this remote yet. */
const PATRIMONIO_BASE = /\/patrimonio\/?$/;

/**
 * The `./routes` expose: rendered by the host inside its router under `basePath` (/app/patrimonio), with
 * relative routes and no router of its own.
 */
export function PatrimonioRoutes({ basePath, session }: RemoteProps) {
  return (
    <RemoteProvider basePath={basePath} session={session}>
      {PATRIMONIO_BASE.test(basePath) ? (
        <PatrimonioRouteTable />
      ) : (
        <Routes>
          <Route path="*" element={<NotFoundResult />} />
        </Routes>
      )}
    </RemoteProvider>
  );
}

export default PatrimonioRoutes;
