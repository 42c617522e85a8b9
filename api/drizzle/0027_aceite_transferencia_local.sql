-- Decision 062: a transfer of place (movement type 2) to another setor waits for the aceite of the
-- destination setor's head. The aceite keeps the movement it will book: the destination, the date and the
-- observation (in `motivo`), booked by the single movement's rule once accepted.
ALTER TABLE "aceites" DROP CONSTRAINT "aceites_tipo_ck";--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_tipo_ck" CHECK (tipo in ('cautela', 'transferencia', 'transferencia_local'));--> statement-breakpoint
ALTER TABLE "aceites" ADD COLUMN "secretaria_id" uuid;--> statement-breakpoint
ALTER TABLE "aceites" ADD COLUMN "setor_id" uuid;--> statement-breakpoint
ALTER TABLE "aceites" ADD COLUMN "data_movimentacao" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "aceites" ADD CONSTRAINT "aceites_destino_ck" CHECK (tipo <> 'transferencia_local' or (secretaria_id is not null and setor_id is not null));
