ALTER TABLE "trades" DROP CONSTRAINT "trades_shape";--> statement-breakpoint
ALTER TABLE "trades" ADD CONSTRAINT "trades_shape" CHECK (case when "trades"."type" in ('SPLIT', 'CONSOLIDATION')
            then "trades"."units" is null and "trades"."price" is null and "trades"."brokerage" = 0
                 and "trades"."ratio_from" is not null and "trades"."ratio_to" is not null and "trades"."ratio_from" >= 1 and "trades"."ratio_to" >= 1
                 and "trades"."ratio_to" <> "trades"."ratio_from" and ("trades"."type" = 'SPLIT') = ("trades"."ratio_to" > "trades"."ratio_from")
            else "trades"."units" is not null and "trades"."price" is not null and "trades"."units" > 0 and "trades"."price" > 0 and "trades"."brokerage" >= 0
                 and "trades"."ratio_from" is null and "trades"."ratio_to" is null end);