ALTER TABLE "payment_events" DROP CONSTRAINT "payment_events_type_check";--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "refunded_pence" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "issues" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reviewed_by_name" text;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: revenue counts what was received less what was refunded of it.
CREATE OR REPLACE FUNCTION revenue_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE revenue_daily r
    SET transactions = r.transactions - d.transactions,
        revenue_pence = r.revenue_pence - d.revenue_pence,
        updated_at = now()
    FROM (
      SELECT (payment_date AT TIME ZONE 'UTC')::date AS day, course_id, currency,
             count(*)::int AS transactions, sum(amount_pence - refunded_pence)::bigint AS revenue_pence
      FROM old_rows WHERE status = 'success'
      GROUP BY 1, 2, 3
    ) d
    WHERE r.day = d.day AND r.course_id IS NOT DISTINCT FROM d.course_id AND r.currency = d.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO revenue_daily AS r (day, course_id, currency, course_name, transactions, revenue_pence)
    SELECT (payment_date AT TIME ZONE 'UTC')::date, course_id, currency, max(course_name),
           count(*)::int, sum(amount_pence - refunded_pence)::bigint
    FROM new_rows WHERE status = 'success'
    GROUP BY 1, 2, 3
    ON CONFLICT (day, course_id, currency) DO UPDATE
    SET transactions = r.transactions + excluded.transactions,
        revenue_pence = r.revenue_pence + excluded.revenue_pence,
        course_name = excluded.course_name,
        updated_at = now();
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- hand-written: a payment refunded before this migration was refunded in full.
UPDATE "payment_transactions" SET "refunded_pence" = "amount_pence" WHERE "status" = 'refunded';--> statement-breakpoint
-- hand-written: the findings of payments stored before, from their events' issues and currency
-- (an amount found to differ then has no expected amount on record; a coupon that did not apply
-- then, no reason).
UPDATE "payment_transactions" t SET "issues" = found.issues, "needs_review" = true
FROM (
  SELECT p.id, jsonb_agg(f.issue ORDER BY f.ord) AS issues
  FROM "payment_transactions" p
  LEFT JOIN "payment_events" e ON e.event_id = p.reference
  CROSS JOIN LATERAL (
    SELECT c.ord, CASE c.code
      WHEN 'unknown_course' THEN jsonb_build_object('code', 'unknown_course',
        'course', coalesce(e.payload->'data'->>'course', p.course_name))
      WHEN 'amount_mismatch' THEN jsonb_build_object('code', 'amount_mismatch',
        'expectedPence', NULL::bigint, 'receivedPence', p.amount_pence)
      WHEN 'unknown_coupon' THEN jsonb_build_object('code', 'coupon_rejected',
        'coupon', coalesce(e.payload->'data'->>'couponCode', ''), 'reason', 'unknown')
      WHEN 'coupon_limit_reached' THEN jsonb_build_object('code', 'coupon_rejected',
        'coupon', coalesce(e.payload->'data'->>'couponCode', ''), 'reason', 'used_up')
      WHEN 'coupon_not_applicable' THEN jsonb_build_object('code', 'coupon_rejected',
        'coupon', coalesce(e.payload->'data'->>'couponCode', ''), 'reason', NULL::text)
      WHEN 'currency' THEN jsonb_build_object('code', 'currency_mismatch', 'currency', p.currency)
    END AS issue
    FROM (
      SELECT x.value AS code, x.ord
      FROM jsonb_array_elements_text(coalesce(e.issues, '[]'::jsonb)) WITH ORDINALITY AS x(value, ord)
      UNION ALL SELECT 'currency', 1000 WHERE p.currency <> 'GBP'
    ) c
  ) f
  WHERE f.issue IS NOT NULL
  GROUP BY p.id
) found
WHERE found.id = t.id;--> statement-breakpoint
-- hand-written: the events' issues named as the findings are.
UPDATE "payment_events" SET "issues" = (
  SELECT coalesce(jsonb_agg(DISTINCT CASE
    WHEN v IN ('unknown_coupon', 'coupon_not_applicable', 'coupon_limit_reached') THEN 'coupon_rejected'
    ELSE v END), '[]'::jsonb)
  FROM jsonb_array_elements_text("issues") AS v
) WHERE "issues" ?| array['unknown_coupon', 'coupon_not_applicable', 'coupon_limit_reached'];--> statement-breakpoint
CREATE INDEX "payment_transactions_needs_review_idx" ON "payment_transactions" USING btree ("payment_date") WHERE "payment_transactions"."needs_review";--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_type_check" CHECK ("payment_events"."type" in ('payment.succeeded', 'payment.failed', 'payment.refunded', 'payment.disputed'));--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_refunded_check" CHECK ("payment_transactions"."refunded_pence" >= 0 and "payment_transactions"."refunded_pence" <= "payment_transactions"."amount_pence");