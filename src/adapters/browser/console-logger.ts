import type { Logger } from '../../application/ports/logger.port';

type Details = readonly unknown[];

export class ConsoleLogger implements Logger {
  readonly log = (message: string, ...details: Details) => console.log(message, ...details);
  readonly info = (message: string, ...details: Details) => console.info(message, ...details);
  readonly warn = (message: string, ...details: Details) => console.warn(message, ...details);
  readonly error = (message: string, ...details: Details) => console.error(message, ...details);
}
