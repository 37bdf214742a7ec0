export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className="field-error">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
