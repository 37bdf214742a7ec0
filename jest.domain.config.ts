// The domain project alone, for StrykerJS (`npm run test:mutation`), which runs one Jest config.
import { domainProject } from './jest.config';

export default { rootDir: process.cwd(), ...domainProject };
