/** What a page still loading its remote code announces (the same words in the prerendered HTML). */
export const PAGE_LOADING_LABEL = 'Loading page';
