import type { Submission, SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { AppError } from "../../../modules/core/index.ts";

/** What a page action answers when a form is refused: Conform's result, the form's `lastResult`. */
export interface FormReply {
  result: SubmissionResult<string[]>;
  /** The next post needs the captcha's answer (a sign-in past its limits). */
  captcha?: boolean;
}

type AnySubmission = Submission<unknown, string[], unknown>;

/**
 * A form the schema refused: its field errors and kept values (never the fields named in
 * hideFields, such as passwords) with a 400, so the page shows them without JavaScript too.
 */
export function refuseForm(submission: AnySubmission, hideFields: string[] = []) {
  return data<FormReply>({ result: submission.reply({ hideFields }) }, { status: 400 });
}

/**
 * A form a module refused (an AppError): its words on the field it names, else above the form,
 * with the error's status.
 */
export function refuseFormWith(submission: AnySubmission, error: AppError, hideFields: string[] = []) {
  const field = typeof error.details?.field === "string" ? error.details.field : undefined;
  const errors = field ? { fieldErrors: { [field]: [error.message] } } : { formErrors: [error.message] };
  return data<FormReply>({ result: submission.reply({ ...errors, hideFields }) }, { status: error.status });
}
