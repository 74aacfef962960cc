-- New Delhi is in Delhi, not Maharashtra: stored answers read as the form now offers them.
UPDATE "applications" SET "preferred_location" = 'New Delhi, Delhi, India' WHERE "preferred_location" = 'New Delhi, Maharashtra, India';
