/** A sign-in form's message (wrong password, throttled, expired link), announced to screen readers. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded bg-danger/10 px-3 py-2 text-sm text-danger">
      {message}
    </p>
  );
}
