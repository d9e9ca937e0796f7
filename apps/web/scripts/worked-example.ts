// Prints the Learning Center's worked example as JSON; vite.config.ts runs it at build time.
import { computeWorkedExample } from '../src/features/learning-center/worked-example';

process.stdout.write(JSON.stringify(computeWorkedExample()));
