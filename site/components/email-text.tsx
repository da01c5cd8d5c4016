/** A text whose `{email}` placeholder becomes a link that writes to that address. */
export function EmailText({ text, email }: { text: string; email: string }) {
  const [before, after] = text.split('{email}');
  return (
    <>
      {before}
      {after !== undefined && <a href={`mailto:${email}`}>{email}</a>}
      {after}
    </>
  );
}
