import 'vitest';

/** What test/support/global-setup.ts provides to every test of the `stack` project (`inject(...)`). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The site and API of the test stack, e.g. `http://localhost:39123`. */
    stackUrl: string;
    /** cognito-local's endpoint. */
    cognitoUrl: string;
    userPoolId: string;
    userPoolClientId: string;
    /** The handler environment (table, pool, buckets, emulator endpoints). */
    stackEnv: Record<string, string>;
    /** Which site the stack serves: 'dist' (built web/dist) or 'none'. */
    stackWeb: 'dist' | 'none';
    /** The file every log line of the run is appended to (test/support/log-lines.ts). */
    stackLogFile: string;
  }
}
