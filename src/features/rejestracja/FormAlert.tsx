/** The form-level message of an account form: the server's description of a failure (spec 01 §8). */
export function FormAlert({ text }: { text: string | null }) {
  return (
    <div aria-live="assertive" className="g-form-alert">
      {text && (
        <p role="alert" className="g-error g-alert">
          {text}
        </p>
      )}
    </div>
  );
}
