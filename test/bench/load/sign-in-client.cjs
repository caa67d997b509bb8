'use strict';

/*
 * autocannon's `setupClient` for the sign-in rows of `npm run bench:load` (test/bench/load.ts).
 * A file, not a function, because autocannon runs the connections in a worker thread, which
 * `require`s its hooks. Connection i signs in as account i (modulo the list given in
 * `initialContext`), so with one account per connection no account ever has two sign-ins in flight
 * and the row measures password checks, not the five-in-flight cap.
 */
let next = 0;

module.exports = function setupClient(client) {
  const { emails, password } = client.opts.initialContext;
  const email = emails[next % emails.length];
  next += 1;
  client.setBody(JSON.stringify({ email, password }));
};
