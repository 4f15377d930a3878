// Every domain that has jobs, imported for its registerJobDomain() call (the server, the worker and `pnpm ops`
// import this file once).
import '../../subscription/renewal.ts';
