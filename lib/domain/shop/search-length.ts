/** The longest search text the shop accepts (the search field's maxLength and the API's rule). */
export const MAX_SEARCH_LENGTH = 200;
