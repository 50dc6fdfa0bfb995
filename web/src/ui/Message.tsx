/** The message area of forms and actions: success in bone white, failures in blood red. */
export function Message({ text, failed }: { text: string | null | undefined; failed?: boolean }) {
  if (!text) return null;
  return (
    <p className={failed ? 'message message--failed' : 'message'} role={failed ? 'alert' : 'status'}>
      {text}
    </p>
  );
}
