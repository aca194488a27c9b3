import { useCallback, useState } from "react";
import { apiErrorId, GENERAL_ERROR_MESSAGE, isApiError, postJson } from "../../lib/api-client.ts";

/**
 * 'Notify Me' on a sold-out size (spec 1 "Buy area", the out-of-stock experience): one call that
 * subscribes the signed-in customer to the size; the answer's words are shown, keyed to the
 * stock so choosing another size clears them.
 */
export function useNotifyMe(stockId: number | null) {
  const [result, setResult] = useState<{ stockId: number; message: string; ok: boolean } | null>(null);
  const [pending, setPending] = useState(false);
  const notify = useCallback(async () => {
    if (stockId === null || pending) return;
    setPending(true);
    try {
      const answer = (await postJson("/v1/subscriptions/stock", { stockId })) as { message: string };
      setResult({ stockId, message: answer.message, ok: true });
    } catch (error) {
      const message = isApiError(error) && apiErrorId(error) ? error.message : GENERAL_ERROR_MESSAGE;
      setResult({ stockId, message, ok: false });
    } finally {
      setPending(false);
    }
  }, [stockId, pending]);
  const shown = result && result.stockId === stockId ? result : null;
  return { notify, pending, message: shown?.message ?? null, ok: shown?.ok ?? false };
}
