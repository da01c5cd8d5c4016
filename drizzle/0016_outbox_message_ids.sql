ALTER TABLE `email_outbox` ADD `message_id` text;--> statement-breakpoint
ALTER TABLE `email_outbox` ADD `event_id` integer;
--> statement-breakpoint
-- A reply's history entry and its outbox row were written in one transaction, one of each: the nth of a submission's reply entries is the nth of its reply rows.
UPDATE email_outbox SET event_id = (
  SELECT e.id FROM (
    SELECT id, submission_id, row_number() OVER (PARTITION BY submission_id ORDER BY id) AS n FROM submission_events WHERE kind = 'reply'
  ) e JOIN (
    SELECT id, submission_id, row_number() OVER (PARTITION BY submission_id ORDER BY id) AS n FROM email_outbox WHERE kind = 'reply'
  ) o ON o.submission_id = e.submission_id AND o.n = e.n
  WHERE o.id = email_outbox.id
) WHERE kind = 'reply';
