ALTER TABLE "conciliacoes" ADD COLUMN "competencia_ano" integer;--> statement-breakpoint
ALTER TABLE "conciliacoes" ADD COLUMN "competencia_mes" integer;--> statement-breakpoint
CREATE INDEX "contabilidade_lancamentos_bem_idx" ON "contabilidade_lancamentos" USING btree ("client_id","bem_id") WHERE "contabilidade_lancamentos"."bem_id" is not null;--> statement-breakpoint
CREATE INDEX "bens_client_conta_idx" ON "bens_patrimoniais" USING btree ("client_id","conta_contabil","codigo_bem");