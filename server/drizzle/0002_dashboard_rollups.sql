-- Keeps the dashboard rollups in step with the raw rows, in the same transaction as every write.
-- Statement-level triggers with transition tables: a bulk insert of thousands of rows costs one
-- grouped upsert, a single-row write one small one. Days are UTC dates. Subtractions are plain
-- UPDATEs (the rows they touch always exist), additions are upserts.

CREATE FUNCTION revenue_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE revenue_daily r
    SET transactions = r.transactions - d.transactions,
        revenue_pence = r.revenue_pence - d.revenue_pence,
        updated_at = now()
    FROM (
      SELECT (payment_date AT TIME ZONE 'UTC')::date AS day, course_id, currency,
             count(*)::int AS transactions, sum(amount_pence)::bigint AS revenue_pence
      FROM old_rows WHERE status = 'success'
      GROUP BY 1, 2, 3
    ) d
    WHERE r.day = d.day AND r.course_id IS NOT DISTINCT FROM d.course_id AND r.currency = d.currency;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO revenue_daily AS r (day, course_id, currency, course_name, transactions, revenue_pence)
    SELECT (payment_date AT TIME ZONE 'UTC')::date, course_id, currency, max(course_name),
           count(*)::int, sum(amount_pence)::bigint
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
$$;
--> statement-breakpoint
CREATE TRIGGER payment_transactions_revenue_insert AFTER INSERT ON payment_transactions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_daily_apply();
--> statement-breakpoint
CREATE TRIGGER payment_transactions_revenue_update AFTER UPDATE ON payment_transactions
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION revenue_daily_apply();
--> statement-breakpoint
CREATE TRIGGER payment_transactions_revenue_delete AFTER DELETE ON payment_transactions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION revenue_daily_apply();
--> statement-breakpoint
CREATE FUNCTION customer_counts_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE customer_counts_daily c
    SET customers = c.customers - d.customers, updated_at = now()
    FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, payment_status, customer_status,
             count(*)::int AS customers
      FROM old_rows GROUP BY 1, 2, 3
    ) d
    WHERE c.day = d.day AND c.payment_status = d.payment_status
      AND c.customer_status = d.customer_status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO customer_counts_daily AS c (day, payment_status, customer_status, customers)
    SELECT (created_at AT TIME ZONE 'UTC')::date, payment_status, customer_status, count(*)::int
    FROM new_rows GROUP BY 1, 2, 3
    ON CONFLICT (day, payment_status, customer_status) DO UPDATE
    SET customers = c.customers + excluded.customers, updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER customers_counts_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_daily_apply();
--> statement-breakpoint
CREATE TRIGGER customers_counts_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_daily_apply();
--> statement-breakpoint
CREATE TRIGGER customers_counts_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION customer_counts_daily_apply();
--> statement-breakpoint
CREATE FUNCTION inquiry_counts_daily_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE inquiry_counts_daily i
    SET inquiries = i.inquiries - d.inquiries, updated_at = now()
    FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, status, count(*)::int AS inquiries
      FROM old_rows GROUP BY 1, 2
    ) d
    WHERE i.day = d.day AND i.status = d.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO inquiry_counts_daily AS i (day, status, inquiries)
    SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*)::int
    FROM new_rows GROUP BY 1, 2
    ON CONFLICT (day, status) DO UPDATE
    SET inquiries = i.inquiries + excluded.inquiries, updated_at = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_insert AFTER INSERT ON inquiries
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_counts_daily_apply();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_update AFTER UPDATE ON inquiries
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION inquiry_counts_daily_apply();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_delete AFTER DELETE ON inquiries
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inquiry_counts_daily_apply();
--> statement-breakpoint
-- TRUNCATE has no transition tables: emptying a source table empties its rollup.
CREATE FUNCTION dashboard_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'payment_transactions' THEN DELETE FROM revenue_daily;
  ELSIF TG_TABLE_NAME = 'customers' THEN DELETE FROM customer_counts_daily;
  ELSIF TG_TABLE_NAME = 'inquiries' THEN DELETE FROM inquiry_counts_daily;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER payment_transactions_revenue_truncate AFTER TRUNCATE ON payment_transactions
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncate();
--> statement-breakpoint
CREATE TRIGGER customers_counts_truncate AFTER TRUNCATE ON customers
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncate();
--> statement-breakpoint
CREATE TRIGGER inquiries_counts_truncate AFTER TRUNCATE ON inquiries
  FOR EACH STATEMENT EXECUTE FUNCTION dashboard_rollups_truncate();
--> statement-breakpoint
-- Rows written before these triggers existed.
INSERT INTO revenue_daily (day, course_id, currency, course_name, transactions, revenue_pence)
SELECT (payment_date AT TIME ZONE 'UTC')::date, course_id, currency, max(course_name), count(*)::int,
       sum(amount_pence)::bigint
FROM payment_transactions WHERE status = 'success' GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO customer_counts_daily (day, payment_status, customer_status, customers)
SELECT (created_at AT TIME ZONE 'UTC')::date, payment_status, customer_status, count(*)::int
FROM customers GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO inquiry_counts_daily (day, status, inquiries)
SELECT (created_at AT TIME ZONE 'UTC')::date, status, count(*)::int FROM inquiries GROUP BY 1, 2;
