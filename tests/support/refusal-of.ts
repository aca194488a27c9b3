/** What a module call was refused with (an AppError's kind, code and words); fails when it was not refused. */
export async function refusalOf(
  promise: Promise<unknown>,
): Promise<{ kind: string; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { kind: string; code: string; message: string };
  }
  throw new Error("expected a refusal");
}
