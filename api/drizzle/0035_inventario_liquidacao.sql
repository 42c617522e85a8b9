CREATE TABLE "inventario_divergencias" (
	"client_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"inventario_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"bem_id" uuid,
	"codigo_bem" integer,
	"descricao" text,
	"leitura" text,
	"registrado_setor_id" uuid,
	"registrado_sala_id" uuid,
	"lido_setor_id" uuid,
	"lido_sala_id" uuid,
	"estado_registrado" text,
	"estado_lido" text,
	"valor" numeric(15, 2),
	"contado_em" timestamp with time zone,
	"acao" text,
	"justificativa" text,
	"movimentacao_id" uuid,
	"aceite_id" uuid,
	"bem_incorporado_id" uuid,
	"liquidado_por" uuid,
	"liquidado_em" timestamp with time zone,
	CONSTRAINT "inventario_divergencias_client_id_id_pk" PRIMARY KEY("client_id","id"),
	CONSTRAINT "inventario_divergencias_tipo_ck" CHECK (tipo in ('nao_encontrado', 'outro_local', 'desconhecida', 'estado_diferente', 'sem_etiqueta', 'terceiro')),
	CONSTRAINT "inventario_divergencias_acao_ck" CHECK (acao is null or acao in ('transferir', 'manter', 'baixa', 'incorporar', 'conforme'))
);
--> statement-breakpoint
ALTER TABLE "termos_emitidos" DROP CONSTRAINT "termos_emitidos_tipo_ck";--> statement-breakpoint
ALTER TABLE "inventarios" ADD COLUMN "termo_inventario_id" uuid;--> statement-breakpoint
ALTER TABLE "inventarios" ADD COLUMN "termo_transicao_id" uuid;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD COLUMN "inventario_id" uuid;--> statement-breakpoint
ALTER TABLE "inventario_divergencias" ADD CONSTRAINT "inventario_divergencias_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventario_divergencias_inventario_idx" ON "inventario_divergencias" USING btree ("inventario_id","tipo","codigo_bem");--> statement-breakpoint
CREATE INDEX "inventario_divergencias_aceite_idx" ON "inventario_divergencias" USING btree ("aceite_id") WHERE aceite_id is not null;--> statement-breakpoint
ALTER TABLE "termos_emitidos" ADD CONSTRAINT "termos_emitidos_tipo_ck" CHECK (tipo in ('responsabilidade', 'transferencia', 'baixa', 'nada_consta', 'recebimento_obra', 'boletim_medicao', 'inventario', 'transicao'));