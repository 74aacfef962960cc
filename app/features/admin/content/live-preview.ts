import { useEffect, useRef, useState } from "react";

import type { BlogArticle } from "~contracts/content";

import { fieldsOfForm } from "./form-fields-dom";

/** Where the blog form's values go to be drawn as the public page would draw them. */
const previewAction = "/admin/blog/preview";

type PreviewAnswer = { article?: BlogArticle; message?: string };

/**
 * Asks the server for the preview with fetch, not as a navigation: it changes nothing, so the page
 * keeps its data (and the notice it showed once), and an ended session's redirect to the sign-in
 * page is read here instead of taking the editor away from what they are typing.
 */
async function fetchPreview(form: HTMLFormElement): Promise<PreviewAnswer> {
  try {
    const response = await fetch(previewAction, {
      method: "POST",
      body: new URLSearchParams(fieldsOfForm(form)),
      redirect: "manual",
    });
    if (response.type === "opaqueredirect")
      return { message: "The preview needs you signed in: sign in again in another tab. What you type is kept." };
    return (await response.json()) as PreviewAnswer;
  } catch {
    return {
      message: "The preview could not be reached: what you type is kept, and the preview returns with the connection.",
    };
  }
}

/**
 * The post's preview as the editor types: asked for after a pause in typing; the answer to the last
 * request wins. Until the first answer it is the preview the page was loaded with.
 */
export function useLivePreview(initial: BlogArticle | undefined) {
  const [answer, setAnswer] = useState<PreviewAnswer | undefined>(undefined);
  const [updating, setUpdating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(0);
  useEffect(() => () => clearTimeout(timer.current), []);

  const request = (form: HTMLFormElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const ticket = ++latest.current;
      setUpdating(true);
      void fetchPreview(form).then((next) => {
        if (ticket !== latest.current) return;
        setAnswer(next);
        setUpdating(false);
      });
    }, 400);
  };
  return { shown: answer ? answer.article : initial, message: answer?.message, updating, request };
}
