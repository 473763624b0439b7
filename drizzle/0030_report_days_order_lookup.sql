-- Hand-written (docs/decisions/020-report-rollups.md, docs/decisions/026): an order's items look
-- up their order's day by its key, one index lookup per order. The semi-join it replaces was
-- planned once per connection; planned while the orders table was still small, it scanned the
-- whole table on every insert of items for the connection's life (4 ms an order at 5,000 orders).
CREATE OR REPLACE FUNCTION report_days_items_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM report_days_mark(array(
      SELECT (SELECT (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date FROM orders o WHERE o.id = n.order_id)
      FROM (SELECT DISTINCT order_id FROM new_rows) n));
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    PERFORM report_days_mark(array(
      SELECT (SELECT (o.created_at AT TIME ZONE 'America/Sao_Paulo')::date FROM orders o WHERE o.id = n.order_id)
      FROM (SELECT DISTINCT order_id FROM old_rows) n));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
