ALTER TABLE "inventario_contagens" ADD COLUMN "observacao" text;--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD COLUMN "terceiro" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventario_contagens" ADD COLUMN "sem_etiqueta" boolean DEFAULT false NOT NULL;