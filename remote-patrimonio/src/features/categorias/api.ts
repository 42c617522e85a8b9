import { categoriaApi } from '../../components/categorias-query.js';

/**
 * The category register's hooks. Its calls are `categoriaApi` (components/categorias-query.ts), whose
 * list the NCM register reads too.
 */

/** A category's status call (activate, or deactivate with the reason), as every register's. */
export const useCategoriaStatus = () => categoriaApi.useStatus();

/** Saves a new category (`id: null`) or the edit of one; the lists and the asset form's options refresh. */
export const useSaveCategoria = () => categoriaApi.useSave();
