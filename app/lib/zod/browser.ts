// What `import ... from "zod"` resolves to in the browser's bundle (vite.config.ts): zod itself,
// after jitless.ts has switched its compiler off. The server keeps the compiler: no such policy
// applies there, and its checks are the hot ones.
import "./jitless.ts";

export * from "zod/v4";
export { default } from "zod/v4";
