/** The title of every page that answers 404 (app/not-found.tsx), also where a page refuses after its title was chosen. */
export const NOT_FOUND_TITLE = "Seite nicht gefunden";
