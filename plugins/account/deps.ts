/** The account pages take no options: the languages and currencies a member may choose come from language-currency. */
export type AccountOptions = Record<string, never>;
