import * as v from 'valibot';

/**
 * Notifications (docs/api.md, "Notificações"): what waits for the caller, gathered from providers the
 * domain registers (each: a key, a title and its items for the caller). The host's bell shows the count
 * and the list.
 */

export const NotificacaoItemSchema = v.object({
  /** Stable within its provider (a month, a record's id). */
  id: v.string(),
  texto: v.string(),
  /** The app's page where it is dealt with. */
  link: v.nullable(v.string()),
});
export type NotificacaoItem = v.InferOutput<typeof NotificacaoItemSchema>;

export const NotificacaoGrupoSchema = v.object({
  chave: v.string(),
  titulo: v.string(),
  /** How many the provider has for the caller (the items may be fewer: the first ones). */
  quantidade: v.number(),
  itens: v.array(NotificacaoItemSchema),
});
export type NotificacaoGrupo = v.InferOutput<typeof NotificacaoGrupoSchema>;

/** GET /notificacoes. */
export const NotificacoesSchema = v.object({
  total: v.number(),
  grupos: v.array(NotificacaoGrupoSchema),
});
export type Notificacoes = v.InferOutput<typeof NotificacoesSchema>;
