import type { ErrorReporter } from '../../application/ports/error-reporter.port';
import type { DevRecorder } from '../../stand-ins/dev-recorder';
import { ConsoleErrorReporter } from './console-error-reporter';

export class RecordingErrorReporter implements ErrorReporter {
  private readonly console = new ConsoleErrorReporter();

  constructor(private readonly recorder: DevRecorder) {}

  report(error: unknown, context?: string): void {
    this.console.report(error, context);
    this.recorder.record('error', `${context ?? 'unexpected error'}: ${error instanceof Error ? error.name : typeof error}`);
  }

  setUser(userId: string | null): void {
    this.recorder.record('error', userId === null ? 'reports belong to nobody' : `reports belong to ${userId}`);
  }
}
