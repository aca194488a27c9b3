import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

const zodInBrowser = fileURLToPath(new URL("./app/lib/zod/browser.ts", import.meta.url));

/** In the browser's bundle, "zod" is app/lib/zod/browser.ts: zod without its compiler (see there). */
function zodWithoutCompiler(): Plugin {
  return {
    name: "zod-without-compiler",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(source, importer) {
      return source === "zod" && importer !== zodInBrowser ? zodInBrowser : null;
    },
  };
}

export default defineConfig({
  plugins: [zodWithoutCompiler(), reactRouter()],
  build: { assetsInlineLimit: 0 },
});
