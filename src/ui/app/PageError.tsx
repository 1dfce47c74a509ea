/** A page that could not be shown: the reason, and the way back. Never a blank page. */
export function PageError({ message }: { message: string }) {
  return (
    <main class="page">
      <h1>Nothing to play here</h1>
      <p role="alert">{message}</p>
      <a href="#/">Back to the games</a>
    </main>
  );
}
