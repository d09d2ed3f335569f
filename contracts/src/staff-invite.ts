/**
 * The shell's page an invitation mail links to; the one-time token follows in the fragment
 * (`#token=…`), which browsers never send to a server or in a Referer. Its own module: the shell
 * bundles it without the event schemas.
 */
export const STAFF_INVITE_PATH = '/staff/invite';
