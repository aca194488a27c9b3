import { describe, expect, it } from "vitest";
import { connectionOptions } from "./client.ts";

describe("a PostgreSQL connection's start-up options", () => {
  it("carry the planner settings", () => {
    expect(connectionOptions("postgresql://app@127.0.0.1:5432/store")).toEqual({
      connectionString: "postgresql://app@127.0.0.1:5432/store",
      options: "-c random_page_cost=1.1 -c jit=off -c max_parallel_workers_per_gather=0",
    });
  });

  it("keep the URL's own options after them, so that an operator's setting wins", () => {
    const { connectionString, options } = connectionOptions(
      "postgresql://app@db:5432/store?sslmode=require&options=-c%20random_page_cost%3D2",
    );
    expect(connectionString).toBe("postgresql://app@db:5432/store?sslmode=require");
    expect(options).toBe(
      "-c random_page_cost=1.1 -c jit=off -c max_parallel_workers_per_gather=0 -c random_page_cost=2",
    );
  });
});
