-- Deliveries stored before due dates carried their hour: the due date's end of business then,
-- 17:00 America/New_York, written as the time and the instant the schema now requires.
UPDATE "orders" SET "summary" = jsonb_set("summary", '{delivery}', ("summary"->'delivery') || jsonb_build_object('time', '17:00', 'dueAt', to_char(((("summary"->'delivery'->>'date')::date + time '17:00') AT TIME ZONE 'America/New_York') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE jsonb_typeof("summary"->'delivery') = 'object' AND NOT ("summary"->'delivery' ? 'dueAt');--> statement-breakpoint
UPDATE "orders" SET "quote" = jsonb_set("quote", '{delivery}', ("quote"->'delivery') || jsonb_build_object('time', '17:00', 'dueAt', to_char(((("quote"->'delivery'->>'date')::date + time '17:00') AT TIME ZONE 'America/New_York') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE jsonb_typeof("quote"->'delivery') = 'object' AND NOT ("quote"->'delivery' ? 'dueAt');--> statement-breakpoint
UPDATE "quotes" SET "quote" = jsonb_set("quote", '{delivery}', ("quote"->'delivery') || jsonb_build_object('time', '17:00', 'dueAt', to_char(((("quote"->'delivery'->>'date')::date + time '17:00') AT TIME ZONE 'America/New_York') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')))
WHERE jsonb_typeof("quote"->'delivery') = 'object' AND NOT ("quote"->'delivery' ? 'dueAt');
