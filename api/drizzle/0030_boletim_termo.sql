ALTER TABLE "termos_emitidos" DROP CONSTRAINT "termos_emitidos_tipo_ck";--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "boletim_termo_id" uuid;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "boletim_conteudo_sha256" text;--> statement-breakpoint
ALTER TABLE "termos_emitidos" ADD CONSTRAINT "termos_emitidos_tipo_ck" CHECK (tipo in ('responsabilidade', 'transferencia', 'baixa', 'nada_consta', 'recebimento_obra', 'boletim_medicao'));