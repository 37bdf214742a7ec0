// The Reflect metadata API's lite entry, the one inversify itself loads: the full polyfill would add 4 KB.
import 'reflect-metadata/lite';
import { Container, type ContainerModule } from 'inversify';

export function createContainer(module: ContainerModule): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(module);
  return container;
}
