/**
 * The "signed in" hint: a cookie that is NOT httpOnly and holds no secret, set next to the httpOnly
 * session cookies (login, refresh) and cleared with them (logout, a refused refresh). The shell reads
 * it to know, without a request, whether a session may exist: a guest's page load then calls neither
 * user-details nor refresh-token (which could only answer 401). It proves nothing: every request is
 * still authorised by the access token alone.
 */
export const SESSION_HINT_COOKIE = 'signedIn';
export const SESSION_HINT_VALUE = '1';
