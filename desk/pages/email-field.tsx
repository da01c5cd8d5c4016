/** A control's invalid state and the id of its message, as the site's forms tie them. */
export const invalidIf = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {};

/** A desk form's email address: its label, the field (no autofill, no spelling marks) and why it was refused, tied to it. */
export function EmailField({
  id,
  name,
  label,
  value = '',
  error,
}: {
  id: string;
  name: string;
  label: string;
  value?: string | undefined;
  error?: string | undefined;
}) {
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type="email"
        autoComplete="off"
        spellCheck={false}
        maxLength={254}
        required
        defaultValue={value}
        {...invalidIf(id, error)}
      />
      {error && (
        <span id={`${id}-error`} className="desk-field-error">
          {error}
        </span>
      )}
    </p>
  );
}
