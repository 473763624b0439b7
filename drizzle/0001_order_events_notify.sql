-- Every order event is announced on the 'order_events' channel when its transaction commits,
-- so every app instance (LISTEN) streams it to its connected staff and customers (issue 7).
CREATE OR REPLACE FUNCTION notify_order_event() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('order_events', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS order_events_notify ON order_events;
--> statement-breakpoint
CREATE TRIGGER order_events_notify AFTER INSERT ON order_events
  FOR EACH ROW EXECUTE FUNCTION notify_order_event();
