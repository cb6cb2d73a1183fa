/** What a sign-in form's server action answers (app/login/actions.ts): a message to show, or done. */
export type FormState = { message?: string; done?: boolean; email?: string };

/** A sign-in form's server action, handed in by its page (components do not import app/). */
export type FormAction = (prev: FormState, form: FormData) => Promise<FormState>;
