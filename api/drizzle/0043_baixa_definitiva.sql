ALTER TABLE "movimentacoes_bens" ADD COLUMN "processo_baixa" text;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD COLUMN "autorizada_por" text;