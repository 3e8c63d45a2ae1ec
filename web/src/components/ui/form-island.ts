// On a page whose app loads at the first interaction (docs/decisions/049), the
// forms the app sends (components/ui/form.tsx) work before it has hydrated:
// this script, in the entry chunk, enables them on the server's HTML, keeps
// what the visitor chooses, presses or sends until the app can answer, and
// hands it over once the page has hydrated. Text typed into a field needs no
// help: React keeps a field's value when it hydrates, and react-hook-form
// reads a field edited before it registered it.

/** The forms the app sends: their one fieldset is disabled in the server's HTML (components/ui/form.tsx). */
const APP_FORM_FIELDSETS = 'main form > fieldset[disabled]';

/** What the visitor did before the app could answer, in order. */
type Action =
  | { kind: 'choose'; select: HTMLSelectElement; value: string }
  | { kind: 'press'; button: HTMLButtonElement }
  | { kind: 'send'; form: HTMLFormElement; submitter: HTMLElement | null };

const answeredForms = new Set<HTMLFormElement>();
const actions: Action[] = [];
const island = new AbortController();

/** Whether the page's forms were enabled before the app loaded: then they need not wait for hydration. */
export const formsAnsweredBeforeApp = () => answeredForms.size > 0;

const appForm = (target: EventTarget | null) => {
  const form = target instanceof Element ? target.closest('form') : null;
  return form && answeredForms.has(form) ? form : null;
};

/** A field of an answered form that the visitor types into (what they type needs no app). */
export const isAnsweredTextField = (target: Element | null) =>
  Boolean(target?.matches('input:not([type=checkbox], [type=radio]), textarea') && appForm(target));

/**
 * Enables the page's app forms and keeps what the visitor does in them until
 * `handOverForms`. The listeners run first (the document, capturing) and stop
 * what they keep: before the app has hydrated nothing else could answer it,
 * and a form sent natively would put its fields (a password) in the address.
 */
export function answerFormsBeforeApp() {
  const fieldsets = document.querySelectorAll<HTMLFieldSetElement>(APP_FORM_FIELDSETS);
  if (!fieldsets.length) return;
  for (const fieldset of fieldsets) {
    fieldset.disabled = false;
    if (fieldset.form) answeredForms.add(fieldset.form);
  }

  const { signal } = island;
  const listen = <Type extends keyof DocumentEventMap>(
    type: Type,
    keep: (event: DocumentEventMap[Type]) => Action | undefined,
  ) =>
    document.addEventListener(
      type,
      (event) => {
        const action = keep(event);
        if (!action) return;
        event.stopPropagation();
        actions.push(action);
      },
      { capture: true, signal },
    );

  // A native select shows the choice at once; the app's state learns it on hand-over.
  listen('change', ({ target }) =>
    target instanceof HTMLSelectElement && appForm(target)
      ? { kind: 'choose', select: target, value: target.value }
      : undefined,
  );
  // A button that is not the form's submit button (a preference toggle, "Forgot password?").
  listen('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.type === 'submit' || !appForm(button)) return undefined;
    event.preventDefault();
    // A toggle shows its new state at once (toggle-group.tsx draws it from the attribute alone).
    const pressed = button.getAttribute('aria-pressed');
    if (pressed) button.setAttribute('aria-pressed', String(pressed !== 'true'));
    return { kind: 'press', button };
  });
  // The submit button or Enter in a field: sent once the app can check and send it.
  listen('submit', (event) => {
    const form = appForm(event.target);
    if (!form) return undefined;
    event.preventDefault();
    return { kind: 'send', form, submitter: event.submitter };
  });
}

/** A task later: React renders what the previous action changed before the next one reads its state. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app has hydrated the page: its forms answer from now on, and get what
 * the visitor did before, in the order they did it.
 */
export async function handOverForms() {
  if (island.signal.aborted) return;
  island.abort();
  for (const action of actions.splice(0)) {
    await nextTask();
    if (action.kind === 'choose' && action.select.isConnected) {
      action.select.value = action.value;
      action.select.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (action.kind === 'press' && action.button.isConnected) {
      action.button.click();
    } else if (action.kind === 'send' && action.form.isConnected) {
      const { form, submitter } = action;
      form.requestSubmit(submitter && form.contains(submitter) ? submitter : null);
    }
  }
}
