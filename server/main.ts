// The server's entry point. React and React Router pick their production or development build
// from NODE_ENV when first loaded, so it is set before anything imports them.
process.env.NODE_ENV ??= "production";

try {
  const { main } = await import("./start-server.ts");
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

export {};
