-- Queue position (issue 15): the shared queue read in order (pending and processing tasks by
-- creation time) and the recent completed tasks whose durations give the estimate, both from one
-- index instead of a scan of every task ever made (worker/creation-tasks/queue-places.ts).
CREATE INDEX `generation_tasks_status_created_idx` ON `generation_tasks` (`status`,`created_at`);
