export const SEARCH_HINT = 'Search for atta dal and more';

/** The box shared by the idle strip and the /search input, so switching between them moves nothing. */
export const searchFrame =
  'flex h-11 w-full items-center overflow-hidden rounded-xl border bg-slate-50 text-slate-500 transition md:h-12 ' + 'min-w-[300px] lg:min-w-[420px]';
