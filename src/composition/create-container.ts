// The composition root: the only place that builds the container (guides/architecture.md §7).
import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';

/** One container per app start, holding exactly one mode's module. */
export function createContainer(module: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(module);
  return container;
}
