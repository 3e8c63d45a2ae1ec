/**
 * After a submit with errors, puts the cursor in the first field marked
 * invalid inside `container` (for a group of choices, its checked or first
 * input), so keyboard and screen-reader users land on what to fix. The fields
 * are marked a render after the check, and a closed section of the form opens
 * a frame or two later, so it tries again each frame until focus holds.
 */
export function focusFirstInvalid(container: HTMLElement | null, attempts = 20) {
  const invalid = container?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const field = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input:checked, input') : invalid;
  field?.focus();
  if ((!field || document.activeElement !== field) && attempts > 0) {
    requestAnimationFrame(() => focusFirstInvalid(container, attempts - 1));
  }
}
