import type { ErrorReporter } from '../../application/ports/error-reporter.port';

export class ConsoleErrorReporter implements ErrorReporter {
  report(error: unknown, context?: string): void {
    // Only the error's name: its message may carry personal data.
    const name = error instanceof Error ? error.name : typeof error;
    console.error(`[error] ${context ?? 'unexpected error'}: ${name}`);
  }

  setUser(): void {}
}
