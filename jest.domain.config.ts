/**
 * @jest-config-loader esbuild-register
 *
 * Node 20 cannot load a TypeScript config by itself, and Jest's loaders are ts-node or
 * esbuild-register; esbuild-register (which webpack-cli also picks for webpack.config.ts) runs on
 * the esbuild that tsx already brings.
 */
// The domain project alone, for StrykerJS (`npm run test:mutation`), which runs one Jest config.
import { domainProject } from './jest.config';

export default { rootDir: process.cwd(), ...domainProject };
