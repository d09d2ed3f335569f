/**
 * The id of the `<script type="application/json">` in which the gateway sends, with a product or listing
 * page, the catalogue answer its first view was rendered from (`{ path, body, answer }`); the storefront's
 * page takes it instead of asking again (ADR 0011).
 */
export const FIRST_VIEW_DATA_ID = 'first-view-data';
