/**
 * The id of the `<script type="application/json">` in which the gateway sends, with a product or listing
 * page, the catalogue answer its first view was rendered from (`{ path, body, answer }`); the storefront's
 * page takes it instead of asking again (ADR 0011).
 */
export const FIRST_VIEW_DATA_ID = 'first-view-data';

/**
 * The `<meta name>` in which the shell's build lists, as `<remote>:<file>`, the remote stylesheets its own
 * already holds: the shell does not load them again and the gateway leaves them out of a page's head (ADR
 * 0004 amendment). The build plugin (frontends/shell/scripts/covered-remote-css-plugin.mjs, plain Node)
 * spells it out too.
 */
export const COVERED_CSS_META = 'mm-covered-remote-css';
