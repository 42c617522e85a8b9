ALTER TABLE "obra_situacoes" ADD COLUMN "justificativa_sem_li" text;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "bem_id" uuid;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "bem_incorporacao" text;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obras_client_bem_idx" ON "obras" USING btree ("client_id","bem_id");--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_bem_incorporacao_ck" CHECK ((bem_id is null) = (bem_incorporacao is null) and (bem_incorporacao is null or bem_incorporacao in ('imovel', 'melhoria')));