CREATE TABLE "obra_recebimentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"data" date NOT NULL,
	"vistoria" text NOT NULL,
	"recebedores" jsonb NOT NULL,
	"termo_id" uuid NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_recebimentos_tipo_ck" CHECK (tipo in ('provisorio', 'definitivo'))
);
--> statement-breakpoint
ALTER TABLE "termos_emitidos" DROP CONSTRAINT "termos_emitidos_tipo_ck";--> statement-breakpoint
ALTER TABLE "obra_recebimentos" ADD CONSTRAINT "obra_recebimentos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_recebimentos" ADD CONSTRAINT "obra_recebimentos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_recebimentos" ADD CONSTRAINT "obra_recebimentos_termo_id_termos_emitidos_id_fk" FOREIGN KEY ("termo_id") REFERENCES "public"."termos_emitidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_recebimentos" ADD CONSTRAINT "obra_recebimentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "obra_recebimentos_obra_tipo_uq" ON "obra_recebimentos" USING btree ("obra_id","tipo");--> statement-breakpoint
CREATE INDEX "obra_recebimentos_client_obra_idx" ON "obra_recebimentos" USING btree ("client_id","obra_id");--> statement-breakpoint
ALTER TABLE "termos_emitidos" ADD CONSTRAINT "termos_emitidos_tipo_ck" CHECK (tipo in ('responsabilidade', 'transferencia', 'baixa', 'nada_consta', 'recebimento_obra'));