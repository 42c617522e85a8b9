DROP INDEX "depreciacoes_itens_bem_idx";--> statement-breakpoint
CREATE INDEX "depreciacoes_itens_bem_mes_idx" ON "depreciacoes_itens" USING btree ("client_id","codigo_bem","ano","mes");