ALTER TABLE "implantacao_criados" DROP CONSTRAINT "implantacao_criados_tipo_ck";--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" DROP CONSTRAINT "implantacao_importacoes_tipo_ck";--> statement-breakpoint
ALTER TABLE "implantacao_criados" ADD CONSTRAINT "implantacao_criados_tipo_ck" CHECK (tipo in ('secretaria', 'setor', 'fornecedor', 'veiculo', 'ncm', 'obra'));--> statement-breakpoint
ALTER TABLE "implantacao_importacoes" ADD CONSTRAINT "implantacao_importacoes_tipo_ck" CHECK (tipo in ('bens', 'fornecedores', 'veiculos', 'ncm', 'obras'));