// inversify loads the Reflect metadata API it needs (reflect-metadata/lite) itself; the full polyfill would add 4 KB.
import { Container, type ContainerModule } from 'inversify';

export function createContainer(module: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(module);
  return container;
}
