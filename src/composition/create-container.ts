import 'reflect-metadata';
import { Container, type ContainerModule } from 'inversify';

export function createContainer(module: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(module);
  return container;
}
