CREATE TABLE "obra_cronograma" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"mes" date NOT NULL,
	"valor_previsto" numeric(15, 2) NOT NULL,
	"percentual_fisico" numeric(5, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_cronograma_valores_ck" CHECK (valor_previsto >= 0 and percentual_fisico between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "obra_item_alteracoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"item_id" uuid,
	"codigo" text NOT NULL,
	"origem" text NOT NULL,
	"aditivo_id" uuid,
	"antes" jsonb,
	"depois" jsonb,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_item_alteracoes_origem_ck" CHECK (origem in ('planilha', 'importacao', 'aditivo'))
);
--> statement-breakpoint
CREATE TABLE "obra_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"unidade" text NOT NULL,
	"quantidade" numeric(15, 4) NOT NULL,
	"preco_unitario" numeric(15, 2) NOT NULL,
	"bdi" numeric(5, 2) NOT NULL,
	"preco_com_bdi" numeric(15, 2) NOT NULL,
	"total" numeric(15, 2) NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_itens_valores_ck" CHECK (quantidade >= 0 and preco_unitario >= 0 and bdi between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "obra_medicao_itens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"medicao_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"quantidade" numeric(15, 4) NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_medicao_itens_quantidade_ck" CHECK (quantidade > 0 and valor >= 0)
);
--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "por_itens" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "conferencia_data" date;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "conferencia_percentual" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD COLUMN "conferencia_responsaveis" text;--> statement-breakpoint
ALTER TABLE "obras" ADD COLUMN "bdi" numeric(5, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "obra_cronograma" ADD CONSTRAINT "obra_cronograma_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_cronograma" ADD CONSTRAINT "obra_cronograma_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_item_alteracoes" ADD CONSTRAINT "obra_item_alteracoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_item_alteracoes" ADD CONSTRAINT "obra_item_alteracoes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_item_alteracoes" ADD CONSTRAINT "obra_item_alteracoes_item_id_obra_itens_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."obra_itens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_item_alteracoes" ADD CONSTRAINT "obra_item_alteracoes_aditivo_id_obra_aditivos_id_fk" FOREIGN KEY ("aditivo_id") REFERENCES "public"."obra_aditivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_item_alteracoes" ADD CONSTRAINT "obra_item_alteracoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_itens" ADD CONSTRAINT "obra_itens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_itens" ADD CONSTRAINT "obra_itens_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_medicao_itens" ADD CONSTRAINT "obra_medicao_itens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_medicao_itens" ADD CONSTRAINT "obra_medicao_itens_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_medicao_itens" ADD CONSTRAINT "obra_medicao_itens_medicao_id_obra_medicoes_id_fk" FOREIGN KEY ("medicao_id") REFERENCES "public"."obra_medicoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_medicao_itens" ADD CONSTRAINT "obra_medicao_itens_item_id_obra_itens_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."obra_itens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "obra_cronograma_obra_mes_uq" ON "obra_cronograma" USING btree ("obra_id","mes");--> statement-breakpoint
CREATE INDEX "obra_cronograma_client_obra_idx" ON "obra_cronograma" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE INDEX "obra_item_alteracoes_client_obra_idx" ON "obra_item_alteracoes" USING btree ("client_id","obra_id","created_at");--> statement-breakpoint
CREATE INDEX "obra_item_alteracoes_item_idx" ON "obra_item_alteracoes" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "obra_item_alteracoes_aditivo_idx" ON "obra_item_alteracoes" USING btree ("aditivo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obra_itens_obra_codigo_uq" ON "obra_itens" USING btree ("obra_id","codigo");--> statement-breakpoint
CREATE INDEX "obra_itens_client_obra_idx" ON "obra_itens" USING btree ("client_id","obra_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "obra_medicao_itens_medicao_item_uq" ON "obra_medicao_itens" USING btree ("medicao_id","item_id");--> statement-breakpoint
CREATE INDEX "obra_medicao_itens_item_idx" ON "obra_medicao_itens" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "obra_medicao_itens_client_obra_idx" ON "obra_medicao_itens" USING btree ("client_id","obra_id");--> statement-breakpoint
-- The medições made before the sheet keep their value as one item per work, "Medição global (anterior à
-- planilha)": quantity in reais at price 1.00 without BDI, so each medição measures its own value of it.
INSERT INTO "obra_itens" ("client_id", "obra_id", "ordem", "codigo", "descricao", "unidade", "quantidade", "preco_unitario", "bdi", "preco_com_bdi", "total", "global")
SELECT "client_id", "obra_id", 0, 'MEDICAO-GLOBAL', 'Medição global (anterior à planilha)', 'R$', sum("valor"), 1, 0, 1, sum("valor"), true
FROM "obra_medicoes" GROUP BY "client_id", "obra_id";--> statement-breakpoint
INSERT INTO "obra_medicao_itens" ("client_id", "obra_id", "medicao_id", "item_id", "quantidade", "valor")
SELECT m."client_id", m."obra_id", m."id", i."id", m."valor", m."valor"
FROM "obra_medicoes" m JOIN "obra_itens" i ON i."obra_id" = m."obra_id" AND i."global";
