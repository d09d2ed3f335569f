// negotiator 1.x ships no types, and @types/negotiator (written for 0.6) lacks the `preferred`
// option the gateway relies on: this declares the one method it calls.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The available encoding the client rates highest; among equal ratings, the first in `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined;
  }
  export = Negotiator;
}
