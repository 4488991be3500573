/** Thrown while rendering by a page whose entity does not exist: the shell shows its not-found page. */
export class PageNotFoundError extends Error {
  constructor(what = 'page') {
    super(`${what} not found`);
    this.name = 'PageNotFoundError';
  }
}
